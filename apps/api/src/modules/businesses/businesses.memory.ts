import KDBush from 'kdbush';
import { Types } from 'mongoose';
import { DuplicateKeyError, StaleWriteError } from '../../shared/errors';
import { recordsOf, type Persistable } from '../../infra/persistable';
import { defaultReservations, parseWeekdayText } from '@guia/contracts';
import {
  combinedRating,
  copyHours,
  externalFigures,
  LIST_FIELDS,
  nearbyFieldsOf,
  type ListRecord,
  type BusinessesRepository,
  type BusinessPatch,
  type BusinessRecord,
  type NearbyRecord,
  type NewBusiness,
  type OsmLinkRecord,
} from './businesses.repository';
import { nearestWithin } from './businesses.spatial';
import { distanceM, matchesWordPrefixes, normalizedTags, searchWords } from './businesses.text';

const OBJECT_ID = /^[a-f\d]{24}$/i;

type NearbyFields = Readonly<Omit<NearbyRecord, 'distance' | 'snapshot'>>;

interface Entry {
  record: BusinessRecord;
  tags: Set<string>;
  words: ReturnType<typeof searchWords>;
  /**
   * The record's nearby fields, made on the first nearby answer that shows it and dropped by
   * every write: what every nearby answer shows of it (no deep copy per result), and their
   * `snapshot` (the service keeps each business's JSON on it).
   */
  near?: NearbyFields;
}

/**
 * The nearby fields of an entry's record, made once per version of the record. What a nearby
 * answer shares (arrays, location, hours) is frozen; the object itself is only ever copied.
 */
function nearOf(e: Entry): NearbyFields {
  if (!e.near) {
    const n = nearbyFieldsOf(e.record);
    for (const a of [n.categories, n.types, n.photos, n.thumbnails, n.location.coordinates, n.opening_hours?.weekday_text, n.payments]) if (a) Object.freeze(a);
    Object.freeze(n.location);
    if (n.opening_hours) Object.freeze(n.opening_hours);
    if (n.hours) deepFreeze(n.hours);
    e.near = n;
  }
  return e.near;
}

function deepFreeze(o: object) {
  for (const v of Object.values(o)) if (v && typeof v === 'object') deepFreeze(v as object);
  Object.freeze(o);
}

/**
 * One nearby result: the shared fields, its distance, `near` as its snapshot. Written out: an
 * object spread here cost more than the rest of the search (pnpm bench nearby, --cpu-prof).
 */
function withDistance(near: NearbyFields, distance: number): NearbyRecord {
  const out: NearbyRecord = {
    _id: near._id,
    name: near.name,
    categories: near.categories,
    types: near.types,
    photos: near.photos,
    thumbnails: near.thumbnails,
    location: near.location,
    rating: near.rating,
    user_ratings_total: near.user_ratings_total,
    paid_promo: near.paid_promo,
    distance,
    snapshot: near,
  };
  if (near.address !== undefined) out.address = near.address;
  if (near.vicinity !== undefined) out.vicinity = near.vicinity;
  if (near.phone !== undefined) out.phone = near.phone;
  if (near.reservations !== undefined) out.reservations = near.reservations;
  if (near.business_status !== undefined) out.business_status = near.business_status;
  if (near.opening_hours !== undefined) out.opening_hours = near.opening_hours;
  if (near.hours !== undefined) out.hours = near.hours;
  if (near.payments !== undefined) out.payments = near.payments;
  return out;
}

const byRating = (a: BusinessRecord, b: BusinessRecord) => b.rating - a.rating || a._id.localeCompare(b._id);

/**
 * A copy the caller may change freely. Written out rather than structuredClone: nearby copies up
 * to 500 records a request, and this is ~10× cheaper (pnpm bench nearby).
 */
