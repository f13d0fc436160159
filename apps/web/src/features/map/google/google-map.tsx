/// <reference types="google.maps" />
import { useEffect, useMemo, useRef, useState } from 'react';
import { GoogleMap, InfoWindowF, MarkerF, PolylineF } from '@react-google-maps/api';
import { useMsg } from '../../../lib/i18n/messages';
import { useMapText } from '../map-text';
import { env } from '../../../config/env';
import { MarkerInfo } from '../components/marker-info';
import { MARKER_ICON_PATHS } from '../marker-icons';
import { circleBounds, shouldRefit } from '../area';
import type { MapArea, MapMarker, MapViewProps } from '../types';
import { loadGoogleMaps } from './google-loader';
import '../map-pins.css';

const PIN_COLOURS = { own: '#c2410c', external: '#1d4ed8', osm: '#15803d' } as const;

/** The pin of a marker as an SVG image (same colours and icons as the OSM map). */
function pinIcon(m: MapMarker, selected: boolean): google.maps.Icon {
  const size = m.highlighted ? 52 : selected ? 42 : 36;
  const fill = selected ? (m.kind === 'own' ? '#7c2d12' : m.source === 'osm' ? '#14532d' : '#1e3a8a') : PIN_COLOURS[m.source ?? m.kind];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 44" width="${size}" height="${Math.round((size * 44) / 36)}">` +
    `<path d="M18 43C18 43 3 27 3 17a15 15 0 0 1 30 0c0 10-15 26-15 26Z" fill="${fill}" stroke="#fff" stroke-width="2.5"/>` +
    `<g transform="translate(9 8) scale(0.75)" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${MARKER_ICON_PATHS[m.icon]}"/></g></svg>`;
  const height = Math.round((size * 44) / 36);
  return {
    url: `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`,
    scaledSize: new google.maps.Size(size, height),
    anchor: new google.maps.Point(size / 2, height),
  };
}

function GoogleMapReady({ label, center, zoom, markers, userPosition, route, focus, area = null, selectedId, onMarkerClick }: MapViewProps) {
  const text = useMapText();
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [start] = useState(center);
  const [closedId, setClosedId] = useState<string | null>(null);

  useEffect(() => {
    map?.getDiv().setAttribute('aria-label', label);
  }, [map, label]);

  // the nearby area on screen, as on the OSM map (area.ts): a drag by the person keeps the view
  const lastArea = useRef<MapArea | null>(null);
  const dragged = useRef(false);
  useEffect(() => {
    if (!map) return;
    const listener = map.addListener('dragstart', () => {
      dragged.current = true;
    });
    return () => listener.remove();
  }, [map]);
  useEffect(() => {
    if (!map) return;
    if (!area) {
      if (!focus) map.panTo(center);
      return;
    }
    const prev = lastArea.current;
    lastArea.current = area;
    if (!shouldRefit(prev, area, dragged.current, focus !== null)) return;
    const [sw, ne] = circleBounds(area.center, area.radiusM);
    map.fitBounds(new google.maps.LatLngBounds(sw, ne), area.padding);
    dragged.current = false;
  }, [map, center.lat, center.lng, area?.key, area?.center.lat, area?.center.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!map || !focus || focus.points.length === 0) return;
    const inset = focus.insetBottom ?? 0;
    if (focus.points.length === 1) {
      map.panTo(focus.points[0]!);
      if ((map.getZoom() ?? zoom) < zoom) map.setZoom(zoom);
      if (inset > 0) map.panBy(0, inset / 2);
    } else {
      const bounds = new google.maps.LatLngBounds();
      focus.points.forEach((p) => bounds.extend(p));
      map.fitBounds(bounds, { top: 48, right: 48, left: 48, bottom: 48 + inset });
    }
  }, [map, focus?.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const selected = markers.find((m) => m.id === selectedId && m.id !== closedId);
  const user = useMemo<google.maps.Symbol>(
    () => ({ path: google.maps.SymbolPath.CIRCLE, scale: 8, fillColor: '#2563eb', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 3 }),
    [],
  );

  return (
    <GoogleMap
      mapContainerClassName="map-view map-view--google"
      center={start}
      zoom={zoom}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
      options={{ clickableIcons: false, streetViewControl: false, mapTypeControl: false, fullscreenControl: false }}
    >
      {userPosition && <MarkerF position={userPosition} icon={user} title={text.yourLocation} clickable={false} zIndex={1} />}
      {markers.map((m) => (
        <MarkerF
          key={m.id}
          position={m.position}
          title={m.name}
          icon={pinIcon(m, m.id === selectedId)}
          zIndex={m.id === selectedId || m.highlighted ? 1000 : 10}
          animation={m.highlighted ? google.maps.Animation.BOUNCE : undefined}
          options={{ optimized: false }}
          onClick={() => {
            setClosedId(null);
            onMarkerClick(m.id);
          }}
        />
      ))}
      {selected && (
        <InfoWindowF position={selected.position} options={{ pixelOffset: new google.maps.Size(0, -40) }} onCloseClick={() => setClosedId(selected.id)}>
          <MarkerInfo name={selected.name} address={selected.address} rating={selected.rating} />
        </InfoWindowF>
      )}
      {route && route.length > 1 && <PolylineF path={route} options={{ strokeColor: '#1d4ed8', strokeOpacity: 0.85, strokeWeight: 6 }} />}
    </GoogleMap>
  );
}

/**
 * The Google provider (@react-google-maps/api 2.x), used only when VITE_GOOGLE_MAPS_API_KEY is set:
 * the script loads with retries; a final failure is thrown to the map's error boundary, which
 * leaves the list and the panel working. Google places are drawn only here (Google's terms).
 */
export function GoogleMapView(props: MapViewProps) {
  const msg = useMsg();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    loadGoogleMaps(env.googleMapsApiKey ?? '').then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state === 'failed') throw new Error('No se pudo cargar Google Maps');
  if (state === 'loading') {
    return (
      <div className="map-view map-view--loading" role="status">
        {msg.loading}
      </div>
    );
  }
  return <GoogleMapReady {...props} />;
}
