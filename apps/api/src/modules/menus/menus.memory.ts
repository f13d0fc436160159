import { Types } from 'mongoose';
import { StaleWriteError } from '../../shared/errors';
import { recordsOf, type Persistable } from '../../infra/persistable';
import { byNewestRate, medianPrice, type MenuRecord, type MenusRepository, type RateRecord, type RatesRepository } from './menus.repository';

const key = (id: string) => id.toLowerCase();
const copyMenu = (m: MenuRecord): MenuRecord => ({
  ...m,
  sections: m.sections.map((s) => ({ name: s.name, dishes: s.dishes.map((d) => ({ ...d })) })),
  updated_at: new Date(m.updated_at),
});

/** The menus port in process memory, kept on disk by store/persist.ts. */
export function createMemoryMenusRepository(): MenusRepository & Persistable {
  const rows = new Map<string, MenuRecord>();
  return {
    async get(businessId) {
      const m = rows.get(key(businessId));
      return m ? copyMenu(m) : null;
    },
    async put(businessId, sections, expectedVersion, by) {
      const current = rows.get(key(businessId));
      if ((current?.version ?? 0) !== expectedVersion) throw new StaleWriteError();
      const next: MenuRecord = copyMenu({ business_id: key(businessId), sections, version: expectedVersion + 1, updated_at: new Date(), updated_by: by });
      rows.set(next.business_id, next);
      return copyMenu(next);
    },
    async medians(businessIds) {
      const out = new Map<string, number>();
      for (const id of businessIds) {
        const m = rows.get(key(id));
        const median = m ? medianPrice(m.sections) : null;
        if (median !== null) out.set(key(id), median);
      }
      return out;
    },
    exportState() {
      return { records: [...rows.values()].map((m) => ({ ...m, _id: m.business_id })) };
    },
    importState(data) {
      rows.clear();
      for (const r of recordsOf<MenuRecord & { _id: string }>(data, 'menus')) {
        const { _id, ...m } = r;
        rows.set(key(_id), copyMenu({ ...m, business_id: key(_id) }));
      }
    },
  };
}

/** The rates port in process memory. */
export function createMemoryRatesRepository(): RatesRepository & Persistable {
  const rows: RateRecord[] = [];
  const copy = (r: RateRecord): RateRecord => ({ ...r, created_at: new Date(r.created_at) });
  let lastStamp = 0;
  return {
    async create(input) {
      const r: RateRecord = { ...input, _id: new Types.ObjectId().toHexString(), created_at: new Date((lastStamp = Math.max(Date.now(), lastStamp + 1))) };
      rows.push(r);
      return copy(r);
    },
    async latest() {
      const [first] = [...rows].sort(byNewestRate);
      return first ? copy(first) : null;
    },
    async page({ offset, limit }) {
      const all = [...rows].sort(byNewestRate);
      return { items: all.slice(offset, offset + limit).map(copy), total: all.length };
    },
    exportState() {
      return { records: rows };
    },
    importState(data) {
      rows.length = 0;
      for (const r of recordsOf<RateRecord>(data, 'rates')) rows.push(copy(r));
    },
  };
}
