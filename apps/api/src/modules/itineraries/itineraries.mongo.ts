import mongoose, { Schema, type Connection, type Types } from 'mongoose';
import { StaleWriteError } from '../../shared/errors';
import { byMostRecent, type ItinerariesRepository, type ItineraryRecord, type ItineraryStopRecord } from './itineraries.repository';

type StopDoc = Omit<ItineraryStopRecord, 'business_id'> & { business_id: Types.ObjectId };
type ItineraryDoc = Omit<ItineraryRecord, '_id' | 'owner_id' | 'stops'> & { owner_id: Types.ObjectId; stops: StopDoc[] };

const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);
const oid = (id: string) => new mongoose.Types.ObjectId(id.toLowerCase());

const stopSchema = new Schema<StopDoc>(
  { business_id: { type: Schema.Types.ObjectId, required: true }, time: String, note: String },
  { _id: false },
);

const itinerarySchema = new Schema<ItineraryDoc>(
  {
    owner_id: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    date: { type: String, default: null },
    stops: { type: [stopSchema], default: [] },
    share_token: { type: String, default: null },
    version: { type: Number, default: 0 },
    created_at: { type: Date, default: () => new Date() },
    updated_at: { type: Date, default: () => new Date() },
  },
  { collection: 'itineraries', versionKey: false },
);
// a person's plans, newest first, without a scan or an in-memory sort
itinerarySchema.index({ owner_id: 1, updated_at: -1 });
// a shared link finds its plan by index; unshared plans (null) are left out of the unique index
itinerarySchema.index({ share_token: 1 }, { unique: true, partialFilterExpression: { share_token: { $type: 'string' } } });

type Lean = ItineraryDoc & { _id: Types.ObjectId };
const toRecord = (d: Lean): ItineraryRecord => ({
  _id: d._id.toString(),
  owner_id: d.owner_id.toString(),
  name: d.name,
  date: d.date ?? null,
  stops: (d.stops ?? []).map((s) => ({
    business_id: s.business_id.toString(),
    ...(s.time ? { time: s.time } : {}),
    ...(s.note ? { note: s.note } : {}),
  })),
  share_token: d.share_token ?? null,
  version: d.version ?? 0,
  created_at: new Date(d.created_at ?? d._id.getTimestamp()),
  updated_at: new Date(d.updated_at ?? d.created_at ?? d._id.getTimestamp()),
});

const toStops = (stops: ItineraryStopRecord[]) => stops.map((s) => ({ ...s, business_id: oid(s.business_id) }));

/** The itineraries port on MongoDB: collection `itineraries`. */
export function createMongoItinerariesRepository(conn: Connection): ItinerariesRepository {
  const Itinerary = (conn.models.Itinerary as mongoose.Model<ItineraryDoc> | undefined) ?? conn.model<ItineraryDoc>('Itinerary', itinerarySchema);

  return {
    async listByOwner(ownerId) {
      if (!isObjectId(ownerId)) return [];
      const docs = await Itinerary.find({ owner_id: oid(ownerId) }).sort({ updated_at: -1, _id: -1 }).lean<Lean[]>();
      return docs.map(toRecord).sort(byMostRecent);
    },
    async countByOwner(ownerId) {
      if (!isObjectId(ownerId)) return 0;
      return Itinerary.countDocuments({ owner_id: oid(ownerId) });
    },
    async findById(id) {
      if (!isObjectId(id)) return null;
      const doc = await Itinerary.findById(oid(id)).lean<Lean>();
      return doc ? toRecord(doc) : null;
    },
    async findByShareToken(token) {
      if (typeof token !== 'string' || token === '') return null;
      const doc = await Itinerary.findOne({ share_token: token }).lean<Lean>();
      return doc ? toRecord(doc) : null;
    },
    async create(input) {
      const now = new Date();
      const doc = await Itinerary.create({ ...input, owner_id: oid(input.owner_id), stops: toStops(input.stops), share_token: null, version: 0, created_at: now, updated_at: now });
      return toRecord(doc.toObject() as Lean);
    },
    async update(id, patch, expectedVersion) {
      if (!isObjectId(id)) return null;
      const set: Record<string, unknown> = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (patch.stops) set.stops = toStops(patch.stops);
      set.updated_at = new Date();
      const filter = { _id: oid(id), ...(expectedVersion !== undefined ? { version: expectedVersion } : {}) };
      const doc = await Itinerary.findOneAndUpdate(filter, { $set: set, $inc: { version: 1 } }, { new: true, runValidators: true }).lean<Lean>();
      if (doc) return toRecord(doc);
      if (expectedVersion !== undefined && (await Itinerary.exists({ _id: oid(id) }))) throw new StaleWriteError();
      return null;
    },
    async delete(id) {
      if (!isObjectId(id)) return false;
      const res = await Itinerary.deleteOne({ _id: oid(id) });
      return res.deletedCount === 1;
    },
    async deleteByOwner(ownerId) {
      if (!isObjectId(ownerId)) return 0;
      const res = await Itinerary.deleteMany({ owner_id: oid(ownerId) });
      return res.deletedCount ?? 0;
    },
  };
}
