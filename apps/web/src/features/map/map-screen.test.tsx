import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_BANNER_MS, DEFAULT_POSITION, MSG, ROUTE_TIMEOUT_MS } from '@guia/contracts';
import { renderApp, userToken } from '../../test/utils';
import { setViewportWidth } from '../../test/media';
import { MAP_TEXT } from './map-text';
import { currentMapProvider } from './provider';
import {
  CATEGORIES,
  HERE,
  USER_ID,
  escorial,
  fakeGeolocation,
  googlePlace,
  guarida,
  mapApi,
  nearbyOf,
  rincon,
  urlsOf,
} from './testing/map-test-api';

vi.mock('./map-view', async () => ({ MapView: (await import('./testing/fake-map-view')).FakeMapView }));
vi.mock('./provider', () => ({ currentMapProvider: vi.fn(() => 'osm') }));

// the screen is a lazy route: load its module once up front so no test waits for the import
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await import('./map-screen');
}, 30_000);

/** 2026-11-25 is a Wednesday; 13:00 in Havana (UTC−5 in November). */
const WEDNESDAY_1PM_HAVANA = new Date('2026-11-25T13:00:00-05:00');

const openMap = (entry: Parameters<typeof renderApp>[0] = '/mapa') => renderApp(entry, { token: userToken() });
const map = () => screen.getByTestId('fake-map');
const markerOf = (name: string) => within(map()).getByRole('button', { name });
const findMarker = async (name: string) => within(await screen.findByTestId('fake-map')).findByRole('button', { name });
const panel = () => screen.getByRole('complementary', { name: 'Detalles del negocio' });
const sidebar = () => screen.getByRole('complementary', { name: 'Explorar' });

beforeEach(() => {
  vi.mocked(currentMapProvider).mockReturnValue('osm');
  fakeGeolocation('ok');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MapScreen: position', () => {
  it('when the browser gives the position, centres there, draws the user marker and asks nearby with it', async () => {
    const api = mapApi();
    openMap();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa' })).toBeInTheDocument();
    await findMarker('La Guarida');
    expect(screen.getByTestId('user-marker')).toHaveTextContent(`${HERE.lat},${HERE.lng}`);
    expect(map()).toHaveAttribute('data-zoom', '15');
    const [url] = urlsOf(api, 'GET /api/business/nearby');
    expect(url!.search).toBe(`?lat=${HERE.lat}&lon=${HERE.lng}&max_distance=5000`);
    expect(screen.queryByText(MAP_TEXT.noLocation)).not.toBeInTheDocument();
  });

  it('when the browser refuses, lists around the default position and says so, without a "you are here" there', async () => {
    fakeGeolocation('fail');
    const api = mapApi();
    openMap();
    expect(await screen.findByText(MAP_TEXT.noLocation)).toBeInTheDocument();
    await findMarker('La Guarida');
    expect(map()).toHaveAttribute('data-center', `${DEFAULT_POSITION.lat},${DEFAULT_POSITION.lng}`);
    expect(screen.queryByTestId('user-marker')).not.toBeInTheDocument();
    const [url] = urlsOf(api, 'GET /api/business/nearby');
    expect(url!.searchParams.get('lat')).toBe(String(DEFAULT_POSITION.lat));
    expect(url!.searchParams.get('lon')).toBe(String(DEFAULT_POSITION.lng));
  });

  it('when the browser has no geolocation, uses the default position with the unsupported notice', async () => {
    fakeGeolocation('none');
    const api = mapApi();
    openMap();
    expect(await screen.findByText(MAP_TEXT.noGeolocation)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MAP_TEXT.useMyLocation })).not.toBeInTheDocument();
    await findMarker('La Guarida');
    expect(map()).toHaveAttribute('data-center', `${DEFAULT_POSITION.lat},${DEFAULT_POSITION.lng}`);
    expect(urlsOf(api, 'GET /api/business/nearby')[0]!.searchParams.get('lat')).toBe(String(DEFAULT_POSITION.lat));
  });
});

