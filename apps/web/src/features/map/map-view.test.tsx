import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Map as LeafletMap } from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAPS_LOADER_RETRIES, MSG } from '@guia/contracts';
import { createdLayers } from '../../components/basemap/testing/fake-protomaps';
import { fakeMapServer, fakeStorage, removeFakeStorage } from '../../lib/basemap/testing/fake-storage';
import { circleBounds } from './area';
import { OsmMap } from './osm/osm-map';
import { MapView } from './map-view';
import { currentMapProvider } from './provider';
import type { MapMarker, MapViewProps } from './types';

vi.mock('./provider', () => ({ currentMapProvider: vi.fn(() => 'osm') }));
vi.mock('./google/google-loader', () => ({ loadGoogleMaps: vi.fn(() => Promise.reject(new Error('sin red'))) }));
vi.mock('protomaps-leaflet', () => import('../../components/basemap/testing/fake-protomaps'));

const marker = (over: Partial<MapMarker> = {}): MapMarker => ({
  id: '6650f0c2a1b2c3d4e5f60001',
  position: { lat: 23.13783, lng: -82.37045 },
  name: 'La Guarida',
  address: 'Concordia 418',
  rating: 4.6,
  kind: 'own',
  icon: 'restaurant',
  ...over,
});

const props = (over: Partial<MapViewProps> = {}): MapViewProps => ({
  label: 'Mapa de negocios cercanos',
  center: { lat: 23.1367, lng: -82.3589 },
  zoom: 15,
  markers: [marker(), marker({ id: 'ChIJ-ext', name: 'Hostal Externo', kind: 'external', icon: 'hotel', position: { lat: 23.14, lng: -82.36 } })],
  userPosition: { lat: 23.1367, lng: -82.3589 },
  route: null,
  focus: null,
  selectedId: null,
  onMarkerClick: vi.fn(),
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
  removeFakeStorage();
  createdLayers.length = 0;
});

describe('OsmMap (Leaflet)', () => {
  it('draws markers as keyboard-focusable buttons named after the business, coloured by kind', async () => {
    const onMarkerClick = vi.fn();
    render(<OsmMap {...props({ onMarkerClick })} />);
    const guarida = await screen.findByRole('button', { name: 'La Guarida' });
    expect(guarida).toHaveAttribute('tabindex', '0');
    expect(guarida).toHaveClass('map-marker--own');
    expect(guarida.innerHTML).toContain('data-icon="restaurant"');
    expect(screen.getByRole('button', { name: 'Hostal Externo' })).toHaveClass('map-marker--external');
    expect(screen.getByRole('region', { name: 'Mapa de negocios cercanos' })).toBeInTheDocument();

    fireEvent.click(guarida);
    expect(onMarkerClick).toHaveBeenCalledWith('6650f0c2a1b2c3d4e5f60001');
    fireEvent.keyPress(screen.getByRole('button', { name: 'Hostal Externo' }), { key: 'Enter', code: 'Enter', charCode: 13, keyCode: 13 });
    expect(onMarkerClick).toHaveBeenLastCalledWith('ChIJ-ext');
  });

  it("names the zoom buttons in Spanish: 'Acercar' and 'Alejar' (issue 20 §3)", async () => {
    render(<OsmMap {...props()} />);
    expect(await screen.findByRole('button', { name: 'Acercar' })).toHaveAttribute('title', 'Acercar');
    expect(screen.getByRole('button', { name: 'Alejar' })).toHaveAttribute('title', 'Alejar');
    expect(screen.queryByRole('button', { name: /zoom/i })).toBeNull();
  });

  it('an info window keeps clear of the map edges and closes on Esc (issue 20 §3)', async () => {
    render(<OsmMap {...props({ selectedId: '6650f0c2a1b2c3d4e5f60001' })} />);
    await waitFor(() => expect(document.querySelector('.leaflet-popup')).not.toBeNull());
    fireEvent.keyDown(document.querySelector('.leaflet-container')!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(document.querySelector('.leaflet-popup')).toBeNull());
  });

  it('opens the info window of the selected marker with name, address and rating', async () => {
    render(<OsmMap {...props({ selectedId: '6650f0c2a1b2c3d4e5f60001' })} />);
    await waitFor(() => expect(document.querySelector('.leaflet-popup')).not.toBeNull());
    const popup = document.querySelector('.leaflet-popup') as HTMLElement;
    expect(popup).toHaveTextContent('La Guarida');
    expect(popup).toHaveTextContent('Concordia 418');
    expect(popup).toHaveTextContent('4,6');
  });

  it('draws a promoted business larger, the user marker, and the route line', async () => {
    render(
      <OsmMap
        {...props({
          markers: [marker({ highlighted: true })],
          route: [
            { lat: 23.1367, lng: -82.3589 },
            { lat: 23.13783, lng: -82.37045 },
          ],
        })}
      />,
    );
    expect(await screen.findByRole('button', { name: 'La Guarida' })).toHaveClass('map-marker--highlighted');
    expect(document.querySelector('.map-user')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('.leaflet-overlay-pane .map-route')).not.toBeNull());
  });

  it('draws the app’s own basemap from /api/map, never an outside tile server', async () => {
    fakeStorage();
    const server = fakeMapServer();
    render(<OsmMap {...props()} />);
    await waitFor(() => expect(createdLayers).toHaveLength(1));
    expect(createdLayers[0]!.options).toMatchObject({ flavor: 'light', lang: 'es' });
    expect(document.querySelector('img.leaflet-tile')).toBeNull();
    for (const [input] of server.fetchMock.mock.calls) expect(String(input)).toMatch(/^\/api\/map/);
  });

  it('tells the screen once when the basemap cannot be read (offline, nothing saved)', async () => {
    fakeStorage();
    fakeMapServer({ info: null });
    const onTilesError = vi.fn();
    render(<OsmMap {...props({ onTilesError })} />);
    await screen.findByRole('button', { name: 'La Guarida' });
    await waitFor(() => expect(onTilesError).toHaveBeenCalledTimes(1));
  });
});

