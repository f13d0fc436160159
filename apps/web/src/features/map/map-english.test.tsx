import { Suspense, type ReactNode } from 'react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OsmNearbyPlace } from '@guia/contracts';
import { renderInApp } from '../../components/business/test-render';
import { fmt } from '../../lib/i18n/icu';
import { applyLang } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { RenderHintsContext } from '../../lib/render-hints';
import { renderApp, userToken } from '../../test/utils';
import { setViewportWidth } from '../../test/media';
import { fakeMapServer, fakeStorage, removeFakeStorage } from '../../lib/basemap/testing/fake-storage';
import { OsmPlacePanel } from './components/business-panel';
import { OfflineMap } from './components/offline-map';
import { DirectionsBox } from './components/directions-box';
import { useMapText } from './map-text';
import { clusterName } from './osm/cluster-marker';
import { currentMapProvider } from './provider';
import { fakeGeolocation, mapApi, rincon } from './testing/map-test-api';

/**
 * The map on an English page (issue 22 §1): the list, the filters, the notices, what to do when
 * nothing is found, a place's panel with its directions, an OpenStreetMap place's credit and the
 * clusters' names, in the words a visitor knows from Google Maps. Spanish stays as it was (the
 * other map suites).
 */

vi.mock('./map-view', async () => ({ MapView: (await import('./testing/fake-map-view')).FakeMapView }));
vi.mock('./provider', () => ({ currentMapProvider: vi.fn(() => 'osm') }));

configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await import('./map-screen');
  await import('./components/business-panel');
}, 30_000);

beforeEach(async () => {
  vi.mocked(currentMapProvider).mockReturnValue('osm');
  setViewportWidth(1280);
  fakeGeolocation('ok');
  await switchLang('en');
});

