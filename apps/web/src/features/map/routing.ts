import { fetchDirections } from './api/directions';
import type { MapProviderName } from './provider';
import type { Router } from './use-directions';

/** OSM: our API asks the OSRM-compatible server (GET /api/directions). */
export const osmRouter: Router = async (from, to, signal, mode) => {
  const answer = await fetchDirections(from, to, signal, mode);
  return {
    distance: answer.distance,
    duration: answer.duration,
    points: answer.coordinates.map(([lat, lng]) => ({ lat, lng })),
    mode: answer.mode ?? mode,
    ...(answer.estimated ? { estimated: true } : {}),
  };
};

/** Google: its DirectionsService, loaded with the Google map (never on the OSM path). */
const googleRouter: Router = async (from, to, signal, mode) => (await import('./google/google-directions')).googleRoute(from, to, signal, mode);

export function routerFor(provider: MapProviderName): Router {
  return provider === 'google' ? googleRouter : osmRouter;
}
