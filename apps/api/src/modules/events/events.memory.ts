import { Types } from 'mongoose';
import { DuplicateKeyError, StaleWriteError } from '../../shared/errors';
import { recordsOf, type Persistable } from '../../infra/persistable';
import { byStartDate, type EventRecord, type EventsRepository } from './events.repository';

/** ids are 24-hex strings; MongoDB reads them in any case, so the memory store does too */
const key = (id: string) => id.toLowerCase();

/** The events port in process memory (tests, offline machines). */
export function createMemoryEventsRepository(): EventsRepository & Persistable {
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
      const e = rows.get(key(id));
      return e ? copy(e) : null;
    },
    async create(input, id) {
      if (id !== undefined && rows.has(key(id))) throw new DuplicateKeyError('_id');
      const record = copy({
        ...input,
        business_ids: input.business_ids.map(key),
        _id: id !== undefined ? key(id) : new Types.ObjectId().toHexString(),
        version: 0,
        created_at: new Date(),
      });
      rows.set(record._id, record);
      return copy(record);
    },
    async update(id, patch, expectedVersion) {
      const current = rows.get(key(id));
      if (!current) return null;
      if (expectedVersion !== undefined && current.version !== expectedVersion) throw new StaleWriteError();
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (patch.business_ids) defined.business_ids = patch.business_ids.map(key);
      const next = copy({ ...current, ...defined, _id: current._id, version: current.version + 1, created_at: current.created_at } as EventRecord);
      if (patch.description_en === null) delete next.description_en;
      rows.set(current._id, next);
      return copy(next);
    },
    async delete(id) {
      return rows.delete(key(id));
    },
    async removeBusinessEverywhere(businessId) {
      const b = key(businessId);
      for (const e of rows.values()) {
        if (e.business_ids.includes(b)) e.business_ids = e.business_ids.filter((x) => x !== b);
      }
    },
    async filesInUse(urls, exceptId) {
      const wanted = new Set(urls);
      const except = exceptId === undefined ? undefined : key(exceptId);
      const used = new Set<string>();
      for (const e of rows.values()) {
        if (e._id === except) continue;
        for (const u of [...e.images, ...e.thumbnails]) if (u && wanted.has(u)) used.add(u);
      }
      return [...used];
    },
    exportState() {
      return { records: [...rows.values()].map(copy) };
    },
    importState(data) {
      const records = recordsOf<EventRecord>(data, 'events');
      rows.clear();
      for (const e of records) rows.set(key(e._id), copy({ ...e, _id: key(e._id), version: e.version ?? 0 }));
    },
  };
}
