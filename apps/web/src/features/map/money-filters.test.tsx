import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, userToken } from '../../test/utils';
import { setViewportWidth } from '../../test/media';
import { currentMapProvider } from './provider';
import { escorial, fakeGeolocation, guarida, mapApi, nearbyOf, urlsOf } from './testing/map-test-api';

/** Issue 21 §2–§3: the map's payment and price filters ask the server for those places only, and the panel shows the badges. */

vi.mock('./map-view', async () => ({ MapView: (await import('./testing/fake-map-view')).FakeMapView }));
vi.mock('./provider', () => ({ currentMapProvider: vi.fn(() => 'osm') }));

configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await import('./map-screen');
  await import('./components/business-panel');
}, 30_000);

beforeEach(() => {
  vi.mocked(currentMapProvider).mockReturnValue('osm');
  setViewportWidth(1280);
  fakeGeolocation('ok');
});

const sidebar = () => screen.getByRole('complementary', { name: 'Explorar' });
const guaridaPays = { ...guarida, payments: ['cash_cup' as const, 'transfermovil' as const], payment_surcharge_pct: 10 };

describe('the map’s payment and price filters (issue 21)', () => {
  it("choosing 'Transfermóvil' asks nearby for pago=transfermovil, keeps it in the address, and lists what the server answers", async () => {
    const user = userEvent.setup();
    const api = mapApi({
      'GET /api/business/nearby': (url) => nearbyOf(url.searchParams.get('pago') === 'transfermovil' ? [guaridaPays] : [guaridaPays, escorial]),
      [`GET /api/business/${guarida._id}`]: () => ({ body: guaridaPays }),
      [`GET /api/business/${guarida._id}/menu`]: () => ({ body: { business_id: guarida._id, sections: [], rate: null, median_price_cup: null, updated_at: null, version: 0 } }),
    });
    const { router } = renderApp('/mapa', { token: userToken() });
    await screen.findByRole('complementary', { name: 'Explorar' });
    await within(sidebar()).findByRole('button', { name: /El Escorial/ });
    await user.selectOptions(within(sidebar()).getByLabelText('Formas de pago'), 'Transfermóvil');
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').some((u) => u.searchParams.get('pago') === 'transfermovil')).toBe(true));
    await waitFor(() => expect(within(sidebar()).queryByRole('button', { name: /El Escorial/ })).not.toBeInTheDocument());
    expect(router.state.location.search).toContain('pago=transfermovil');

    await user.selectOptions(within(sidebar()).getByLabelText('Precio'), '$$ · Precio medio: platos entre 1000 y 3000 CUP');
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').some((u) => u.searchParams.get('precio') === '2' && u.searchParams.get('pago') === 'transfermovil')).toBe(true));

    await user.click(await within(sidebar()).findByRole('button', { name: /La Guarida/ }));
    const panel = within(await screen.findByRole('complementary', { name: 'Detalles del negocio' }));
    const badges = within(await panel.findByRole('list', { name: 'Formas de pago' }));
    expect(badges.getByText('Transfermóvil')).toBeInTheDocument();
    expect(badges.getByText('+10 % con pago electrónico')).toBeInTheDocument();
  });

  it('a link with ?pago=efectivo_usd opens the map with that filter on', async () => {
    const api = mapApi();
    renderApp('/mapa?pago=efectivo_usd', { token: userToken() });
    await screen.findByRole('complementary', { name: 'Explorar' });
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').some((u) => u.searchParams.get('pago') === 'cash_usd')).toBe(true));
    expect((within(sidebar()).getByLabelText('Formas de pago') as HTMLSelectElement).value).toBe('cash_usd');
  });
});
