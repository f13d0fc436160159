import { useEffect, useMemo, useState } from 'react';
import { divIcon, type Map as LeafletMap } from 'leaflet';
import { MapContainer, Marker, Polyline, ZoomControl } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { BasemapLayer } from '../../components/basemap/basemap-layer';
import { usePlansText } from './plans-text';
import { fmt } from '../../lib/i18n/icu';
import { useLang } from '../../lib/i18n/lang';

/** A stop on the map: its number in the plan, its place's name and where it is ([lat, lng]). */
export interface PlanMapPoint {
  key: string;
  number: number;
  name: string;
  position: [number, number];
}

const numberIcon = (n: number) =>
  divIcon({
    html: `<span class="plan-pin__number">${n}</span>`,
    className: 'plan-pin',
    iconSize: [34, 34],
    iconAnchor: [17, 17],
  });

/**
 * The stops of a plan on the app's own basemap (BasemapLayer: PMTiles from the app's origin or the
 * copy saved on the phone; never an outside tile server): numbered markers joined by a line in
 * walking order. The list of stops beside it is the map's text equivalent: the markers are not
 * separate tab stops.
 */
export function PlanMap({ points }: { points: PlanMapPoint[] }) {
  const text = usePlansText();
  const lang = useLang();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const where = useMemo(() => points.map((p) => p.position), [points]);
  const shape = JSON.stringify(where);

  // the whole walk in view, again whenever a stop moves, comes or goes
  useEffect(() => {
    if (!map || where.length === 0) return;
    const size = map.getSize();
    if (where.length === 1 || size.x === 0 || size.y === 0) map.setView(where[0]!, Math.max(map.getZoom(), 16), { animate: false });
    else map.fitBounds(where, { padding: [36, 36], maxZoom: 18, animate: false });
  }, [map, shape]); // eslint-disable-line react-hooks/exhaustive-deps

  // Leaflet's container is focusable (arrows pan, +/- zoom): give it a name
  useEffect(() => {
    const node = map?.getContainer();
    if (!node) return;
    node.setAttribute('role', 'region');
    node.setAttribute('aria-label', fmt(lang, text.mapLabel, { count: points.length }));
  }, [map, points.length, lang, text]);

  // the layout may change the map's size (a column appears, the phone turns)
  useEffect(() => {
    const node = map?.getContainer();
    if (!map || !node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(node);
    return () => observer.disconnect();
  }, [map]);

  return (
    <MapContainer ref={setMap} className="plan-map" center={where[0] ?? [23.1367, -82.3589]} zoom={16} zoomControl={false} scrollWheelZoom={false} keyboard>
      <ZoomControl position="topleft" zoomInTitle={text.zoomIn} zoomOutTitle={text.zoomOut} />
      <BasemapLayer />
      {where.length > 1 && <Polyline positions={where} className="plan-route" pathOptions={{ color: '#c2410c', weight: 4, opacity: 0.9, dashArray: '2 8', lineCap: 'round' }} />}
      {/* keyed by number too: Leaflet sets a marker's title once, so a renumbered stop gets a new marker */}
      {points.map((p) => (
        <Marker key={`${p.key}-${p.number}-${p.name}`} position={p.position} icon={numberIcon(p.number)} title={`${p.number}. ${p.name}`} keyboard={false} zIndexOffset={(100 - p.number) * 1000} />
      ))}
    </MapContainer>
  );
}
