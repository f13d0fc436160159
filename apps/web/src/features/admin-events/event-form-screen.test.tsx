import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_ADMIN_TEXTS, MSG, UPLOAD_MAX_FILES, type Event, ADMIN_MSG, API_MSG } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp, type FakeResponse } from '../../test/utils';
import { anEvent, havanaIso, someBusinesses } from './test-fixtures';

const BUSINESSES = someBusinesses(['La Bodeguita del Medio', 'Fábrica de Arte Cubano', 'Jazz Café', 'El Floridita', 'Café Arcángel']);
const [BODEGUITA, FABRICA, JAZZ, FLORIDITA] = BUSINESSES as [(typeof BUSINESSES)[number], (typeof BUSINESSES)[number], (typeof BUSINESSES)[number], (typeof BUSINESSES)[number]];

const png = (name = 'malecon.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  let n = 0;
  // jsdom has no object URLs: count what the previews create and revoke.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:preview-${(n += 1)}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The multipart form sent by the last `key` call, as [name, value] pairs (files by name and type). */
function sentFields(api: ReturnType<typeof fakeApi>, key: string) {
  const calls = callsTo(api, key);
  const body = calls[calls.length - 1]?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  return Array.from((body as FormData).entries()).map(([name, value]) =>
    [name, typeof value === 'string' ? value : { file: (value as File).name, type: (value as File).type }] as const,
  );
}

const dateInput = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const setDate = (label: RegExp, value: string) => fireEvent.change(dateInput(label), { target: { value } });

async function openCreate(post?: (body: unknown) => FakeResponse | Promise<FakeResponse>) {
  const api = fakeApi({
    'GET /api/business/': () => ({ body: BUSINESSES }),
    'POST /api/events/': post ?? (() => ({ status: 201, body: anEvent() })),
    'GET /api/events/': () => ({ body: [] }),
  });
  const utils = renderApp('/evento/crear/', { token: adminToken() });
  await screen.findByRole('heading', { level: 1, name: 'Crear evento' }, { timeout: 5000 });
  await screen.findByRole('checkbox', { name: BODEGUITA.name }, { timeout: 5000 });
  return { api, ...utils };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Título'), 'Noche de salsa');
  await user.type(screen.getByLabelText(/^Descripción(?! en)/), 'Orquesta en vivo.');
  setDate(/^Fecha y hora de inicio/, '2030-06-01T21:00');
  setDate(/^Fecha y hora de fin/, '2030-06-02T02:30');
}

describe('Create event form (/evento/crear/)', () => {
  it('has labelled fields for title, description, both dates, the businesses and the images', async () => {
    await openCreate();

    expect(screen.getByLabelText('Título')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Descripción(?! en)/).tagName).toBe('TEXTAREA');
    expect(dateInput(/^Fecha y hora de inicio/)).toHaveAttribute('type', 'datetime-local');
    expect(dateInput(/^Fecha y hora de fin/)).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('group', { name: 'Negocios asociados' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar negocios' })).toBeInTheDocument();
    const file = screen.getByLabelText(/^Añadir imágenes/);
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', 'image/*');
    expect(file).toHaveAttribute('multiple');
  });

  it('when description and dates are blank, shows both §5 messages next to the fields and sends nothing', async () => {
    const { api } = await openCreate();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Descripción(?! en)/), '   ');
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    const description = screen.getByLabelText(/^Descripción(?! en)/);
    await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    expect(description).toHaveAccessibleDescription(ADMIN_MSG.eventDescriptionRequired);
    expect(dateInput(/^Fecha y hora de inicio/)).toHaveAccessibleDescription(ADMIN_MSG.eventDatesRequired);
    expect(dateInput(/^Fecha y hora de fin/)).toHaveAccessibleDescription(ADMIN_MSG.eventDatesRequired);
    expect(callsTo(api, 'POST /api/events/')).toHaveLength(0);
  });

  it('when only the end date is missing, asks for both dates', async () => {
    const { api } = await openCreate();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Descripción(?! en)/), 'Algo');
    setDate(/^Fecha y hora de inicio/, '2030-06-01T21:00');
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    expect(await screen.findByText(ADMIN_MSG.eventDatesRequired)).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_MSG.eventDescriptionRequired)).toBeNull();
    expect(callsTo(api, 'POST /api/events/')).toHaveLength(0);
  });

  it.each([
    ['after', '2030-06-02T21:00', '2030-06-01T21:00'],
    ['equal to', '2030-06-01T21:00', '2030-06-01T21:00'],
  ])('when the start is %s the end, says the start must come first and sends nothing', async (_label, start, end) => {
    const { api } = await openCreate();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Descripción(?! en)/), 'Algo');
    setDate(/^Fecha y hora de inicio/, start);
    setDate(/^Fecha y hora de fin/, end);
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    expect(await screen.findByText(ADMIN_MSG.eventStartBeforeEnd)).toBeInTheDocument();
    expect(dateInput(/^Fecha y hora de fin/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST /api/events/')).toHaveLength(0);
  });

  it("sends the exact multipart fields of §7 and lands on /evento with 'Evento creado con éxito'", async () => {
    const { api, router } = await openCreate();
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: FABRICA.name }));
    await user.click(screen.getByRole('checkbox', { name: JAZZ.name }));
    await user.upload(screen.getByLabelText(/^Añadir imágenes/), [png('uno.png'), png('dos.png')]);
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/evento'));
    expect(await screen.findByText(ADMIN_MSG.eventCreated)).toBeInTheDocument();
    expect(sentFields(api, 'POST /api/events/')).toEqual([
      ['title', 'Noche de salsa'],
      ['description', 'Orquesta en vivo.'],
      ['description_en', ''],
      ['start_time', havanaIso(2030, 6, 1, 21, 0, -4)],
      ['end_time', havanaIso(2030, 6, 2, 2, 30, -4)],
      ['business_ids', JSON.stringify([FABRICA._id, JAZZ._id])],
      ['images', { file: 'uno.png', type: 'image/png' }],
      ['images', { file: 'dos.png', type: 'image/png' }],
    ]);
    const [call] = callsTo(api, 'POST /api/events/');
    expect(new Headers(call![1]!.headers).get('Authorization')).toMatch(/^Bearer /);
    // the previews are released once the form is gone
    expect(revoked.sort()).toEqual(created.sort());
  });

  it('an empty title and no businesses are sent as an empty title and []', async () => {
    const { api } = await openCreate();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Descripción(?! en)/), 'Sólo descripción');
    setDate(/^Fecha y hora de inicio/, '2030-06-01T21:00');
    setDate(/^Fecha y hora de fin/, '2030-06-01T23:00');
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    await waitFor(() => expect(callsTo(api, 'POST /api/events/')).toHaveLength(1));
    const fields = sentFields(api, 'POST /api/events/');
    expect(fields).toContainEqual(['title', '']);
    expect(fields).toContainEqual(['business_ids', '[]']);
    expect(fields.some(([name]) => name === 'images' || name === 'existing_images')).toBe(false);
  });

  it('the business search narrows the list (ignoring case and accents) and keeps the ones already chosen', async () => {
    await openCreate();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: BODEGUITA.name }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar negocios' }), 'CAFE');

    await waitFor(() => expect(screen.queryByRole('checkbox', { name: BODEGUITA.name })).toBeNull());
    const list = screen.getByRole('group', { name: 'Negocios' });
    expect(within(list).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Café Arcángel',
      'Jazz Café',
    ]);
    const chips = screen.getByRole('list', { name: 'Negocios seleccionados' });
    expect(within(chips).getByText(BODEGUITA.name)).toBeInTheDocument();
    expect(screen.getByText('1 negocio seleccionado')).toBeInTheDocument();
  });

  it("a chosen business's chip removes it from the selection", async () => {
    await openCreate();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: FLORIDITA.name }));
    await user.click(screen.getByRole('button', { name: `Quitar ${FLORIDITA.name}` }));

    expect(screen.getByRole('checkbox', { name: FLORIDITA.name })).not.toBeChecked();
    expect(screen.getByText('0 negocios seleccionados')).toBeInTheDocument();
  });

  it('when the businesses cannot be loaded, says so inside the selector', async () => {
    fakeApi({ 'GET /api/business/': () => ({ status: 403, body: { message: API_MSG.forbidden } }) });
    renderApp('/evento/crear/', { token: adminToken() });
    expect(await screen.findByText(ADMIN_MSG.adminBusinessesError)).toBeInTheDocument();
  });

  it('shows a preview for each chosen image; removing one revokes its preview and leaves it out of the form', async () => {
    const { api } = await openCreate();
    const user = userEvent.setup();
    await fillValid(user);
    await user.upload(screen.getByLabelText(/^Añadir imágenes/), [png('uno.png'), png('dos.png')]);

    const previews = screen.getByRole('list', { name: 'Imágenes nuevas' });
    expect(within(previews).getByRole('img', { name: 'Vista previa de uno.png' })).toHaveAttribute('src', created[0]);
    expect(within(previews).getByRole('img', { name: 'Vista previa de dos.png' })).toHaveAttribute('src', created[1]);

    await user.click(screen.getByRole('button', { name: 'Quitar uno.png' }));
    expect(revoked).toEqual([created[0]]);
    expect(screen.queryByRole('img', { name: 'Vista previa de uno.png' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/events/')).toHaveLength(1));
    expect(sentFields(api, 'POST /api/events/').filter(([name]) => name === 'images')).toEqual([
      ['images', { file: 'dos.png', type: 'image/png' }],
    ]);
  });

  it('refuses files that are not images', async () => {
    await openCreate();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText(/^Añadir imágenes/), [new File(['hola'], 'notas.txt', { type: 'text/plain' }), png()]);

    expect(await screen.findByText(API_MSG.notAnImage)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Imágenes nuevas' })).getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: /notas\.txt/ })).toBeNull();
  });

  it(`refuses more than ${UPLOAD_MAX_FILES} images`, async () => {
    await openCreate();
    const user = userEvent.setup();
    const files = Array.from({ length: UPLOAD_MAX_FILES + 2 }, (_, i) => png(`foto-${i}.png`));
    await user.upload(screen.getByLabelText(/^Añadir imágenes/), files);

    expect(await screen.findByText(API_MSG.tooManyFiles)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Imágenes nuevas' })).getAllByRole('img')).toHaveLength(UPLOAD_MAX_FILES);
  });

  it("disables every input while submitting and shows 'Guardando...'", async () => {
    let answer: (r: FakeResponse) => void = () => undefined;
    await openCreate(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await fillValid(user);
    await user.upload(screen.getByLabelText(/^Añadir imágenes/), [png()]);
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    const submit = await screen.findByRole('button', { name: 'Guardando...' });
    expect(submit).toBeDisabled();
    const form = submit.closest('form')!;
    const controls = Array.from(form.querySelectorAll('input, textarea, select, button'));
    expect(controls.length).toBeGreaterThan(8);
    for (const control of controls) expect(control).toBeDisabled();

    await act(async () => answer({ status: 201, body: anEvent() }));
    expect(await screen.findByText(ADMIN_MSG.eventCreated)).toBeInTheDocument();
  });

  it("shows the server's message when the create fails, and keeps what was typed", async () => {
    const { router } = await openCreate(() => ({ status: 400, body: { message: API_MSG.notAnImage } }));
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(API_MSG.notAnImage);
    expect(router.state.location.pathname).toBe('/evento/crear/');
    expect(screen.getByLabelText('Título')).toHaveValue('Noche de salsa');
    expect(screen.getByRole('button', { name: 'Crear evento' })).toBeEnabled();
  });

  it("shows 'Error {status}: {statusText}' when the create fails without a message", async () => {
    const { api } = await openCreate();
    const original = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' })
        : original(input, init),
    );
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error 502: Bad Gateway');
  });

  it('Cancelar goes back to /evento without sending anything', async () => {
    const { api, router } = await openCreate();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Título'), 'A medias');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/evento'));
    expect(callsTo(api, 'POST /api/events/')).toHaveLength(0);
  });
});

describe('Edit event form (/evento/editar/{id})', () => {
  const EXISTING: Event = anEvent({
    title: 'Festival de Jazz',
    description: 'Tres noches de jazz.',
    start_date: havanaIso(2030, 1, 15, 20, 0, -5),
    end_date: havanaIso(2030, 1, 17, 23, 45, -5),
    images: ['/uploads/events/a.jpg', '/uploads/events/b.jpg', '/uploads/events/c.jpg'],
    thumbnails: ['/uploads/events/a.thumb.webp', '/uploads/events/b.thumb.webp', '/uploads/events/c.thumb.webp'],
    business_ids: [JAZZ._id, BODEGUITA._id],
  });
  const one = `/api/events/${EXISTING._id}`;

  async function openEdit(put?: (body: unknown) => FakeResponse | Promise<FakeResponse>, get?: () => FakeResponse) {
    const api = fakeApi({
      'GET /api/business/': () => ({ body: BUSINESSES }),
      [`GET ${one}`]: get ?? (() => ({ body: EXISTING })),
      [`PUT ${one}`]: put ?? (() => ({ body: EXISTING })),
      'GET /api/events/': () => ({ body: [EXISTING] }),
    });
    const utils = renderApp(`/evento/editar/${EXISTING._id}`, { token: adminToken() });
    await screen.findByRole('heading', { level: 1, name: 'Editar evento' }, { timeout: 5000 });
    return { api, ...utils };
  }

  it('starts from the event: its texts, local date-times, chosen businesses and current images', async () => {
    await openEdit();

    expect(await screen.findByLabelText('Título')).toHaveValue('Festival de Jazz');
    expect(screen.getByLabelText(/^Descripción(?! en)/)).toHaveValue('Tres noches de jazz.');
    expect(dateInput(/^Fecha y hora de inicio/)).toHaveValue('2030-01-15T20:00');
    expect(dateInput(/^Fecha y hora de fin/)).toHaveValue('2030-01-17T23:45');
    expect(await screen.findByRole('checkbox', { name: JAZZ.name })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: BODEGUITA.name })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: FABRICA.name })).not.toBeChecked();
    const current = screen.getByRole('list', { name: 'Imágenes actuales' });
    expect(within(current).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(EXISTING.thumbnails);
  });

  it("removes one current image, adds a new one, and sends existing_images with the kept URLs; then 'Evento actualizado con éxito'", async () => {
    const { api, router } = await openEdit();
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: JAZZ.name });

    await user.click(screen.getByRole('button', { name: 'Quitar imagen actual 2' }));
    expect(screen.getByText('Se eliminará')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: BODEGUITA.name }));
    await user.upload(screen.getByLabelText(/^Añadir imágenes/), [png('nueva.png')]);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/evento'));
    expect(await screen.findByText(ADMIN_MSG.eventUpdated)).toBeInTheDocument();
    expect(sentFields(api, `PUT ${one}`)).toEqual([
      ['title', 'Festival de Jazz'],
      ['description', 'Tres noches de jazz.'],
      ['description_en', ''],
      ['start_time', EXISTING.start_date],
      ['end_time', EXISTING.end_date],
      ['business_ids', JSON.stringify([JAZZ._id])],
      ['existing_images', JSON.stringify(['/uploads/events/a.jpg', '/uploads/events/c.jpg'])],
      ['images', { file: 'nueva.png', type: 'image/png' }],
    ]);
  });

  it('sends back the version it was loaded with, and shows the conflict message when someone else saved first', async () => {
    const versioned = { ...EXISTING, version: 3 };
    const { api } = await openEdit(
      () => ({ status: 409, body: { message: API_MSG.staleWrite } }),
      () => ({ body: versioned }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(API_MSG.staleWrite);
    expect(sentFields(api, `PUT ${one}`)).toContainEqual(['version', '3']);
  });

  it('a removed current image can be restored before saving', async () => {
    const { api } = await openEdit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quitar imagen actual 1' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar imagen actual 1' }));
    expect(screen.queryByText('Se eliminará')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(callsTo(api, `PUT ${one}`)).toHaveLength(1));
    expect(sentFields(api, `PUT ${one}`)).toContainEqual(['existing_images', JSON.stringify(EXISTING.images)]);
  });

  it('removing every current image sends existing_images as []', async () => {
    const { api } = await openEdit();
    const user = userEvent.setup();
    for (const n of [1, 2, 3]) await user.click(await screen.findByRole('button', { name: `Quitar imagen actual ${n}` }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(callsTo(api, `PUT ${one}`)).toHaveLength(1));
    expect(sentFields(api, `PUT ${one}`)).toContainEqual(['existing_images', '[]']);
  });

  it('validates like create: a blank description is refused', async () => {
    const { api } = await openEdit();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^Descripción(?! en)/));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(ADMIN_MSG.eventDescriptionRequired)).toBeInTheDocument();
    expect(callsTo(api, `PUT ${one}`)).toHaveLength(0);
  });

  it("shows the server's message when the update fails", async () => {
    await openEdit(() => ({ status: 400, body: { message: 'Alguno de los negocios asociados no existe' } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Alguno de los negocios asociados no existe');
  });

  it("shows 'Error al actualizar el evento' when the update fails without a message", async () => {
    await openEdit(() => ({ status: 413 }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.eventUpdateError);
  });

  it("disables every input while saving and shows 'Guardando...'", async () => {
    let answer: (r: FakeResponse) => void = () => undefined;
    await openEdit(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));

    const submit = await screen.findByRole('button', { name: 'Guardando...' });
    for (const control of Array.from(submit.closest('form')!.querySelectorAll('input, textarea, button'))) {
      expect(control).toBeDisabled();
    }
    await act(async () => answer({ body: EXISTING }));
    expect(await screen.findByText(ADMIN_MSG.eventUpdated)).toBeInTheDocument();
  });

  it("when the event does not exist, says 'Evento no encontrado' with 'Volver a Eventos'", async () => {
    const { router } = await openEdit(undefined, () => ({ status: 404, body: { message: API_MSG.eventNotFound } }));

    expect(await screen.findByRole('alert')).toHaveTextContent(API_MSG.eventNotFound);
    expect(screen.queryByLabelText('Título')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: EVENT_ADMIN_TEXTS.backToList }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evento'));
  });

  it("when the event cannot be loaded, says 'Error al cargar eventos' with 'Volver a Eventos'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openEdit(undefined, () => ({ status: 500, body: { message: API_MSG.internalError } }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.eventsListError);
    expect(screen.getByRole('button', { name: EVENT_ADMIN_TEXTS.backToList })).toBeInTheDocument();
  });

  it('Cancelar goes back to /evento', async () => {
    const { api, router } = await openEdit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/evento'));
    expect(callsTo(api, `PUT ${one}`)).toHaveLength(0);
  });
});

describe('A date already gone (issue 20 §9)', () => {
  it("warns 'La fecha ya pasó: …' and saves only once the admin confirms; a future date has no warning", async () => {
    const user = userEvent.setup();
    const { api } = await openCreate();
    await user.type(screen.getByLabelText(/^Descripción(?! en)/), 'Concierto de 2020.');
    setDate(/^Fecha y hora de inicio/, '2020-03-14T21:00');
    setDate(/^Fecha y hora de fin/, '2020-03-14T23:30');

    const warning = await screen.findByText(/^La fecha ya pasó:/);
    expect(warning).toHaveTextContent('La fecha ya pasó: terminó el 14/03/2020, 23:30 (hora de Cuba).');
    const confirm = screen.getByRole('checkbox', { name: 'Sí, guardar este evento con una fecha pasada' });
    expect(confirm).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    expect(await screen.findByText('Corrige la fecha o marca la casilla para guardar un evento pasado.')).toBeInTheDocument();
    // focus moves on the next frame (requestAnimationFrame)
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(callsTo(api, 'POST /api/events/')).toHaveLength(0);

    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/events/')).toHaveLength(1));
  });

  it('an upcoming date shows no warning and saves at once', async () => {
    const user = userEvent.setup();
    const { api } = await openCreate();
    await fillValid(user);
    expect(screen.queryByText(/La fecha ya pasó/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/events/')).toHaveLength(1));
  });
});
