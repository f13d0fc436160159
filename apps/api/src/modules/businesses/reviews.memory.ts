import { Types } from 'mongoose';
import { recordsOf, type Persistable } from '../../infra/persistable';
import { summaryOf, type ReviewRecord, type ReviewsRepository } from './reviews.repository';

const OBJECT_ID = /^[a-f\d]{24}$/i;
const copy = (r: ReviewRecord): ReviewRecord => ({ ...r, date: new Date(r.date), ...(r.reply ? { reply: { ...r.reply, date: new Date(r.reply.date) } } : {}) });
/** newest first; ties: the greater id first, as MongoDB's sort({ date: -1, _id: -1 }) */
const newestFirst = (a: ReviewRecord, b: ReviewRecord) => b.date.getTime() - a.date.getTime() || b._id.localeCompare(a._id);

/** The reviews port in process memory: one review per (business, author). */
export function createMemoryReviewsRepository(): ReviewsRepository & Persistable {
  /** by review id */
  const rows = new Map<string, { r: ReviewRecord }>();
  /** `${business_id}|${user_id}` → review id */
  const byAuthor = new Map<string, string>();
  const authorKey = (r: Pick<ReviewRecord, 'business_id' | 'user_id'>) => (r.user_id === undefined ? null : `${r.business_id}|${r.user_id}`);

  function put(r: ReviewRecord) {
    rows.set(r._id, { r: copy(r) });
    const key = authorKey(r);
    if (key) byAuthor.set(key, r._id);
  }

  return {
    async upsert(input) {
      const review: ReviewRecord = {
        ...copy({ ...input, _id: '' }),
        business_id: input.business_id.toLowerCase(),
        ...(input.user_id !== undefined ? { user_id: input.user_id.toLowerCase() } : {}),
      };
      const key = authorKey(review);
      const previousId = key ? byAuthor.get(key) : undefined;
      const previous = previousId ? rows.get(previousId)!.r : null;
      review._id = previous?._id ?? new Types.ObjectId().toHexString();
      put(review);
      return { review: copy(review), previous: previous ? copy(previous) : null };
    },

    async restore(review) {
      put(review);
    },

    async delete(id) {
      if (!OBJECT_ID.test(id)) return;
      const row = rows.get(id.toLowerCase());
      if (!row) return;
      rows.delete(row.r._id);
      const key = authorKey(row.r);
      if (key && byAuthor.get(key) === row.r._id) byAuthor.delete(key);
    },

    async findById(id) {
      const row = OBJECT_ID.test(id) ? rows.get(id.toLowerCase()) : undefined;
      return row ? copy(row.r) : null;
    },

    async setReply(id, reply) {
      const row = OBJECT_ID.test(id) ? rows.get(id.toLowerCase()) : undefined;
      if (!row) return null;
      const { reply: _old, ...rest } = row.r;
      row.r = copy(reply ? { ...rest, reply: { ...reply, user_id: reply.user_id.toLowerCase() } } : rest);
      return copy(row.r);
    },

    async page(businessId, { offset, limit }) {
      if (!OBJECT_ID.test(businessId)) return { items: [], total: 0 };
      const b = businessId.toLowerCase();
      const all = [...rows.values()].map((x) => x.r).filter((r) => r.business_id === b).sort(newestFirst);
      return { items: all.slice(offset, offset + limit).map(copy), total: all.length };
    },

    async removeByBusiness(businessId) {
      const b = businessId.toLowerCase();
      for (const [id, { r }] of rows) {
        if (r.business_id !== b) continue;
        rows.delete(id);
        const key = authorKey(r);
        if (key) byAuthor.delete(key);
      }
    },

    async summary(businessId, keep) {
      const b = OBJECT_ID.test(businessId) ? businessId.toLowerCase() : null;
      return summaryOf(b ? [...rows.values()].map((x) => x.r).filter((r) => r.business_id === b) : [], keep);
    },

    async businessIds() {
      return [...new Set([...rows.values()].map((x) => x.r.business_id))].sort();
    },

    async removeByUser(userId) {
      const u = userId.toLowerCase();
      const touched = new Set<string>();
      for (const [id, { r }] of rows) {
        if (r.user_id !== u) continue;
        rows.delete(id);
        const key = authorKey(r);
        if (key && byAuthor.get(key) === id) byAuthor.delete(key);
        touched.add(r.business_id);
      }
      return [...touched].sort();
    },

    exportState() {
      return { records: [...rows.values()].map((x) => copy(x.r)) };
    },

    importState(data) {
      const records = recordsOf<ReviewRecord>(data, 'reviews');
      rows.clear();
      byAuthor.clear();
      // the (business, author) index is derived: rebuilt by put
      for (const r of records) put(r);
    },
  };
}
