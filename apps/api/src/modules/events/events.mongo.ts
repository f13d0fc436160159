import mongoose, { Schema, type Connection, type Types } from 'mongoose';
import { DuplicateKeyError, StaleWriteError } from '../../shared/errors';
import { byStartDate, type EventRecord, type EventsRepository } from './events.repository';

/** `version` is absent on documents written before optimistic concurrency: read as 0. */
type EventDoc = Omit<EventRecord, '_id' | 'business_ids' | 'version'> & { business_ids: Types.ObjectId[]; version?: number };

const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);
const oid = (id: string) => new mongoose.Types.ObjectId(id.toLowerCase());
/** The filter of a write that expects `version`; documents from before versions count as 0. */
const versionIs = (expected: number) => (expected === 0 ? { version: mongoose.trusted({ $in: [0, null] }) } : { version: expected });

const eventSchema = new Schema<EventDoc>(
  {
    title: { type: String, default: '' },
    description: { type: String, required: true },
    // issue 22 §1: absent on older documents (and when none was written)
    description_en: { type: String, default: undefined },
    start_date: { type: Date, required: true, index: true },
    end_date: { type: Date, required: true, index: true },
    // filesInUse looks a file up in both (issue 17 §11): multikey indexes, no collection scan
    images: { type: [String], default: [], index: true },
    thumbnails: { type: [String], default: [], index: true },
    business_ids: { type: [Schema.Types.ObjectId], default: [], index: true },
    version: { type: Number, default: 0 },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'events', versionKey: false },
);

type Lean = EventDoc & { _id: Types.ObjectId };
const toRecord = (d: Lean): EventRecord => ({
  _id: d._id.toString(),
  title: d.title ?? '',
  description: d.description,
  ...(d.description_en ? { description_en: d.description_en } : {}),
  start_date: new Date(d.start_date),
  end_date: new Date(d.end_date),
  images: [...(d.images ?? [])],
  thumbnails: [...(d.thumbnails ?? [])],
  business_ids: (d.business_ids ?? []).map((b) => b.toString()),
  version: d.version ?? 0,
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
      const doc = await Event.findById(oid(id)).lean<Lean>();
      return doc ? toRecord(doc) : null;
    },
    async create(input, id) {
      const doc = await Event.create({ ...input, ...(id !== undefined ? { _id: oid(id) } : {}), version: 0, created_at: new Date() }).catch((err: unknown) => {
        if ((err as { code?: number } | null)?.code === 11000) throw new DuplicateKeyError('_id');
        throw err;
      });
      return toRecord(doc.toObject() as Lean);
    },
    async update(id, patch, expectedVersion) {
      if (!isObjectId(id)) return null;
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined && v !== null));
      const filter = { _id: oid(id), ...(expectedVersion !== undefined ? versionIs(expectedVersion) : {}) };
      const unset = patch.description_en === null ? { $unset: { description_en: 1 } } : {};
      const doc = await Event.findOneAndUpdate(filter, { $set: set, ...unset, $inc: { version: 1 } }, { new: true, runValidators: true }).lean<Lean>();
      if (doc) return toRecord(doc);
      if (expectedVersion !== undefined && (await Event.exists({ _id: oid(id) }))) throw new StaleWriteError();
      return null;
    },
    async delete(id) {
      if (!isObjectId(id)) return false;
      const res = await Event.deleteOne({ _id: oid(id) });
      return res.deletedCount === 1;
    },
    async removeBusinessEverywhere(businessId) {
      if (!isObjectId(businessId)) return;
      const b = oid(businessId);
      await Event.updateMany({ business_ids: b }, { $pull: { business_ids: b } });
    },
    async filesInUse(urls, exceptId) {
      const wanted = [...new Set(urls.filter((u) => typeof u === 'string' && u.length > 0))];
      if (wanted.length === 0) return [];
      const $in = mongoose.trusted({ $in: wanted });
      const filter: Record<string, unknown> = { $or: [{ images: $in }, { thumbnails: $in }] };
      if (exceptId && isObjectId(exceptId)) filter._id = mongoose.trusted({ $ne: oid(exceptId) });
      const docs = await Event.find(filter, { images: 1, thumbnails: 1 }).lean<Pick<EventDoc, 'images' | 'thumbnails'>[]>();
      const set = new Set(wanted);
      const used = new Set<string>();
      for (const d of docs) for (const u of [...(d.images ?? []), ...(d.thumbnails ?? [])]) if (u && set.has(u)) used.add(u);
      return [...used];
    },
  };
}