function clone(r: BusinessRecord): BusinessRecord {
  const out: BusinessRecord = {
    ...r,
    categories: [...r.categories],
    types: [...r.types],
    photos: [...r.photos],
    thumbnails: [...r.thumbnails],
    location: { type: 'Point', coordinates: [r.location.coordinates[0], r.location.coordinates[1]] },
    comments: r.comments.map((c) => ({ ...c, date: new Date(c.date) })),
    created_at: new Date(r.created_at),
    updated_at: new Date(r.updated_at),
  };
  if (r.opening_hours) {
    out.opening_hours = { ...r.opening_hours };
    if (r.opening_hours.weekday_text) out.opening_hours.weekday_text = [...r.opening_hours.weekday_text];
  }
  if (r.plus_code) out.plus_code = { ...r.plus_code };
  if (r.hours) out.hours = copyHours(r.hours);
  if (r.payments) out.payments = [...r.payments];
  return out;
}

/** Past this many writes since the last build, the next nearby rebuilds the index. */
const pendingLimit = (size: number) => Math.max(256, Math.floor(size / 16));

/**
 * The businesses port in process memory. Nearby uses a kdbush index (static), read by the radius's
 * bounding box then measured (businesses.spatial.ts). Businesses added or moved since the index was built wait in `pending` and
 * are measured one by one, so a write never makes the next request rebuild the whole index;
 * the index is rebuilt only once `pending` outgrows pendingLimit.
 */
