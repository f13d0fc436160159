import { API, apiPath } from '@guia/contracts';
import { useEffect, useRef } from 'react';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { COMMENTS_PAGE_DEFAULT_LIMIT, type Business, type CommentsPage, type CounterResponse } from '@guia/contracts';
import { apiFetch } from '../api-client';

/** GET /api/business/{id}: one business (home cards, Tops, the business page, the map panel). */
export function fetchBusiness(id: string, signal?: AbortSignal): Promise<Business> {
  return apiFetch<Business>(apiPath(API.businessById, { id }), { signal });
}

export const businessKeys = {
  all: ['business'] as const,
  detail: (id: string) => ['business', 'detail', id] as const,
  comments: (id: string) => ['business', 'comments', id] as const,
};

/** Query options for one business; use with useQuery or queryClient.fetchQuery. */
export function businessQuery(id: string) {
  return queryOptions({
    queryKey: businessKeys.detail(id),
    queryFn: ({ signal }) => fetchBusiness(id, signal),
  });
}

/** Answer of the visit and reservation counters (contracts' counterResponseSchema). */
export type CounterResult = CounterResponse;

/** GET /api/business/{id}/comments?page&limit: one page of the reviews, newest first (a business answer carries only the latest few). */
export function fetchComments(id: string, page = 1, limit = COMMENTS_PAGE_DEFAULT_LIMIT, signal?: AbortSignal): Promise<CommentsPage> {
  return apiFetch<CommentsPage>(apiPath(API.reviewsList, { id }, { page, limit }), { signal });
}

/** Every review of a business, page after page (useInfiniteQuery; `fetchNextPage` for 'Ver más opiniones'). */
export function commentsQuery(id: string, limit = COMMENTS_PAGE_DEFAULT_LIMIT) {
  return infiniteQueryOptions({
    queryKey: businessKeys.comments(id),
    queryFn: ({ pageParam, signal }) => fetchComments(id, pageParam, limit, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CommentsPage) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

/** POST /api/business/{id}/reservation_count: counts a WhatsApp reservation (spec §7). */
export function countReservation(id: string): Promise<CounterResult> {
  return apiFetch<CounterResult>(apiPath(API.countersReservation, { id }), { method: 'POST' });
}

/** POST /api/business/{id}/visit: counts a visit to an own business (spec §7). */
export function recordVisit(id: string): Promise<CounterResult> {
  return apiFetch<CounterResult>(apiPath(API.countersVisit, { id }), { method: 'POST' });
}

/**
 * Records one visit per selection (spec §4): once for each new `id` while `enabled`, never again
 * on re-renders. A failure is only logged: the visitor must not notice it.
 */
export function useRecordVisit(id: string | null | undefined, enabled = true): void {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !enabled || counted.current === id) return;
    counted.current = id;
    recordVisit(id).catch((error: unknown) => console.error('No se pudo registrar la visita:', error));
  }, [id, enabled]);
}
