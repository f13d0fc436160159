import { API, apiPath } from '@guia/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Business, Comment, CommentsPage, ReviewBody } from '@guia/contracts';
import { apiFetch } from '../api-client';
import { businessKeys } from './business';

/*
 * Writing a review: its own module, so the business page's first JavaScript (which only reads)
 * carries no mutation code; the review form, which loads below the fold, brings it.
 */

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
  return apiFetch<Business>(apiPath(API.reviewsCreate, { id }), { method: 'POST', body: review });
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
