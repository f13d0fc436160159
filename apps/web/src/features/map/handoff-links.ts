import type { LatLng } from './types';

const fixed = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * Links that hand the destination to the apps people in Cuba navigate with offline (issue 7):
 * a `geo:` URI (OsmAnd, Organic Maps, any Android map app), the Organic Maps and OsmAnd web links,
 * and Google Maps directions for visitors abroad.
 */
export function handoffLinks(to: LatLng, name: string, from?: LatLng | null) {
  const lat = fixed(to.lat);
  const lng = fixed(to.lng);
  const google = new URLSearchParams({ api: '1', destination: `${lat},${lng}`, travelmode: 'driving' });
  if (from) google.set('origin', `${fixed(from.lat)},${fixed(from.lng)}`);
  return {
    geo: `geo:${lat},${lng}?q=${lat},${lng}(${encodeURIComponent(name)})`,
    organicMaps: `https://omaps.app/map?v=1&ll=${lat},${lng}&n=${encodeURIComponent(name)}`,
    osmAnd: `https://osmand.net/map/?pin=${lat},${lng}#17/${lat}/${lng}`,
    googleMaps: `https://www.google.com/maps/dir/?${google}`,
  };
}