afterEach(() => {
  applyLang('es');
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

const openMap = (entry = '/mapa') => renderApp(entry, { token: userToken() });
const sidebar = () => screen.getByRole('complementary', { name: 'Explore' });
/** Spanish words of the map that must not be left on an English page */
const SPANISH = /Cómo llegar|Ver ficha|Abierto ahora|Buscar negocios|Cerca de ti|Categoría|Opiniones|Radio de búsqueda|A pie|En coche|Cerrar detalles/;

describe('the map in English', () => {
  it('the search, the filters and the list speak English', async () => {
    mapApi();
    openMap();
    const list = await within(await screen.findByRole('complementary', { name: 'Explore' })).findByRole('button', { name: /La Guarida/ });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search places' })).toHaveAttribute('placeholder', 'Search places, categories…');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('heading', { name: 'Near you' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('checkbox', { name: 'Open now' })).toBeInTheDocument();
    const category = within(sidebar()).getByRole('combobox', { name: 'Category' });
    expect(within(category).getByRole('option', { name: 'All categories' })).toBeInTheDocument();
    // a home category by its English name
    expect(within(category).getByRole('option', { name: 'Food and drink' })).toBeInTheDocument();
    expect(within(sidebar()).getByText('Search radius')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('navigation', { name: 'Map sections' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Map/);
    expect(document.body.textContent).not.toMatch(SPANISH);
  });

  it("a place's panel: 'View details', 'Reviews', and directions 'Walking' first for a place nearby, with the route in English", async () => {
    mapApi();
    const user = userEvent.setup();
    openMap();
    await user.click(await within(sidebar()).findByRole('button', { name: /La Guarida/ }));
    const panel = await screen.findByRole('complementary', { name: 'Place details' });
    await within(panel).findByRole('heading', { level: 2, name: 'La Guarida' });
    expect(within(panel).getByRole('link', { name: 'View details' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Close details' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Directions' })).toBeInTheDocument();
    const modes = within(within(panel).getByRole('group', { name: 'Travel mode' })).getAllByRole('button');
    expect(modes.map((b) => b.textContent)).toEqual(['Walking', 'Driving']);
    await user.click(within(panel).getByRole('button', { name: 'Show route on the map' }));
    // 2345 m in 7 minutes, the number written the English way
    expect(await within(panel).findByText('2.3 km')).toBeInTheDocument();
    expect(within(panel).getByText(/walking/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Update route' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Clear route' })).toBeInTheDocument();
    expect(within(panel).getByText('Open in another app:')).toBeInTheDocument();
    expect(panel.textContent).not.toMatch(SPANISH);
  });

  it("with the location refused: the notice, 'Use my location' and 'Dismiss notice' in English; distances from the centre", async () => {
    fakeGeolocation('fail');
    mapApi();
    openMap();
    const notice = await screen.findByText("We don't know where you are, so we're showing central Havana");
    const box = notice.closest('.map-notice') as HTMLElement;
    expect(within(box).getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Dismiss notice' })).toBeInTheDocument();
    expect(await within(sidebar()).findByRole('heading', { name: 'Near central Havana' })).toBeInTheDocument();
    expect((await within(sidebar()).findAllByText(/from the center$/)).length).toBeGreaterThan(0);
  });

  it("nothing found: says so in English and offers to clear the search", async () => {
    mapApi({ 'GET /api/business/search': () => ({ body: [] }) });
    const user = userEvent.setup();
    openMap();
    await within(sidebar()).findByRole('button', { name: /La Guarida/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search places' }), 'mojito{Enter}');
    expect(await within(sidebar()).findByText('No results for “mojito”.')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('heading', { name: 'Results for “mojito”' })).toBeInTheDocument();
    expect(within(within(sidebar()).getByRole('list', { name: 'What you can do' })).getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });
});

const inEnglish = (ui: ReactNode) => (
  <RenderHintsContext.Provider value={{ dataSaver: false, lang: 'en' }}>
    <Suspense fallback={null}>{ui}</Suspense>
  </RenderHintsContext.Provider>
);

describe('an OpenStreetMap place, the directions and the clusters in English', () => {
  it("the panel credits OpenStreetMap, dates the check the English way and offers 'Suggest an edit'", async () => {
    const place: OsmNearbyPlace = { ...rincon, check_date: '2025-03-01', hours_text: 'seasonal' };
    renderInApp(inEnglish(<OsmPlacePanel place={place} directions={{ origin: null, state: { status: 'idle' }, onRequest: vi.fn(), onClear: vi.fn() }} onClose={vi.fn()} />));
    const panel = await screen.findByRole('article', { name: 'Paladar El Rincón' });
    expect(within(panel).getByRole('link', { name: 'Data © OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/way/123456');
    expect(within(panel).getByText(/Checked on March 1, 2025/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Suggest an edit on OpenStreetMap/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/edit?way=123456');
    expect(within(panel).getByText('Hours according to OpenStreetMap: seasonal')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/business/osm-way-123456');
  });

  it('a route that failed says so in English', async () => {
    render(
      inEnglish(
        <DirectionsBox name="Tropicana" destination={{ lat: 23.0937, lng: -82.4467 }} origin={{ lat: 23.1367, lng: -82.3589 }} state={{ status: 'error', message: 'routeTimeout' }} onRequest={vi.fn()} onClear={vi.fn()} />,
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).not.toMatch(/ruta|tard/i);
    // far away: driving first
    expect(within(screen.getByRole('group', { name: 'Travel mode' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Driving', 'Walking']);
  });

  it("a cluster is named with an English plural ('1 place', '1,234 places'); Spanish keeps its own", async () => {
    const en = await useMapText.load();
    expect(clusterName(1, 'en', en.clusterLabel)).toBe('1 place: take a closer look');
    expect(clusterName(12, 'en', en.clusterLabel)).toBe('12 places: take a closer look');
    expect(clusterName(1234, 'en', en.clusterLabel)).toBe('1,234 places: take a closer look');
    expect(clusterName(12)).toBe('12 lugares: ver de cerca');
    expect(clusterName(1)).toBe('1 lugar: ver de cerca');
    expect(fmt('en', en.clusterLabel, { count: 2 })).toBe('2 places: take a closer look');
  });
});

describe('the offline map in English', () => {
  afterEach(() => removeFakeStorage());

  it("offers the download with its size written the English way ('4.2 MB'), then says the map is saved", async () => {
    fakeStorage();
    fakeMapServer();
    const user = userEvent.setup();
    render(inEnglish(<OfflineMap />));
    await user.click(await screen.findByRole('button', { name: 'Download the map to use offline (4.2 MB)' }));
    expect(await screen.findByText('Map saved on this phone')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete the saved map (4.2 MB)' })).toHaveTextContent('Delete (4.2 MB)');
    expect(screen.getByRole('group', { name: 'Offline map' })).toBeInTheDocument();
  });
});

describe('waits for nothing it does not need', () => {
  it('the English map texts are a chunk of their own (Spanish pages never fetch it)', async () => {
    await waitFor(() => expect(useMapText.in('en')).not.toBeNull());
    expect(useMapText.in('es')).toBe(useMapText.es);
  });
});
