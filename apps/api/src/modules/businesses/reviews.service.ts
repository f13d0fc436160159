import {
  BUSINESS_MESSAGES,
  LATEST_COMMENTS,
  MSG,
  commentsQuerySchema,
  idParamsSchema,
  reviewBodySchema,
  type Business,
  type Comment,
  type CommentsPage,
} from '@guia/contracts';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { toBusiness } from './businesses.service';
import { toComment, type ReviewRecord } from './reviews.repository';

const toApiComment = (r: ReviewRecord): Comment => ({
  content: r.content,
  username: r.username,
  ...(r.rating !== undefined ? { rating: r.rating } : {}),
  date: r.date.toISOString(),
});

/** Runs `task` after every earlier task of the same key has settled: one review write per author and business at a time. */
function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(task, task);
    const tail = mine.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await mine;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/**
 * Reviews (beyond the spec, DESIGN §9; issue 9 §3): one per person and business — a second one
 * replaces the first — in the reviews port; the business keeps the running average and count and
 * the latest LATEST_COMMENTS, so no list grows with the number of reviews.
 */
export function createReviewsService(ctx: AppContext) {
  const queue = createKeyedQueue();

  return {
    /** Saves the caller's review; `replaced` tells whether it replaced their earlier one. */
    async review(id: string, body: unknown, userId: string): Promise<{ business: Business; replaced: boolean }> {
      const businessId = parse(idParamsSchema, { id }).id;
      // no body at all reads as an empty one, so the answer names the missing comment
      const { content, rating } = parse(reviewBodySchema, body && typeof body === 'object' && !Array.isArray(body) ? body : {});
      const user = await ctx.store.users.findById(userId);
      if (!user) throw new AppError(401, MSG.sessionExpired);
      if (!(await ctx.store.businesses.findById(businessId))) throw notFound(BUSINESS_MESSAGES.notFound);

      // The review and the business's side of it are two writes: one author's reviews of one
      // business go one at a time, so a replacement always takes out the rating that is in.
      return queue(`${businessId}|${user._id}`, async () => {
        const { review, previous } = await ctx.store.reviews.upsert({
          business_id: businessId,
          user_id: user._id,
          username: user.username,
          content,
          rating,
          date: new Date(),
        });
        const undo = () => (previous ? ctx.store.reviews.restore(previous) : ctx.store.reviews.delete(review._id));
        let updated;
        try {
          updated = await ctx.store.businesses.applyReview(businessId, {
            comment: toComment(review),
            replaced: previous ? { ...(previous.rating !== undefined ? { rating: previous.rating } : {}) } : null,
            keep: LATEST_COMMENTS,
          });
        } catch (err) {
          await undo().catch(() => undefined);
          throw err;
        }
        if (!updated) {
          // the business was deleted in between
          await ctx.store.reviews.removeByBusiness(businessId);
          throw notFound(BUSINESS_MESSAGES.notFound);
        }
        return { business: toBusiness(updated), replaced: previous !== null };
      });
    },

    /** GET /business/{id}/comments: every review, newest first, a page at a time. */
    async page(id: string, query: unknown): Promise<CommentsPage> {
      const businessId = parse(idParamsSchema, { id }).id;
      const { page, limit } = parse(commentsQuerySchema, query);
      if (!(await ctx.store.businesses.findById(businessId))) throw notFound(BUSINESS_MESSAGES.notFound);
      const { items, total } = await ctx.store.reviews.page(businessId, { offset: (page - 1) * limit, limit });
      return { items: items.map(toApiComment), total, page, limit };
    },
  };
}
