import { useCallback, useEffect, useMemo, useState } from 'react';
import { latLngBounds, point, type Map as LeafletMap } from 'leaflet';
import { WORLD_BBOX, buildClusterIndex, clusterTargetZoom, clusterView, type BBox, type ClusterItem, type MapCluster } from '../clusters';
import type { MapMarker } from '../types';

/** What the map shows: the box (with half a screen of margin each side, so a short pan finds markers drawn) and the zoom. */
interface View {
  bbox: BBox;
  zoom: number;
}

/** Room around a pressed cluster's places once zoomed in (px): clear of the zoom buttons and the edges. */
const OPEN_PADDING = point(56, 56);

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function readView(map: LeafletMap): View {
  const zoom = map.getZoom();
  const size = map.getSize();
  // a map not laid out (no size) has no box: everything counts as in view
  if (size.x === 0 || size.y === 0) return { bbox: WORLD_BBOX, zoom };
  const b = map.getBounds().pad(0.5);
  return {
    bbox: [clamp(b.getWest(), -180, 180), clamp(b.getSouth(), -85, 85), clamp(b.getEast(), -180, 180), clamp(b.getNorth(), -85, 85)],
    zoom,
  };
}

const sameView = (a: View | null, b: View) => !!a && a.zoom === b.zoom && a.bbox.every((v, i) => v === b.bbox[i]);

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The markers and clusters to draw on a Leaflet map (issue 24 §3). The index is built when the
 * markers or the selection change; the view is read again when a move or a zoom ends (never on
 * every animation frame). The selected marker and the promoted one stay out of every cluster.
 */
export function useClusters(map: LeafletMap | null, markers: MapMarker[], selectedId: string | null) {
  const index = useMemo(() => buildClusterIndex(markers, (m) => m.id === selectedId || !!m.highlighted), [markers, selectedId]);

  const [view, setView] = useState<View | null>(null);
  useEffect(() => {
    if (!map) return;
    const read = () => {
      const next = readView(map);
      setView((prev) => (sameView(prev, next) ? prev : next));
    };
    read();
    map.on('moveend resize', read);
    return () => {
      map.off('moveend resize', read);
    };
  }, [map]);

  const items: ClusterItem[] = useMemo(() => (view ? clusterView(index, view.bbox, view.zoom) : []), [index, view]);

  /** Zooms to the places of a pressed cluster: their extent, at least far enough for it to split. */
  const openCluster = useCallback(
    (cluster: MapCluster) => {
      if (!map) return;
      const { west, south, east, north } = cluster.extent;
      const bounds = latLngBounds([south, west], [north, east]);
      const size = map.getSize();
      const fitZoom = size.x > 0 && size.y > 0 ? map.getBoundsZoom(bounds, false, OPEN_PADDING) : map.getZoom() + 2;
      const zoom = Math.max(map.getZoom() + 1, clusterTargetZoom(index, cluster, fitZoom));
      map.setView(bounds.getCenter(), Math.min(zoom, map.getMaxZoom()), { animate: !reducedMotion() });
      // the pressed cluster goes away: keep the keyboard in the map, not lost on the page
      map.getContainer().focus({ preventScroll: true });
    },
    [map, index],
  );

  return { items, keptCount: index.kept.length, openCluster };
}
