/** Great-circle distances (no zod: the map and the plans load it). */

const EARTH_M = 6_371_000;
/** The Earth radius MongoDB uses for GeoJSON distances ($geoNear): the stores measure on it, so both answer the same metres. */
export const STORE_EARTH_M = 6_378_100;

/** Great-circle distance (haversine) in metres on a sphere of `radius` metres: the one formula of the project. */
export function haversineM(lat1: number, lng1: number, lat2: number, lng2: number, radius: number = EARTH_M): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** metres between two points given as { lat, lng } */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return haversineM(a.lat, a.lng, b.lat, b.lng);
}

/** metres along a path of points, in order */
export function pathMetres(points: { lat: number; lng: number }[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += metresBetween(points[i - 1]!, points[i]!);
  return total;
}
