import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MAP_MESSAGES as T } from '@guia/contracts';
import { renderApp, userToken } from '../../test/utils';
import { setViewportWidth } from '../../test/media';
import { currentMapProvider } from './provider';
import { HERE, fakeGeolocation, mapApi } from './testing/map-test-api';
import { mapInfo } from '../../lib/basemap/testing/fake-storage';

vi.mock('./map-view', async () => ({ MapView: (await import('./testing/fake-map-view')).FakeMapView }));
vi.mock('./provider', () => ({ currentMapProvider: vi.fn(() => 'osm') }));

configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await import('./map-screen');
}, 30_000);

beforeEach(() => {
  vi.mocked(currentMapProvider).mockReturnValue('osm');
  fakeGeolocation('ok');
});

const map = () => screen.getByTestId('fake-map');

describe('MapScreen: the chosen radius on screen (issue 16)', () => {
  it('asks the map to show the 5 km circle around the origin, and a new radius or category asks again', async () => {
    mapApi();
    const user = userEvent.setup();
    renderApp('/mapa', { token: userToken() });
    await within(await screen.findByTestId('fake-map')).findByRole('button', { name: 'La Guarida' });
    expect(map()).toHaveAttribute('data-area', `5000|@${HERE.lat},${HERE.lng}`);
    // what sits on the map's edges (zoom buttons; the offline card and credits below) is left out of the fit;
    // the search bar is above the map, in the page (issue 20 §3)
    expect(JSON.parse(map().dataset.areaPadding!)).toMatchObject({ top: expect.any(Number), bottom: expect.any(Number) });
    expect(JSON.parse(map().dataset.areaPadding!).top).toBeGreaterThanOrEqual(20);
    expect(JSON.parse(map().dataset.areaPadding!).bottom).toBeGreaterThanOrEqual(100);

    const slider = screen.getByLabelText('Radio de búsqueda');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(slider, '35');
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      slider.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(map()).toHaveAttribute('data-area', `35000|@${HERE.lat},${HERE.lng}`));

    const select = screen.getByLabelText('Categoría');
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, 'cafe');
    await waitFor(() => expect(map()).toHaveAttribute('data-area', `35000|cafe@${HERE.lat},${HERE.lng}`));
  });

  it('a search leaves the view to the results (no area)', async () => {
    mapApi({ 'GET /api/business/search': () => ({ body: [] }) });
    const user = userEvent.setup();
    renderApp('/mapa', { token: userToken() });
    await within(await screen.findByTestId('fake-map')).findByRole('button', { name: 'La Guarida' });
    await user.type(screen.getByRole('searchbox'), 'guarida{Enter}');
    await waitFor(() => expect(map()).toHaveAttribute('data-area', ''));
  });

  it('offers the map for offline use on the OpenStreetMap map, on phones too', async () => {
    setViewportWidth(390);
    mapApi({ 'GET /api/map': () => ({ body: mapInfo() }) });
    renderApp('/mapa', { token: userToken() });
    expect(await screen.findByRole('button', { name: T.download('4,2 MB') })).toBeVisible();
  });
});
