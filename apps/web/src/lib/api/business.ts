import { useEffect, useRef } from 'react';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { COMMENTS_PAGE_DEFAULT_LIMIT, type Business, type Comment, type CommentsPage, type ReviewBody } from '@guia/contracts';
import { apiFetch } from '../api-client';

/** GET /api/business/{id}: one business (home cards, Tops, the business page, the map panel). */
export function fetchBusiness(id: string, signal?: AbortSignal): Promise<Business> {
  return apiFetch<Business>(`/business/${encodeURIComponent(id)}`, { signal });
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

/** Answer of the visit and reservation counters: the count now, and whether this call added one. */
export interface CounterResult {
  count: number;
  counted: boolean;
}

/** GET /api/business/{id}/comments?page&limit: one page of the reviews, newest first (a business answer carries only the latest few). */
export function fetchComments(id: string, page = 1, limit = COMMENTS_PAGE_DEFAULT_LIMIT, signal?: AbortSignal): Promise<CommentsPage> {
  return apiFetch<CommentsPage>(`/business/${encodeURIComponent(id)}/comments?page=${page}&limit=${limit}`, { signal });
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

/** The paged reviews with a new one first: the author's earlier review (one per person) leaves. */
function withNewReview(data: InfiniteData<CommentsPage, number>, review: Comment): InfiniteData<CommentsPage, number> {
  const replaced = data.pages.some((p) => p.items.some((c) => c.username === review.username));
  return {
    ...data,
    pages: data.pages.map((p, i) => ({
      ...p,
      items: [...(i === 0 ? [review] : []), ...p.items.filter((c) => c.username !== review.username)],
      total: replaced ? p.total : p.total + 1,
    })),
  };
}

/** POST /api/business/{id}/comments: saves a review (1–5 stars and a comment); answers the updated business. */
export function postReview(id: string, review: ReviewBody): Promise<Business> {
  return apiFetch<Business>(`/business/${encodeURIComponent(id)}/comments`, { method: 'POST', body: review });
}

/** POST /api/business/{id}/reservation_count: counts a WhatsApp reservation (spec §7). */
export function countReservation(id: string): Promise<CounterResult> {
  return apiFetch<CounterResult>(`/business/${encodeURIComponent(id)}/reservation_count`, { method: 'POST' });
}

/** POST /api/business/{id}/visit: counts a visit to an own business (spec §7). */
export function recordVisit(id: string): Promise<CounterResult> {
  return apiFetch<CounterResult>(`/business/${encodeURIComponent(id)}/visit`, { method: 'POST' });
}

/**
 * Saves a review (one per person and business: a second one replaces the first). On success the
 * business query of that id holds the server's answer (the new review first, the new average) and
 * the paged reviews show it first, so every screen updates at once; `onSaved` gets the business
 * too, for screens that hold it elsewhere (the map panel's selection).
 */
export function useReviewMutation(id: string, onSaved?: (business: Business) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewBody) => postReview(id, review),
    onSuccess: (business) => {
      queryClient.setQueryData(businessKeys.detail(id), business);
      // the full list shows the new review at once, then checks with the server
      const review = business.comments?.[0];
      if (review) {
        queryClient.setQueryData<InfiniteData<CommentsPage, number>>(businessKeys.comments(id), (data) =>
          data ? withNewReview(data, review) : data,
        );
      }
      void queryClient.invalidateQueries({ queryKey: businessKeys.comments(id) });
      onSaved?.(business);
    },
  });
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
