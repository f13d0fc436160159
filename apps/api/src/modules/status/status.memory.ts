import { recordsOf, type Persistable } from '../../infra/persistable';
import type { TodayStatusesRepository, TodayStatusRecord } from './status.repository';

const OBJECT_ID = /^[a-f\d]{24}$/i;
const key = (id: string) => id.toLowerCase();
const copy = (r: TodayStatusRecord): TodayStatusRecord => ({ ...r, set_at: new Date(r.set_at) });

/** The today's-status port in process memory, kept on disk by store/persist.ts. */
export function createMemoryTodayStatusesRepository(): TodayStatusesRepository & Persistable {
  const rows = new Map<string, TodayStatusRecord>();
  return {
    async get(businessId) {
      const r = OBJECT_ID.test(businessId) ? rows.get(key(businessId)) : undefined;
      return r ? copy(r) : null;
    },
    async forDay(businessIds, date) {
      const out = new Map<string, TodayStatusRecord>();
      for (const id of businessIds) {
        const r = rows.get(key(id));
        if (r && r.date === date) out.set(key(id), copy(r));
      }
      return out;
    },
    async set(record) {
      const r = copy({ ...record, business_id: key(record.business_id), set_by: key(record.set_by) });
      rows.set(r.business_id, r);
      return copy(r);
    },
    async clear(businessId) {
      const r = rows.get(key(businessId));
      if (!r) return null;
      rows.delete(key(businessId));
      return copy(r);
    },
    exportState() {
      return { records: [...rows.values()].map((r) => ({ ...copy(r), _id: r.business_id })) };
    },
    importState(data) {
      rows.clear();
      for (const { _id, ...r } of recordsOf<TodayStatusRecord & { _id: string }>(data, 'todayStatuses')) {
        rows.set(key(_id), copy({ ...r, business_id: key(_id) }));
      }
    },
  };
}
