import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLang } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { renderApp, userToken } from '../../test/utils';
import { setViewportWidth } from '../../test/media';
import { currentMapProvider } from './provider';
import { CATEGORIES, fakeGeolocation, mapApi } from './testing/map-test-api';

/** The map's category filter on an English page names every category in English (issue 22 §1). */
vi.mock('./map-view', async () => ({ MapView: (await import('./testing/fake-map-view')).FakeMapView }));
vi.mock('./provider', () => ({ currentMapProvider: vi.fn(() => 'osm') }));

configure({ asyncUtilTimeout: 5000 });
beforeAll(() => import('./map-screen'), 30_000);
beforeEach(async () => {
  vi.mocked(currentMapProvider).mockReturnValue('osm');
  setViewportWidth(1280);
  fakeGeolocation('ok');
  await switchLang('en');
});
afterEach(() => {
  applyLang('es');
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('the map’s category filter in English', () => {
  it('the home categories by their chosen English, the others by their identifier made readable', async () => {
    const more = [
      { _id: '6650aa0000000000000000a1', nombre: 'Galería de arte', name: 'art_gallery' },
      { _id: '6650aa0000000000000000a2', nombre: 'Heladerías', name: 'ice_cream_shop' },
    ];
    mapApi({ 'GET /api/categories/': () => ({ body: [...CATEGORIES, ...more] }) });
    renderApp('/mapa', { token: userToken() });
    const select = await within(await screen.findByRole('complementary', { name: 'Explore' })).findByRole('combobox', { name: 'Category' });
    await within(select).findByRole('option', { name: 'Art gallery' });
    const names = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['Food and drink', 'Nightlife', 'Art gallery', 'Ice cream shop']));
    expect(names).not.toContain('Galería de arte');
  });
});
