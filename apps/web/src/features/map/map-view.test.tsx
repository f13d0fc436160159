import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAPS_LOADER_RETRIES, MSG } from '@guia/contracts';
import { OsmMap } from './osm/osm-map';
import { MapView } from './map-view';
import { currentMapProvider } from './provider';
import type { MapMarker, MapViewProps } from './types';

vi.mock('./provider', () => ({ currentMapProvider: vi.fn(() => 'osm') }));
vi.mock('./google/google-loader', () => ({ loadGoogleMaps: vi.fn(() => Promise.reject(new Error('sin red'))) }));

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

  it('tells the screen once when tiles fail to load', async () => {
    const onTilesError = vi.fn();
    render(<OsmMap {...props({ onTilesError })} />);
    await screen.findByRole('button', { name: 'La Guarida' });
    const tiles = Array.from(document.querySelectorAll('.leaflet-tile-pane img'));
    expect(tiles.length).toBeGreaterThan(0);
    tiles.slice(0, 3).forEach((img) => fireEvent.error(img));
    await waitFor(() => expect(onTilesError).toHaveBeenCalledTimes(1));
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
