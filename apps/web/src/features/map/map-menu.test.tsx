import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, userToken } from '../../test/utils';
import { longMenu, makeConvertedMenu } from '../../components/menu/test-fixtures';
import { currentMapProvider } from './provider';
import { fakeGeolocation, guarida, mapApi, urlsOf } from './testing/map-test-api';

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

const MENU = `GET /api/business/${guarida._id}/menu`;
const panel = () => screen.getByRole('complementary', { name: 'Detalles del negocio' });

async function openGuarida() {
  const user = userEvent.setup();
  await user.click(await within(await screen.findByTestId('fake-map')).findByRole('button', { name: 'La Guarida' }));
  await within(panel()).findByRole('heading', { level: 2, name: 'La Guarida' });
  return user;
}

describe("the map's panel of a place of the guide: its menu (issue 21 §2)", () => {
  it("shows the menu under the place, with CUP and '≈ … USD · … EUR'", async () => {
    const api = mapApi({ [MENU]: () => ({ body: { ...makeConvertedMenu(), business_id: guarida._id } }) });
    renderApp('/mapa', { token: userToken() });
    await openGuarida();
    const menu = await within(panel()).findByRole('region', { name: 'Menú' });
    expect(within(menu).getByRole('heading', { level: 3, name: 'Menú' })).toBeInTheDocument();
    expect(within(menu).getByRole('heading', { level: 4, name: 'Platos fuertes' })).toBeInTheDocument();
    expect(within(menu).getByText('2200 CUP')).toBeInTheDocument();
    expect(within(menu).getByText('≈ 5,00 USD · 4,58 EUR')).toBeInTheDocument();
    expect(within(menu).getByText('Tasa de referencia del 24/11 (elTOQUE)')).toBeInTheDocument();
    expect(urlsOf(api, MENU)).toHaveLength(1);
  });

  it("a long menu waits behind 'Ver menú'", async () => {
    mapApi({ [MENU]: () => ({ body: { ...longMenu(12), business_id: guarida._id } }) });
    renderApp('/mapa', { token: userToken() });
    const user = await openGuarida();
    const menu = await within(panel()).findByRole('region', { name: 'Menú' });
    expect(within(menu).queryByText('Plato 1')).toBeNull();
    await user.click(within(menu).getByRole('button', { name: 'Ver menú' }));
    expect(within(menu).getByText('Plato 12')).toBeVisible();
  });

  it('a place without a menu shows no menu section', async () => {
    mapApi({ [MENU]: () => ({ body: { ...longMenu(0), sections: [] } }) });
    renderApp('/mapa', { token: userToken() });
    await openGuarida();
    await within(panel()).findByRole('heading', { level: 3, name: 'Opiniones' });
    expect(within(panel()).queryByText('Menú')).toBeNull();
  });
});
