import { Types } from 'mongoose';
import { StaleWriteError } from '../../shared/errors';
import { recordsOf, type Persistable } from '../../infra/persistable';
import { byMostRecent, type ItinerariesRepository, type ItineraryRecord } from './itineraries.repository';

const key = (id: string) => id.toLowerCase();
const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);

/** The itineraries port in process memory (tests, offline machines), kept on disk by store/persist.ts. */
export function createMemoryItinerariesRepository(): ItinerariesRepository & Persistable {
  const rows = new Map<string, ItineraryRecord>();
  const copy = (r: ItineraryRecord): ItineraryRecord => ({
    ...r,
    stops: r.stops.map((s) => ({ ...s })),
    created_at: new Date(r.created_at),
    updated_at: new Date(r.updated_at),
  });
  /** a later write always reads as later, even within the same millisecond */
  let lastStamp = 0;
  const stamp = () => new Date((lastStamp = Math.max(Date.now(), lastStamp + 1)));

  return {
    async listByOwner(ownerId) {
      const owner = key(ownerId);
      return [...rows.values()].filter((r) => r.owner_id === owner).sort(byMostRecent).map(copy);
    },
    async countByOwner(ownerId) {
      const owner = key(ownerId);
      let n = 0;
      for (const r of rows.values()) if (r.owner_id === owner) n++;
      return n;
    },
    async findById(id) {
      const r = isObjectId(id) ? rows.get(key(id)) : undefined;
      return r ? copy(r) : null;
    },
    async findByShareToken(token) {
      for (const r of rows.values()) if (r.share_token !== null && r.share_token === token) return copy(r);
      return null;
    },
    async create(input) {
      const now = stamp();
      const record: ItineraryRecord = copy({
        ...input,
        owner_id: key(input.owner_id),
        stops: input.stops.map((s) => ({ ...s, business_id: key(s.business_id) })),
        _id: new Types.ObjectId().toHexString(),
        share_token: null,
        version: 0,
        created_at: now,
        updated_at: now,
      });
      rows.set(record._id, record);
      return copy(record);
    },
    async update(id, patch, expectedVersion) {
      const current = isObjectId(id) ? rows.get(key(id)) : undefined;
      if (!current) return null;
      if (expectedVersion !== undefined && current.version !== expectedVersion) throw new StaleWriteError();
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<ItineraryRecord>;
      if (patch.stops) defined.stops = patch.stops.map((s) => ({ ...s, business_id: key(s.business_id) }));
      const next = copy({ ...current, ...defined, _id: current._id, owner_id: current.owner_id, version: current.version + 1, created_at: current.created_at, updated_at: stamp() });
      rows.set(current._id, next);
      return copy(next);
    },
    async delete(id) {
      return isObjectId(id) ? rows.delete(key(id)) : false;
    },
    async deleteByOwner(ownerId) {
      const owner = key(ownerId);
      let n = 0;
      for (const [id, r] of rows) if (r.owner_id === owner && rows.delete(id)) n++;
      return n;
    },
    exportState() {
      return { records: [...rows.values()] };
    },
    importState(data) {
      rows.clear();
      for (const r of recordsOf<ItineraryRecord>(data, 'itineraries')) {
        rows.set(r._id, copy({ ...r, share_token: r.share_token ?? null, version: r.version ?? 0, created_at: new Date(r.created_at), updated_at: new Date(r.updated_at ?? r.created_at) }));
      }
    },
  };
}