describe('MapScreen: sidebar filters and list', () => {
  it('fills the category dropdown from GET /api/categories/ after the "Todas las categorías" default', async () => {
    mapApi();
    openMap();
    const select = await screen.findByLabelText('Categoría');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(CATEGORIES.length + 1));
    const options = within(select).getAllByRole('option');
    expect(options[0]).toHaveTextContent(MAP_TEXT.allCategories);
    expect(options[0]).toHaveValue('');
    expect(options.slice(1).map((o) => o.textContent)).toEqual(CATEGORIES.map((c) => c.nombre));
    expect(select).toHaveValue('');
  });

  it('a category and a radius send exactly lat, lon, max_distance = km × 1000 and category', async () => {
    const api = mapApi();
    const user = userEvent.setup();
    openMap();
    await findMarker('La Guarida');
    const select = screen.getByLabelText('Categoría');
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));

    await user.selectOptions(select, 'cafe');
    await waitFor(() => expect(within(map()).queryByRole('button', { name: 'La Guarida' })).not.toBeInTheDocument());
    expect(markerOf('Café El Escorial')).toBeInTheDocument();
    expect(urlsOf(api, 'GET /api/business/nearby').at(-1)!.search).toBe(`?lat=${HERE.lat}&lon=${HERE.lng}&max_distance=5000&category=cafe`);

    const slider = screen.getByLabelText('Radio de búsqueda');
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '50');
    expect(slider).toHaveAttribute('step', '1');
    act(() => {
      // a range input: set the value as the browser would and fire change
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(slider, '12');
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      slider.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() =>
      expect(urlsOf(api, 'GET /api/business/nearby').at(-1)!.search).toBe(`?lat=${HERE.lat}&lon=${HERE.lng}&max_distance=12000&category=cafe`),
    );
    expect(within(sidebar()).getByText('12 km')).toBeInTheDocument();
  });

  it('lists the nearby businesses with their distance; choosing one in the list selects and focuses it', async () => {
    mapApi();
    const user = userEvent.setup();
    openMap();
    await findMarker('La Guarida');
    const list = within(sidebar()).getByRole('region', { name: 'Cerca de ti' });
    const item = within(list).getByRole('button', { name: /La Guarida/ });
    expect(item).toHaveTextContent('1,2 km');
    expect(within(list).getByRole('button', { name: /Café El Escorial/ })).toHaveTextContent('860 m');
    await user.click(item);
    expect(await within(panel()).findByRole('heading', { level: 2, name: 'La Guarida' })).toBeInTheDocument();
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('focus')).toHaveTextContent('23.13783,-82.37045');
  });

  it("draws OpenStreetMap's places beside the guide's own, in the list and on the map, and opens their panel with the credit (issue 24)", async () => {
    mapApi({
      'GET /api/business/nearby': () => ({ body: { ...nearbyOf([guarida]).body, osm_places: [rincon], osm_total: 1 } }),
    });
    const user = userEvent.setup();
    openMap();
    await findMarker('Paladar El Rincón');
    const list = within(sidebar()).getByRole('region', { name: 'Cerca de ti' });
    await user.click(within(list).getByRole('button', { name: /Paladar El Rincón/ }));
    const credit = await within(panel()).findByRole('link', { name: 'Datos de © OpenStreetMap' });
    expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/way/123456');
    expect(within(panel()).queryByRole('button', { name: /Reservar/ })).toBeNull();
  });

  it('when nearby fails, says "Error al cargar negocios" and empties the list and the markers', async () => {
    mapApi({ 'GET /api/business/nearby': () => ({ status: 500, body: { message: 'caído' } }) });
    openMap();
    expect(await screen.findByText(MSG.businessesLoadError)).toBeInTheDocument();
    expect(within(map()).queryAllByRole('button')).toHaveLength(0);
    expect(within(within(sidebar()).getByRole('region', { name: 'Cerca de ti' })).queryAllByRole('button')).toHaveLength(0);
  });

  it('when a category finds nothing, says so', async () => {
    mapApi({ 'GET /api/business/nearby': (url) => (url.searchParams.get('category') ? nearbyOf([]) : nearbyOf([guarida])) });
    const user = userEvent.setup();
    openMap();
    await findMarker('La Guarida');
    await waitFor(() => expect(within(screen.getByLabelText('Categoría')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByLabelText('Categoría'), 'night_club');
    expect(await within(sidebar()).findByText(MAP_TEXT.nothingInCategory(CATEGORIES.find((c) => c.name === 'night_club')!.nombre, 5000))).toBeInTheDocument();
    expect(within(map()).queryAllByRole('button')).toHaveLength(0);
  });

  it('draws own businesses and external places in different colours, and external places only on the Google map', async () => {
    mapApi({ 'GET /api/business/nearby': () => nearbyOf([guarida], [googlePlace]) });
    openMap();
    const own = await findMarker('La Guarida');
    expect(own).toHaveAttribute('data-kind', 'own');
    expect(own).toHaveAttribute('data-icon', 'restaurant');
    expect(within(map()).queryByRole('button', { name: 'Hostal Externo' })).not.toBeInTheDocument();
  });

  it('Favoritos shows the user’s favourite businesses on the map', async () => {
    const api = mapApi({ [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: [{ businessId: escorial._id }] }) });
    const user = userEvent.setup();
    openMap();
    await findMarker('La Guarida');
    await user.click(within(sidebar()).getByRole('button', { name: 'Favoritos' }));
    await waitFor(() => expect(within(map()).queryByRole('button', { name: 'La Guarida' })).not.toBeInTheDocument());
    expect(markerOf('Café El Escorial')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('region', { name: 'Tus favoritos' })).toBeInTheDocument();
    expect(urlsOf(api, `GET /api/business/${escorial._id}`).length).toBeGreaterThan(0);
    expect(within(sidebar()).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await user.click(within(sidebar()).getByRole('button', { name: 'Examinar' }));
    expect(await findMarker('La Guarida')).toBeInTheDocument();
  });

  it('on a phone, the sidebar folds behind a toggle and keeps its messages visible', async () => {
    setViewportWidth(390);
    fakeGeolocation('fail');
    mapApi();
    const user = userEvent.setup();
    openMap();
    expect(await screen.findByText(MAP_TEXT.noLocation)).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Filtros y lista' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Categoría', { selector: 'select' })).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByLabelText('Categoría')).toBeVisible();
  });
});

