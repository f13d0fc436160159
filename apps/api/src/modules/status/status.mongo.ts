import mongoose, { Schema, type Connection, type Types } from 'mongoose';
import { TODAY_STATUS_KINDS } from '@guia/contracts';
import type { TodayStatusesRepository, TodayStatusRecord } from './status.repository';

const oid = (id: string) => new mongoose.Types.ObjectId(id.toLowerCase());
const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);

type StatusDoc = Omit<TodayStatusRecord, 'business_id' | 'set_by'> & { _id: Types.ObjectId; set_by: Types.ObjectId };

const statusSchema = new Schema<StatusDoc>(
  {
    // one status per business: the business's id is the document's
    _id: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: TODAY_STATUS_KINDS, required: true },
    date: { type: String, required: true },
    set_at: { type: Date, required: true },
    set_by: { type: Schema.Types.ObjectId, required: true },
  },
  { collection: 'today_statuses', versionKey: false },
);

const toRecord = (d: StatusDoc): TodayStatusRecord => ({
  business_id: d._id.toString(),
  kind: d.kind,
  date: d.date,
  set_at: new Date(d.set_at),
  set_by: d.set_by.toString(),
});

/** The today's-status port on MongoDB: collection `today_statuses`, one document per business (its id). */
export function createMongoTodayStatusesRepository(conn: Connection): TodayStatusesRepository {
  const Status = (conn.models.TodayStatus as mongoose.Model<StatusDoc> | undefined) ?? conn.model<StatusDoc>('TodayStatus', statusSchema);
  return {
    async get(businessId) {
      if (!isObjectId(businessId)) return null;
      const doc = await Status.findById(oid(businessId)).lean<StatusDoc>();
      return doc ? toRecord(doc) : null;
    },
    async forDay(businessIds, date) {
      const ids = businessIds.filter(isObjectId).map(oid);
      const out = new Map<string, TodayStatusRecord>();
      if (ids.length === 0) return out;
      for (const d of await Status.find({ _id: mongoose.trusted({ $in: ids }), date }).lean<StatusDoc[]>()) out.set(d._id.toString(), toRecord(d));
      return out;
    },
    async set(record) {
      const doc = await Status.findOneAndUpdate(
        { _id: oid(record.business_id) },
        { $set: { kind: record.kind, date: record.date, set_at: record.set_at, set_by: oid(record.set_by) } },
        { upsert: true, new: true },
      ).lean<StatusDoc>();
      return toRecord(doc!);
    },
    async clear(businessId) {
      if (!isObjectId(businessId)) return null;
      const doc = await Status.findOneAndDelete({ _id: oid(businessId) }).lean<StatusDoc>();
      return doc ? toRecord(doc) : null;
    },
  };
}
