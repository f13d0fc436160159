import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, userToken } from '../../test/utils';
import { setViewportWidth } from '../../test/media';
import { currentMapProvider } from './provider';
import { HERE, escorial, fakeGeolocation, guarida, mapApi, nearbyOf, urlsOf } from './testing/map-test-api';

/**
 * Issue 20 §3: the map for every visitor — by keyboard, with the location refused, when nothing is
 * found, and in Spanish. (The phone's layout is measured in the browser: e2e/map-phone.spec.ts.)
 */

vi.mock('./map-view', async () => ({ MapView: (await import('./testing/fake-map-view')).FakeMapView }));
vi.mock('./provider', () => ({ currentMapProvider: vi.fn(() => 'osm') }));

configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await import('./map-screen');
  await import('./components/business-panel');
}, 30_000);

const openMap = (entry = '/mapa') => renderApp(entry, { token: userToken() });
const map = () => screen.getByTestId('fake-map');
const findMarker = async (name: string) => within(await screen.findByTestId('fake-map')).findByRole('button', { name });
const panel = () => screen.getByRole('complementary', { name: 'Detalles del negocio' });
const sidebar = () => screen.getByRole('complementary', { name: 'Explorar' });
const searchbox = () => screen.getByRole('searchbox', { name: 'Buscar negocios' });
const listItem = async (name: RegExp) => within(sidebar()).findByRole('button', { name });

