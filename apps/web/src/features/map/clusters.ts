import Supercluster from 'supercluster';
import type { LatLng, MapMarker } from './types';

/**
 * Marker clustering of the map page (issue 24 §3): nearby markers become one round marker with
 * their count, so 2,000 places in view stay smooth on a phone. Pure functions over `supercluster`
 * (a KD-tree per zoom level, built once per list of markers); the provider asks it again only when
 * a move or a zoom ends.
 */

/** From this zoom on every marker shows on its own (street level). */
export const CLUSTER_FULL_DETAIL_ZOOM = 16;
/** Markers closer than this many screen pixels join one cluster (a pin is 36 px wide). */
export const CLUSTER_RADIUS_PX = 60;
/** Leaflet's world is 256 px wide at zoom 0: the same extent keeps supercluster's zooms and pixels equal to Leaflet's. */
const TILE_PX = 256;

/** West, south, east, north (degrees), as supercluster and GeoJSON order them. */
export type BBox = [west: number, south: number, east: number, north: number];
export const WORLD_BBOX: BBox = [-180, -85, 180, 85];

export interface Extent {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Which colour a cluster takes: the guide's own orange if it holds any of them, else OpenStreetMap's green, else external blue. */
export type ClusterTone = 'own' | 'osm' | 'external';

export interface MapCluster {
  /** Stable for one index and zoom: the React key and the marker's data attribute. */
  id: string;
  clusterId: number;
  position: LatLng;
  count: number;
  tone: ClusterTone;
  /** The box around every place inside: pressing the cluster zooms to it. */
  extent: Extent;
}

export type ClusterItem = { type: 'marker'; marker: MapMarker } | { type: 'cluster'; cluster: MapCluster };

interface PointProps {
  /** Index into `ClusterIndex.clustered`. */
  i: number;
  lat: number;
  lng: number;
  own: number;
  osm: number;
}

interface ClusterProps {
  own: number;
  osm: number;
  w: number;
  s: number;
  e: number;
  n: number;
}

export interface ClusterIndex {
  /** The markers that may join a cluster. */
  clustered: MapMarker[];
  /** The markers that are never hidden in a cluster (the selected place, the promoted one). */
  kept: MapMarker[];
  tree: Supercluster<PointProps, ClusterProps>;
}

/**
 * Builds the index of `markers`; those `keepOut` names (the selected place, the promoted or focused
 * marker) stay out of every cluster and are always drawn.
 */
export function buildClusterIndex(markers: MapMarker[], keepOut: (marker: MapMarker) => boolean = () => false): ClusterIndex {
  const clustered: MapMarker[] = [];
  const kept: MapMarker[] = [];
  for (const m of markers) (keepOut(m) ? kept : clustered).push(m);
  const tree = new Supercluster<PointProps, ClusterProps>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_PX,
    maxZoom: CLUSTER_FULL_DETAIL_ZOOM - 1,
    map: (p) => ({ own: p.own, osm: p.osm, w: p.lng, s: p.lat, e: p.lng, n: p.lat }),
    reduce: (acc, p) => {
      acc.own += p.own;
      acc.osm += p.osm;
      acc.w = Math.min(acc.w, p.w);
      acc.s = Math.min(acc.s, p.s);
      acc.e = Math.max(acc.e, p.e);
      acc.n = Math.max(acc.n, p.n);
    },
  });
  tree.load(
    clustered.map((m, i) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [m.position.lng, m.position.lat] },
      properties: { i, lat: m.position.lat, lng: m.position.lng, own: m.kind === 'own' ? 1 : 0, osm: m.source === 'osm' ? 1 : 0 },
    })),
  );
  return { clustered, kept, tree };
}

/**
 * What to draw in `bbox` at `zoom`: single markers and clusters, the kept markers always (first,
 * wherever they are). At `CLUSTER_FULL_DETAIL_ZOOM` and above there are no clusters.
 */
export function clusterView(index: ClusterIndex, bbox: BBox, zoom: number): ClusterItem[] {
  const items: ClusterItem[] = index.kept.map((marker) => ({ type: 'marker', marker }));
  if (index.clustered.length === 0) return items;
  for (const feature of index.tree.getClusters(bbox, Math.floor(zoom))) {
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const count = props.point_count;
      items.push({
        type: 'cluster',
        cluster: {
          id: `cluster-${props.cluster_id}`,
          clusterId: props.cluster_id,
          position: { lat, lng },
          count,
          tone: props.own > 0 ? 'own' : props.osm > 0 ? 'osm' : 'external',
          extent: { west: props.w, south: props.s, east: props.e, north: props.n },
        },
      });
    } else {
      items.push({ type: 'marker', marker: index.clustered[(props as PointProps).i]! });
    }
  }
  return items;
}

/**
 * The zoom that opens a pressed cluster: the zoom that fits its extent (`fitZoom`, from the map),
 * at least the one where it splits, never past full detail (where every marker shows anyway).
 */
export function clusterTargetZoom(index: ClusterIndex, cluster: MapCluster, fitZoom: number): number {
  const splits = Math.min(index.tree.getClusterExpansionZoom(cluster.clusterId), CLUSTER_FULL_DETAIL_ZOOM);
  return Math.max(Math.min(fitZoom, CLUSTER_FULL_DETAIL_ZOOM), splits);
}
