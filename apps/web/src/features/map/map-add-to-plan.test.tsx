import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Itinerary } from '@guia/contracts';
import { renderApp, userToken } from '../../test/utils';
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

const PLAN_ID = '6660f0c2a1b2c3d4e5f60009';
const panel = () => screen.getByRole('complementary', { name: 'Detalles del negocio' });

describe('MapScreen: a place of the guide into a plan', () => {
  it("the panel's 'Añadir a un plan' creates 'Domingo' with the place and links to it", async () => {
    const user = userEvent.setup();
    const api = mapApi({
      'GET /api/itineraries': () => ({ body: [] }),
      'POST /api/itineraries': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { name: string; stops: { business_id: string }[] };
        const plan: Itinerary = {
          _id: PLAN_ID,
          name: body.name,
          date: null,
          stops: body.stops.map((s) => ({ ...s, business: { _id: s.business_id, name: 'La Guarida' } })),
          distance_m: 0,
          share_token: null,
          version: 0,
          updated_at: '2026-11-20T15:00:00.000Z',
        };
        return { status: 201, body: plan };
      },
    });
    renderApp('/mapa', { token: userToken() });
    await user.click(await within(await screen.findByTestId('fake-map')).findByRole('button', { name: 'La Guarida' }));
    await within(panel()).findByRole('heading', { level: 2, name: 'La Guarida' });

    await user.click(within(panel()).getByRole('button', { name: 'Añadir a un plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir a un plan' });
    expect(within(dialog).getByText('Elige un plan: La Guarida será su última parada.')).toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText('Nombre del plan'), 'Domingo');
    await user.click(within(dialog).getByRole('button', { name: 'Crear plan' }));

    expect(await within(dialog).findByText('Añadido a «Domingo»')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver el plan' })).toHaveAttribute('href', `/planes/${PLAN_ID}`);
    const [sent] = api.mock.calls.filter(([, init]) => init?.method === 'POST' && String(init.body).includes('Domingo'));
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ name: 'Domingo', stops: [{ business_id: guarida._id }] });
    expect(urlsOf(api, 'POST /api/itineraries')).toHaveLength(1);
  });
});
