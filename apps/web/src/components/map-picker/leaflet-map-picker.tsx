import { useCallback, useEffect, useId, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { CircleMarker, MapContainer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { DEFAULT_POSITION, MAP_ZOOM, MSG } from '@guia/contracts';
import { BasemapLayer } from '../basemap/basemap-layer';
import type { MapPickerProps, MapPoint } from './types';

/** Six decimals: about 10 cm, plenty for a door. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;
const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const toPoint = (p: { lat: number; lng: number }): MapPoint => ({ lat: round(p.lat), lng: round(wrapLng(p.lng)) });

function ClickToPick({ onPick }: { onPick: (p: MapPoint) => void }) {
  useMapEvents({ click: (event) => onPick(toPoint(event.latlng)) });
  return null;
}

/** Keeps a point typed in the inputs in view (without moving the map for points already visible). */
function FollowValue({ value }: { value: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (value && !map.getBounds().contains([value.lat, value.lng])) map.panTo([value.lat, value.lng]);
  }, [map, value]);
  return null;
}

export function LeafletMapPicker({ value, onPick, label = 'Mapa para elegir la ubicación' }: MapPickerProps) {
  const hintId = useId();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [start] = useState<MapPoint>(() => value ?? DEFAULT_POSITION);
  const onTilesError = useCallback(() => setTilesFailed(true), []);

  // Leaflet's container is focusable (arrows pan, +/- zoom): give it a name and a hint.
  useEffect(() => {
    const node = map?.getContainer();
    if (!node) return;
    node.setAttribute('role', 'region');
    node.setAttribute('aria-label', label);
    node.setAttribute('aria-describedby', hintId);
  }, [map, label, hintId]);

  return (
    <div className="map-picker">
      <div className="map-picker__frame">
        <MapContainer ref={setMap} className="map-picker__map" center={[start.lat, start.lng]} zoom={MAP_ZOOM} scrollWheelZoom={false}>
          <BasemapLayer onError={onTilesError} />
          <ClickToPick onPick={onPick} />
          <FollowValue value={value} />
          {value && (
            <CircleMarker
              center={[value.lat, value.lng]}
              radius={9}
              pathOptions={{ color: '#9a3412', weight: 3, fillColor: '#f97316', fillOpacity: 0.9 }}
            />
          )}
        </MapContainer>
        <span className="map-picker__crosshair" aria-hidden="true" />
      </div>
      <div className="map-picker__bar">
        <p id={hintId} className="map-picker__hint">
          Haz clic en el mapa, o muévelo con las flechas y pulsa «Usar el centro del mapa».
        </p>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!map}
          onClick={() => {
            if (map) onPick(toPoint(map.getCenter()));
          }}
        >
          Usar el centro del mapa
        </button>
      </div>
      {tilesFailed && (
        <p className="alert alert--warning map-picker__notice" role="status">
          {MSG.mapPickerUnavailable}
        </p>
      )}
    </div>
  );
}
