import { Schema, Types, type Connection } from 'mongoose';
import { LATEST_COMMENTS } from '@guia/contracts';
import type { CommentRecord } from './businesses.repository';
import { latestComments, toComment, type ReviewRecord, type ReviewsRepository } from './reviews.repository';

interface ReviewDoc {
  _id: Types.ObjectId;
  business_id: Types.ObjectId;
  user_id?: string;
  username: string;
  content: string;
  rating?: number;
  date: Date;
  reply?: { content: string; date: Date; user_id: string };
}

const reviewSchema = new Schema<ReviewDoc>(
  {
    business_id: { type: Schema.Types.ObjectId, required: true },
    user_id: String,
    username: { type: String, required: true },
    content: { type: String, required: true },
    rating: Number,
    date: { type: Date, required: true },
    reply: { type: new Schema({ content: String, date: Date, user_id: String }, { _id: false }), default: undefined },
  },
  { collection: 'reviews', versionKey: false },
);
// one review per author and business (seeded reviews have no author and are not limited)
reviewSchema.index({ business_id: 1, user_id: 1 }, { unique: true, partialFilterExpression: { user_id: { $exists: true } } });
// the paged list, newest first (and the summary's latest few)
reviewSchema.index({ business_id: 1, date: -1, _id: -1 });
// a deleted account's reviews
reviewSchema.index({ user_id: 1 }, { partialFilterExpression: { user_id: { $exists: true } } });

const OBJECT_ID = /^[a-f\d]{24}$/i;
const oid = (id: string) => new Types.ObjectId(id.toLowerCase());

function toRecord(d: ReviewDoc): ReviewRecord {
  const r: ReviewRecord = {
    _id: d._id.toHexString(),
    business_id: d.business_id.toHexString(),
    username: d.username,
    content: d.content,
    date: new Date(d.date),
  };
  if (d.user_id != null) r.user_id = d.user_id;
  if (d.rating != null) r.rating = d.rating;
  if (d.reply?.content) r.reply = { content: d.reply.content, date: new Date(d.reply.date), user_id: d.reply.user_id };
  return r;
}

const isDuplicateKey = (err: unknown) => (err as { code?: number } | null)?.code === 11000;

/** The reviews port on MongoDB: collection `reviews`, a unique index on (business_id, user_id). */
export function createMongoReviewsRepository(conn: Connection): ReviewsRepository {
  const Review = conn.models.Review ?? conn.model<ReviewDoc>('Review', reviewSchema);

  return {
    async upsert(input) {
      const fields = {
        username: input.username,
        content: input.content,
        date: input.date,
        ...(input.rating !== undefined ? { rating: input.rating } : {}),
      };
      if (input.user_id === undefined) {
        const doc = await Review.create({ ...fields, business_id: oid(input.business_id) });
        return { review: toRecord(doc.toObject() as ReviewDoc), previous: null };
      }
      const userId = input.user_id.toLowerCase();
      const newId = new Types.ObjectId();
      const update: Record<string, unknown> = { $set: fields, $setOnInsert: { _id: newId } };
      // a replaced review loses the owner's reply (it answered other words), as in memory
      update.$unset = { reply: 1, ...(input.rating === undefined ? { rating: 1 } : {}) };
      // One atomic step: the author's review is replaced (or inserted) and the one it replaced comes
      // back (`new: false`). Two first reviews at once can both try to insert: the unique index
      // refuses one (E11000), which then finds and replaces the other's.
      for (let attempt = 0; ; attempt += 1) {
        try {
          const previous = await Review.findOneAndUpdate({ business_id: oid(input.business_id), user_id: userId }, update, {
            upsert: true,
            new: false,
          }).lean<ReviewDoc>();
          const review: ReviewRecord = {
            ...fields,
            _id: (previous?._id ?? newId).toHexString(),
            business_id: input.business_id.toLowerCase(),
            user_id: userId,
            date: new Date(input.date),
          };
          return { review, previous: previous ? toRecord(previous) : null };
        } catch (err) {
          if (!isDuplicateKey(err) || attempt >= 2) throw err;
        }
      }
    },

    async restore(review) {
      const doc: Omit<ReviewDoc, '_id'> = {
        business_id: oid(review.business_id),
        username: review.username,
        content: review.content,
        date: review.date,
        ...(review.user_id !== undefined ? { user_id: review.user_id } : {}),
        ...(review.rating !== undefined ? { rating: review.rating } : {}),
        ...(review.reply ? { reply: review.reply } : {}),
      };
      await Review.replaceOne({ _id: oid(review._id) }, doc, { upsert: true });
    },

    async delete(id) {
      if (!OBJECT_ID.test(id)) return;
      await Review.deleteOne({ _id: oid(id) });
    },

    async findById(id) {
      if (!OBJECT_ID.test(id)) return null;
      const doc = await Review.findById(oid(id)).lean<ReviewDoc>();
      return doc ? toRecord(doc) : null;
    },

    async setReply(id, reply) {
      if (!OBJECT_ID.test(id)) return null;
      const update = reply ? { $set: { reply: { content: reply.content, date: reply.date, user_id: reply.user_id.toLowerCase() } } } : { $unset: { reply: 1 } };
      const doc = await Review.findOneAndUpdate({ _id: oid(id) }, update, { new: true }).lean<ReviewDoc>();
      return doc ? toRecord(doc) : null;
    },

    async page(businessId, { offset, limit }) {
      if (!OBJECT_ID.test(businessId)) return { items: [], total: 0 };
      const filter = { business_id: oid(businessId) };
      const [docs, total] = await Promise.all([
        Review.find(filter).sort({ date: -1, _id: -1 }).skip(offset).limit(limit).lean<ReviewDoc[]>(),
        Review.countDocuments(filter),
      ]);
      return { items: docs.map(toRecord), total };
    },

    async removeByBusiness(businessId) {
      if (!OBJECT_ID.test(businessId)) return;
      await Review.deleteMany({ business_id: oid(businessId) });
    },

    async summary(businessId, keep) {
      if (!OBJECT_ID.test(businessId)) return { reviews_rating: 0, reviews_count: 0, comments: [] };
      // one read: the $group over the rated ones and the newest few, both on the business_id index
      const [facet] = await Review.aggregate<{ stats: { sum: number; n: number }[]; latest: ReviewDoc[] }>([
        { $match: { business_id: oid(businessId) } },
        {
          $facet: {
            stats: [{ $match: { rating: { $type: 'number' } } }, { $group: { _id: null, sum: { $sum: '$rating' }, n: { $sum: 1 } } }],
            latest: [{ $sort: { date: -1, _id: -1 } }, { $limit: keep }],
          },
        },
      ]);
      const stats = facet?.stats[0];
      const n = stats?.n ?? 0;
      return {
        reviews_rating: n > 0 ? stats!.sum / n : 0,
        reviews_count: n,
        comments: (facet?.latest ?? []).map((d) => toComment(toRecord(d))),
      };
    },

    async businessIds() {
      const ids = await Review.distinct('business_id');
      return (ids as Types.ObjectId[]).map((id) => id.toHexString()).sort();
    },

    async removeByUser(userId) {
      const u = userId.toLowerCase();
      const ids = (await Review.distinct('business_id', { user_id: u })) as Types.ObjectId[];
      await Review.deleteMany({ user_id: u });
      return ids.map((id) => id.toHexString()).sort();
    },
  };
}

