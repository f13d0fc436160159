import mongoose, { Schema, type Connection, type Types } from 'mongoose';
import { CLAIM_STATUSES, OSM_TYPES } from '@guia/contracts';
import { DuplicateKeyError } from '../../shared/errors';
import { OPEN_STATUSES, type ClaimRecord, type ClaimsRepository } from './claims.repository';

type ClaimDoc = Omit<ClaimRecord, '_id' | 'business_id' | 'user_id' | 'decided_by'> & {
  business_id: Types.ObjectId;
  user_id: Types.ObjectId;
  decided_by?: Types.ObjectId;
  /** pending or approved: what the unique index holds (an equality filter, which every MongoDB version takes) */
  open: boolean;
};

const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);
const oid = (id: string) => new mongoose.Types.ObjectId(id.toLowerCase());

const claimSchema = new Schema<ClaimDoc>(
  {
    business_id: { type: Schema.Types.ObjectId, required: true },
    user_id: { type: Schema.Types.ObjectId, required: true },
    phone: { type: String, required: true },
    note: { type: String, default: '' },
    status: { type: String, enum: CLAIM_STATUSES, required: true },
    open: { type: Boolean, required: true },
    reason: String,
    created_at: { type: Date, default: () => new Date() },
    decided_at: Date,
    decided_by: Schema.Types.ObjectId,
    // issue 24: the OpenStreetMap object the person asked for
    osm: { type: new Schema({ type: { type: String, enum: OSM_TYPES, required: true }, id: { type: Number, required: true } }, { _id: false }), default: undefined },
  },
  { collection: 'business_claims', versionKey: false },
);
// one open claim per person and business, held by the database itself (two racing requests: one wins)
claimSchema.index(
  { user_id: 1, business_id: 1 },
  { unique: true, partialFilterExpression: { open: true }, name: 'one_open_claim' },
);
// the admin's list by status, newest first; a person's own list
claimSchema.index({ status: 1, created_at: -1 });
claimSchema.index({ user_id: 1, created_at: -1 });
claimSchema.index({ business_id: 1, status: 1 });

type Lean = ClaimDoc & { _id: Types.ObjectId };
const toRecord = (d: Lean): ClaimRecord => ({
  _id: d._id.toString(),
  business_id: d.business_id.toString(),
  user_id: d.user_id.toString(),
  phone: d.phone,
  note: d.note ?? '',
  status: d.status,
  ...(d.osm ? { osm: { type: d.osm.type, id: d.osm.id } } : {}),
  ...(d.reason ? { reason: d.reason } : {}),
  created_at: new Date(d.created_at),
  ...(d.decided_at ? { decided_at: new Date(d.decided_at) } : {}),
  ...(d.decided_by ? { decided_by: d.decided_by.toString() } : {}),
});

/** The claims port on MongoDB: collection `business_claims`. */
export function createMongoClaimsRepository(conn: Connection): ClaimsRepository {
  const Claim = (conn.models.Claim as mongoose.Model<ClaimDoc> | undefined) ?? conn.model<ClaimDoc>('Claim', claimSchema);
  const openFilter = (userId: string, businessId: string) => ({ user_id: oid(userId), business_id: oid(businessId), open: true });

  return {
    async create(input) {
      try {
        const doc = await Claim.create({ ...input, business_id: oid(input.business_id), user_id: oid(input.user_id), status: 'pending', open: true, created_at: new Date() });
        return toRecord(doc.toObject() as Lean);
      } catch (err) {
        if ((err as { code?: number } | null)?.code === 11000) throw new DuplicateKeyError('claim');
        throw err;
      }
    },
    async findById(id) {
      if (!isObjectId(id)) return null;
      const doc = await Claim.findById(oid(id)).lean<Lean>();
      return doc ? toRecord(doc) : null;
    },
    async findOpen(userId, businessId) {
      if (!isObjectId(userId) || !isObjectId(businessId)) return null;
      const doc = await Claim.findOne(openFilter(userId, businessId)).lean<Lean>();
      return doc ? toRecord(doc) : null;
    },
    async page({ status, offset, limit }) {
      const filter = status ? { status } : {};
      const [docs, total] = await Promise.all([
        Claim.find(filter).sort({ created_at: -1, _id: -1 }).skip(offset).limit(limit).lean<Lean[]>(),
        Claim.countDocuments(filter),
      ]);
      return { items: docs.map(toRecord), total };
    },
    async listByUser(userId) {
      if (!isObjectId(userId)) return [];
      const docs = await Claim.find({ user_id: oid(userId) }).sort({ created_at: -1, _id: -1 }).lean<Lean[]>();
      return docs.map(toRecord);
    },
    async decide(id, from, to, decision) {
      if (!isObjectId(id)) return null;
      const set: Record<string, unknown> = { status: to, open: OPEN_STATUSES.includes(to), decided_at: decision.decided_at, decided_by: oid(decision.decided_by) };
      if (decision.reason) set.reason = decision.reason;
      // a second open claim of the person on that business breaks the unique index: null below
      if (decision.business_id) set.business_id = oid(decision.business_id);
      try {
        const doc = await Claim.findOneAndUpdate({ _id: oid(id), status: from }, { $set: set }, { new: true }).lean<Lean>();
        return doc ? toRecord(doc) : null;
      } catch (err) {
        if ((err as { code?: number } | null)?.code === 11000) return null;
        throw err;
      }
    },
    async isOwner(userId, businessId) {
      if (!isObjectId(userId) || !isObjectId(businessId)) return false;
      return Boolean(await Claim.exists({ user_id: oid(userId), business_id: oid(businessId), status: 'approved' }));
    },
    async ownedBy(userId) {
      if (!isObjectId(userId)) return [];
      const docs = await Claim.find({ user_id: oid(userId), status: 'approved' }, { business_id: 1 }).lean<Pick<Lean, 'business_id'>[]>();
      return docs.map((d) => d.business_id.toString());
    },
    async removeByUser(userId) {
      if (!isObjectId(userId)) return;
      await Claim.deleteMany({ user_id: oid(userId) });
    },
  };
}
