import mongoose, { Schema, type Connection, type Types } from 'mongoose';
import { REPORT_STATUSES, REPORT_TARGETS } from '@guia/contracts';
import type { ReportRecord, ReportsRepository } from './review-reports.repository';

const oid = (id: string) => new mongoose.Types.ObjectId(id.toLowerCase());
const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);

type ReportDoc = Omit<ReportRecord, '_id' | 'review_id' | 'business_id' | 'user_id' | 'handled_by'> & {
  _id: Types.ObjectId;
  review_id: Types.ObjectId;
  business_id: Types.ObjectId;
  user_id: Types.ObjectId;
  handled_by?: Types.ObjectId;
};

const reportSchema = new Schema<ReportDoc>(
  {
    review_id: { type: Schema.Types.ObjectId, required: true },
    business_id: { type: Schema.Types.ObjectId, required: true },
    target: { type: String, enum: REPORT_TARGETS, required: true },
    reason: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: REPORT_STATUSES, required: true },
    created_at: { type: Date, required: true },
    handled_at: Date,
    handled_by: Schema.Types.ObjectId,
  },
  { collection: 'reports', versionKey: false },
);
// one report per person and item
reportSchema.index({ review_id: 1, target: 1, user_id: 1 }, { unique: true });
// the admin's list, newest first
reportSchema.index({ status: 1, created_at: -1, _id: -1 });

const toRecord = (d: ReportDoc): ReportRecord => ({
  _id: d._id.toString(),
  review_id: d.review_id.toString(),
  business_id: d.business_id.toString(),
  target: d.target,
  reason: d.reason,
  user_id: d.user_id.toString(),
  status: d.status,
  created_at: new Date(d.created_at),
  ...(d.handled_at ? { handled_at: new Date(d.handled_at) } : {}),
  ...(d.handled_by ? { handled_by: d.handled_by.toString() } : {}),
});

/** The reports port on MongoDB: collection `reports`, unique on (review, target, person). */
export function createMongoReportsRepository(conn: Connection): ReportsRepository {
  const Report = (conn.models.Report as mongoose.Model<ReportDoc> | undefined) ?? conn.model<ReportDoc>('Report', reportSchema);
  return {
    async create(input) {
      try {
        const doc = await Report.create({
          review_id: oid(input.review_id),
          business_id: oid(input.business_id),
          target: input.target,
          reason: input.reason,
          user_id: oid(input.user_id),
          status: 'open',
          created_at: new Date(),
        });
        return toRecord(doc.toObject() as ReportDoc);
      } catch (err) {
        if ((err as { code?: number } | null)?.code === 11000) return null;
        throw err;
      }
    },
    async findById(id) {
      if (!isObjectId(id)) return null;
      const doc = await Report.findById(oid(id)).lean<ReportDoc>();
      return doc ? toRecord(doc) : null;
    },
    async page({ status, offset, limit }) {
      const [docs, total] = await Promise.all([
        Report.find({ status }).sort({ created_at: -1, _id: -1 }).skip(offset).limit(limit).lean<ReportDoc[]>(),
        Report.countDocuments({ status }),
      ]);
      return { items: docs.map(toRecord), total };
    },
    async handle(filter, by, at) {
      if ((filter.id !== undefined && !isObjectId(filter.id)) || (filter.review_id !== undefined && !isObjectId(filter.review_id))) return 0;
      const q: Record<string, unknown> = { status: 'open' };
      if (filter.id !== undefined) q._id = oid(filter.id);
      if (filter.review_id !== undefined) q.review_id = oid(filter.review_id);
      if (filter.target !== undefined) q.target = filter.target;
      const res = await Report.updateMany(q, { $set: { status: 'handled', handled_at: at, handled_by: oid(by) } });
      return res.modifiedCount;
    },
  };
}
