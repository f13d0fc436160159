import { Types } from 'mongoose';
import { recordsOf, type Persistable } from '../../infra/persistable';
import { filesOfChange, newestChangeFirst, type ChangeRecord, type ChangesRepository } from './changes.repository';

const key = (id: string) => id.toLowerCase();
const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** The changes port in process memory, kept on disk by store/persist.ts. */
export function createMemoryChangesRepository(): ChangesRepository & Persistable {
  const rows = new Map<string, ChangeRecord>();
  const copy = (c: ChangeRecord): ChangeRecord => ({
    ...c,
    before: clone(c.before),
    after: clone(c.after),
    created_at: new Date(c.created_at),
    ...(c.reverted_at ? { reverted_at: new Date(c.reverted_at) } : {}),
  });
  let lastStamp = 0;
  return {
    async create(input) {
      const c: ChangeRecord = copy({ ...input, business_id: key(input.business_id), user_id: key(input.user_id), _id: new Types.ObjectId().toHexString(), created_at: new Date((lastStamp = Math.max(Date.now(), lastStamp + 1))) });
      rows.set(c._id, c);
      return copy(c);
    },
    async findById(id) {
      const c = isObjectId(id) ? rows.get(key(id)) : undefined;
      return c ? copy(c) : null;
    },
    async page({ business_id, offset, limit }) {
      const all = [...rows.values()].filter((c) => !business_id || c.business_id === key(business_id)).sort(newestChangeFirst);
      return { items: all.slice(offset, offset + limit).map(copy), total: all.length };
    },
    async latest(businessId, kind) {
      const [c] = [...rows.values()].filter((r) => r.business_id === key(businessId) && r.kind === kind && !r.reverted_at).sort(newestChangeFirst);
      return c ? copy(c) : null;
    },
    async markReverted(id, by, at) {
      const c = isObjectId(id) ? rows.get(key(id)) : undefined;
      if (!c || c.reverted_at) return false;
      rows.set(c._id, { ...c, reverted_at: at, reverted_by: by });
      return true;
    },
    async filesInUse(urls, exceptBusinessId) {
      const wanted = new Set(urls);
      const found = new Set<string>();
      for (const c of rows.values()) {
        if (c.reverted_at || (exceptBusinessId && c.business_id === key(exceptBusinessId))) continue;
        for (const u of filesOfChange(c)) if (wanted.has(u)) found.add(u);
      }
      return [...found];
    },
    async filesOfBusiness(businessId) {
      return [...new Set([...rows.values()].filter((c) => c.business_id === key(businessId)).flatMap(filesOfChange))];
    },
    exportState() {
      return { records: [...rows.values()] };
    },
    importState(data) {
      rows.clear();
      for (const c of recordsOf<ChangeRecord>(data, 'changes')) rows.set(c._id, copy(c));
    },
  };
}
