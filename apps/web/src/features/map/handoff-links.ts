import type { TravelMode } from '@guia/contracts';
import type { LatLng } from './types';

const fixed = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * Links that hand the destination to the apps people in Cuba navigate with offline (issue 7):
 * a `geo:` URI (OsmAnd, Organic Maps, any Android map app), the Organic Maps and OsmAnd web links,
 * and Google Maps directions for visitors abroad. The travel mode goes with the links that take
 * one (issue 22 §2): Google's `travelmode`, OsmAnd's navigation `profile` (when we know where the
 * person is); a `geo:` URI and Organic Maps' place link carry only the place.
 */
export function handoffLinks(to: LatLng, name: string, from?: LatLng | null, mode: TravelMode = 'car') {
  const lat = fixed(to.lat);
  const lng = fixed(to.lng);
  const google = new URLSearchParams({ api: '1', destination: `${lat},${lng}`, travelmode: mode === 'foot' ? 'walking' : 'driving' });
  if (from) google.set('origin', `${fixed(from.lat)},${fixed(from.lng)}`);
  const osmAnd = from
    ? `https://osmand.net/map/navigate/?start=${fixed(from.lat)},${fixed(from.lng)}&end=${lat},${lng}&profile=${mode === 'foot' ? 'pedestrian' : 'car'}#17/${lat}/${lng}`
    : `https://osmand.net/map/?pin=${lat},${lng}#17/${lat}/${lng}`;
  return {
    geo: `geo:${lat},${lng}?q=${lat},${lng}(${encodeURIComponent(name)})`,
    organicMaps: `https://omaps.app/map?v=1&ll=${lat},${lng}&n=${encodeURIComponent(name)}`,
    osmAnd,
    googleMaps: `https://www.google.com/maps/dir/?${google}`,
  };
}
