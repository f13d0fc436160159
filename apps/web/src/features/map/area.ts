import type { LatLng, MapArea } from './types';

/** Metres per degree of latitude (WGS84 mean); a degree of longitude is this × cos(latitude). */
const M_PER_DEGREE = 111_320;

/**
 * The box around the circle the nearby list covers (centre, radius in metres): [south-west,
 * north-east]. The map fits it so every business the list can show is on screen.
 */
export function circleBounds(center: LatLng, radiusM: number): [LatLng, LatLng] {
  const dLat = radiusM / M_PER_DEGREE;
  const cos = Math.max(0.01, Math.cos((center.lat * Math.PI) / 180));
  const dLng = radiusM / (M_PER_DEGREE * cos);
  return [
    { lat: Math.max(-85, center.lat - dLat), lng: center.lng - dLng },
    { lat: Math.min(85, center.lat + dLat), lng: center.lng + dLng },
  ];
}

/**
 * When the map fits the area again (Google Maps' way): always when the person changes the radius
 * or the category (they asked to see that area, even after moving the map by hand); when only
 * the centre moved (their position arrived), only if they have not moved the map by hand since and
 * no business has the focus.
 */
export function shouldRefit(prev: Pick<MapArea, 'key' | 'center'> | null, next: Pick<MapArea, 'key' | 'center'>, movedByHand: boolean, focused: boolean): boolean {
  if (!prev) return !focused;
  if (prev.key !== next.key) return true;
  const moved = prev.center.lat !== next.center.lat || prev.center.lng !== next.center.lng;
  return moved && !movedByHand && !focused;
}
