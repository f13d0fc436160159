import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { BUSINESS_MESSAGES, MSG, type Business, type Comment, API_MSG } from '@guia/contracts';
import { makeBusiness } from '../../components/business/test-fixtures';
import { renderInApp } from '../../components/business/test-render';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { BusinessDetailScreen } from './business-detail-screen';

/** Friday 2026-11-20 at noon in Havana (UTC−5 in November), whatever the test machine's zone. */
const FRIDAY_NOON = new Date('2026-11-20T12:00:00-05:00');

afterEach(() => {
  vi.useRealTimers();
});

function openPage(business: Business | null, { token, state, status = 200, body }: { token?: string; state?: unknown; status?: number; body?: unknown } = {}) {
  const id = business?._id ?? '6650f0c2a1b2c3d4e5f6ffff';
  const api = fakeApi({
    [`GET /api/business/${id}`]: () => ({ status, body: body ?? business }),
    [`POST /api/business/${id}/visit`]: () => ({ body: { count: 1, counted: true } }),
    [`POST /api/business/${id}/reservation_count`]: () => ({ body: { count: 1, counted: true } }),
    'GET /api/users/64b7f0c2a1b2c3d4e5f60718/favorites': () => ({ body: [] }),
  });
  const utils = renderInApp(<BusinessDetailScreen />, { path: `/business/${id}`, route: '/business/:id', token, state });
  return { ...utils, api, id };
}

describe('the business page, opened from a pasted link', () => {
  it('through the real route: loads the business by its id with no navigation state', async () => {
    const business = makeBusiness({ name: 'La Guarida' });
    fakeApi({
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
    });
    renderApp(`/business/${business._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'La Guarida' })).toBeInTheDocument();
  });

  it("shows 'Cargando...' and skeletons while the business loads", async () => {
    const business = makeBusiness();
    fakeApi({ [`GET /api/business/${business._id}`]: () => new Promise(() => undefined) });
    renderInApp(<BusinessDetailScreen />, { path: `/business/${business._id}`, route: '/business/:id' });
    expect(screen.getByRole('status')).toHaveTextContent(MSG.loading);
    expect(document.querySelectorAll('.business-page__skeleton').length).toBeGreaterThan(0);
  });

  it('shows name, chips, status, rating and count, today\'s hours, address, phone, website and the reviews', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FRIDAY_NOON });
    const business = makeBusiness({ name: 'La Guarida', website: 'https://www.laguarida.com' });
    openPage(business);
    expect(await screen.findByRole('heading', { level: 1, name: 'La Guarida' })).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Categorías' })).getAllByRole('listitem');
    // the English home type 'restaurant' reads as its Spanish name, once
    expect(chips.map((c) => c.textContent)).toEqual(['Comer y beber', 'Paladar', 'Azotea']);
    // open or not from its hours (Friday 12:00–00:00) in Havana's time, not the stored business_status (issue 16)
    // (the pill and the hours hydrate when their code arrives, a moment after the page's text)
    expect(await screen.findByText('Abierto · cierra a las 00:00')).toBeInTheDocument();
    expect(screen.getAllByText('4,6')[0]).toBeInTheDocument();
    expect(screen.getAllByText('(120 valoraciones)')[0]).toBeInTheDocument();
    expect(await screen.findByText('Viernes: 12:00–00:00', { selector: '.opening-hours__today span' })).toBeInTheDocument();
    expect(screen.getByText('Concordia 418, Centro Habana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+53 7 866 9047' })).toHaveAttribute('href', 'tel:+5378669047');
    const site = screen.getByRole('link', { name: 'laguarida.com' });
    expect(site).toHaveAttribute('href', 'https://www.laguarida.com/');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await screen.findByText('La comida, espectacular.')).toBeInTheDocument();
    expect(screen.getByText('marta_hab')).toBeInTheDocument();
    expect(screen.getByText(MSG.fallbackUsername)).toBeInTheDocument();
    expect(document.title).toBe('La Guarida · Guía Cuba');
  });

  it('shows the week on demand', async () => {
    openPage(makeBusiness());
    await userEvent.click(await screen.findByRole('button', { name: /Ver horario de la semana/ }));
    expect(screen.getByText('Domingo: Cerrado', { selector: 'li' })).toBeVisible();
  });

  it("uses the §3 fallbacks: 'Negocio sin nombre', 'Ubicación no disponible', 'Sin calificaciones', 'Horario no disponible', no phone or website", async () => {
    openPage(
      makeBusiness({
        name: ' ',
        address: undefined,
        vicinity: undefined,
        description: undefined,
        phone: undefined,
        website: undefined,
        rating: 0,
        user_ratings_total: 0,
        business_status: undefined,
        opening_hours: undefined,
        hours: undefined,
        photos: [],
        thumbnails: [],
        comments: [],
        categories: [],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: MSG.fallbackBusinessName })).toBeInTheDocument();
    expect(screen.getByText(MSG.fallbackLocation)).toBeInTheDocument();
    expect(screen.getByText(MSG.fallbackDescription)).toBeInTheDocument();
    expect(screen.getAllByText(MSG.noRatings).length).toBeGreaterThan(0);
    // no hours: never shown open; the pill and today's line both say so
    expect(document.querySelector('.business-status')).toHaveTextContent(MSG.hoursUnavailable);
    expect(screen.getByText(MSG.hoursUnavailable, { selector: '.opening-hours__today span' })).toBeInTheDocument();
    expect(screen.getByText(MSG.noReviews)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^\+?\d/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${MSG.fallbackBusinessName}, sin fotos` })).toBeInTheDocument();
  });

  it('shows the photos in the shared carousel: thumbnails with width and height, the first eager, the rest lazy', async () => {
    const business = makeBusiness({ name: 'La Guarida' });
    openPage(business);
    expect(await screen.findByRole('region', { name: 'Fotos de La Guarida' })).toBeInTheDocument();
    const first = screen.getByRole('img', { name: 'La Guarida, foto 1 de 2' });
    const second = screen.getByRole('img', { name: 'La Guarida, foto 2 de 2', hidden: true });
    expect(first).toHaveAttribute('src', business.thumbnails![0]);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width');
    expect(first).toHaveAttribute('height');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('records one visit for the business opened', async () => {
    const { api, id } = openPage(makeBusiness());
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(callsTo(api, `POST /api/business/${id}/visit`)).toHaveLength(1));
  });
});