describe("MapScreen: 'Abierto ahora' (issue 16)", () => {
  it('the toggle asks nearby with open_now=true, keeps abierto=1 in the URL, and lists only what is open now', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(WEDNESDAY_1PM_HAVANA);
    const api = mapApi();
    const user = userEvent.setup();
    const { router } = openMap();
    await findMarker('Café El Escorial');
    const toggle = within(sidebar()).getByRole('checkbox', { name: 'Abierto ahora' });
    expect(toggle).not.toBeChecked();
    expect(urlsOf(api, 'GET /api/business/nearby').at(-1)!.searchParams.has('open_now')).toBe(false);

    await user.click(toggle);
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').at(-1)!.searchParams.get('open_now')).toBe('true'));
    await waitFor(() => expect(within(map()).queryByRole('button', { name: 'Café El Escorial' })).not.toBeInTheDocument());
    expect(markerOf('La Guarida')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?abierto=1'));

    await user.click(toggle);
    expect(await findMarker('Café El Escorial')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a reload with ?abierto=1 keeps the filter on, and the search sends open_now=true too', async () => {
    const api = mapApi();
    const user = userEvent.setup();
    openMap('/mapa?abierto=1');
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').at(-1)!.searchParams.get('open_now')).toBe('true'));
    expect(within(sidebar()).getByRole('checkbox', { name: 'Abierto ahora' })).toBeChecked();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar negocios' }), 'guarida{Enter}');
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/search')).toHaveLength(1));
    expect(urlsOf(api, 'GET /api/business/search')[0]!.search).toBe(`?q=guarida&lat=${HERE.lat}&lon=${HERE.lng}&open_now=true`);
  });
});

describe('MapScreen: search', () => {
  it('Enter searches with the position; the results fill the map and the list; clearing returns to nearby', async () => {
    const api = mapApi();
    const user = userEvent.setup();
    openMap();
    await findMarker('Café El Escorial');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar negocios' }), 'guarida{Enter}');
    await waitFor(() => expect(within(map()).queryByRole('button', { name: 'Café El Escorial' })).not.toBeInTheDocument());
    expect(markerOf('La Guarida')).toBeInTheDocument();
    const [url] = urlsOf(api, 'GET /api/business/search');
    expect(url!.search).toBe(`?q=guarida&lat=${HERE.lat}&lon=${HERE.lng}`);
    expect(within(sidebar()).getByRole('region', { name: 'Resultados de «guarida»' })).toBeInTheDocument();

    const nearbyCalls = urlsOf(api, 'GET /api/business/nearby').length;
    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(await findMarker('Café El Escorial')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar negocios' })).toHaveValue('');
    expect(urlsOf(api, 'GET /api/business/nearby').length).toBeGreaterThanOrEqual(nearbyCalls);
  });

  it('the search button searches too, and an empty result says so', async () => {
    const api = mapApi({ 'GET /api/business/search': () => ({ body: [] }) });
    const user = userEvent.setup();
    openMap();
    await findMarker('La Guarida');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar negocios' }), 'zapatería');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MAP_TEXT.nothingSearched('zapatería'))).toBeInTheDocument();
    expect(urlsOf(api, 'GET /api/business/search')[0]!.searchParams.get('q')).toBe('zapatería');
    expect(within(map()).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('MapScreen: business panel', () => {
  it('a marker opens the panel: name, status, rating, today’s hours, reservation, favourite, Ver ficha, reviews; one visit per selection', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(WEDNESDAY_1PM_HAVANA);
    const api = mapApi();
    const user = userEvent.setup();
    openMap();
    await user.click(await findMarker('La Guarida'));
    const p = within(panel());
    expect(await p.findByRole('heading', { level: 2, name: 'La Guarida' })).toBeInTheDocument();
    // open or not from its hours (12:00–23:00 on Wednesdays), in Havana's time (issue 16)
    expect(p.getByText('Abierto · cierra a las 23:00')).toBeInTheDocument();
    expect(p.getByText('4,6')).toBeInTheDocument();
    expect(p.getByText(/Horario de hoy/).parentElement).toHaveTextContent('Horario de hoy: Miércoles: 12:00–23:00');
    expect(p.getByRole('button', { name: 'Reservar por WhatsApp' })).toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Guardar La Guarida en favoritos' })).toBeInTheDocument();
    expect(p.getByRole('link', { name: 'Ver ficha' })).toHaveAttribute('href', `/business/${guarida._id}`);
    expect(p.getByRole('region', { name: 'Fotos de La Guarida' })).toBeInTheDocument();
    expect(p.getByText('La comida, espectacular.')).toBeInTheDocument();
    expect(p.getByRole('form', { name: 'Escribe tu opinión' })).toBeInTheDocument();
    expect(markerOf('La Guarida')).toHaveAttribute('data-selected', 'true');

    await waitFor(() => expect(urlsOf(api, `POST /api/business/${guarida._id}/visit`)).toHaveLength(1));
    // re-selecting the same business is the same selection: no second visit
    await user.click(markerOf('La Guarida'));
    await user.click(markerOf('Café El Escorial'));
    await waitFor(() => expect(urlsOf(api, `POST /api/business/${escorial._id}/visit`)).toHaveLength(1));
    expect(urlsOf(api, `POST /api/business/${guarida._id}/visit`)).toHaveLength(1);
  });

  it('while the full record loads, shows the nearby copy at once, then the description and reviews', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(WEDNESDAY_1PM_HAVANA);
    let release: () => void = () => undefined;
    mapApi({
      [`GET /api/business/${guarida._id}`]: async () => {
        await new Promise<void>((r) => (release = r));
        return { body: guarida };
      },
    });
    const user = userEvent.setup();
    openMap();
    await user.click(await findMarker('La Guarida'));
    const p = within(panel());
    expect(p.getByRole('heading', { level: 2, name: 'La Guarida' })).toBeInTheDocument();
    // the nearby copy carries the hours: the pill is right before the full record arrives
    expect(p.getByText('Abierto · cierra a las 23:00')).toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Reservar por WhatsApp' })).toBeInTheDocument();
    expect(p.getByText(MSG.loading)).toBeInTheDocument();
    expect(p.queryByText('La comida, espectacular.')).not.toBeInTheDocument();
    release();
    expect(await p.findByText('La comida, espectacular.')).toBeInTheDocument();
    expect(p.getByText(guarida.description!)).toBeInTheDocument();
  });

  it('a review is saved through the API and shows at once, with the new average', async () => {
    const api = mapApi({
      [`POST /api/business/${guarida._id}/comments`]: () => ({
        status: 201,
        body: {
          ...guarida,
          rating: 4.7,
          user_ratings_total: 121,
          comments: [{ content: 'Muy buena azotea', username: 'ana', rating: 4, date: '2025-06-01T10:00:00.000Z' }, ...guarida.comments],
        },
      }),
    });
    const user = userEvent.setup();
    openMap();
    await user.click(await findMarker('La Guarida'));
    const p = within(panel());
    await user.click(p.getByRole('radio', { name: '4 estrellas' }));
    await user.type(p.getByLabelText('Tu comentario'), 'Muy buena azotea');
    await user.click(p.getByRole('button', { name: 'Publicar opinión' }));
    expect(await p.findByText('Muy buena azotea')).toBeInTheDocument();
    expect(p.getByText('4,7')).toBeInTheDocument();
    const [, init] = api.mock.calls.find(([input]) => String(input).endsWith(`/business/${guarida._id}/comments`))!;
    expect(JSON.parse(String(init!.body))).toEqual({ rating: 4, content: 'Muy buena azotea' });
  });

  it('a business without ratings says "Sin calificaciones" and shows its status and hours rule', async () => {
    mapApi();
    const user = userEvent.setup();
    openMap();
    await user.click(await findMarker('Café El Escorial'));
    const p = within(panel());
    expect(await p.findByText(MSG.noRatings)).toBeInTheDocument();
    expect(p.getByText('Cerrado temporalmente')).toBeInTheDocument();
    expect(p.getByText(/Horario de hoy/).parentElement).toHaveTextContent('Horario de hoy: Horario no disponible');
  });

  it('closing the panel removes it and the selection from the URL', async () => {
    mapApi();
    const user = userEvent.setup();
    const { router } = openMap();
    await user.click(await findMarker('La Guarida'));
    await waitFor(() => expect(router.state.location.search).toContain(`negocio=${guarida._id}`));
    await user.click(within(panel()).getByRole('button', { name: 'Cerrar detalles' }));
    expect(screen.queryByRole('complementary', { name: 'Detalles del negocio' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toContain('negocio='));
  });

  it('with the Google provider, an external place is drawn and its panel says where it comes from, with no reservation and no reviews', async () => {
    vi.mocked(currentMapProvider).mockReturnValue('google');
    const api = mapApi({ 'GET /api/business/nearby': () => nearbyOf([guarida], [googlePlace]) });
    const user = userEvent.setup();
    openMap();
    const external = await findMarker('Hostal Externo');
    expect(external).toHaveAttribute('data-kind', 'external');
    expect(external).toHaveAttribute('data-icon', 'hotel');
    await user.click(external);
    const p = within(panel());
    expect(await p.findByRole('heading', { level: 2, name: 'Hostal Externo' })).toBeInTheDocument();
    expect(p.getByText(MSG.externalPlaceNotice)).toBeInTheDocument();
    expect(p.getByRole('link', { name: /Visitar en Google Maps/ })).toHaveAttribute('href', expect.stringContaining('query_place_id=ChIJ-externo-1'));
    expect(p.queryByRole('button', { name: 'Reservar por WhatsApp' })).not.toBeInTheDocument();
    expect(p.queryByRole('form', { name: 'Escribe tu opinión' })).not.toBeInTheDocument();
    expect(p.queryByRole('button', { name: /favoritos/ })).not.toBeInTheDocument();
    expect(api.mock.calls.some(([input]) => String(input).includes('/visit'))).toBe(false);
  });

  it('on a phone the panel has a toggle: hidden, it leaves a button to show it again', async () => {
    setViewportWidth(390);
    mapApi();
    const user = userEvent.setup();
    openMap();
    await user.click(await findMarker('La Guarida'));
    await user.click(within(panel()).getByRole('button', { name: 'Ocultar detalles' }));
    expect(screen.queryByRole('complementary', { name: 'Detalles del negocio' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver detalles de La Guarida' }));
    expect(within(panel()).getByRole('heading', { level: 2, name: 'La Guarida' })).toBeVisible();
  });
});

describe('MapScreen: directions', () => {
  it('draws the route from the user with distance and time, hand-off links beside it; another business clears it', async () => {
    let release: () => void = () => undefined;
    const api = mapApi({
      'GET /api/directions': async (url) => {
        await new Promise<void>((r) => (release = r));
        return { body: { distance: 2345, duration: 420, coordinates: [[Number(url.searchParams.get('from_lat')), -82.3589], [23.13783, -82.37045]] } };
      },
    });
    const user = userEvent.setup();
    openMap();
    await user.click(await findMarker('La Guarida'));
    const p = within(panel());
    expect(await p.findByRole('link', { name: 'App de mapas (geo:)' })).toHaveAttribute('href', 'geo:23.13783,-82.37045?q=23.13783,-82.37045(La%20Guarida)');
    expect(p.getByRole('link', { name: /Organic Maps/ })).toHaveAttribute('href', 'https://omaps.app/map?v=1&ll=23.13783,-82.37045&n=La%20Guarida');
    // La Guarida is 1.2 km away: walking comes first and is chosen; the hand-off links carry it
    expect(within(p.getByRole('group', { name: 'Cómo vas' })).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['A pie', 'true'],
      ['En coche', 'false'],
    ]);
    expect(p.getByRole('link', { name: /OsmAnd/ })).toHaveAttribute('href', expect.stringContaining('osmand.net/map/navigate/?start=23.1367,-82.3589&end=23.13783,-82.37045&profile=pedestrian'));
    expect(p.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', expect.stringContaining('destination=23.13783%2C-82.37045&travelmode=walking'));

    await user.click(p.getByRole('button', { name: 'Ver ruta en el mapa' }));
    expect(await p.findByText(MSG.routeLoading)).toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Ver ruta en el mapa' })).toBeDisabled();
    const [url] = urlsOf(api, 'GET /api/directions');
    expect(url!.search).toBe(`?from_lat=${HERE.lat}&from_lng=${HERE.lng}&to_lat=23.13783&to_lng=-82.37045&mode=foot`);
    release();
    expect(await p.findByText('2,3 km')).toBeInTheDocument();
    expect(p.getByText('7 min').closest('p')).toHaveTextContent(/^2,3 km · ,? ?7 min a pie$/);
    expect(screen.getByTestId('route')).toHaveTextContent(`${HERE.lat},-82.3589;23.13783,-82.37045`);

    await user.click(markerOf('Café El Escorial'));
    await waitFor(() => expect(screen.queryByTestId('route')).not.toBeInTheDocument());
  });

  it('walking or by car (issue 22 §2): switching with a route drawn asks again in the other mode, says it and hands it on', async () => {
    mapApi({
      'GET /api/directions': (url) =>
        url.searchParams.get('mode') === 'car'
          ? { body: { distance: 3100, duration: 480, coordinates: [[HERE.lat, HERE.lng], [23.13783, -82.37045]], mode: 'car' } }
          : { body: { distance: 1250, duration: 938, coordinates: [[HERE.lat, HERE.lng], [23.13783, -82.37045]], mode: 'foot', estimated: true } },
    });
    const user = userEvent.setup();
    openMap();
    await user.click(await findMarker('La Guarida'));
    const p = within(await screen.findByRole('complementary', { name: 'Detalles del negocio' }));
    await user.click(await p.findByRole('button', { name: 'Ver ruta en el mapa' }));
    // no walking router on the server: the time is an estimate, and says so
    expect((await p.findByText('1,3 km')).closest('p')).toHaveTextContent(/^1,3 km · ,? ?16 min a pie \(tiempo estimado\)$/);

    await user.click(p.getByRole('button', { name: 'En coche' }));
    expect(p.getByRole('button', { name: 'En coche' })).toHaveAttribute('aria-pressed', 'true');
    expect((await p.findByText('3,1 km')).closest('p')).toHaveTextContent(/^3,1 km · ,? ?8 min en coche$/);
    expect(p.queryByText('(tiempo estimado)')).not.toBeInTheDocument();
    expect(p.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', expect.stringContaining('travelmode=driving'));
    expect(p.getByRole('link', { name: /OsmAnd/ })).toHaveAttribute('href', expect.stringContaining('profile=car'));
  });

  it('when the route cannot be calculated, says "No se pudo calcular la ruta"; closing the panel clears the route', async () => {
    let fail = true;
    mapApi({
      'GET /api/directions': () =>
        fail
          ? { status: 502, body: { message: MSG.routeError } }
          : { body: { distance: 900, duration: 100, coordinates: [[HERE.lat, HERE.lng], [23.13783, -82.37045]] } },
    });
    const user = userEvent.setup();
    openMap();
    await user.click(await findMarker('La Guarida'));
    await user.click(within(panel()).getByRole('button', { name: 'Ver ruta en el mapa' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(MSG.routeError);
    expect(screen.queryByTestId('route')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(panel()).getByRole('button', { name: 'Ver ruta en el mapa' }));
    expect(await screen.findByTestId('route')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Cerrar detalles' }));
    expect(screen.queryByTestId('route')).not.toBeInTheDocument();
  });

  it('on a phone, a drawn route folds the sheet and keeps the distance and time on the map', async () => {
    setViewportWidth(390);
    mapApi();
    const user = userEvent.setup();
    openMap();
    await user.click(await findMarker('La Guarida'));
    await user.click(within(panel()).getByRole('button', { name: 'Ver ruta en el mapa' }));
    expect(await screen.findByTestId('route')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Detalles del negocio' })).not.toBeInTheDocument();
    const stage = screen.getByRole('region', { name: 'Mapa de negocios' });
    expect(within(stage).getByText('2,3 km').closest('p')).toHaveTextContent('2,3 km · 7 min a pie');
    await user.click(screen.getByRole('button', { name: 'Ver detalles de La Guarida' }));
    expect(within(panel()).getByText('2,3 km')).toBeInTheDocument();
  });

  it('after 10 s without an answer, aborts and says "Tiempo de espera agotado al calcular la ruta"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signal: AbortSignal | null | undefined;
    mapApi({
      'GET /api/directions': (_url, init) => {
        signal = init.signal;
        return new Promise(() => undefined);
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openMap();
    await user.click(await findMarker('La Guarida'));
    await user.click(within(panel()).getByRole('button', { name: 'Ver ruta en el mapa' }));
    expect(await within(panel()).findByText(MSG.routeLoading)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ROUTE_TIMEOUT_MS - 500);
    });
    expect(within(panel()).queryByText(MSG.routeTimeout)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(within(panel()).getByRole('alert')).toHaveTextContent(MSG.routeTimeout);
    expect(signal?.aborted).toBe(true);
  });
});

describe('MapScreen: navigation state and URL', () => {
  it('from a home category tile: pre-selects it, asks nearby with it and shows the banner for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mapApi();
    openMap({ pathname: '/mapa', state: { selectedCategory: 'cafe', focusOnCategory: true } });
    expect(await screen.findByText(MSG.categoryBanner)).toBeInTheDocument();
    await findMarker('Café El Escorial');
    expect(urlsOf(api, 'GET /api/business/nearby')[0]!.searchParams.get('category')).toBe('cafe');
    await waitFor(() => expect(screen.getByLabelText('Categoría')).toHaveValue('cafe'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CATEGORY_BANNER_MS - 200);
    });
    expect(screen.getByText(MSG.categoryBanner)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.queryByText(MSG.categoryBanner)).not.toBeInTheDocument();
  });

  it('a selected category without the focus flag is pre-selected with no banner', async () => {
    mapApi();
    openMap({ pathname: '/mapa', state: { selectedCategory: 'cafe' } });
    await findMarker('Café El Escorial');
    expect(screen.queryByText(MSG.categoryBanner)).not.toBeInTheDocument();
  });

  it('from home with a promoted business: opens it focused, with the larger pulsing marker', async () => {
    mapApi();
    openMap({ pathname: '/mapa', state: { selectedBusiness: guarida, focusOnBusiness: true } });
    expect(await within(panel()).findByRole('heading', { level: 2, name: 'La Guarida' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent('23.13783,-82.37045'));
    expect(markerOf('La Guarida')).toHaveAttribute('data-highlighted', 'true');
  });

  it('from the profile (fromFavorites): opens the favourite focused, without the promotion marker', async () => {
    mapApi();
    const favourite = { ...guarida, id: guarida._id, mainPhoto: guarida.photos[0] };
    openMap({ pathname: '/mapa', state: { selectedBusiness: favourite, focusOnBusiness: true, fromFavorites: true } });
    expect(await within(panel()).findByRole('heading', { level: 2, name: 'La Guarida' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent('23.13783,-82.37045'));
    expect(markerOf('La Guarida')).toHaveAttribute('data-highlighted', 'false');
  });

  it('from Tops or the business page with only the id: loads the business and opens it focused', async () => {
    const api = mapApi();
    openMap({ pathname: '/mapa', state: { selectedBusiness: guarida._id, focusOnBusiness: true } });
    expect(await within(panel()).findByRole('heading', { level: 2, name: 'La Guarida' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent('23.13783,-82.37045'));
    expect(urlsOf(api, `GET /api/business/${guarida._id}`).length).toBeGreaterThan(0);
  });

  it('a business far away (outside the radius) is still drawn when it is the selection', async () => {
    mapApi({ 'GET /api/business/nearby': () => nearbyOf([escorial]) });
    openMap({ pathname: '/mapa', state: { selectedBusiness: guarida, focusOnBusiness: true } });
    expect(await findMarker('La Guarida')).toBeInTheDocument();
    expect(markerOf('Café El Escorial')).toBeInTheDocument();
  });

  it('writes the selection, category and radius in the URL, and a reload with that URL restores them', async () => {
    const api = mapApi();
    const user = userEvent.setup();
    const first = openMap();
    await user.click(await findMarker('La Guarida'));
    await waitFor(() => expect(first.router.state.location.search).toBe(`?negocio=${guarida._id}`));
    first.unmount();

    openMap(`/mapa?negocio=${guarida._id}&categoria=restaurant&radio=12`);
    expect(await within(panel()).findByRole('heading', { level: 2, name: 'La Guarida' })).toBeInTheDocument();
    await waitFor(() =>
      expect(urlsOf(api, 'GET /api/business/nearby').at(-1)!.search).toBe(`?lat=${HERE.lat}&lon=${HERE.lng}&max_distance=12000&category=restaurant`),
    );
    expect(within(sidebar()).getByText('12 km')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('focus')).toHaveTextContent('23.13783,-82.37045'));
  });

  it('when the business of the URL cannot be loaded, the panel says so', async () => {
    mapApi({ [`GET /api/business/${guarida._id}`]: () => ({ status: 404, body: { message: MSG.businessLoadError } }) });
    openMap(`/mapa?negocio=${guarida._id}`);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(MSG.businessLoadError);
  });
});
