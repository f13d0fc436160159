import mongoose, { Schema, type Connection, type Types } from 'mongoose';
import { CHANGE_KINDS } from '@guia/contracts';
import { filesOfChange, type ChangeRecord, type ChangesRepository } from './changes.repository';

type ChangeDoc = Omit<ChangeRecord, '_id' | 'business_id' | 'user_id' | 'reverted_by'> & {
  business_id: Types.ObjectId;
  user_id: Types.ObjectId;
  reverted_by?: Types.ObjectId;
};
const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);
const oid = (id: string) => new mongoose.Types.ObjectId(id.toLowerCase());

const changeSchema = new Schema<ChangeDoc>(
  {
    business_id: { type: Schema.Types.ObjectId, required: true },
    user_id: { type: Schema.Types.ObjectId, required: true },
    by_owner: { type: Boolean, required: true },
    kind: { type: String, enum: CHANGE_KINDS, required: true },
    before: Schema.Types.Mixed,
    after: Schema.Types.Mixed,
    created_at: { type: Date, required: true },
    reverted_at: Date,
    reverted_by: Schema.Types.ObjectId,
  },
  { collection: 'business_changes', versionKey: false, minimize: false },
);
changeSchema.index({ created_at: -1 });
changeSchema.index({ business_id: 1, kind: 1, created_at: -1 });
// filesInUse (issue 21 §1): a photo is looked up among the photo changes' lists
changeSchema.index({ 'before.photos': 1 }, { sparse: true });
changeSchema.index({ 'after.photos': 1 }, { sparse: true });

type Lean = ChangeDoc & { _id: Types.ObjectId };
const toRecord = (d: Lean): ChangeRecord => ({
  _id: d._id.toString(),
  business_id: d.business_id.toString(),
  user_id: d.user_id.toString(),
  by_owner: d.by_owner,
  kind: d.kind,
  before: d.before,
  after: d.after,
  created_at: new Date(d.created_at),
  ...(d.reverted_at ? { reverted_at: new Date(d.reverted_at) } : {}),
  ...(d.reverted_by ? { reverted_by: d.reverted_by.toString() } : {}),
});

/** The changes port on MongoDB: collection `business_changes`, append-only. */
export function createMongoChangesRepository(conn: Connection): ChangesRepository {
  const Change = (conn.models.Change as mongoose.Model<ChangeDoc> | undefined) ?? conn.model<ChangeDoc>('Change', changeSchema);
  const order = { created_at: -1, _id: -1 } as const;
  return {
    async create(input) {
      const doc = await Change.create({ ...input, business_id: oid(input.business_id), user_id: oid(input.user_id), created_at: new Date() });
      return toRecord(doc.toObject() as Lean);
    },
    async findById(id) {
      if (!isObjectId(id)) return null;
      const doc = await Change.findById(oid(id)).lean<Lean>();
      return doc ? toRecord(doc) : null;
    },
    async page({ business_id, offset, limit }) {
      const filter = business_id ? { business_id: oid(business_id) } : {};
      const [docs, total] = await Promise.all([Change.find(filter).sort(order).skip(offset).limit(limit).lean<Lean[]>(), Change.countDocuments(filter)]);
      return { items: docs.map(toRecord), total };
    },
    async latest(businessId, kind) {
      if (!isObjectId(businessId)) return null;
      const doc = await Change.findOne({ business_id: oid(businessId), kind, reverted_at: null }).sort(order).lean<Lean>();
      return doc ? toRecord(doc) : null;
    },
    async markReverted(id, by, at) {
      if (!isObjectId(id)) return false;
      const res = await Change.updateOne({ _id: oid(id), reverted_at: null }, { $set: { reverted_at: at, reverted_by: oid(by) } });
      return res.modifiedCount === 1;
    },
    async filesInUse(urls, exceptBusinessId) {
      if (urls.length === 0) return [];
      const lists = ['before.photos', 'before.thumbnails', 'after.photos', 'after.thumbnails'];
      const docs = await Change.find(
        {
          kind: 'photos',
          reverted_at: null,
          ...(exceptBusinessId && isObjectId(exceptBusinessId) ? { business_id: mongoose.trusted({ $ne: oid(exceptBusinessId) }) } : {}),
          // our own operators, past the connection's sanitizeFilter (store/mongo.ts), which would make them equality tests
          $or: lists.map((f) => ({ [f]: mongoose.trusted({ $in: urls }) })),
        },
        { kind: 1, before: 1, after: 1 },
      ).lean<Lean[]>();
      const wanted = new Set(urls);
      return [...new Set(docs.flatMap((d) => filesOfChange(d).filter((u) => wanted.has(u))))];
    },
    async filesOfBusiness(businessId) {
      if (!isObjectId(businessId)) return [];
      const docs = await Change.find({ business_id: oid(businessId), kind: 'photos' }, { kind: 1, before: 1, after: 1 }).lean<Lean[]>();
      return [...new Set(docs.flatMap(filesOfChange))];
    },
  };
}