describe('the business page when loading fails', () => {
  it("shows the server's message and a way back", async () => {
    openPage(null, { status: 400, body: { message: API_MSG.invalidId } });
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MSG.invalidId);
    expect(screen.getByRole('heading', { level: 1, name: MSG.businessLoadError })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it("says 'Error al cargar el negocio' once when the server sent no message", async () => {
    openPage(null, { status: 500, body: {} });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.businessLoadError })).toBeInTheDocument();
    expect(screen.getAllByText(MSG.businessLoadError)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a business no longer in the guide (404) says 'Este lugar ya no está en la guía', never the load error, with links onward", async () => {
    openPage(null, { status: 404, body: { message: BUSINESS_MESSAGES.notFound } });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.businessGone })).toBeInTheDocument();
    expect(screen.queryByText(MSG.businessLoadError)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.openMap })).toHaveAttribute('href', '/mapa');
    expect(screen.getByRole('link', { name: MSG.seeTops })).toHaveAttribute('href', '/tops');
    expect(screen.getByRole('link', { name: MSG.goHome })).toHaveAttribute('href', '/');
  });

  it("shows the home card's data passed in the navigation state, with the error beside it", async () => {
    const card = { _id: '6650f0c2a1b2c3d4e5f6ffff', name: 'Hotel Nacional', address: 'Calle O, Vedado', rating: 5, categories: ['Hotel'] };
    const { api } = openPage(null, { status: 404, body: { message: MSG.businessLoadError }, state: { business: card } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.businessLoadError);
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel Nacional' })).toBeInTheDocument();
    expect(screen.getByText('Calle O, Vedado')).toBeInTheDocument();
    // no visit is counted for a business that did not load
    expect(callsTo(api, 'POST /api/business/6650f0c2a1b2c3d4e5f6ffff/visit')).toHaveLength(0);
  });
});

