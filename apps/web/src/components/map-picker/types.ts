export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapPickerProps {
  /** The chosen point (a marker is drawn there), or null when none yet. */
  value: MapPoint | null;
  /** Called with the point the user clicked (or the map centre, from the button). */
  onPick: (point: MapPoint) => void;
  /** Accessible name of the map. */
  label?: string;
}
