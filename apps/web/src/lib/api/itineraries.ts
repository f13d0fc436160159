import { API, apiPath } from '@guia/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { Itinerary, ItineraryBody } from '@guia/contracts';
import { apiFetch, isNotSavedOffline } from '../api-client';

/**
 * A person's plans for the day (issue 22 §3; `/api/itineraries`), as every screen that reads or
 * changes them needs them: the plans screens, and 'Añadir a un plan' on the map and the profile.
 * Their own plans are kept on the phone by api-client (offline-store: `/itineraries` and
 * `/itineraries/{id}` under their id, gone at logout or a 401).
 */

export const planKeys = {
  all: ['itineraries'] as const,
  list: (userId: string) => ['itineraries', userId, 'list'] as const,
  detail: (userId: string, id: string) => ['itineraries', userId, 'detail', id] as const,
  shared: (token: string) => ['itineraries', 'shared', token] as const,
};

export const planPath = (id: string) => apiPath(API.itinerariesById, { id });

/** GET /api/itineraries: the person's plans. */
export function fetchPlans(signal?: AbortSignal): Promise<Itinerary[]> {
  return apiFetch<Itinerary[]>(apiPath(API.itinerariesList), { signal });
}

/**
 * GET /api/itineraries/{id}. Offline, a plan never opened on this phone is still in the saved list
 * (each plan of the list answer is whole): it is read from there.
 */
export async function fetchPlan(id: string, signal?: AbortSignal): Promise<Itinerary> {
  try {
    return await apiFetch<Itinerary>(planPath(id), { signal });
  } catch (error) {
    if (!isNotSavedOffline(error)) throw error;
    const fromList = (await fetchPlans(signal).catch(() => [])).find((p) => p._id === id);
    if (fromList) return fromList;
    throw error;
  }
}

/** POST /api/itineraries: a new plan (201 with the plan). */
export function createPlan(body: Pick<ItineraryBody, 'name' | 'date' | 'stops'>): Promise<Itinerary> {
  return apiFetch<Itinerary>(apiPath(API.itinerariesCreate), { method: 'POST', body });
}

/** PUT /api/itineraries/{id}: the whole plan with the version read (409 when it changed meanwhile). */
export function savePlan(id: string, body: ItineraryBody): Promise<Itinerary> {
  return apiFetch<Itinerary>(apiPath(API.itinerariesUpdate, { id }), { method: 'PUT', body });
}

/** A plan as PUT takes it back: its stops in order (time and note kept), and the version it was read at. */
export function planBody(plan: Itinerary): ItineraryBody {
  return {
    name: plan.name,
    date: plan.date,
    stops: plan.stops.map((s) => ({ business_id: s.business_id, ...(s.time ? { time: s.time } : {}), ...(s.note ? { note: s.note } : {}) })),
    version: plan.version,
  };
}

export function plansQuery(userId: string) {
  return queryOptions({ queryKey: planKeys.list(userId), queryFn: ({ signal }) => fetchPlans(signal) });
}

export function planQuery(userId: string, id: string) {
  return queryOptions({ queryKey: planKeys.detail(userId, id), queryFn: ({ signal }) => fetchPlan(id, signal) });
}
