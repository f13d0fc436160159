import { API, apiPath } from '@guia/contracts';
import type { DirectionsResponse, TravelMode } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';
import type { LatLng } from '../types';

/**
 * GET /api/directions: a route on foot or by car from an OSRM-compatible server, asked by our API (so the
 * browser only talks to its own origin). Answers metres, seconds and [lat, lng] points.
 */
export function fetchDirections(from: LatLng, to: LatLng, signal?: AbortSignal, mode: TravelMode = 'car'): Promise<DirectionsResponse> {
  const params = new URLSearchParams({
    from_lat: String(from.lat),
    from_lng: String(from.lng),
    to_lat: String(to.lat),
    to_lng: String(to.lng),
    mode,
  });
  return apiFetch<DirectionsResponse>(apiPath(API.directionsRoute, {}, params), { signal });
}
