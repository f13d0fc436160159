import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Business, Itinerary, ItineraryBody } from '@guia/contracts';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { USER_ID, makeBusiness, makeUser } from './test-fixtures';

const PLAN_ID = '6660f0c2a1b2c3d4e5f60009';
const GUARIDA = makeBusiness({ _id: '6650f0c2a1b2c3d4e5f60201', name: 'La Guarida' });
const FLORIDITA = makeBusiness({ _id: '6650f0c2a1b2c3d4e5f60202', name: 'El Floridita' });

const domingo = (stops: Business[], version: number): Itinerary => ({
  _id: PLAN_ID,
  name: 'Domingo',
  date: null,
  stops: stops.map((b) => ({ business_id: b._id, business: { _id: b._id, name: b.name } })),
  distance_m: 0,
  share_token: null,
  version,
  updated_at: '2026-11-20T15:00:00.000Z',
});

describe('Profile: a favourite into a plan', () => {
  it("each favourite card has 'Añadir a un plan', which puts that place last in the plan chosen", async () => {
    const user = userEvent.setup();
    const favorites = [GUARIDA, FLORIDITA];
    const api = fakeApi({
      [`GET /api/users/${USER_ID}`]: () => ({ body: makeUser({ favorite_businesses: favorites.map((b) => b._id) }) }),
      [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: favorites.map((b) => ({ businessId: b._id })) }),
      ...Object.fromEntries(favorites.map((b) => [`GET /api/business/${b._id}`, () => ({ body: b })])),
      'GET /api/business/': () => ({ body: favorites }),
      'GET /api/itineraries': () => ({ body: [domingo([GUARIDA], 0)] }),
      [`PUT /api/itineraries/${PLAN_ID}`]: (body) => ({ body: domingo([GUARIDA, FLORIDITA], (body as ItineraryBody).version! + 1) }),
    });
    renderApp('/perfil', { token: userToken() });

    const card = (await screen.findByRole('heading', { level: 3, name: 'El Floridita' })).closest('article')!;
    const button = within(card).getByRole('button', { name: 'Añadir a un plan' });
    expect(button).toHaveAccessibleDescription('El Floridita');
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Añadir a un plan' });
    expect(within(dialog).getByText('Elige un plan: El Floridita será su última parada.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: /^Domingo/ }));

    expect(await within(dialog).findByText('Añadido a «Domingo»')).toBeInTheDocument();
    const [put] = callsTo(api, `PUT /api/itineraries/${PLAN_ID}`);
    expect(JSON.parse(String(put![1]!.body))).toMatchObject({ stops: [{ business_id: GUARIDA._id }, { business_id: FLORIDITA._id }], version: 0 });
  });
});