describe('the business page offline (issue 16)', () => {
  it("a place never saved on the phone says so, with a way home, instead of 'Cargando...' forever", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const id = '6650f0c2a1b2c3d4e5f6aaaa';
    fakeApi({
      [`GET /api/business/${id}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp(`/business/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: MSG.placeNotSaved })).toBeInTheDocument();
    expect(screen.queryByText(MSG.loading)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('a place saved on the phone opens offline from the saved answer', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const business = makeBusiness({ name: 'El Floridita' });
    fakeApi({ [`GET /api/business/${business._id}`]: () => ({ body: business, headers: { Date: 'Tue, 24 Nov 2026 23:00:00 GMT' } }) });
    renderApp(`/business/${business._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'El Floridita' })).toBeInTheDocument();
    expect(screen.queryByText(MSG.placeNotSaved)).not.toBeInTheDocument();
  });
});

describe('the business page actions', () => {
  /** The names of the page's action buttons and links, in order. */
  const actionNames = () =>
    [...document.querySelectorAll('.business-page__actions > a, .business-page__actions > button')].map((el) => el.textContent?.trim());

  it("a monument that takes no reservations (the Capitolio) offers 'Llamar', 'Cómo llegar' and 'Compartir', never 'Reservar por WhatsApp' (issue 20 §6)", async () => {
    const capitolio = makeBusiness({
      name: 'Capitolio Nacional',
      categories: ['Qué Hacer', 'point_of_interest', 'Monumento'],
      types: ['point_of_interest'],
      phone: '+53 7 861 5519',
      reservations: false,
    });
    openPage(capitolio);
    expect(await screen.findByRole('link', { name: 'Cómo llegar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+5378615519');
    expect(screen.getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reservar por WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Reserv/)).not.toBeInTheDocument();
    expect(actionNames()).toEqual(['Llamar', 'Cómo llegar', 'Compartir']);
  });

  it("a restaurant with its own number offers 'Reservar por WhatsApp' first, then 'Llamar', 'Cómo llegar', 'Compartir'", async () => {
    openPage(makeBusiness({ name: 'La Guarida', phone: '+53 7 866 9047', reservations: true }));
    expect(await screen.findByRole('button', { name: 'Reservar por WhatsApp' })).toBeInTheDocument();
    expect(actionNames()).toEqual(['Reservar por WhatsApp', 'Llamar', 'Cómo llegar', 'Compartir']);
  });

  it('a restaurant that takes reservations but has no phone offers neither the reservation nor a call', async () => {
    openPage(makeBusiness({ name: 'Paladar sin teléfono', phone: undefined, reservations: true }));
    expect(await screen.findByRole('link', { name: 'Cómo llegar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reservar por WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Llamar' })).not.toBeInTheDocument();
    expect(actionNames()).toEqual(['Cómo llegar', 'Compartir']);
  });

  it("'Cómo llegar' goes to /mapa with the business selected and focused", async () => {
    const business = makeBusiness({ name: 'La Guarida' });
    openPage(business);
    const directions = await screen.findByRole('link', { name: 'Cómo llegar' });
    // a plain link too: before the page's code arrives it opens the map on the place
    expect(directions).toHaveAttribute('href', `/mapa?negocio=${business._id}`);
    await userEvent.click(directions);
    expect(await screen.findByTestId('path')).toHaveTextContent('/mapa');
    const state = JSON.parse(screen.getByTestId('state').textContent!) as { selectedBusiness: Business; focusOnBusiness: boolean };
    expect(state.focusOnBusiness).toBe(true);
    expect(state.selectedBusiness._id).toBe(business._id);
    expect(state.selectedBusiness.geometry).toEqual(business.geometry);
  });

  it('reserves by WhatsApp: counts the reservation, then opens the chat with the business digits', async () => {
    const business = makeBusiness({ name: 'La Guarida', phone: '+53 7 866 9047' });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { api, id } = openPage(business);
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar por WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(callsTo(api, `POST /api/business/${id}/reservation_count`)).toHaveLength(1);
    expect(String(open.mock.calls[0]![0])).toMatch(/^https:\/\/wa\.me\/5378669047\?text=Hola%2C%20vi%20La%20Guarida/);
  });

  it("'Compartir' uses the browser's share sheet when there is one", async () => {
    const business = makeBusiness({ name: 'La Guarida' });
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      delete (navigator as Partial<Navigator>).share;
    });
    openPage(business);
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir' }));
    // (its code arrives on the way to the press)
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith({
      title: 'La Guarida',
      text: 'La Guarida en Guía Cuba',
      url: `${window.location.origin}/business/${business._id}`,
    });
  });

  it("'Compartir' without a share sheet opens WhatsApp with the page's address", async () => {
    const business = makeBusiness({ name: 'La Guarida' });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openPage(business);
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`La Guarida en Guía Cuba: ${window.location.origin}/business/${business._id}`);
  });

  it('logged out: the heart goes to /login and the review form is a link to log in', async () => {
    openPage(makeBusiness({ name: 'La Guarida' }));
    expect(await screen.findByRole('link', { name: MSG.reviewLoginPrompt })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar La Guarida en favoritos' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
  });

  it('logged in: shows the heart from the favourites and the review form', async () => {
    const business = makeBusiness({ name: 'La Guarida' });
    const { api } = openPage(business, { token: userToken() });
    expect(await screen.findByRole('form', { name: 'Escribe tu opinión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar La Guarida en favoritos', pressed: false })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET /api/users/64b7f0c2a1b2c3d4e5f60718/favorites')).toHaveLength(1));
  });
});

describe('the business page reviews', () => {
  const review = (n: number, username = `autor${n}`): Comment => ({
    content: `Opinión número ${n}`,
    username,
    rating: (n % 5) + 1,
    date: new Date(Date.UTC(2025, 0, 30 - n)).toISOString(),
  });

  function openWithReviews(business: Business, page: { items: Comment[]; total: number }) {
    fakeApi({
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
      [`GET /api/business/${business._id}/comments`]: () => ({ body: { ...page, page: 1, limit: 20 } }),
    });
    renderInApp(<BusinessDetailScreen />, { path: `/business/${business._id}`, route: '/business/:id' });
  }

  it("never puts a count beside 'Todavía no hay opiniones': the external ratings are said to be external (issue 20 §5)", async () => {
    const business = makeBusiness({
      rating: 4.3,
      user_ratings_total: 2210,
      external_rating: 4.3,
      external_ratings_total: 2210,
      reviews_rating: 0,
      reviews_count: 0,
      comments: [],
    });
    openWithReviews(business, { items: [], total: 0 });
    const section = await screen.findByRole('region', { name: 'Opiniones' });
    expect(await within(section).findByText(MSG.noReviews)).toBeInTheDocument();
    expect(within(section).getByText('2210 valoraciones externas')).toBeInTheDocument();
    expect(within(section).queryByText(/\d+ opiniones? en Guía Cuba/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\(2210 opiniones\)/)).not.toBeInTheDocument();
  });

  it("shows the guide's own rating and count as the guide's, and the external ones apart", async () => {
    const business = makeBusiness({
      rating: 4.3,
      user_ratings_total: 12357,
      external_rating: 4.3,
      external_ratings_total: 12345,
      reviews_rating: 4.6,
      reviews_count: 12,
      comments: [review(1)],
    });
    openWithReviews(business, { items: [review(1)], total: 12 });
    const section = await screen.findByRole('region', { name: 'Opiniones' });
    const own = await within(section).findByText('12 opiniones en Guía Cuba');
    expect(own.closest('li')).toHaveTextContent('4,6 · 12 opiniones en Guía Cuba');
    expect(within(section).getByText('12.345 valoraciones externas').closest('li')).toHaveTextContent('4,3 · 12.345 valoraciones externas');
  });

  it("lists every review, page by page: 'Ver más opiniones' loads the next one", async () => {
    const business = makeBusiness({ comments: [review(1), review(2), review(3)] });
    const pages = [
      { items: Array.from({ length: 20 }, (_, i) => review(i + 1)), total: 23, page: 1, limit: 20 },
      { items: [review(21), review(22), review(23)], total: 23, page: 2, limit: 20 },
    ];
    let call = 0;
    const api = fakeApi({
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
      [`GET /api/business/${business._id}/comments`]: () => ({ body: pages[call++] }),
    });
    renderInApp(<BusinessDetailScreen />, { path: `/business/${business._id}`, route: '/business/:id' });
    expect(await screen.findByText('Opinión número 20')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Ver más opiniones' });
    await userEvent.click(more);
    expect(await screen.findByText('Opinión número 23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más opiniones' })).not.toBeInTheDocument();
    const urls = callsTo(api, `GET /api/business/${business._id}/comments`).map(([input]) => String(input));
    expect(urls).toEqual([`/api/business/${business._id}/comments?page=1&limit=20`, `/api/business/${business._id}/comments?page=2&limit=20`]);
  });

  it("a new review shows at once at the top of the full list, in place of the author's earlier one", async () => {
    const business = makeBusiness({ comments: [review(1)] });
    const mine = review(5, 'ana_g');
    const fresh: Comment = { content: 'Mejor que la primera vez', username: 'ana_g', rating: 5, date: '2025-06-01T10:00:00.000Z' };
    let posted = false;
    fakeApi({
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`POST /api/business/${business._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
      'GET /api/users/64b7f0c2a1b2c3d4e5f60718/favorites': () => ({ body: [] }),
      // after the review, the server's list never comes back: what shows is the page's own update
      [`GET /api/business/${business._id}/comments`]: () =>
        posted ? new Promise(() => undefined) : { body: { items: [review(1), mine, review(9)], total: 3, page: 1, limit: 20 } },
      [`POST /api/business/${business._id}/comments`]: () => {
        posted = true;
        return { status: 200, body: { ...business, comments: [fresh, review(1)] } };
      },
    });
    renderInApp(<BusinessDetailScreen />, { path: `/business/${business._id}`, route: '/business/:id', token: userToken() });
    expect(await screen.findByText(mine.content)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '5 estrellas' }));
    await userEvent.type(screen.getByLabelText('Tu comentario'), fresh.content);
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));
    expect(await screen.findByText(fresh.content)).toBeInTheDocument();
    expect(screen.queryByText(mine.content)).not.toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Opiniones' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(fresh.content);
    expect(items).toHaveLength(3);
  });
});
