import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ITINERARY_MESSAGES, type Itinerary, type ItineraryBody } from '@guia/contracts';
import { callsTo, fakeApi, userToken } from '../../test/utils';
import { renderInApp } from '../business/test-render';
import { AddToPlan } from './add-to-plan';

const PLAN_ID = '6660f0c2a1b2c3d4e5f60001';
const OTHER_ID = '6660f0c2a1b2c3d4e5f60002';
const GUARIDA = { _id: '6650f0c2a1b2c3d4e5f60201', name: 'La Guarida' };
const CATEDRAL = { _id: '6650f0c2a1b2c3d4e5f60101', name: 'Plaza de la Catedral' };
const BODEGUITA = { _id: '6650f0c2a1b2c3d4e5f60102', name: 'La Bodeguita del Medio' };

const stopOf = (place: { _id: string; name: string }, over: Partial<Itinerary['stops'][number]> = {}) => ({ business_id: place._id, business: place, ...over });

function makePlan(over: Partial<Itinerary> = {}): Itinerary {
  return {
    _id: PLAN_ID,
    name: 'Sábado en La Habana Vieja',
    date: '2026-12-05',
    stops: [stopOf(CATEDRAL, { time: '10:30', note: 'Temprano' }), stopOf(BODEGUITA)],
    distance_m: 300,
    share_token: null,
    version: 3,
    updated_at: '2026-11-20T15:00:00.000Z',
    ...over,
  };
}

const LIST = 'GET /api/itineraries';
const PUT = `PUT /api/itineraries/${PLAN_ID}`;
const bodyOf = (call: [unknown, RequestInit?]) => JSON.parse(String(call[1]!.body)) as ItineraryBody;
/** The plan a PUT answers: the body's stops, the next version. */
const saved = (body: ItineraryBody, version: number): Itinerary =>
  makePlan({ name: body.name, stops: body.stops.map((s) => ({ ...s, business: [CATEDRAL, BODEGUITA, GUARIDA].find((p) => p._id === s.business_id)! })), version });

const renderButton = ({ signedIn = true } = {}) =>
  renderInApp(
    <>
      <h2>La Guarida</h2>
      <AddToPlan businessId={GUARIDA._id} businessName={GUARIDA.name} />
    </>,
    { token: signedIn ? userToken() : undefined },
  );

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Añadir a un plan' }));
  return screen.findByRole('dialog', { name: 'Añadir a un plan' });
};

describe('Añadir a un plan', () => {
  it('lists my plans and appends the place as the last stop of the one chosen, keeping the others, with the version read', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [LIST]: () => ({ body: [makePlan(), makePlan({ _id: OTHER_ID, name: 'Domingo en el Vedado', stops: [], date: null })] }),
      [PUT]: (body) => ({ body: saved(body as ItineraryBody, 4) }),
    });
    renderButton();

    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Elige un plan: La Guarida será su última parada.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: /^Domingo en el Vedado/ })).toHaveTextContent('Sin paradas');
    await user.click(within(dialog).getByRole('button', { name: /^Sábado en La Habana Vieja/ }));

    expect(await within(dialog).findByText('Añadido a «Sábado en La Habana Vieja»')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver el plan' })).toHaveAttribute('href', `/planes/${PLAN_ID}`);
    expect(callsTo(api, PUT)).toHaveLength(1);
    expect(bodyOf(callsTo(api, PUT)[0]!)).toEqual({
      name: 'Sábado en La Habana Vieja',
      date: '2026-12-05',
      stops: [{ business_id: CATEDRAL._id, time: '10:30', note: 'Temprano' }, { business_id: BODEGUITA._id }, { business_id: GUARIDA._id }],
      version: 3,
    });
  });

  it('when the plan changed elsewhere (409), reads it again and adds the place to the current version once', async () => {
    const user = userEvent.setup();
    const current = makePlan({ stops: [stopOf(CATEDRAL)], version: 7, name: 'Sábado cambiado' });
    const api = fakeApi({
      [LIST]: () => ({ body: [makePlan()] }),
      [`GET /api/itineraries/${PLAN_ID}`]: () => ({ body: current }),
      [PUT]: (body) => ((body as ItineraryBody).version === 7 ? { body: saved(body as ItineraryBody, 8) } : { status: 409, body: { message: 'Otro cambio' } }),
    });
    renderButton();

    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Sábado en La Habana Vieja/ }));

    expect(await within(dialog).findByText('Añadido a «Sábado cambiado»')).toBeInTheDocument();
    const puts = callsTo(api, PUT);
    expect(puts).toHaveLength(2);
    expect(bodyOf(puts[1]!)).toMatchObject({ name: 'Sábado cambiado', stops: [{ business_id: CATEDRAL._id }, { business_id: GUARIDA._id }], version: 7 });
  });

  it("'Nuevo plan' needs a name, said beside the field; with one it creates the plan with this place and links to it", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [LIST]: () => ({ body: [] }),
      'POST /api/itineraries': (body) => ({ status: 201, body: makePlan({ _id: OTHER_ID, name: (body as ItineraryBody).name, date: null, stops: [stopOf(GUARIDA)], version: 0 }) }),
    });
    renderButton();

    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('Aún no tienes planes.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Crear plan' }));
    const name = within(dialog).getByLabelText('Nombre del plan');
    expect(await within(dialog).findByText(ITINERARY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(ITINERARY_MESSAGES.nameRequired);
    expect(callsTo(api, 'POST /api/itineraries')).toHaveLength(0);

    await user.type(name, 'Domingo');
    await user.click(within(dialog).getByRole('button', { name: 'Crear plan' }));

    expect(await within(dialog).findByText('Añadido a «Domingo»')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver el plan' })).toHaveAttribute('href', `/planes/${OTHER_ID}`);
    expect(JSON.parse(String(callsTo(api, 'POST /api/itineraries')[0]![1]!.body))).toEqual({ name: 'Domingo', stops: [{ business_id: GUARIDA._id }] });
  });

  it("shows the API's message when the plan is full, and adds nothing", async () => {
    const user = userEvent.setup();
    fakeApi({
      [LIST]: () => ({ body: [makePlan()] }),
      [PUT]: () => ({ status: 400, body: { message: ITINERARY_MESSAGES.tooManyStops } }),
    });
    renderButton();

    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Sábado en La Habana Vieja/ }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Un plan puede tener como mucho 30 paradas');
    expect(within(dialog).queryByText(/^Añadido a/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Sábado en La Habana Vieja/ })).toBeEnabled();
  });

  it('signed out, it offers a link to log in instead of plans, and asks the API nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderButton({ signedIn: false });

    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Inicia sesión para guardar lugares en tus planes del día.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Iniciar sesión' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
    expect(callsTo(api, LIST)).toHaveLength(0);
  });

  it('works from the keyboard: the focus goes into the dialog, Esc closes it and the focus comes back to the button', async () => {
    const user = userEvent.setup();
    fakeApi({ [LIST]: () => ({ body: [makePlan()] }) });
    renderButton();

    const button = await screen.findByRole('button', { name: 'Añadir a un plan' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Añadir a un plan' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
