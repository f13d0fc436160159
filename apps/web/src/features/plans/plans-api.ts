import { API, apiPath } from '@guia/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { Business, Itinerary, SharedItinerary } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';
import { planKeys } from '../../lib/api/itineraries';

/**
 * The plans screens' own requests (issue 22 §3; `/api/itineraries`). Reading, creating and saving
 * a plan are in lib/api/itineraries.ts (the map and the profile add places to plans too); the
 * shared page's request is public and has no session.
 */

export function deletePlan(id: string): Promise<void> {
  return apiFetch<void>(apiPath(API.itinerariesRemove, { id }), { method: 'DELETE' });
}

export function sharePlan(id: string): Promise<Itinerary> {
  return apiFetch<Itinerary>(apiPath(API.itinerariesShare, { id }), { method: 'PUT' });
}

export function unsharePlan(id: string): Promise<Itinerary> {
  return apiFetch<Itinerary>(apiPath(API.itinerariesUnshare, { id }), { method: 'DELETE' });
}

/** GET /api/itineraries/shared/{token}: a shared plan as anyone with the link reads it (no session). */
export function fetchSharedPlan(token: string, signal?: AbortSignal): Promise<SharedItinerary> {
  return apiFetch<SharedItinerary>(apiPath(API.itinerariesShared, { token }), { signal, auth: false });
}

/**
 * The shared page's data (`/plan/{token}`), as query options the server render can ask for too
 * (entry-server.tsx's PAGES, for the link preview) and the browser hydrates from.
 */
export function sharedPlanQuery(token: string) {
  return queryOptions({ queryKey: planKeys.shared(token), queryFn: ({ signal }) => fetchSharedPlan(token, signal) });
}

/** GET /api/business/search?q=: the guide's businesses whose name matches (the guide's own only: a plan's stops are businesses). */
export function searchPlaces(q: string, signal?: AbortSignal): Promise<Business[]> {
  return apiFetch<Business[]>(apiPath(API.businessSearch, {}, { q }), { signal, auth: false }).then((list) => (Array.isArray(list) ? list : []));
}

/** GET /api/business?ids=…: the places of the person's favourites (public; at most BUSINESS_BATCH_MAX). */
export function fetchPlacesByIds(ids: string[], signal?: AbortSignal): Promise<Business[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return apiFetch<Business[]>(apiPath(API.businessByIds, {}, { ids: ids.join(',') }), { signal, auth: false }).then((list) => (Array.isArray(list) ? list : []));
}
