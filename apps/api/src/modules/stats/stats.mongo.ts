import mongoose, { Schema, type Connection, type Types } from 'mongoose';
import type { StatsKind, WeekStatsRecord, WeeklyStatsRepository } from './stats.repository';

const oid = (id: string) => new mongoose.Types.ObjectId(id.toLowerCase());
const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);

interface WeekDoc {
  _id: Types.ObjectId;
  business: Types.ObjectId;
  week: string;
  visits?: number;
  reservations?: number;
  favorites?: number;
}

/*
 * No `default` on the counts: with `upsert`, Mongoose's setDefaultsOnInsert (on by default since
 * Mongoose 6) would add them to `$setOnInsert`, and a path in both `$setOnInsert` and `$inc` is a
 * conflict MongoDB refuses. A count never written reads as 0 (toRecord).
 */
const weekSchema = new Schema<WeekDoc>(
  {
    business: { type: Schema.Types.ObjectId, required: true },
    week: { type: String, required: true },
    visits: { type: Number },
    reservations: { type: Number },
    favorites: { type: Number },
  },
  { collection: 'business_week_stats', versionKey: false },
);
// one document per business and week: what the upsert below relies on
weekSchema.index({ business: 1, week: 1 }, { unique: true });

const toRecord = (d: WeekDoc): WeekStatsRecord => ({
  business_id: d.business.toString(),
  week: d.week,
  visits: d.visits ?? 0,
  reservations: d.reservations ?? 0,
  favorites: d.favorites ?? 0,
});

const isDuplicateKey = (err: unknown) => (err as { code?: number } | null)?.code === 11000;

/**
 * The weekly figures on MongoDB: collection `business_week_stats`, one document per {business,
 * week} (a unique index). `add` is one `updateOne(filter, { $inc }, { upsert: true })`: the filter's
 * two equality fields become the new document's when none matches (MongoDB's upsert), and `$inc`
 * on a missing field sets it to the amount. Two first adds racing can both try to insert: the
 * unique index lets one win, and the server retries the other as an update (MongoDB ≥ 4.2 does so
 * itself for an equality filter on exactly the index's fields; older servers answer E11000, which
 * is retried here once, when the document now exists).
 */
export function createMongoWeeklyStatsRepository(conn: Connection): WeeklyStatsRepository {
  const Week = (conn.models.BusinessWeekStats as mongoose.Model<WeekDoc> | undefined) ?? conn.model<WeekDoc>('BusinessWeekStats', weekSchema);
  return {
    async add(businessId, week, kind: StatsKind, by = 1) {
      if (!isObjectId(businessId)) return;
      const write = () => Week.updateOne({ business: oid(businessId), week }, { $inc: { [kind]: by } }, { upsert: true });
      try {
        await write();
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        await write();
      }
    },
    async findWeeks(businessId, from, to) {
      if (!isObjectId(businessId)) return [];
      // the range is ours, not a client's: trusted past the connection's sanitizeFilter (store/mongo.ts)
      const docs = await Week.find({ business: oid(businessId), week: mongoose.trusted({ $gte: from, $lte: to }) }).lean<WeekDoc[]>();
      return docs.map(toRecord);
    },
    async removeByBusiness(businessId) {
      if (!isObjectId(businessId)) return;
      await Week.deleteMany({ business: oid(businessId) });
    },
  };
}
