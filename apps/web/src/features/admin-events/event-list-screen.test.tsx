import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_ADMIN_TEXTS, MSG, type Event, ADMIN_MSG, API_MSG } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { EVENTS_PAGE_SIZE } from './event-list-screen';
import { anEvent, havanaIso, newId } from './test-fixtures';

const listOf = (events: Event[]) => ({ 'GET /api/events/': () => ({ body: events }) });

async function openList(events: Event[], extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ ...listOf(events), ...extra });
  const utils = renderApp('/evento', { token: adminToken() });
  await screen.findByRole('table', {}, { timeout: 5000 });
  return { api, ...utils };
}

/** The row whose title is `title`. */
const rowOf = (title: string) => screen.getByText(title, { selector: 'strong' }).closest('tr') as HTMLElement;

describe('Admin events list (/evento)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the heading 'Eventos', the five columns and a 'Nuevo evento' link to /evento/crear/", async () => {
    await openList([anEvent()]);

    expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Evento',
      'Imágenes',
      'Fechas',
      'Negocios asociados',
      'Acciones',
    ]);
    expect(screen.getByRole('link', { name: /Nuevo evento/ })).toHaveAttribute('href', '/evento/crear/');
  });

  it("shows 'Cargando eventos...' while the list loads", async () => {
    fakeApi({ 'GET /api/events/': () => new Promise(() => undefined) });
    renderApp('/evento', { token: adminToken() });
    expect(await screen.findByText(MSG.loadingEvents)).toBeInTheDocument();
  });

  it('shows a row per event: title, first line of the description, es-ES start and end, and the business count', async () => {
    const event = anEvent({
      title: 'Festival de Jazz',
      description: 'Tres noches de jazz cubano.\nSegunda línea que no se muestra.',
      start_date: havanaIso(2030, 1, 15, 20, 0, -5),
      end_date: havanaIso(2030, 1, 17, 23, 45, -5),
      business_ids: [newId(), newId()],
    });
    await openList([event]);

    const row = rowOf('Festival de Jazz');
    expect(within(row).getByText('Tres noches de jazz cubano.')).toBeInTheDocument();
    expect(within(row).queryByText(/Segunda línea/)).toBeNull();
    expect(within(row).getByText('15/01/2030, 20:00')).toBeInTheDocument();
    expect(within(row).getByText('17/01/2030, 23:45')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Editar/ })).toHaveAttribute('href', `/evento/editar/${event._id}`);
  });

  it("cuts the description's first line at 100 characters and adds '...'", async () => {
    const long = 'a'.repeat(100) + 'bcdef';
    await openList([anEvent({ title: 'Largo', description: long })]);

    expect(within(rowOf('Largo')).getByText(`${'a'.repeat(100)}...`)).toBeInTheDocument();
  });

  it("uses 'Sin título', 'Sin descripción', 'Sin imágenes' and 'Fecha no disponible' when the data is missing", async () => {
    await openList([anEvent({ title: '  ', description: '', images: [], start_date: 'no es fecha', end_date: '' })]);

    const row = rowOf(EVENT_ADMIN_TEXTS.noTitle);
    expect(within(row).getByText(EVENT_ADMIN_TEXTS.noDescription)).toBeInTheDocument();
    expect(within(row).getByText(EVENT_ADMIN_TEXTS.noImages)).toBeInTheDocument();
    expect(within(row).getAllByText(EVENT_ADMIN_TEXTS.noDate)).toHaveLength(2);
    expect(within(row).getByRole('cell', { name: '0' })).toBeInTheDocument();
  });

  it("shows at most 3 thumbnails (the WebP ones) and '+N' for the rest", async () => {
    const images = ['/uploads/1.jpg', '/uploads/2.jpg', '/uploads/3.jpg', '/uploads/4.jpg', '/uploads/5.jpg'];
    const thumbnails = images.map((url) => url.replace('.jpg', '.thumb.webp'));
    const { container } = await openList([anEvent({ title: 'Con fotos', images, thumbnails })]);

    const row = rowOf('Con fotos');
    const imgs = Array.from(row.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(imgs).toEqual(thumbnails.slice(0, 3));
    expect(within(row).getByText('+2')).toBeInTheDocument();
    expect(within(row).getByText('5 imágenes')).toBeInTheDocument();
    expect(container.querySelectorAll('img[src$="4.thumb.webp"]')).toHaveLength(0);
  });

  it("shows no '+N' with 3 images or fewer, and falls back to the image when there is no thumbnail", async () => {
    await openList([anEvent({ title: 'Tres', images: ['/a.jpg', '/b.jpg', '/c.jpg'], thumbnails: ['/a.webp', '', '/c.webp'] })]);

    const row = rowOf('Tres');
    expect(Array.from(row.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual(['/a.webp', '/b.jpg', '/c.webp']);
    expect(within(row).queryByText(/^\+\d/)).toBeNull();
  });

  it('filters by title and description, ignoring case', async () => {
    await openList([
      anEvent({ title: 'Festival de Jazz', description: 'Música en vivo' }),
      anEvent({ title: 'Ruta del café', description: 'Cata en LA HABANA VIEJA' }),
      anEvent({ title: 'Feria de artesanía', description: 'Junto al mar' }),
    ]);
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Buscar eventos' });

    await user.type(search, 'JAZZ');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(rowOf('Festival de Jazz')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'habana vieja');
    await waitFor(() => expect(screen.queryByText('Festival de Jazz')).toBeNull());
    expect(rowOf('Ruta del café')).toBeInTheDocument();
    expect(screen.queryByText('Feria de artesanía')).toBeNull();
  });

  it("says 'No se encontraron eventos' with the search text when nothing matches", async () => {
    await openList([anEvent({ title: 'Festival de Jazz' })]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar eventos' }), 'tango');

    expect(await screen.findByText(`${EVENT_ADMIN_TEXTS.noResults} para «tango»`)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says 'No se encontraron eventos' when there are no events at all", async () => {
    fakeApi(listOf([]));
    renderApp('/evento', { token: adminToken() });
    expect(await screen.findByText(EVENT_ADMIN_TEXTS.noResults)).toBeInTheDocument();
  });

  it("shows 'Error: ' and the server's message in place of the list when loading fails", async () => {
    fakeApi({ 'GET /api/events/': () => ({ status: 403, body: { message: API_MSG.forbidden } }) });
    renderApp('/evento', { token: adminToken() });

    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${API_MSG.forbidden}`);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'Error: Error al obtener los datos de los eventos' when the server fails without a message (after retrying)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'GET /api/events/': () => ({ status: 503 }) });
    renderApp('/evento', { token: adminToken() });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${ADMIN_MSG.eventsLoadError}`);
    expect(callsTo(api, 'GET /api/events/').length).toBeGreaterThan(1);
  });

  it('pages long lists: 20 rows a page with Anterior and Siguiente', async () => {
    const events = Array.from({ length: 45 }, (_, i) => anEvent({ title: `Evento número ${String(i + 1).padStart(2, '0')}` }));
    await openList(events);
    const user = userEvent.setup();

    expect(screen.getAllByRole('row')).toHaveLength(EVENTS_PAGE_SIZE + 1);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByText('45 eventos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('Evento número 21', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('Evento número 20', { selector: 'strong' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getAllByRole('row')).toHaveLength(5 + 1);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('a search goes back to the first page', async () => {
    const events = Array.from({ length: 30 }, (_, i) => anEvent({ title: `Evento ${i + 1}` }));
    await openList(events);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar eventos' }), 'Evento 3');

    await waitFor(() => expect(screen.getByText('Evento 30', { selector: 'strong' })).toBeInTheDocument());
    expect(screen.getByText('Evento 3', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas de eventos' })).toBeNull();
  });

  it('stays quick with a few thousand events: only one page of rows is in the document', async () => {
    const events = Array.from({ length: 3000 }, (_, i) => anEvent({ title: `Evento ${i + 1}` }));
    await openList(events);

    expect(screen.getAllByRole('row')).toHaveLength(EVENTS_PAGE_SIZE + 1);
    expect(screen.getByText('Página 1 de 150')).toBeInTheDocument();
  });

  it('labels every cell with its column, so a phone can show each row as a card', async () => {
    await openList([anEvent({ title: 'Tarjeta' })]);
    const cells = within(rowOf('Tarjeta')).getAllByRole('cell');
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(['Evento', 'Imágenes', 'Fechas', 'Negocios asociados', 'Acciones']);
  });

  describe('deleting', () => {
    it('asks for confirmation in a dialog; Cancelar sends nothing and gives the focus back', async () => {
      const event = anEvent({ title: 'Festival de Jazz' });
      const { api } = await openList([event], { [`DELETE /api/events/${event._id}`]: () => ({ status: 204 }) });
      const user = userEvent.setup();
      const remove = within(rowOf('Festival de Jazz')).getByRole('button', { name: /Eliminar/ });

      await user.click(remove);
      const dialog = screen.getByRole('alertdialog', { name: 'Eliminar evento' });
      expect(dialog).toHaveTextContent('«Festival de Jazz»');
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();

      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(remove).toHaveFocus();
      expect(callsTo(api, `DELETE /api/events/${event._id}`)).toHaveLength(0);
      expect(rowOf('Festival de Jazz')).toBeInTheDocument();
    });

    it("confirming deletes the event, removes its row and says 'Evento eliminado con éxito'", async () => {
      const keep = anEvent({ title: 'Feria de artesanía' });
      const gone = anEvent({ title: 'Festival de Jazz' });
      const { api } = await openList([keep, gone], { [`DELETE /api/events/${gone._id}`]: () => ({ status: 204 }) });
      const user = userEvent.setup();

      await user.click(within(rowOf('Festival de Jazz')).getByRole('button', { name: /Eliminar/ }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

      const message = await screen.findByText(ADMIN_MSG.eventDeleted);
      expect(message).toHaveAttribute('role', 'status');
      expect(message.closest('.alert')).toHaveClass('alert--success');
      expect(screen.queryByText('Festival de Jazz', { selector: 'strong' })).toBeNull();
      expect(rowOf('Feria de artesanía')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const [call] = callsTo(api, `DELETE /api/events/${gone._id}`);
      expect(new Headers(call![1]!.headers).get('Authorization')).toMatch(/^Bearer /);
    });

    it("when the delete fails, says 'Error al eliminar el evento' and keeps the row", async () => {
      const event = anEvent({ title: 'Festival de Jazz' });
      await openList([event], { [`DELETE /api/events/${event._id}`]: () => ({ status: 500, body: { message: API_MSG.internalError } }) });
      const user = userEvent.setup();

      await user.click(within(rowOf('Festival de Jazz')).getByRole('button', { name: /Eliminar/ }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.eventDeleteError);
      expect(rowOf('Festival de Jazz')).toBeInTheDocument();
    });

    it("shows 'Eliminando...' and blocks the dialog while the delete is in flight", async () => {
      const event = anEvent({ title: 'Lento' });
      let finish: (v: { status: number }) => void = () => undefined;
      await openList([event], {
        [`DELETE /api/events/${event._id}`]: () => new Promise((resolve) => (finish = resolve)),
      });
      const user = userEvent.setup();
      await user.click(within(rowOf('Lento')).getByRole('button', { name: /Eliminar/ }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

      const dialog = screen.getByRole('alertdialog');
      expect(within(dialog).getByRole('button', { name: 'Eliminando...' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
      await act(async () => finish({ status: 204 }));
      expect(await screen.findByText(ADMIN_MSG.eventDeleted)).toBeInTheDocument();
    });
  });

  it('a non-admin never sees the list (the admin guard sends them to /mapa)', async () => {
    const api = fakeApi(listOf([anEvent()]));
    const { router } = renderApp('/evento', { token: userToken() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mapa'));
    expect(callsTo(api, 'GET /api/events/')).toHaveLength(0);
  });
});

describe('Past events in the admin list (issue 20 §9)', () => {
  it("lists the upcoming events first (soonest first), then the past ones marked 'Pasado' (latest first)", async () => {
    await openList([
      anEvent({ title: 'Concierto de 2020', start_date: havanaIso(2020, 3, 14, 21, 0, -4), end_date: havanaIso(2020, 3, 14, 23, 30, -4) }),
      anEvent({ title: 'Festival de 2031', start_date: havanaIso(2031, 1, 10, 20, 0, -5), end_date: havanaIso(2031, 1, 10, 23, 0, -5) }),
      anEvent({ title: 'Feria de 2022', start_date: havanaIso(2022, 2, 1, 10, 0, -5), end_date: havanaIso(2022, 2, 1, 18, 0, -5) }),
      anEvent({ title: 'Salsa de 2030', start_date: havanaIso(2030, 6, 1, 21, 0, -4), end_date: havanaIso(2030, 6, 2, 2, 30, -4) }),
    ]);
    const titles = screen.getAllByRole('row').slice(1).map((row) => row.querySelector('strong')!.textContent);
    expect(titles).toEqual(['Salsa de 2030', 'Festival de 2031', 'Feria de 2022', 'Concierto de 2020']);
    expect(within(rowOf('Concierto de 2020')).getByText('Pasado')).toBeInTheDocument();
    expect(within(rowOf('Feria de 2022')).getByText('Pasado')).toBeInTheDocument();
    expect(within(rowOf('Salsa de 2030')).queryByText('Pasado')).toBeNull();
    expect(within(rowOf('Festival de 2031')).queryByText('Pasado')).toBeNull();
  });

  it("'Nuevo evento' and 'Negocios asociados' are in sentence case", async () => {
    await openList([anEvent()]);
    expect(screen.getByRole('link', { name: /^\+?\s*Nuevo evento$/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Negocios asociados' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Nuevo Evento|Negocios Asociados/);
  });
});
