import { env } from '../../config/env';

export type MapProviderName = 'osm' | 'google';

/**
 * Which map draws (DESIGN §6): OpenStreetMap through Leaflet by default — Google's map services
 * are barred in Cuba — and Google Maps only when VITE_GOOGLE_MAPS_API_KEY is set.
 */
export function currentMapProvider(): MapProviderName {
  return env.googleMapsApiKey ? 'google' : 'osm';
}
