import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Popup as LeafletPopup, divIcon, type LeafletKeyboardEvent, type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet';
import { MapContainer, Marker, Polyline, Popup, ZoomControl, useMap } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM } from '@guia/contracts';
import { BasemapLayer } from '../../../components/basemap/basemap-layer';
import { circleBounds, shouldRefit } from '../area';
import { useProgressiveCount, whenIdle } from '../idle';
import { markerHtml } from '../marker-icons';
import { MarkerInfo } from '../components/marker-info';
import { useMapText } from '../map-text';
import { ClusterMarker } from './cluster-marker';
import { useClusters } from './use-clusters';
import type { LatLng, MapArea, MapFocus, MapMarker, MapViewProps } from '../types';
import '../map-pins.css';

const toTuple = (p: LatLng): [number, number] => [p.lat, p.lng];

/**
 * An info window pans the map so it stays clear of what sits on the map's edges (issue 20 §3): the
 * zoom buttons top left, the offline-map card and the credits at the bottom.
 */
const POPUP_PADDING_TOP_LEFT: [number, number] = [56, 12];
const POPUP_PADDING_BOTTOM_RIGHT: [number, number] = [12, 72];
/** Narrow enough to fit between those paddings on a 390 px phone; a long name wraps. */
const POPUP_MAX_WIDTH = 240;

/** Our own moves of the view (fits, focus) are not the person's: `auto` is set while they run. */
type AutoMove = { current: boolean };
function moveAuto(autoRef: AutoMove, move: () => void) {
  autoRef.current = true;
  try {
    move();
  } finally {
    autoRef.current = false;
  }
}

const areaBounds = (area: MapArea) => circleBounds(area.center, area.radiusM).map(toTuple) as [[number, number], [number, number]];
const areaOptions = (area: MapArea) => ({
  paddingTopLeft: [area.padding.left, area.padding.top] as [number, number],
  paddingBottomRight: [area.padding.right, area.padding.bottom] as [number, number],
  animate: false,
});

/** Recentres when the centre changes (the user's position arrived), unless a focus or the area has taken over. */
function FollowCenter({ center, focused, autoRef }: { center: LatLng; focused: boolean; autoRef: AutoMove }) {
  const map = useMap();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!focused) moveAuto(autoRef, () => map.setView(toTuple(center), map.getZoom()));
  }, [map, center.lat, center.lng, focused]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/**
 * Keeps the nearby area on screen (issue 16): the circle of the chosen radius around the origin,
 * inside the part of the map nothing covers — on first load, and again as `shouldRefit` says.
 */
