import mongoose, { Schema, type Connection, type Types } from 'mongoose';
import { byStartDate, type EventRecord, type EventsRepository } from './events.repository';

type EventDoc = Omit<EventRecord, '_id' | 'business_ids'> & { business_ids: Types.ObjectId[] };

const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);

const eventSchema = new Schema<EventDoc>(
  {
    title: { type: String, default: '' },
    description: { type: String, required: true },
    start_date: { type: Date, required: true, index: true },
    end_date: { type: Date, required: true, index: true },
    images: { type: [String], default: [] },
    thumbnails: { type: [String], default: [] },
    business_ids: { type: [Schema.Types.ObjectId], default: [], index: true },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'events', versionKey: false },
);

type Lean = EventDoc & { _id: Types.ObjectId };
const toRecord = (d: Lean): EventRecord => ({
  _id: d._id.toString(),
  title: d.title ?? '',
  description: d.description,
  start_date: new Date(d.start_date),
  end_date: new Date(d.end_date),
  images: [...(d.images ?? [])],
  thumbnails: [...(d.thumbnails ?? [])],
  business_ids: (d.business_ids ?? []).map((b) => b.toString()),
  created_at: new Date(d.created_at ?? d._id.getTimestamp()),
});

/** The events port on MongoDB: collection `events`, business_ids as ObjectIds. */
export function createMongoEventsRepository(conn: Connection): EventsRepository {
  const Event = (conn.models.Event as mongoose.Model<EventDoc> | undefined) ?? conn.model<EventDoc>('Event', eventSchema);

  return {
    async list(opts = {}) {
      // sanitizeFilter is on: the operator we write ourselves is marked trusted
      const filter = opts.endingAfter ? { end_date: mongoose.trusted({ $gte: opts.endingAfter }) } : {};
      const docs = await Event.find(filter).sort({ start_date: 1, _id: 1 }).lean<Lean[]>();
      return docs.map(toRecord).sort(byStartDate);
    },
    async findById(id) {
      if (!isObjectId(id)) return null;
      const doc = await Event.findById(id).lean<Lean>();
      return doc ? toRecord(doc) : null;
    },
    async create(input) {
      const doc = await Event.create({ ...input, created_at: new Date() });
      return toRecord(doc.toObject() as Lean);
    },
    async update(id, patch) {
      if (!isObjectId(id)) return null;
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const doc = await Event.findByIdAndUpdate(id, { $set: set }, { new: true, runValidators: true }).lean<Lean>();
      return doc ? toRecord(doc) : null;
    },
    async delete(id) {
      if (!isObjectId(id)) return false;
      const res = await Event.deleteOne({ _id: id });
      return res.deletedCount === 1;
    },
    async removeBusinessEverywhere(businessId) {
      if (!isObjectId(businessId)) return;
      const oid = new mongoose.Types.ObjectId(businessId);
      await Event.updateMany({ business_ids: oid }, { $pull: { business_ids: oid } });
    },
  };
}
