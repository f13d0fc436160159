import type { BusinessesRepository, BusinessRecord, CommentRecord, ReviewSummary } from './businesses.repository';

/**
 * A stored review (issue 9 §3): its own collection `reviews`, one per author and business (a
 * second one replaces the first). Reviews without an author (the seed's) are simply added.
 */
export interface ReviewRecord {
  _id: string;
  business_id: string;
  /** the author; absent for seeded reviews */
  user_id?: string;
  username: string;
  content: string;
  rating?: number;
  /** when it was written (a replacement carries its own date) */
  date: Date;
  /** the business owner's one reply (issue 21 §5); a review its author replaces loses it */
  reply?: ReviewReplyRecord;
}

export interface ReviewReplyRecord {
  content: string;
  /** when it was written or last edited */
  date: Date;
  /** who wrote it (the owner, or an admin for them) */
  user_id: string;
}

export type NewReview = Omit<ReviewRecord, '_id'>;

/**
 * The reviews port, owned by the businesses module. Ids are case-insensitive; malformed ones
 * behave as unknown ones.
 */
export interface ReviewsRepository {
  /**
   * Stores the review; when its author already reviewed this business, that review is replaced
   * in one atomic step and answered as `previous` (so the caller can take its rating out of the
   * business's average).
   */
  upsert(review: NewReview): Promise<{ review: ReviewRecord; previous: ReviewRecord | null }>;
  /** puts back a review exactly as it was (undoing an upsert whose business side failed) */
  restore(review: ReviewRecord): Promise<void>;
  delete(id: string): Promise<void>;
  findById(id: string): Promise<ReviewRecord | null>;
  /** writes (or, with null, removes) the review's reply; answers the review as stored, null when unknown */
  setReply(id: string, reply: ReviewReplyRecord | null): Promise<ReviewRecord | null>;
  /** a page of the business's reviews, newest first (ties: last stored first), and how many there are */
  page(businessId: string, opts: { offset: number; limit: number }): Promise<{ items: ReviewRecord[]; total: number }>;
  /** when a business is deleted */
  removeByBusiness(businessId: string): Promise<void>;
  /**
   * The business's figures computed from its reviews (a MongoDB `$group` over `reviews`): the
   * average and number of those with a rating, and the `keep` newest (newest first, ties: the
   * greater id first).
   */
  summary(businessId: string, keep: number): Promise<ReviewSummary>;
  /** every business id that has at least one review (the repair command's list) */
  businessIds(): Promise<string[]>;
  /** removes every review of that author; answers the businesses they were about (to recompute) */
  removeByUser(userId: string): Promise<string[]>;
}

/** How many times a recompute runs again when reviews changed while it was writing. */
const REFRESH_ATTEMPTS = 5;

const sameSummary = (a: ReviewSummary, b: ReviewSummary) =>
  a.reviews_count === b.reviews_count &&
  Math.abs(a.reviews_rating - b.reviews_rating) < 1e-9 &&
  a.comments.length === b.comments.length &&
  a.comments.every((c, i) => {
    const d = b.comments[i]!;
    return c.content === d.content && c.username === d.username && c.user_id === d.user_id && c.rating === d.rating && c.date.getTime() === d.date.getTime();
  });

/**
 * Issue 17 §10: a business's rating, count and latest comments are recomputed from the reviews
 * collection after every review write or delete — never a running sum — so a failed or
 * interrupted write is healed by the next one (or by `pnpm --filter @guia/api repair:ratings`).
 * Idempotent and safe to retry. Between instances: after writing, the reviews are summed again;
 * when they changed in between (another instance's review), it writes again, so the last writer
 * always leaves what the reviews say. Answers the business as stored (null: unknown business).
 * Exported from the port's file so every module that changes reviews (users: a deleted account)
 * recomputes the same way.
 */
export async function refreshReviewSummary(
  store: { reviews: Pick<ReviewsRepository, 'summary'>; businesses: Pick<BusinessesRepository, 'setReviewSummary'> },
  businessId: string,
  keep: number,
): Promise<BusinessRecord | null> {
  let summary = await store.reviews.summary(businessId, keep);
  for (let attempt = 1; ; attempt += 1) {
    const stored = await store.businesses.setReviewSummary(businessId, summary);
    if (!stored) return null;
    const now = await store.reviews.summary(businessId, keep);
    if (sameSummary(now, summary) || attempt >= REFRESH_ATTEMPTS) return stored;
    summary = now;
  }
}

/**
 * The repair command's work: every business that has reviews gets its figures recomputed
 * (refreshReviewSummary). Businesses without any review document are left as they are (their
 * figures are the external ones). Answers how many were recomputed and the ids that failed.
 */
export async function repairRatings(
  store: { reviews: Pick<ReviewsRepository, 'summary' | 'businessIds'>; businesses: Pick<BusinessesRepository, 'setReviewSummary'> },
  keep: number,
): Promise<{ repaired: number; failed: string[] }> {
  let repaired = 0;
  const failed: string[] = [];
  for (const id of await store.reviews.businessIds()) {
    try {
      if (await refreshReviewSummary(store, id, keep)) repaired += 1;
    } catch {
      failed.push(id);
    }
  }
  return { repaired, failed };
}

/** The summary of `reviews` (one business's), as both stores compute it. */
export function summaryOf(reviews: ReviewRecord[], keep: number): ReviewSummary {
  const rated = reviews.filter((r) => typeof r.rating === 'number');
  const sum = rated.reduce((n, r) => n + r.rating!, 0);
  const latest = [...reviews].sort((a, b) => b.date.getTime() - a.date.getTime() || b._id.localeCompare(a._id)).slice(0, keep);
  return { reviews_rating: rated.length > 0 ? sum / rated.length : 0, reviews_count: rated.length, comments: latest.map(toComment) };
}

/** The lists' view of a review. */
export const toComment = (r: Pick<ReviewRecord, 'content' | 'username' | 'user_id' | 'rating' | 'date'>): CommentRecord => ({
  content: r.content,
  username: r.username,
  ...(r.user_id !== undefined ? { user_id: r.user_id } : {}),
  ...(r.rating !== undefined ? { rating: r.rating } : {}),
  date: new Date(r.date),
});

/** The `keep` newest comments once `comment` is in and its author's earlier one is out. */
export function latestComments(current: CommentRecord[], comment: CommentRecord, keep: number): CommentRecord[] {
  const others = comment.user_id === undefined ? current : current.filter((c) => c.user_id !== comment.user_id);
  return [comment, ...others]
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.date.getTime() - a.c.date.getTime() || a.i - b.i)
    .slice(0, keep)
    .map(({ c }) => c);
}