function FollowArea({ area, focused, autoRef, movedByHandRef }: { area: MapArea; focused: boolean; autoRef: AutoMove; movedByHandRef: AutoMove }) {
  const map = useMap();
  const last = useRef<MapArea | null>(null);
  useEffect(() => {
    const prev = last.current;
    last.current = area;
    if (!shouldRefit(prev, area, movedByHandRef.current, focused)) return;
    const size = map.getSize();
    // a map not laid out yet (no size) cannot fit anything: it keeps its centre
    if (size.x === 0 || size.y === 0) return;
    moveAuto(autoRef, () => map.fitBounds(areaBounds(area), areaOptions(area)));
    movedByHandRef.current = false;
  }, [map, area.key, area.center.lat, area.center.lng]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** Moves to a focus: one point at the map zoom, several fitted with a margin. */
function FollowFocus({ focus, zoom, autoRef }: { focus: MapFocus | null; zoom: number; autoRef: AutoMove }) {
  const map = useMap();
  useEffect(() => {
    if (!focus || focus.points.length === 0) return;
    const inset = focus.insetBottom ?? 0;
    moveAuto(autoRef, () => {
      if (focus.points.length === 1) {
        map.setView(toTuple(focus.points[0]!), Math.max(map.getZoom(), zoom), { animate: false });
        // centre it in the part of the map that is not covered
        if (inset > 0) map.panBy([0, inset / 2], { animate: false });
      } else {
        map.fitBounds(focus.points.map(toTuple), { paddingTopLeft: [48, 48], paddingBottomRight: [48, 48 + inset], maxZoom: 17, animate: false });
      }
    });
  }, [map, focus?.key]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

interface BusinessMarkerProps {
  marker: MapMarker;
  selected: boolean;
  onClick(id: string): void;
}

/**
 * A business marker: a Leaflet divIcon that is a focusable button (keyboard: true) named after
 * the business; Enter or Space selects it like a click. Its popup is the info window.
 */
const BusinessMarker = memo(function BusinessMarker({ marker, selected, onClick }: BusinessMarkerProps) {
  const ref = useRef<LeafletMarker | null>(null);
  const big = !!marker.highlighted;
  const icon = useMemo(
    () =>
      divIcon({
        html: markerHtml(marker.icon, marker.kind, big, marker.source),
        className: `map-marker map-marker--${marker.kind}${marker.source ? ` map-marker--${marker.source}` : ''}${big ? ' map-marker--highlighted' : ''}${selected ? ' map-marker--selected' : ''}`,
        // the pin is a square turned 45°: its tip is half a diagonal below the centre
        iconSize: big ? [52, 52] : [36, 36],
        iconAnchor: big ? [26, 62] : [18, 43],
        popupAnchor: [0, big ? -62 : -43],
      }),
    [marker.icon, marker.kind, marker.source, big, selected],
  );

  // the info window follows the selection: it opens when chosen from the list, closes with the panel
  useEffect(() => {
    if (selected) ref.current?.openPopup();
    else if (ref.current?.isPopupOpen()) ref.current.closePopup();
  }, [selected]);

  const handlers = useMemo(
    () => ({
      add: () => {
        const el = ref.current?.getElement();
        el?.setAttribute('aria-label', marker.name);
        el?.setAttribute('data-place-id', marker.id);
      },
      click: () => onClick(marker.id),
      keypress: (event: LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key === 'Enter' || key === ' ') {
          event.originalEvent.preventDefault();
          onClick(marker.id);
        }
      },
    }),
    [marker.id, marker.name, onClick],
  );

  // a new icon replaces the element: name it again
  useEffect(() => {
    const el = ref.current?.getElement();
    el?.setAttribute('aria-label', marker.name);
    el?.setAttribute('data-place-id', marker.id);
  }, [icon, marker.name, marker.id]);

  return (
    <Marker
      ref={ref}
      position={toTuple(marker.position)}
      icon={icon}
      title={marker.name}
      alt={marker.name}
      keyboard
      riseOnHover
      zIndexOffset={selected || big ? 1000 : 0}
      eventHandlers={handlers}
    >
      <Popup autoPan maxWidth={POPUP_MAX_WIDTH} autoPanPaddingTopLeft={POPUP_PADDING_TOP_LEFT} autoPanPaddingBottomRight={POPUP_PADDING_BOTTOM_RIGHT}>
        <MarkerInfo name={marker.name} address={marker.address} rating={marker.rating} />
      </Popup>
    </Marker>
  );
});

const userIcon = divIcon({
  html: '<span class="map-user-dot"></span>',
  className: 'map-user',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

/**
 * The OpenStreetMap provider (Leaflet, react-leaflet): the app's own vector basemap
 * (BasemapLayer: PMTiles from the app's origin or the copy saved on the phone).
 */
export function OsmMap({ label, center, zoom, markers, userPosition, route, focus, area = null, selectedId, onMarkerClick, onTilesError }: MapViewProps) {
  const text = useMapText();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const tileFailed = useRef(false);
  const auto = useRef(false);
  const movedByHand = useRef(false);
  useEffect(() => {
    if (!map) return;
    const mark = () => {
      if (!auto.current) movedByHand.current = true;
    };
    map.on('movestart zoomstart', mark);
    return () => {
      map.off('movestart zoomstart', mark);
    };
  }, [map]);
  // Nearby markers join in clusters at low zoom (issue 24 §3), recomputed when a move or zoom
  // ends; the selected and the highlighted ones are never inside one, and come first.
  const { items, keptCount, openCluster } = useClusters(map, markers, selectedId);
  // Each Leaflet marker costs DOM work: a dozen at once, then a few per idle moment, not all in
  // one long task (issue 11).
  // They start once the map itself is drawn, in a task of their own.
  const [markersReady, setMarkersReady] = useState(false);
  useEffect(() => {
    if (!map || markersReady) return;
    return whenIdle(() => setMarkersReady(true), 200);
  }, [map, markersReady]);
  const shown = useProgressiveCount(markersReady ? items.length : 0, 4, 12);
  const drawn = !markersReady ? [] : shown >= items.length ? items : items.slice(0, Math.max(shown, keptCount));

  // Leaflet's container is focusable (arrows pan, +/- zoom): give it a name.
  useEffect(() => {
    const node = map?.getContainer();
    if (!node) return;
    node.setAttribute('role', 'region');
    node.setAttribute('aria-label', label);
  }, [map, label]);

  // Esc closes an open info window wherever the focus is in the map (a marker included: Leaflet
  // itself listens only while the map's own box has the focus).
  useEffect(() => {
    const node = map?.getContainer();
    if (!map || !node) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') map.closePopup();
    };
    node.addEventListener('keydown', onKey);
    return () => node.removeEventListener('keydown', onKey);
  }, [map]);

  // The panel opening or closing resizes the map: Leaflet must measure again.
  useEffect(() => {
    const node = map?.getContainer();
    if (!map || !node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      // an open info window pans itself back into view (update() re-runs its auto-pan)
      map.eachLayer((layer) => {
        if (layer instanceof LeafletPopup && layer.isOpen()) layer.update();
      });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [map]);

  const onBasemapError = useCallback(() => {
    if (tileFailed.current) return;
    tileFailed.current = true;
    onTilesError?.();
  }, [onTilesError]);

  return (
    <MapContainer
      ref={setMap}
      className="map-view map-view--osm"
      center={toTuple(center)}
      zoom={zoom ?? MAP_ZOOM}
      zoomControl={false}
      // the credits line comes with the basemap, whole (BasemapLayer): no line that grows later
      attributionControl={false}
      keyboard
    >
      <ZoomControl position="topleft" zoomInTitle={text.zoomIn} zoomOutTitle={text.zoomOut} />
      <BasemapLayer onError={onBasemapError} />
      {area ? (
        <FollowArea area={area} focused={focus !== null} autoRef={auto} movedByHandRef={movedByHand} />
      ) : (
        <FollowCenter center={center} focused={focus !== null} autoRef={auto} />
      )}
      <FollowFocus focus={focus} zoom={zoom} autoRef={auto} />
      {userPosition && <Marker position={toTuple(userPosition)} icon={userIcon} keyboard={false} interactive={false} title={text.yourLocation} zIndexOffset={-100} />}
      {route && route.length > 1 && (
        <Polyline positions={route.map(toTuple)} className="map-route" pathOptions={{ color: '#1d4ed8', weight: 6, opacity: 0.85 }} />
      )}
      {drawn.map((item) =>
        item.type === 'cluster' ? (
          <ClusterMarker key={item.cluster.id} cluster={item.cluster} onOpen={openCluster} />
        ) : (
          <BusinessMarker key={item.marker.id} marker={item.marker} selected={item.marker.id === selectedId} onClick={onMarkerClick} />
        ),
      )}
    </MapContainer>
  );
}
