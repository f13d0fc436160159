import { BUSINESS_MESSAGES, LATEST_COMMENTS, OWNER_MESSAGES, commentsQuerySchema, idParamsSchema, replyBodySchema, reviewBodySchema, type Business, type CommentsPage, type ReviewItem, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { toBusiness } from './businesses.service';
import { combinedRating, externalFigures } from './businesses.repository';
import { refreshReviewSummary, type ReviewRecord } from './reviews.repository';

/** A review as the comments page answers it: its id (to reply or report) and the owner's reply (issue 21 §5). */
export const toApiComment = (r: ReviewRecord, name?: string): ReviewItem => ({
  _id: r._id,
  content: r.content,
  username: r.username,
  ...(name?.trim() ? { name } : {}),
  ...(r.rating !== undefined ? { rating: r.rating } : {}),
  date: r.date.toISOString(),
  ...(r.reply ? { reply: { content: r.reply.content, date: r.reply.date.toISOString() } } : {}),
});

/**
 * Issue 20 §5: review cards show the person's name, not their username. The name is read from the
 * account when the page is answered (one lookup per author on the page, at most a page's limit),
 * so a changed name shows at once; seeded reviews have no account and carry no name.
 */
async function authorNames(ctx: AppContext, reviews: ReviewRecord[]): Promise<Map<string, string>> {
  const ids = [...new Set(reviews.map((r) => r.user_id).filter((id): id is string => typeof id === 'string'))];
  const users = await Promise.all(ids.map((id) => ctx.store.users.findById(id)));
  return new Map(users.filter((u) => u !== null).map((u) => [u._id.toLowerCase(), u.name]));
}

/**
 * Reviews (beyond the spec, DESIGN §9; issue 9 §3): one per person and business — a second one
 * replaces the first — in the reviews port; the business keeps the figures computed from them and
 * the latest LATEST_COMMENTS, so no list grows with the number of reviews (issue 17 §10: recomputed
 * after every write, never a running sum).
 */
export function createReviewsService(ctx: AppContext) {
  /** the review `reviewId` of the business `id` (404 when either is unknown or they do not match) */
  async function reviewOf(id: string, reviewId: string): Promise<ReviewRecord> {
    const businessId = parse(idParamsSchema, { id }).id;
    const rid = parse(idParamsSchema, { id: reviewId }).id;
    const review = await ctx.store.reviews.findById(rid);
    if (!review || review.business_id.toLowerCase() !== businessId) throw notFound(OWNER_MESSAGES.reviewNotFound);
    return review;
  }

  return {
    /** Saves the caller's review; `replaced` tells whether it replaced their earlier one. */
    async review(id: string, body: unknown, userId: string): Promise<{ business: Business; replaced: boolean }> {
      const businessId = parse(idParamsSchema, { id }).id;
      // no body at all reads as an empty one, so the answer names the missing comment
      const { content, rating } = parse(reviewBodySchema, body && typeof body === 'object' && !Array.isArray(body) ? body : {});
      const user = await ctx.store.users.findById(userId);
      if (!user) throw new AppError(401, API_MSG.sessionExpired);
      if (!(await ctx.store.businesses.findById(businessId))) throw notFound(BUSINESS_MESSAGES.notFound);

      // The review is the one write that matters (one per author and business, replaced in one
      // atomic step); the business's figures are then recomputed from the reviews collection
      // (refreshReviewSummary), so a failure here is healed by the next review or by the repair
      // command, and a retry of this request simply replaces the review again.
      const { review, previous } = await ctx.store.reviews.upsert({
        business_id: businessId,
        user_id: user._id,
        username: user.username,
        content,
        rating,
        date: new Date(),
      });
      let updated;
      try {
        updated = await refreshReviewSummary(ctx.store, businessId, LATEST_COMMENTS);
      } catch (err) {
        // the review is saved: the answer shows the figures the reviews give, and the stored ones
        // catch up with the next review (or `repair:ratings`)
        ctx.logger.error({ err, businessId, review: review._id }, 'no se pudo recalcular la valoración del negocio');
        const current = await ctx.store.businesses.findById(businessId);
        if (!current) throw err;
        const summary = await ctx.store.reviews.summary(businessId, LATEST_COMMENTS);
        const external = externalFigures(current, summary);
        updated = { ...current, ...summary, external_rating: external.rating, external_ratings_total: external.total, ...combinedRating(external, summary) };
      }
      if (!updated) {
        // the business was deleted in between
        await ctx.store.reviews.removeByBusiness(businessId);
        throw notFound(BUSINESS_MESSAGES.notFound);
      }
      return { business: toBusiness(updated), replaced: previous !== null };
    },

    /** GET /business/{id}/comments: every review, newest first, a page at a time. */
    async page(id: string, query: unknown): Promise<Omit<CommentsPage, 'items'> & { items: ReviewItem[] }> {
      const businessId = parse(idParamsSchema, { id }).id;
      const { page, limit } = parse(commentsQuerySchema, query);
      if (!(await ctx.store.businesses.findById(businessId))) throw notFound(BUSINESS_MESSAGES.notFound);
      const { items, total } = await ctx.store.reviews.page(businessId, { offset: (page - 1) * limit, limit });
      const names = await authorNames(ctx, items);
      return { items: items.map((r) => toApiComment(r, r.user_id ? names.get(r.user_id.toLowerCase()) : undefined)), total, page, limit };
    },

    /**
     * PUT /business/{id}/comments/{reviewId}/reply (the business's owner or an admin; issue 21 §5):
     * one reply per review, written again to edit it; never to one's own review (400).
     */
    async reply(id: string, reviewId: string, body: unknown, userId: string): Promise<ReviewItem> {
      const review = await reviewOf(id, reviewId);
      if (review.user_id && review.user_id.toLowerCase() === userId.toLowerCase()) throw badRequest(OWNER_MESSAGES.ownReview);
      const { content } = parse(replyBodySchema, body && typeof body === 'object' && !Array.isArray(body) ? body : {});
      const saved = await ctx.store.reviews.setReply(review._id, { content, date: new Date(), user_id: userId });
      if (!saved) throw notFound(OWNER_MESSAGES.reviewNotFound);
      return toApiComment(saved, (await authorNames(ctx, [saved])).get(saved.user_id?.toLowerCase() ?? ''));
    },

    /** DELETE …/reply: the reply is taken back. */
    async removeReply(id: string, reviewId: string): Promise<ReviewItem> {
      const review = await reviewOf(id, reviewId);
      if (!review.reply) throw notFound(OWNER_MESSAGES.replyNotFound);
      const saved = await ctx.store.reviews.setReply(review._id, null);
      if (!saved) throw notFound(OWNER_MESSAGES.reviewNotFound);
      return toApiComment(saved, (await authorNames(ctx, [saved])).get(saved.user_id?.toLowerCase() ?? ''));
    },
  };
}
