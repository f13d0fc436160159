/// <reference types="google.maps" />
import { env } from '../../../config/env';
import type { TravelMode } from '@guia/contracts';
import type { LatLng } from '../types';
import type { Route } from '../use-directions';
import { loadGoogleMaps } from './google-loader';

/** A route on foot or by car from Google's DirectionsService (the Google provider; spec §7, issue 22 §2). */
export async function googleRoute(from: LatLng, to: LatLng, signal: AbortSignal, mode: TravelMode = 'car'): Promise<Route> {
  await loadGoogleMaps(env.googleMapsApiKey ?? '');
  if (signal.aborted) throw new DOMException('aborted', 'AbortError');
  const result = await new google.maps.DirectionsService().route({ origin: from, destination: to, travelMode: mode === 'foot' ? google.maps.TravelMode.WALKING : google.maps.TravelMode.DRIVING });
  const route = result.routes[0];
  const legs = route?.legs ?? [];
  if (!route || legs.length === 0) throw new Error('Sin ruta');
  return {
    distance: legs.reduce((sum, leg) => sum + (leg.distance?.value ?? 0), 0),
    duration: legs.reduce((sum, leg) => sum + (leg.duration?.value ?? 0), 0),
    points: route.overview_path.map((p) => ({ lat: p.lat(), lng: p.lng() })),
    mode,
  };
}
