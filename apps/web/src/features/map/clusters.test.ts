import { describe, expect, it } from 'vitest';
import { CLUSTER_FULL_DETAIL_ZOOM, WORLD_BBOX, buildClusterIndex, clusterTargetZoom, clusterView, type ClusterItem, type MapCluster } from './clusters';
import type { MapMarker } from './types';

/** Old Havana, where the guide's places crowd. */
const OLD_HAVANA = { lat: 23.1367, lng: -82.3589 };

/** `n` places on a small grid (about 20 m apart) around `at`; every third one the guide's own, the rest OpenStreetMap's. */
function crowd(n: number, at = OLD_HAVANA, prefix = 'p'): MapMarker[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i}`,
    position: { lat: at.lat + Math.floor(i / 10) * 0.0002, lng: at.lng + (i % 10) * 0.0002 },
    name: `Lugar ${prefix}${i}`,
    address: '',
    kind: i % 3 === 0 ? ('own' as const) : ('external' as const),
    ...(i % 3 === 0 ? {} : { source: 'osm' as const }),
    icon: 'restaurant' as const,
  }));
}

const clustersOf = (items: ClusterItem[]) => items.flatMap((it) => (it.type === 'cluster' ? [it.cluster] : []));
const markersOf = (items: ClusterItem[]) => items.flatMap((it) => (it.type === 'marker' ? [it.marker] : []));
const placesIn = (items: ClusterItem[]) => clustersOf(items).reduce((n, c) => n + c.count, 0) + markersOf(items).length;

describe('marker clusters', () => {
  it('at a city zoom, 30 places a few metres apart become one cluster counting all 30, coloured as the guide’s own', () => {
    const index = buildClusterIndex(crowd(30));
    const items = clusterView(index, WORLD_BBOX, 13);
    expect(markersOf(items)).toHaveLength(0);
    const [cluster] = clustersOf(items);
    expect(clustersOf(items)).toHaveLength(1);
    expect(cluster!.count).toBe(30);
    expect(cluster!.tone).toBe('own');
  });

  it('a cluster of OpenStreetMap places only is green; its extent holds every place inside', () => {
    const osm = crowd(12).map((m) => ({ ...m, kind: 'external' as const, source: 'osm' as const }));
    const [cluster] = clustersOf(clusterView(buildClusterIndex(osm), WORLD_BBOX, 12));
    expect(cluster!.tone).toBe('osm');
    for (const m of osm) {
      expect(m.position.lat).toBeGreaterThanOrEqual(cluster!.extent.south);
      expect(m.position.lat).toBeLessThanOrEqual(cluster!.extent.north);
      expect(m.position.lng).toBeGreaterThanOrEqual(cluster!.extent.west);
      expect(m.position.lng).toBeLessThanOrEqual(cluster!.extent.east);
    }
    expect(cluster!.extent.east).toBeGreaterThan(cluster!.extent.west);
  });

  it('places far apart stay single markers, and no place is lost or counted twice', () => {
    const vedado = { lat: 23.1391, lng: -82.3836 };
    const markers = [...crowd(20), ...crowd(7, vedado, 'v'), { ...crowd(1, { lat: 23.05, lng: -82.3 }, 'far')[0]! }];
    const items = clusterView(buildClusterIndex(markers), WORLD_BBOX, 13);
    expect(placesIn(items)).toBe(28);
    expect(clustersOf(items).map((c) => c.count).sort((a, b) => a - b)).toEqual([7, 20]);
    expect(markersOf(items).map((m) => m.id)).toEqual(['far0']);
  });

  it('the selected place and the promoted one are never hidden in a cluster, even outside the view', () => {
    const markers = crowd(30);
    const promoted = { ...markers[4]!, highlighted: true };
    markers[4] = promoted;
    const index = buildClusterIndex(markers, (m) => m.id === 'p7' || !!m.highlighted);
    const items = clusterView(index, WORLD_BBOX, 12);
    expect(markersOf(items).map((m) => m.id).sort()).toEqual(['p4', 'p7']);
    expect(clustersOf(items)[0]!.count).toBe(28);
    expect(placesIn(items)).toBe(30);

    const elsewhere = clusterView(index, [-80, 21, -79, 22], 12);
    expect(markersOf(elsewhere).map((m) => m.id).sort()).toEqual(['p4', 'p7']);
    expect(clustersOf(elsewhere)).toHaveLength(0);
  });

  it(`from zoom ${CLUSTER_FULL_DETAIL_ZOOM} every place shows on its own`, () => {
    const index = buildClusterIndex(crowd(30));
    for (const zoom of [CLUSTER_FULL_DETAIL_ZOOM, CLUSTER_FULL_DETAIL_ZOOM + 2]) {
      const items = clusterView(index, WORLD_BBOX, zoom);
      expect(clustersOf(items)).toHaveLength(0);
      expect(markersOf(items)).toHaveLength(30);
    }
    expect(clustersOf(clusterView(index, WORLD_BBOX, CLUSTER_FULL_DETAIL_ZOOM - 1)).length).toBeGreaterThan(0);
  });

  it('draws only what is in the box it is given', () => {
    const index = buildClusterIndex([...crowd(10), ...crowd(10, { lat: 20.02, lng: -75.82 }, 's')]);
    const havanaOnly = clusterView(index, [-83, 22.5, -81.5, 23.5], 16);
    expect(markersOf(havanaOnly)).toHaveLength(10);
    expect(markersOf(havanaOnly).every((m) => m.id.startsWith('p'))).toBe(true);
  });

  it('pressing a cluster zooms at least to where it splits, and never past full detail', () => {
    const index = buildClusterIndex(crowd(30));
    const cluster = clustersOf(clusterView(index, WORLD_BBOX, 10))[0] as MapCluster;
    const splits = index.tree.getClusterExpansionZoom(cluster.clusterId);
    expect(splits).toBeGreaterThan(10);
    expect(clusterTargetZoom(index, cluster, 8)).toBe(splits);
    expect(clusterTargetZoom(index, cluster, 19)).toBe(CLUSTER_FULL_DETAIL_ZOOM);
    const after = clusterView(index, WORLD_BBOX, clusterTargetZoom(index, cluster, 8));
    expect(placesIn(after)).toBe(30);
    expect(after.length).toBeGreaterThan(1);
  });

  it('benchmark: 2,000 places in view, one recluster (printed, not asserted)', () => {
    const markers: MapMarker[] = Array.from({ length: 2000 }, (_, i) => ({
      id: `b${i}`,
      // a 6 × 4 km box over Centro Habana and Vedado, spread like a real city's places
      position: { lat: 23.11 + ((i * 7919) % 2000) / 2000 * 0.036, lng: -82.41 + ((i * 104729) % 2000) / 2000 * 0.058 },
      name: `Lugar ${i}`,
      address: '',
      kind: i % 10 === 0 ? 'own' : 'external',
      ...(i % 10 === 0 ? {} : { source: 'osm' as const }),
      icon: 'restaurant',
    }));
    const view: [number, number, number, number] = [-82.42, 23.1, -82.34, 23.15];
    const t0 = performance.now();
    const index = buildClusterIndex(markers, (m) => m.id === 'b5');
    const t1 = performance.now();
    const runs = 20;
    let drawn = 0;
    for (let r = 0; r < runs; r++) drawn = clusterView(index, view, 12 + (r % 4)).length;
    const t2 = performance.now();
    const at13 = clusterView(index, view, 13);
    console.log(
      `[bench] 2000 places: index ${(t1 - t0).toFixed(1)} ms; one recluster ${((t2 - t1) / runs).toFixed(2)} ms ` +
        `(mean of ${runs}, zooms 12–15); at zoom 13: ${at13.length} things to draw; last: ${drawn}`,
    );
    expect(placesIn(at13)).toBe(2000);
  });
});
