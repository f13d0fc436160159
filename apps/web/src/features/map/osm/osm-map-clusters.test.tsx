import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Map as LeafletMap } from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createdLayers } from '../../../components/basemap/testing/fake-protomaps';
import { fakeMapServer, removeFakeStorage } from '../../../lib/basemap/testing/fake-storage';
import { CLUSTER_FULL_DETAIL_ZOOM } from '../clusters';
import type { MapMarker, MapViewProps } from '../types';
import { OsmMap } from './osm-map';

vi.mock('protomaps-leaflet', () => import('../../../components/basemap/testing/fake-protomaps'));

const OLD_HAVANA = { lat: 23.1367, lng: -82.3589 };

/** 30 places about 20 m apart in Old Havana: the guide's own and OpenStreetMap's. */
const crowd: MapMarker[] = Array.from({ length: 30 }, (_, i) => ({
  id: `p${i}`,
  position: { lat: OLD_HAVANA.lat + Math.floor(i / 6) * 0.0002, lng: OLD_HAVANA.lng + (i % 6) * 0.0002 },
  name: `Lugar ${i}`,
  address: 'Obispo',
  kind: i % 4 === 0 ? 'own' : 'external',
  ...(i % 4 === 0 ? {} : { source: 'osm' as const }),
  icon: 'restaurant',
}));

const props = (over: Partial<MapViewProps> = {}): MapViewProps => ({
  label: 'Mapa de negocios cercanos',
  center: OLD_HAVANA,
  zoom: 12,
  markers: crowd,
  userPosition: null,
  route: null,
  focus: null,
  selectedId: null,
  onMarkerClick: vi.fn(),
  ...over,
});

/** Lays Leaflet's container out at a phone's size (jsdom lays nothing out). */
function phoneSized() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('leaflet-container') ? 390 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('leaflet-container') ? 660 : 0;
  });
  const setView = vi.spyOn(LeafletMap.prototype, 'setView');
  return { map: () => setView.mock.contexts.at(-1) as LeafletMap };
}

const placeButtons = () => screen.queryAllByRole('button', { name: /^Lugar \d+$/ });

afterEach(() => {
  removeFakeStorage();
  createdLayers.length = 0;
});

describe('OsmMap: clusters of markers (issue 24 §3)', () => {
  it('zoomed out, 30 crowded places are one round button named by its count; a click zooms in to the single markers', async () => {
    fakeMapServer({ info: null });
    const { map } = phoneSized();
    render(<OsmMap {...props()} />);
    const cluster = await screen.findByRole('button', { name: '30 lugares: ver de cerca' });
    expect(cluster).toHaveClass('map-cluster');
    expect(cluster).toHaveAttribute('tabindex', '0');
    expect(cluster).toHaveTextContent('30');
    expect(cluster.querySelector('.map-cluster__badge--own')).not.toBeNull();
    expect(placeButtons()).toHaveLength(0);

    fireEvent.click(cluster);
    await waitFor(() => expect(placeButtons()).toHaveLength(30));
    expect(map().getZoom()).toBeGreaterThanOrEqual(CLUSTER_FULL_DETAIL_ZOOM);
    expect(screen.queryByRole('button', { name: /lugares: ver de cerca/ })).toBeNull();
    // the places are on screen, not beside it
    for (const m of crowd) expect(map().getBounds().contains([m.position.lat, m.position.lng])).toBe(true);
  });

  it('Enter and Space on a focused cluster open it too', async () => {
    for (const key of ['Enter', ' ']) {
      fakeMapServer({ info: null });
      phoneSized();
      const { unmount } = render(<OsmMap {...props()} />);
      const cluster = await screen.findByRole('button', { name: '30 lugares: ver de cerca' });
      fireEvent.keyPress(cluster, { key, code: key === ' ' ? 'Space' : key, charCode: key === ' ' ? 32 : 13, keyCode: key === ' ' ? 32 : 13 });
      await waitFor(() => expect(placeButtons()).toHaveLength(30));
      unmount();
      vi.restoreAllMocks();
    }
  });

  it('the selected place and the promoted one stay outside the cluster, with their info window', async () => {
    fakeMapServer({ info: null });
    phoneSized();
    const markers = crowd.map((m) => (m.id === 'p3' ? { ...m, highlighted: true } : m));
    render(<OsmMap {...props({ markers, selectedId: 'p10' })} />);
    expect(await screen.findByRole('button', { name: '28 lugares: ver de cerca' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lugar 10' })).toHaveClass('map-marker--selected');
    expect(screen.getByRole('button', { name: 'Lugar 3' })).toHaveClass('map-marker--highlighted');
    await waitFor(() => expect(document.querySelector('.leaflet-popup')).toHaveTextContent('Lugar 10'));
  });

  it(`at zoom ${CLUSTER_FULL_DETAIL_ZOOM} every marker shows, and zooming out with the button gathers them again`, async () => {
    fakeMapServer({ info: null });
    phoneSized();
    render(<OsmMap {...props({ zoom: CLUSTER_FULL_DETAIL_ZOOM })} />);
    await waitFor(() => expect(placeButtons()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: /lugares: ver de cerca/ })).toBeNull();

    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Alejar' }));
    expect(await screen.findByRole('button', { name: '30 lugares: ver de cerca' })).toBeInTheDocument();
    expect(placeButtons()).toHaveLength(0);
  });
});
