import type { MarkerIconKey } from './marker-icons';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A business drawn on the map. `kind` picks the colour: own businesses and external places differ. */
export interface MapMarker {
  /** The business _id, or the external place_id. */
  id: string;
  position: LatLng;
  name: string;
  address: string;
  rating?: number | null;
  kind: 'own' | 'external';
  /** 'osm': an OpenStreetMap place (issue 24), an outside place drawn in its own style (markerHtml) */
  source?: 'osm';
  icon: MarkerIconKey;
  /** A promoted own business opened from home: a larger, pulsing marker. */
  highlighted?: boolean;
}

/** Move the view: one point → centre on it at the map zoom; several → fit them all. `key` re-triggers. */
export interface MapFocus {
  key: number;
  points: LatLng[];
  /** Pixels at the bottom of the map hidden by something over it (the phone's details sheet). */
  insetBottom?: number;
}

/**
 * The area the nearby list covers (issue 16): the map opens fitted to it and fits it again when
 * `key` changes (radius or category chosen). See area.ts for when a moved centre refits.
 */
export interface MapArea {
  /** Changes when the person picks another radius or category. */
  key: string;
  center: LatLng;
  /** In metres. */
  radiusM: number;
  /** Pixels of the map hidden by what floats over it (search bar, controls, the phone's sheet). */
  padding: { top: number; right: number; bottom: number; left: number };
}

/**
 * The one map component contract (DESIGN §6). The OpenStreetMap provider (Leaflet) and the Google
 * provider both implement it, so the screen never knows which one it draws on.
 */
export interface MapViewProps {
  /** Accessible name of the map region. */
  label: string;
  /** Initial centre; a later change recentres the map (the user's position arrived). */
  center: LatLng;
  zoom: number;
  markers: MapMarker[];
  /** The user's marker; null while unknown. */
  userPosition: LatLng | null;
  /** The route line, [lat, lng] points; null when there is none. */
  route: LatLng[] | null;
  focus: MapFocus | null;
  /** The nearby area to keep on screen; null (search, favourites) leaves the view to `focus`. */
  area?: MapArea | null;
  /** The marker whose info window is open. */
  selectedId: string | null;
  onMarkerClick(id: string): void;
  /** Called once when map tiles fail to load (no network): the screen says so and keeps working. */
  onTilesError?(): void;
}