export function createMemoryBusinessesRepository(): BusinessesRepository & Persistable {
  const items = new Map<string, Entry>();
  let index: { tree: KDBush; ids: string[] } | null = null;
  /** ids added or moved since the index was built: the index ignores its entries for them */
  const pending = new Set<string>();
  /** issue 24 §3: 'node/123' → the businesses linked to that OSM object (derived from the records) */
  const osmIndex = new Map<string, Set<string>>();
  const osmKeyOf = (l: OsmLinkRecord) => `${l.type}/${l.id}`;
  function indexOsm(id: string, before: OsmLinkRecord | undefined, after: OsmLinkRecord | undefined) {
    if (before) {
      const set = osmIndex.get(osmKeyOf(before));
      set?.delete(id);
      if (set?.size === 0) osmIndex.delete(osmKeyOf(before));
    }
    if (after) {
      const key = osmKeyOf(after);
      const set = osmIndex.get(key);
      if (set) set.add(id);
      else osmIndex.set(key, new Set([id]));
    }
  }

  const entry = (record: BusinessRecord): Entry => ({ record, tags: new Set(normalizedTags(record)), words: searchWords(record) });
  const get = (id: string) => (OBJECT_ID.test(id) ? items.get(id.toLowerCase()) : undefined);

  function spatialIndex() {
    if (!index || pending.size > pendingLimit(items.size)) {
      pending.clear();
      const ids = [...items.keys()];
      const tree = new KDBush(Math.max(ids.length, 1));
      if (ids.length === 0) tree.add(0, 0);
      for (const id of ids) {
        const [lng, lat] = items.get(id)!.record.location.coordinates;
        tree.add(lng, lat);
      }
      tree.finish();
      index = { tree, ids };
    }
    return index;
  }

  function increment(id: string, field: 'visits_count' | 'reservations_count'): number | null {
    const e = get(id);
    if (!e) return null;
    e.near = undefined;
    e.record[field] += 1;
    return e.record[field];
  }

  return {
    async create(input: NewBusiness, id?: string) {
      if (id !== undefined && (!OBJECT_ID.test(id) || items.has(id.toLowerCase()))) throw new DuplicateKeyError('_id');
      const now = new Date();
      const record: BusinessRecord = {
        ...structuredClone(input),
        _id: id !== undefined ? id.toLowerCase() : new Types.ObjectId().toHexString(),
        reservations: input.reservations ?? false,
        reservations_count: input.reservations_count ?? 0,
        visits_count: input.visits_count ?? 0,
        // the figures given are the external ones (Google's, the seed's, an admin's)
        external_rating: input.rating,
        external_ratings_total: input.user_ratings_total,
        comments: [],
        version: 0,
        created_at: now,
        updated_at: now,
      };
      items.set(record._id, entry(record));
      if (index) pending.add(record._id);
      return clone(record);
    },

    async update(id, patch: BusinessPatch, expectedVersion) {
      const e = get(id);
      if (!e) return null;
      if (expectedVersion !== undefined && e.record.version !== expectedVersion) throw new StaleWriteError();
      const next = { ...e.record } as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(structuredClone(patch))) {
        if (value === undefined) delete next[key];
        else next[key] = value;
      }
      if ('rating' in patch || 'user_ratings_total' in patch) {
        // figures typed by an admin are the external ones; the guide's own are added to them
        const ext = externalFigures(e.record);
        const external = { rating: patch.rating ?? ext.rating, total: patch.user_ratings_total ?? ext.total };
        next.external_rating = external.rating;
        next.external_ratings_total = external.total;
        Object.assign(next, combinedRating(external, { reviews_rating: e.record.reviews_rating ?? 0, reviews_count: e.record.reviews_count ?? 0 }));
      }
      next.updated_at = new Date();
      next.version = e.record.version + 1;
      const record = next as unknown as BusinessRecord;
      items.set(record._id, entry(record));
      if ('location' in patch && index) pending.add(record._id);
      return clone(record);
    },

    async findById(id) {
      const e = get(id);
      return e ? clone(e.record) : null;
    },

    async findByIds(ids) {
      const seen = new Set<string>();
      const out: BusinessRecord[] = [];
      for (const id of ids) {
        const e = get(id);
        if (e && !seen.has(e.record._id)) {
          seen.add(e.record._id);
          out.push(clone(e.record));
        }
      }
      return out;
    },

    async findByPlaceIds(placeIds) {
      const wanted = new Set(placeIds);
      return [...items.values()].filter((e) => e.record.place_id && wanted.has(e.record.place_id)).map((e) => clone(e.record));
    },

    async list() {
      return [...items.values()].map((e) => clone(e.record)).sort((a, b) => a._id.localeCompare(b._id));
    },

    async listPage({ offset, limit }) {
      const ids = [...items.keys()].sort();
      const items_ = ids.slice(offset, offset + limit).map((id) => {
        const r = clone(items.get(id)!.record);
        const out: Record<string, unknown> = {};
        for (const f of LIST_FIELDS) if (r[f] !== undefined) out[f] = r[f];
        return out as unknown as ListRecord;
      });
      return { items: items_, total: ids.length };
    },

    async promoted(limit) {
      return [...items.values()]
        .filter((e) => e.record.paid_promo)
        .map((e) => e.record)
        .sort(byRating)
        .slice(0, limit)
        .map(clone);
    },

    async elite(limit) {
      return [...items.values()]
        .filter((e) => e.record.paid_plan === 'ELITE')
        .map((e) => e.record)
        .sort(byRating)
        .slice(0, limit)
        .map(clone);
    },

    async nearby({ lat, lng, radiusM, categories, limit }) {
      if (items.size === 0) return [];
      const { tree, ids } = spatialIndex();
      const wanted = categories && categories.length > 0 ? categories : null;
      const matches = (e: Entry) => !wanted || wanted.some((c) => e.tags.has(c));
      const found = nearestWithin(tree, lng, lat, radiusM, limit ?? Infinity, (i) => {
        const id = ids[i]!;
        const e = items.get(id);
        return !!e && !pending.has(id) && matches(e);
      });
      const hits: { e: Entry; distance: number }[] = found.map(({ index, distance }) => ({ e: items.get(ids[index]!)!, distance }));
      for (const id of pending) {
        const e = items.get(id);
        if (!e || !matches(e)) continue;
        const [rlng, rlat] = e.record.location.coordinates;
        const distance = distanceM(lat, lng, rlat, rlng);
        if (distance <= radiusM) hits.push({ e, distance });
      }
      if (pending.size > 0) hits.sort((a, b) => a.distance - b.distance);
      const kept = limit && hits.length > limit ? hits.slice(0, limit) : hits;
      return kept.map(({ e, distance }) => withDistance(nearOf(e), distance));
    },

    async search({ tokens, limit }) {
      if (tokens.length === 0) return [];
      // as on MongoDB: the businesses whose name words match first, then the others, each by id
      const byId = [...items.values()].sort((a, b) => (a.record._id < b.record._id ? -1 : a.record._id > b.record._id ? 1 : 0));
      const inName = byId.filter((e) => matchesWordPrefixes(e.words.name_words, tokens));
      const named = new Set(inName);
      const elsewhere = byId.filter((e) => !named.has(e) && matchesWordPrefixes(e.words.search_words, tokens));
      const found = [...inName, ...elsewhere];
      return (limit ? found.slice(0, limit) : found).map((e) => clone(e.record));
    },

    async setReviewSummary(id, summary) {
      const e = get(id);
      if (!e) return null;
      const r = e.record;
      e.near = undefined;
      const external = externalFigures(r, summary);
      r.external_rating = external.rating;
      r.external_ratings_total = external.total;
      r.reviews_rating = summary.reviews_rating;
      r.reviews_count = summary.reviews_count;
      Object.assign(r, combinedRating(external, summary));
      r.comments = summary.comments.map((c) => ({ ...c, date: new Date(c.date) }));
      return clone(r);
    },

    async filesInUse(urls, exceptId) {
      const wanted = new Set(urls);
      const except = exceptId?.toLowerCase();
      const used = new Set<string>();
      for (const { record: r } of items.values()) {
        if (r._id === except) continue;
        for (const u of [...r.photos, ...r.thumbnails, r.icon]) if (u && wanted.has(u)) used.add(u);
      }
      return [...used];
    },

    async incrementVisits(id) {
      return increment(id, 'visits_count');
    },

    async incrementReservations(id) {
      return increment(id, 'reservations_count');
    },

    async delete(id) {
      const e = get(id);
      if (!e) return null;
      items.delete(e.record._id);
      indexOsm(e.record._id, e.record.osm, undefined);
      pending.delete(e.record._id);
      return clone(e.record);
    },

    async count() {
      return items.size;
    },

    async migrateSearchWords() {
      // derived from the records on every write and load: nothing stored to fill in
      return 0;
    },

    async migrateLegacyHours() {
      let changed = 0;
      for (const e of items.values()) {
        const lines = e.record.opening_hours?.weekday_text;
        if (e.record.hours || !lines || lines.length === 0) continue;
        e.record.hours = parseWeekdayText(lines).hours;
        e.near = undefined;
        changed += 1;
      }
      return changed;
    },

    async migrateReservations() {
      let changed = 0;
      for (const e of items.values()) {
        if (typeof e.record.reservations === 'boolean') continue;
        e.record.reservations = defaultReservations(e.record);
        changed += 1;
      }
      return changed;
    },

    async setOsmLinks(changes) {
      let changed = 0;
      for (const { id, osm } of changes) {
        const e = get(id);
        if (!e) continue;
        const before = e.record.osm;
        if (osm ? before?.type === osm.type && before.id === osm.id : !before) continue;
        // the record object is replaced, not changed in place (copies handed out stay as they were)
        const record = { ...e.record };
        if (osm) record.osm = { type: osm.type, id: osm.id };
        else delete record.osm;
        e.record = record;
        indexOsm(record._id, before, record.osm);
        changed += 1;
      }
      return changed;
    },

    async findOsmLinks({ ids = [], objects = [] }) {
      const out = new Map<string, { _id: string; osm: OsmLinkRecord }>();
      if (osmIndex.size === 0) return [];
      for (const id of ids) {
        const osm = get(id)?.record.osm;
        if (osm) out.set(id.toLowerCase(), { _id: id.toLowerCase(), osm: { ...osm } });
      }
      for (const o of objects) {
        for (const bid of osmIndex.get(osmKeyOf(o)) ?? []) {
          const osm = items.get(bid)?.record.osm;
          if (osm) out.set(bid, { _id: bid, osm: { ...osm } });
        }
      }
      return [...out.values()];
    },

    exportState() {
      return { records: [...items.values()].map((e) => clone(e.record)) };
    },

    importState(data) {
      const records = recordsOf<BusinessRecord>(data, 'businesses');
      items.clear();
      pending.clear();
      // the spatial index and the search fields are derived: rebuilt from the records
      index = null;
      osmIndex.clear();
      for (const r of records) {
        const record = clone({ ...r, version: r.version ?? 0, comments: r.comments ?? [] });
        items.set(record._id.toLowerCase(), entry(record));
        if (record.osm) indexOsm(record._id.toLowerCase(), undefined, record.osm);
      }
    },
  };
}