beforeEach(() => {
  vi.mocked(currentMapProvider).mockReturnValue('osm');
  setViewportWidth(1280);
  fakeGeolocation('ok');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MapScreen by keyboard (issue 20 §3)', () => {
  it('the search box comes before the list in the tab order, without tabindex tricks', async () => {
    mapApi();
    const user = userEvent.setup();
    openMap();
    await findMarker('La Guarida');
    const first = await listItem(/La Guarida/);
    // tab from the start of the page: the search box is reached before any item of the list
    let reached: 'search' | 'list' | null = null;
    for (let i = 0; i < 60 && !reached; i++) {
      await user.tab();
      if (document.activeElement === searchbox()) reached = 'search';
      else if (document.activeElement?.closest('.place-list')) reached = 'list';
    }
    expect(reached).toBe('search');
    expect(searchbox().compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelectorAll('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])')).toHaveLength(0);
  });

  it('Enter on a list item opens the panel and moves focus to its heading; Esc closes it and gives focus back to the item', async () => {
    mapApi();
    const user = userEvent.setup();
    openMap();
    const item = await listItem(/La Guarida/);
    item.focus();
    await user.keyboard('{Enter}');
    const heading = await within(panel()).findByRole('heading', { level: 2, name: 'La Guarida' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Detalles del negocio' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(sidebar()).getByRole('button', { name: /La Guarida/ })).toHaveFocus());
  });

  it('Space on a list item does the same', async () => {
    mapApi();
    const user = userEvent.setup();
    openMap();
    const item = await listItem(/Café El Escorial/);
    item.focus();
    await user.keyboard(' ');
    const heading = await within(panel()).findByRole('heading', { level: 2, name: 'Café El Escorial' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('Esc closes the panel (and with it the marker popup) opened from a marker, and focus goes back to the marker', async () => {
    mapApi();
    const user = userEvent.setup();
    openMap();
    const marker = await findMarker('La Guarida');
    marker.focus();
    await user.keyboard('{Enter}');
    await within(panel()).findByRole('heading', { level: 2, name: 'La Guarida' });
    expect(marker).toHaveAttribute('data-selected', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Detalles del negocio' })).not.toBeInTheDocument());
    expect(within(map()).getByRole('button', { name: 'La Guarida' })).toHaveAttribute('data-selected', 'false');
    await waitFor(() => expect(within(map()).getByRole('button', { name: 'La Guarida' })).toHaveFocus());
  });

  it('on a phone, Esc gives focus back to the list item even though the list folded when the sheet opened', async () => {
    setViewportWidth(390);
    mapApi();
    const user = userEvent.setup();
    openMap();
    await user.click(screen.getByRole('button', { name: 'Filtros y lista' }));
    const item = await listItem(/La Guarida/);
    item.focus();
    await user.keyboard('{Enter}');
    const heading = await within(panel()).findByRole('heading', { level: 2, name: 'La Guarida' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(sidebar()).getByRole('button', { name: /La Guarida/ })).toHaveFocus());
  });
});

describe('MapScreen with the location refused (issue 20 §3)', () => {
  it('draws no "you are here", never says "Cerca de ti", says plainly where the list is from and gives distances from the centre', async () => {
    fakeGeolocation('fail');
    mapApi();
    openMap();
    expect(await screen.findByText('No sabemos dónde estás: mostramos el centro de La Habana')).toBeInTheDocument();
    await findMarker('La Guarida');
    expect(screen.queryByTestId('user-marker')).not.toBeInTheDocument();
    expect(screen.queryByText(/cerca de ti/i)).not.toBeInTheDocument();
    const list = within(sidebar()).getByRole('region', { name: 'Cerca del centro de La Habana' });
    expect(within(list).getByRole('button', { name: /La Guarida/ })).toHaveTextContent('a 1,2 km del centro');
  });

  it("'Usar mi ubicación' asks the browser again, and once it answers the map is around the person", async () => {
    const ask = fakeGeolocation('fail');
    const api = mapApi();
    const user = userEvent.setup();
    openMap();
    const retry = await screen.findByRole('button', { name: 'Usar mi ubicación' });
    expect(ask).toHaveBeenCalledTimes(1);
    const granted = fakeGeolocation('ok');
    await user.click(retry);
    expect(granted).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('user-marker')).toHaveTextContent(`${HERE.lat},${HERE.lng}`);
    expect(screen.queryByText('No sabemos dónde estás: mostramos el centro de La Habana')).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole('region', { name: 'Cerca de ti' })).toBeInTheDocument();
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').at(-1)!.searchParams.get('lat')).toBe(String(HERE.lat)));
  });

  it("the notice closes with 'Cerrar aviso'", async () => {
    fakeGeolocation('fail');
    mapApi();
    const user = userEvent.setup();
    openMap();
    const notice = await screen.findByText('No sabemos dónde estás: mostramos el centro de La Habana');
    await user.click(within(notice.closest('.map-notice') as HTMLElement).getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText('No sabemos dónde estás: mostramos el centro de La Habana')).not.toBeInTheDocument();
  });
});

describe('MapScreen when nothing is found (issue 20 §3)', () => {
  it("the list says so and 'Ampliar a 10 km' widens the radius", async () => {
    const api = mapApi({
      'GET /api/business/nearby': (url) => (Number(url.searchParams.get('max_distance')) > 5000 ? nearbyOf([guarida]) : nearbyOf([])),
    });
    const user = userEvent.setup();
    openMap();
    const list = within(sidebar()).getByRole('region', { name: 'Cerca de ti' });
    expect(await within(list).findByText('No hay lugares a menos de 5 km.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Ampliar a 10 km' }));
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').at(-1)!.searchParams.get('max_distance')).toBe('10000'));
    expect(await listItem(/La Guarida/)).toBeInTheDocument();
    expect(within(sidebar()).getByText('10 km')).toBeInTheDocument();
  });

  it("with a category chosen, 'Ver todas las categorías' drops it; with 'Abierto ahora' on, 'Quitar «Abierto ahora»' turns it off", async () => {
    const api = mapApi({
      'GET /api/business/nearby': (url) =>
        url.searchParams.get('category') || url.searchParams.get('open_now') ? nearbyOf([]) : nearbyOf([guarida, escorial]),
    });
    const user = userEvent.setup();
    openMap('/mapa?categoria=night_club&abierto=1');
    const list = within(sidebar()).getByRole('region', { name: 'Cerca de ti' });
    await user.click(await within(list).findByRole('button', { name: 'Ver todas las categorías' }));
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').at(-1)!.searchParams.has('category')).toBe(false));
    await user.click(await within(list).findByRole('button', { name: 'Quitar «Abierto ahora»' }));
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/nearby').at(-1)!.searchParams.has('open_now')).toBe(false));
    expect(await listItem(/La Guarida/)).toBeInTheDocument();
    expect(within(sidebar()).getByRole('checkbox', { name: 'Abierto ahora' })).not.toBeChecked();
  });

  it("a search that finds nothing says so in the list and 'Borrar la búsqueda' goes back to the nearby places", async () => {
    mapApi({ 'GET /api/business/search': () => ({ body: [] }) });
    const user = userEvent.setup();
    openMap();
    await listItem(/La Guarida/);
    await user.type(searchbox(), 'zzzz{Enter}');
    const list = within(sidebar()).getByRole('region', { name: 'Resultados de «zzzz»' });
    expect(await within(list).findByText('No encontramos nada para «zzzz».')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Borrar la búsqueda' }));
    expect(await listItem(/La Guarida/)).toBeInTheDocument();
    expect(searchbox()).toHaveValue('');
  });
});

describe('MapScreen in Spanish (issue 20 §3)', () => {
  it("the category that means all of them is 'Todas las categorías'", async () => {
    mapApi();
    openMap();
    const select = await screen.findByLabelText('Categoría');
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Todas las categorías');
    expect(within(select).queryByText('Lugares cercanos')).not.toBeInTheDocument();
  });

  it("the panel's reviews show the author's name, not the username", async () => {
    const withReview = { ...guarida, comments: [{ content: 'Muy rico.', username: 'ana_g', name: 'Ana García', rating: 5, date: '2025-03-12T18:00:00.000Z' }] };
    mapApi({ [`GET /api/business/${guarida._id}`]: () => ({ body: withReview }) });
    const user = userEvent.setup();
    openMap();
    await user.click(await findMarker('La Guarida'));
    expect(await within(panel()).findByText('Ana García')).toBeInTheDocument();
    expect(within(panel()).queryByText('ana_g')).not.toBeInTheDocument();
  });
});

describe('MapScreen from the 404 page (issue 20 §3, §10)', () => {
  it('/mapa?q=… fills the search box and searches it', async () => {
    const api = mapApi();
    openMap('/mapa?q=Guarida');
    await waitFor(() => expect(urlsOf(api, 'GET /api/business/search')).toHaveLength(1));
    expect(urlsOf(api, 'GET /api/business/search')[0]!.searchParams.get('q')).toBe('Guarida');
    expect(searchbox()).toHaveValue('Guarida');
    expect(await within(sidebar()).findByRole('region', { name: 'Resultados de «Guarida»' })).toBeInTheDocument();
  });
});