interface EmbeddedComment {
  content?: string;
  username?: string;
  user_id?: string;
  rating?: number;
  date?: Date;
}

/**
 * Businesses written before reviews had their own collection carry every review embedded (issue
 * 9 §3: a 16 MiB document would fail every later review). Once per such business: each embedded
 * review goes to `reviews` (an author's newest one only), the business keeps the latest
 * LATEST_COMMENTS and is marked `reviews_v: 1`. Idempotent (upserts), so an interrupted run is
 * finished by the next start. Its average and count are left as they were.
 */
export async function migrateEmbeddedReviews(conn: Connection, keep = LATEST_COMMENTS): Promise<number> {
  const businesses = conn.collection('businesses');
  const reviews = conn.collection('reviews');
  let migrated = 0;
  for await (const b of businesses.find({ reviews_v: { $exists: false } }, { projection: { comments: 1 } })) {
    const embedded = ((b.comments ?? []) as EmbeddedComment[]).filter((c) => typeof c.content === 'string' && c.date);
    const newestByAuthor = new Map<string, EmbeddedComment>();
    const anonymous: EmbeddedComment[] = [];
    for (const c of embedded) {
      if (!c.user_id) anonymous.push(c);
      else if (!newestByAuthor.has(c.user_id) || new Date(newestByAuthor.get(c.user_id)!.date!) <= new Date(c.date!)) newestByAuthor.set(c.user_id, c);
    }
    const kept = [...newestByAuthor.values(), ...anonymous];
    const doc = (c: EmbeddedComment) => ({
      business_id: b._id,
      username: c.username ?? '',
      content: c.content!,
      date: new Date(c.date!),
      ...(c.user_id ? { user_id: c.user_id } : {}),
      ...(typeof c.rating === 'number' ? { rating: c.rating } : {}),
    });
    if (kept.length > 0) {
      await reviews.bulkWrite(
        kept.map((c) => ({
          updateOne: {
            filter: c.user_id
              ? { business_id: b._id, user_id: c.user_id }
              : { business_id: b._id, user_id: { $exists: false }, date: new Date(c.date!), content: c.content },
            update: { $setOnInsert: doc(c) },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    }
    let latest: CommentRecord[] = [];
    for (const c of kept) {
      const d = doc(c);
      latest = latestComments(latest, { content: d.content, username: d.username, date: d.date, ...(d.user_id ? { user_id: d.user_id } : {}), ...(d.rating !== undefined ? { rating: d.rating } : {}) }, keep);
    }
    await businesses.updateOne({ _id: b._id }, { $set: { comments: latest, reviews_v: 1 } });
    migrated += 1;
  }
  return migrated;
}
