import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MSG } from '@guia/contracts';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { keepOwnAnswer } from '../../lib/offline-store';
import { BODEGUITA, CATEDRAL, GONE_ID, PLAN_ID, PLAZA_VIEJA, TOKEN, USER_ID, makeBusiness, makePlan, stop } from './test-fixtures';

vi.mock('protomaps-leaflet', () => import('../../components/basemap/testing/fake-protomaps'));

const PLAN = `GET /api/itineraries/${PLAN_ID}`;
const PUT = `PUT /api/itineraries/${PLAN_ID}`;

/** The names of the stops, in the order the list shows them. */
const stopNames = () =>
  within(screen.getByRole('list', { name: 'Paradas del plan' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('h3')?.textContent);

const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]!.body)) as Record<string, unknown>;

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
});

describe('/planes/:id: one plan', () => {
  it('shows the stops in order with their place, keeps one that left the guide, and draws them numbered on the map with the walk', async () => {
    fakeApi({
      [PLAN]: () => ({
        body: makePlan({ stops: [stop(CATEDRAL, { time: '10:00', note: 'Llegar temprano' }), { business_id: GONE_ID, business: null }, stop(PLAZA_VIEJA)], distance_m: 650 }),
      }),
    });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sábado en La Habana Vieja' })).toBeInTheDocument();
    expect(stopNames()).toEqual(['Plaza de la Catedral', 'Ya no está en la guía', 'Plaza Vieja']);
    const first = within(screen.getByRole('list', { name: 'Paradas del plan' })).getAllByRole('listitem')[0]!;
    expect(within(first).getByLabelText('Hora (hora de Cuba)')).toHaveValue('10:00');
    expect(within(first).getByLabelText('Nota')).toHaveValue('Llegar temprano');
    expect(screen.getByLabelText('Nombre del plan')).toHaveValue('Sábado en La Habana Vieja');
    expect(screen.getByLabelText('Fecha (opcional)')).toHaveValue('2026-12-05');

    // the map: a numbered marker per place still in the guide, joined in walking order
    expect(await screen.findByTitle('1. Plaza de la Catedral')).toHaveTextContent('1');
    expect(screen.getByTitle('3. Plaza Vieja')).toHaveTextContent('3');
    await waitFor(() => expect(document.querySelector('.leaflet-overlay-pane .plan-route')).not.toBeNull());
    // straight line Catedral → Plaza Vieja (the gone stop is skipped): about 650 m
    expect(screen.getAllByText(/^6[0-9]0 m a pie · unos 8 min$/).length).toBeGreaterThan(0);
  });

  it('moves a stop with Subir and Bajar from the keyboard: the focus follows it and the move is announced', async () => {
    const user = userEvent.setup();
    fakeApi({ [PLAN]: () => ({ body: makePlan() }) });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });

    const down = await screen.findByRole('button', { name: 'Bajar Plaza de la Catedral' });
    expect(screen.getByRole('button', { name: 'Subir Plaza de la Catedral' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(stopNames()).toEqual(['La Bodeguita del Medio', 'Plaza de la Catedral', 'Plaza Vieja']);
    expect(screen.getByText('Parada movida a la posición 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bajar Plaza de la Catedral' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(stopNames()).toEqual(['La Bodeguita del Medio', 'Plaza Vieja', 'Plaza de la Catedral']);
    expect(screen.getByText('Parada movida a la posición 3')).toBeInTheDocument();
    // last place: Bajar no longer applies, the focus stays on the stop (its Subir)
    expect(screen.getByRole('button', { name: 'Subir Plaza de la Catedral' })).toHaveFocus();
    expect(await screen.findByTitle('3. Plaza de la Catedral')).toBeInTheDocument();
  });

  it('moves a stop by dragging it onto another', async () => {
    fakeApi({ [PLAN]: () => ({ body: makePlan() }) });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });

    await screen.findByRole('heading', { level: 3, name: 'Plaza Vieja' });
    const items = within(screen.getByRole('list', { name: 'Paradas del plan' })).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(items[2]!.querySelector('[draggable="true"]')!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    expect(stopNames()).toEqual(['Plaza Vieja', 'Plaza de la Catedral', 'La Bodeguita del Medio']);
    expect(screen.getByText('Parada movida a la posición 1')).toBeInTheDocument();
  });

  it('saves the whole plan with PUT: name, date, stops in order with time and note, and the version read', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PLAN]: () => ({ body: makePlan() }),
      [PUT]: (body) => {
        const b = body as { name: string; date: string | null; stops: { business_id: string; time?: string; note?: string }[] };
        const places = [CATEDRAL, BODEGUITA, PLAZA_VIEJA];
        return { body: makePlan({ name: b.name, date: b.date, stops: b.stops.map((s) => ({ ...s, business: places.find((p) => p._id === s.business_id)! })), version: 4 }) };
      },
    });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });

    const name = await screen.findByLabelText('Nombre del plan');
    await user.clear(name);
    await user.type(name, 'Sábado largo');
    await user.clear(screen.getByLabelText('Fecha (opcional)'));
    const items = within(screen.getByRole('list', { name: 'Paradas del plan' })).getAllByRole('listitem');
    fireEvent.change(within(items[0]!).getByLabelText('Hora (hora de Cuba)'), { target: { value: '10:30' } });
    await user.type(within(items[0]!).getByLabelText('Nota'), 'Café antes');
    await user.click(screen.getByRole('button', { name: 'Quitar La Bodeguita del Medio' }));
    expect(stopNames()).toEqual(['Plaza de la Catedral', 'Plaza Vieja']);

    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    await waitFor(() => expect(callsTo(api, PUT)).toHaveLength(1));
    expect(bodyOf(callsTo(api, PUT)[0]!)).toEqual({
      name: 'Sábado largo',
      date: null,
      stops: [{ business_id: CATEDRAL._id, time: '10:30', note: 'Café antes' }, { business_id: PLAZA_VIEJA._id }],
      version: 3,
    });
    expect(await screen.findByText('Plan guardado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sábado largo' })).toBeInTheDocument();
  });

  it('an empty name is said beside the field and nothing is sent', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [PLAN]: () => ({ body: makePlan() }) });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });
    await user.clear(await screen.findByLabelText('Nombre del plan'));
    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(screen.getByLabelText('Nombre del plan')).toHaveAccessibleDescription('Ponle un nombre al plan');
    expect(callsTo(api, PUT)).toHaveLength(0);
  });

  it('adds places found by searching the guide, and from the favourites', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PLAN]: () => ({ body: makePlan({ stops: [stop(CATEDRAL)] }) }),
      'GET /api/business/search': () => ({ body: [makeBusiness(BODEGUITA)] }),
      [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: [{ businessId: PLAZA_VIEJA._id }] }),
      'GET /api/business/': () => ({ body: [makeBusiness(PLAZA_VIEJA)] }),
    });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });

    await user.type(await screen.findByLabelText('Buscar en la guía'), 'Bodeguita');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: 'Añadir La Bodeguita del Medio' }));
    const search = callsTo(api, 'GET /api/business/search')[0]![0] as string;
    expect(new URL(search, 'http://localhost').searchParams.get('q')).toBe('Bodeguita');
    expect(stopNames()).toEqual(['Plaza de la Catedral', 'La Bodeguita del Medio']);
    expect(screen.getByText('La Bodeguita del Medio añadida al plan')).toBeInTheDocument();

    const favourites = screen.getByRole('region', { name: 'Tus favoritos' });
    await user.click(await within(favourites).findByRole('button', { name: 'Añadir Plaza Vieja' }));
    expect(stopNames()).toEqual(['Plaza de la Catedral', 'La Bodeguita del Medio', 'Plaza Vieja']);
    expect(await screen.findByTitle('3. Plaza Vieja')).toBeInTheDocument();
  });

  it('a plan changed elsewhere meanwhile: says so in Spanish and loads the current one', async () => {
    const user = userEvent.setup();
    let current = makePlan();
    fakeApi({
      [PLAN]: () => ({ body: current }),
      [PUT]: () => ({ status: 409, body: { message: API_MSG.staleWrite } }),
    });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });

    await user.click(await screen.findByRole('button', { name: 'Quitar Plaza Vieja' }));
    current = makePlan({ name: 'Sábado cambiado en otro teléfono', version: 5 });
    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(await screen.findByText(/Este plan cambió en otro sitio mientras lo editabas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar la versión actual' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sábado cambiado en otro teléfono' })).toBeInTheDocument();
    expect(stopNames()).toEqual(['Plaza de la Catedral', 'La Bodeguita del Medio', 'Plaza Vieja']);
  });

  it('shares the plan as a link to copy or send by WhatsApp, and stops sharing it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = fakeApi({
      [PLAN]: () => ({ body: makePlan() }),
      [`PUT /api/itineraries/${PLAN_ID}/share`]: () => ({ body: makePlan({ share_token: TOKEN, version: 4 }) }),
      [`DELETE /api/itineraries/${PLAN_ID}/share`]: () => ({ body: makePlan({ share_token: null, version: 5 }) }),
    });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });

    await user.click(await screen.findByRole('button', { name: 'Compartir plan' }));
    const link = await screen.findByLabelText('Enlace del plan');
    expect(link).toHaveValue(`${window.location.origin}/plan/${TOKEN}`);

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/plan/${TOKEN}`);
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar por WhatsApp' }));
    const sent = decodeURIComponent(String(open.mock.calls[0]![0]));
    expect(sent).toContain('Sábado en La Habana Vieja');
    expect(sent).toContain(`/plan/${TOKEN}`);

    await user.click(screen.getByRole('button', { name: 'Dejar de compartir' }));
    await waitFor(() => expect(callsTo(api, `DELETE /api/itineraries/${PLAN_ID}/share`)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Compartir plan' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Enlace del plan')).not.toBeInTheDocument();
  });

  it('after sharing, a save sends the version the share answered (no false conflict)', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [PLAN]: () => ({ body: makePlan() }),
      [`PUT /api/itineraries/${PLAN_ID}/share`]: () => ({ body: makePlan({ share_token: TOKEN, version: 4 }) }),
      [PUT]: () => ({ body: makePlan({ share_token: TOKEN, version: 5, stops: [stop(CATEDRAL), stop(BODEGUITA)] }) }),
    });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });
    await user.click(await screen.findByRole('button', { name: 'Quitar Plaza Vieja' }));
    await user.click(screen.getByRole('button', { name: 'Compartir plan' }));
    await screen.findByLabelText('Enlace del plan');
    expect(stopNames()).toEqual(['Plaza de la Catedral', 'La Bodeguita del Medio']);
    await user.click(screen.getByRole('button', { name: 'Guardar plan' }));
    await waitFor(() => expect(callsTo(api, PUT)).toHaveLength(1));
    expect(bodyOf(callsTo(api, PUT)[0]!)).toMatchObject({ version: 4 });
  });

  it('a plan that does not exist (or is someone else’s) says so', async () => {
    fakeApi({ [PLAN]: () => ({ status: 404, body: { message: 'Este plan no existe o ya no se comparte' } }) });
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });
    expect(await screen.findByText('Este plan no existe o ya no se comparte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mis planes' })).toHaveAttribute('href', '/planes');
  });

  it('offline, a plan never opened on this phone is read from the saved list of plans, and the screen says it is the saved copy', async () => {
    keepOwnAnswer(USER_ID, '/itineraries', [makePlan()]);
    setOnline(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp(`/planes/${PLAN_ID}`, { token: userToken() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sábado en La Habana Vieja' })).toBeInTheDocument();
    expect(stopNames()).toEqual(['Plaza de la Catedral', 'La Bodeguita del Medio', 'Plaza Vieja']);
    expect(screen.getByText('Sin conexión: copia guardada')).toBeInTheDocument();
  });
});
