import { Types } from 'mongoose';
import { recordsOf, type Persistable } from '../../infra/persistable';
import { newestReportFirst, type ReportRecord, type ReportsRepository } from './review-reports.repository';

const key = (id: string) => id.toLowerCase();
const isObjectId = (id: string) => /^[a-f\d]{24}$/i.test(id);
const copy = (r: ReportRecord): ReportRecord => ({ ...r, created_at: new Date(r.created_at), ...(r.handled_at ? { handled_at: new Date(r.handled_at) } : {}) });
const itemKey = (r: Pick<ReportRecord, 'review_id' | 'target' | 'user_id'>) => `${r.review_id}|${r.target}|${r.user_id}`;

/** The reports port in process memory, kept on disk by store/persist.ts. */
export function createMemoryReportsRepository(): ReportsRepository & Persistable {
  const rows = new Map<string, ReportRecord>();
  let lastStamp = 0;
  return {
    async create(input) {
      const r: ReportRecord = {
        ...input,
        review_id: key(input.review_id),
        business_id: key(input.business_id),
        user_id: key(input.user_id),
        _id: new Types.ObjectId().toHexString(),
        status: 'open',
        created_at: new Date((lastStamp = Math.max(Date.now(), lastStamp + 1))),
      };
      if ([...rows.values()].some((x) => itemKey(x) === itemKey(r))) return null;
      rows.set(r._id, r);
      return copy(r);
    },
    async findById(id) {
      const r = isObjectId(id) ? rows.get(key(id)) : undefined;
      return r ? copy(r) : null;
    },
    async page({ status, offset, limit }) {
      const all = [...rows.values()].filter((r) => r.status === status).sort(newestReportFirst);
      return { items: all.slice(offset, offset + limit).map(copy), total: all.length };
    },
    async handle(filter, by, at) {
      let n = 0;
      for (const r of rows.values()) {
        if (r.status !== 'open') continue;
        if (filter.id !== undefined && r._id !== key(filter.id)) continue;
        if (filter.review_id !== undefined && r.review_id !== key(filter.review_id)) continue;
        if (filter.target !== undefined && r.target !== filter.target) continue;
        rows.set(r._id, { ...r, status: 'handled', handled_at: at, handled_by: key(by) });
        n += 1;
      }
      return n;
    },
    exportState() {
      return { records: [...rows.values()] };
    },
    importState(data) {
      rows.clear();
      for (const r of recordsOf<ReportRecord>(data, 'reports')) rows.set(r._id, copy(r));
    },
  };
}
