import { Types } from 'mongoose';
import { byStartDate, type EventRecord, type EventsRepository } from './events.repository';

/** The events port in process memory (tests, offline machines). */
export function createMemoryEventsRepository(): EventsRepository {
  const rows = new Map<string, EventRecord>();
  const copy = (e: EventRecord): EventRecord => ({
    ...e,
    start_date: new Date(e.start_date),
    end_date: new Date(e.end_date),
    created_at: new Date(e.created_at),
    images: [...e.images],
    thumbnails: [...e.thumbnails],
    business_ids: [...e.business_ids],
  });

  return {
    async list(opts = {}) {
      const after = opts.endingAfter?.getTime();
      return [...rows.values()]
        .filter((e) => after === undefined || e.end_date.getTime() >= after)
        .sort(byStartDate)
        .map(copy);
    },
    async findById(id) {
      const e = rows.get(id);
      return e ? copy(e) : null;
    },
    async create(input) {
      const record = copy({ ...input, _id: new Types.ObjectId().toHexString(), created_at: new Date() });
      rows.set(record._id, record);
      return copy(record);
    },
    async update(id, patch) {
      const current = rows.get(id);
      if (!current) return null;
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const next = copy({ ...current, ...defined, _id: current._id, created_at: current.created_at });
      rows.set(id, next);
      return copy(next);
    },
    async delete(id) {
      return rows.delete(id);
    },
    async removeBusinessEverywhere(businessId) {
      for (const e of rows.values()) {
        if (e.business_ids.includes(businessId)) e.business_ids = e.business_ids.filter((b) => b !== businessId);
      }
    },
  };
}
