/**
 * The public lists of the home page (and Tops): fetchers and react-query options.
 *
 * - GET /api/events/?upcoming=true → upcomingEventsQuery()   ('Eventos destacados')
 * - GET /api/business/promoted     → promotedQuery()         (promoted carousel, Tops)
 * - GET /api/business/elite        → eliteQuery()            ('Explora lo que te espera')
 *
 * Public endpoints: no session token is sent. Keys sit under 'events' and 'business' so an
 * invalidation of either resource refreshes these lists too.
 */
import { API, apiPath } from '@guia/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { Business, Event } from '@guia/contracts';
import { apiFetch } from '../api-client';

export const publicListKeys = {
  upcomingEvents: ['events', 'upcoming'] as const,
  promoted: ['business', 'promoted'] as const,
  elite: ['business', 'elite'] as const,
};

/** GET /api/events/?upcoming=true: events that have not ended, soonest first. */
export function fetchUpcomingEvents(signal?: AbortSignal): Promise<Event[]> {
  return apiFetch<Event[]>(apiPath(API.eventsList, {}, { upcoming: true }), { signal, auth: false });
}

/** GET /api/business/promoted: businesses with paid_promo. */
export function fetchPromoted(signal?: AbortSignal): Promise<Business[]> {
  return apiFetch<Business[]>(apiPath(API.businessPromoted), { signal, auth: false });
}

/** GET /api/business/elite: ELITE-plan businesses (the API caps the list at ELITE_LIST_CAP). */
export function fetchElite(signal?: AbortSignal): Promise<Business[]> {
  return apiFetch<Business[]>(apiPath(API.businessElite), { signal, auth: false });
}

/** An answer that is not a list counts as an empty list (the screens draw lists). */
const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

export function upcomingEventsQuery() {
  return queryOptions({
    queryKey: publicListKeys.upcomingEvents,
    queryFn: async ({ signal }) => list(await fetchUpcomingEvents(signal)),
  });
}

export function promotedQuery() {
  return queryOptions({
    queryKey: publicListKeys.promoted,
    queryFn: async ({ signal }) => list(await fetchPromoted(signal)),
  });
}

export function eliteQuery() {
  return queryOptions({
    queryKey: publicListKeys.elite,
    queryFn: async ({ signal }) => list(await fetchElite(signal)),
  });
}