describe('OsmMap: the chosen radius on screen', () => {
  const HAVANA = { lat: 23.1136, lng: -82.3666 };
  const area = (radiusM: number, center = HAVANA, category = '') => ({
    key: `${radiusM}|${category}`,
    center,
    radiusM,
    padding: { top: 68, right: 14, bottom: 76, left: 14 },
  });

  /** Lays Leaflet's container out at a phone's size (jsdom lays nothing out). */
  function phoneSized() {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('leaflet-container') ? 390 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('leaflet-container') ? 660 : 0;
    });
    const fit = vi.spyOn(LeafletMap.prototype, 'fitBounds');
    const map = () => fit.mock.contexts.at(-1) as LeafletMap;
    return { fit, map };
  }

  const circleOnScreen = (map: LeafletMap, radiusM: number, center = HAVANA) => {
    const [sw, ne] = circleBounds(center, radiusM);
    return map.getBounds().contains([
      [sw.lat, sw.lng],
      [ne.lat, ne.lng],
    ]);
  };

  it('opens with the whole 5 km circle on a phone, and zooms out when the radius grows to 35 km', async () => {
    fakeMapServer({ info: null });
    const { fit, map } = phoneSized();
    const { rerender } = render(<OsmMap {...props({ zoom: 15, area: area(5000) })} />);
    await waitFor(() => expect(fit).toHaveBeenCalledTimes(1));
    expect(map().getZoom()).toBe(12);
    expect(circleOnScreen(map(), 5000)).toBe(true);

    rerender(<OsmMap {...props({ zoom: 15, area: area(35_000) })} />);
    await waitFor(() => expect(fit).toHaveBeenCalledTimes(2));
    expect(map().getZoom()).toBe(9);
    expect(circleOnScreen(map(), 35_000)).toBe(true);
  });

  it('after the person moves the map by hand, the position arriving does not move it; a new category does', async () => {
    fakeMapServer({ info: null });
    const { fit, map } = phoneSized();
    const { rerender } = render(<OsmMap {...props({ area: area(5000) })} />);
    await waitFor(() => expect(fit).toHaveBeenCalledTimes(1));

    map().panBy([120, 0], { animate: false });
    const moved = { lat: 23.05, lng: -82.3 };
    rerender(<OsmMap {...props({ center: moved, area: area(5000, moved) })} />);
    await new Promise((r) => setTimeout(r, 30));
    expect(fit).toHaveBeenCalledTimes(1);

    rerender(<OsmMap {...props({ center: moved, area: area(5000, moved, 'restaurant') })} />);
    await waitFor(() => expect(fit).toHaveBeenCalledTimes(2));
    expect(circleOnScreen(map(), 5000, moved)).toBe(true);
  });

  it('a focus on a business wins over the first fit', async () => {
    fakeMapServer({ info: null });
    const { fit } = phoneSized();
    render(<OsmMap {...props({ area: area(5000), focus: { key: 1, points: [{ lat: 23.13783, lng: -82.37045 }] } })} />);
    await screen.findByRole('button', { name: 'La Guarida' });
    expect(fit).not.toHaveBeenCalled();
  });
});

describe('MapView provider', () => {
  it('uses OpenStreetMap by default', async () => {
    vi.mocked(currentMapProvider).mockReturnValue('osm');
    render(<MapView {...props()} />);
    expect(await screen.findByRole('button', { name: 'La Guarida' })).toHaveClass('leaflet-marker-icon');
  });

  it('with the Google provider and a script that never loads, leaves a notice instead of the map', async () => {
    vi.mocked(currentMapProvider).mockReturnValue('google');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<MapView {...props()} />);
    expect(await screen.findByText(MSG.mapUnavailable)).toBeInTheDocument();
    expect(MAPS_LOADER_RETRIES).toBe(3);
  });
});
