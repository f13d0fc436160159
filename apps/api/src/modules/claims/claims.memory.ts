import { Types } from 'mongoose';
import { DuplicateKeyError } from '../../shared/errors';
import { recordsOf, type Persistable } from '../../infra/persistable';
import { OPEN_STATUSES, newestFirst, type ClaimRecord, type ClaimsRepository } from './claims.repository';

const key = (id: string) => id.toLowerCase();
const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);

/** The claims port in process memory, kept on disk by store/persist.ts. */
export function createMemoryClaimsRepository(): ClaimsRepository & Persistable {
  const rows = new Map<string, ClaimRecord>();
  const copy = (c: ClaimRecord): ClaimRecord => ({
    ...c,
    ...(c.osm ? { osm: { ...c.osm } } : {}),
    created_at: new Date(c.created_at),
    ...(c.decided_at ? { decided_at: new Date(c.decided_at) } : {}),
  });
  const open = (userId: string, businessId: string) => {
    for (const c of rows.values()) if (c.user_id === key(userId) && c.business_id === key(businessId) && OPEN_STATUSES.includes(c.status)) return c;
    return undefined;
  };
  let lastStamp = 0;
  const stamp = () => new Date((lastStamp = Math.max(Date.now(), lastStamp + 1)));

  return {
    async create(input) {
      if (open(input.user_id, input.business_id)) throw new DuplicateKeyError('claim');
      const record: ClaimRecord = {
        ...input,
        business_id: key(input.business_id),
        user_id: key(input.user_id),
        _id: new Types.ObjectId().toHexString(),
        status: 'pending',
        created_at: stamp(),
      };
      rows.set(record._id, record);
      return copy(record);
    },
    async findById(id) {
      const c = isObjectId(id) ? rows.get(key(id)) : undefined;
      return c ? copy(c) : null;
    },
    async findOpen(userId, businessId) {
      const c = open(userId, businessId);
      return c ? copy(c) : null;
    },
    async page({ status, offset, limit }) {
      const all = [...rows.values()].filter((c) => !status || c.status === status).sort(newestFirst);
      return { items: all.slice(offset, offset + limit).map(copy), total: all.length };
    },
    async listByUser(userId) {
      return [...rows.values()].filter((c) => c.user_id === key(userId)).sort(newestFirst).map(copy);
    },
    async decide(id, from, to, decision) {
      const c = isObjectId(id) ? rows.get(key(id)) : undefined;
      if (!c || c.status !== from) return null;
      const businessId = decision.business_id ? key(decision.business_id) : c.business_id;
      if (businessId !== c.business_id && OPEN_STATUSES.includes(to) && open(c.user_id, businessId)) return null;
      const next: ClaimRecord = {
        ...c,
        business_id: businessId,
        status: to,
        decided_at: decision.decided_at,
        decided_by: decision.decided_by,
        ...(decision.reason ? { reason: decision.reason } : {}),
      };
      rows.set(c._id, next);
      return copy(next);
    },
    async isOwner(userId, businessId) {
      return open(userId, businessId)?.status === 'approved';
    },
    async ownedBy(userId) {
      return [...rows.values()].filter((c) => c.user_id === key(userId) && c.status === 'approved').map((c) => c.business_id);
    },
    async removeByUser(userId) {
      for (const [id, c] of rows) if (c.user_id === key(userId)) rows.delete(id);
    },
    exportState() {
      return { records: [...rows.values()] };
    },
    importState(data) {
      rows.clear();
      for (const c of recordsOf<ClaimRecord>(data, 'claims')) rows.set(c._id, copy(c));
    },
  };
}
