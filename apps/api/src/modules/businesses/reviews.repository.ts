import type { CommentRecord } from './businesses.repository';

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
  /** a page of the business's reviews, newest first (ties: last stored first), and how many there are */
  page(businessId: string, opts: { offset: number; limit: number }): Promise<{ items: ReviewRecord[]; total: number }>;
  /** when a business is deleted */
  removeByBusiness(businessId: string): Promise<void>;
}

/** The lists' view of a review. */
export const toComment = (r: Pick<ReviewRecord, 'content' | 'username' | 'user_id' | 'rating' | 'date'>): CommentRecord => ({
  content: r.content,
  username: r.username,
  ...(r.user_id !== undefined ? { user_id: r.user_id } : {}),
  ...(r.rating !== undefined ? { rating: r.rating } : {}),
  date: new Date(r.date),
});

/**
 * The running average and count after a review: the replaced rating (if any) leaves, the new one
 * (if any) enters. The same arithmetic as the MongoDB adapter's pipeline.
 */
export function nextRating(rating: number, total: number, added?: number, removed?: number): { rating: number; user_ratings_total: number } {
  let sum = (rating || 0) * (total || 0);
  let count = total || 0;
  if (removed !== undefined) {
    sum -= removed;
    count -= 1;
  }
  if (added !== undefined) {
    sum += added;
    count += 1;
  }
  count = Math.max(0, count);
  return { rating: count > 0 ? Math.min(5, Math.max(0, sum / count)) : 0, user_ratings_total: count };
}

/** The `keep` newest comments once `comment` is in and its author's earlier one is out. */
export function latestComments(current: CommentRecord[], comment: CommentRecord, keep: number): CommentRecord[] {
  const others = comment.user_id === undefined ? current : current.filter((c) => c.user_id !== comment.user_id);
  return [comment, ...others]
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.date.getTime() - a.c.date.getTime() || a.i - b.i)
    .slice(0, keep)
    .map(({ c }) => c);
}
