import { recordsOf, type Persistable } from '../../infra/persistable';
import type { StatsKind, WeekStatsRecord, WeeklyStatsRepository } from './stats.repository';

const OBJECT_ID = /^[a-f\d]{24}$/i;
const keyOf = (businessId: string, week: string) => `${businessId.toLowerCase()}|${week}`;
const copy = (r: WeekStatsRecord): WeekStatsRecord => ({ ...r });

/** The weekly figures in process memory, kept on disk by store/persist.ts (exportState/importState). */
export function createMemoryWeeklyStatsRepository(): WeeklyStatsRepository & Persistable {
  const rows = new Map<string, WeekStatsRecord>();
  return {
    async add(businessId, week, kind: StatsKind, by = 1) {
      if (!OBJECT_ID.test(businessId)) return;
      const k = keyOf(businessId, week);
      const r = rows.get(k) ?? { business_id: businessId.toLowerCase(), week, visits: 0, reservations: 0, favorites: 0 };
      r[kind] += by;
      rows.set(k, r);
    },
    async findWeeks(businessId, from, to) {
      if (!OBJECT_ID.test(businessId)) return [];
      const id = businessId.toLowerCase();
      return [...rows.values()].filter((r) => r.business_id === id && r.week >= from && r.week <= to).map(copy);
    },
    async removeByBusiness(businessId) {
      const id = businessId.toLowerCase();
      for (const [k, r] of rows) if (r.business_id === id) rows.delete(k);
    },
    exportState() {
      return { records: [...rows.entries()].map(([k, r]) => ({ _id: k, ...copy(r) })) };
    },
    importState(data) {
      rows.clear();
      for (const { _id, ...r } of recordsOf<WeekStatsRecord & { _id: string }>(data, 'weeklyStats')) {
        if (typeof r.business_id !== 'string' || typeof r.week !== 'string') throw new Error('weeklyStats: a record without business_id or week');
        const counts = { visits: Number(r.visits) || 0, reservations: Number(r.reservations) || 0, favorites: Number(r.favorites) || 0 };
        rows.set(keyOf(r.business_id, r.week), { business_id: r.business_id.toLowerCase(), week: r.week, ...counts });
      }
    },
  };
}
