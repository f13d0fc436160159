import { BUSINESS_MESSAGES, LATEST_COMMENTS, commentsQuerySchema, idParamsSchema, reviewBodySchema, type Business, type Comment, type CommentsPage, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { toBusiness } from './businesses.service';
import { combinedRating, externalFigures } from './businesses.repository';
import { refreshReviewSummary, type ReviewRecord } from './reviews.repository';

const toApiComment = (r: ReviewRecord, name?: string): Comment => ({
  content: r.content,
  username: r.username,
  ...(name?.trim() ? { name } : {}),
  ...(r.rating !== undefined ? { rating: r.rating } : {}),
  date: r.date.toISOString(),
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
    async page(id: string, query: unknown): Promise<CommentsPage> {
      const businessId = parse(idParamsSchema, { id }).id;
      const { page, limit } = parse(commentsQuerySchema, query);
      if (!(await ctx.store.businesses.findById(businessId))) throw notFound(BUSINESS_MESSAGES.notFound);
      const { items, total } = await ctx.store.reviews.page(businessId, { offset: (page - 1) * limit, limit });
      const names = await authorNames(ctx, items);
      return { items: items.map((r) => toApiComment(r, r.user_id ? names.get(r.user_id.toLowerCase()) : undefined)), total, page, limit };
    },
  };
}
