import { createHash } from 'node:crypto';
import {
  STORE_EARTH_M,
  foldName,
  hasStructuredHours,
  haversineM,
  openNowAt,
  osmPageId,
  parseOsmPageId,
  weekdayLines,
  type CubaClock,
  type OsmCategory,
  type OsmImportSummary,
  type OsmPlace,
  type OsmPlaceDetail,
  type OsmSearchPlace,
  type OsmType,
  type WeeklyHours,
} from '@guia/contracts';
import { seedId } from '../../shared/seed-id';

/**
 * Places imported from OpenStreetMap (issue 24). One record per OSM object (`node/123`,
 * `way/456`), its `_id` derived from that key, so the same object keeps its id across imports.
 * Records are only written by an import, all at once (`applyImport`): a failed import leaves the
 * previous data as it was.
 */

export type OsmPlaceRecord = OsmPlace & {
  /** a digest of the fields an import sets (not the extract date): unchanged objects are not rewritten */
  content_hash: string;
  /** when this object was first imported, and last changed by an import */
  created_at: Date;
  updated_at: Date;
};

/** What an import says of one object (before it is compared with what the store holds). */
export type OsmPlaceInput = Omit<OsmPlace, '_id' | 'retired_at' | 'source'>;

export interface OsmNearbyQuery {
  lat: number;
  lng: number;
  radiusM: number;
  /** a place matches when one of these is among its categories or types */
  categories?: string[];
  limit: number;
}

export type OsmNearbyRecord = OsmPlaceRecord & { distance: number };

export interface OsmNameSearch {
  /** normalised words (see osmNameWords): each must start a word of the place's name, name:es or name:en */
  tokens: string[];
  limit: number;
  /** nearest first, with their distance, when given; otherwise by id */
  near?: { lat: number; lng: number };
}

export type OsmSearchRecord = OsmPlaceRecord & { distance?: number };

export interface OsmImportMeta {
  file: string;
  extract_date: string;
  /** only places inside it are retired when missing (an import of part of the island) */
  bbox?: [number, number, number, number];
  skipped: Record<string, number>;
  started_at: Date;
  /** guide businesses linked to an object after this import (osm.link.ts), kept in the run */
  linked?: number;
}

export interface OsmPlacesRepository {
  /**
   * Every place of one extract, at once: new ones added, changed ones updated, the listed ones
   * missing from it retired (inside `bbox` when given). All or nothing: until it resolves,
   * readers see the previous data; if it fails, the previous data stays.
   */
  applyImport(places: OsmPlaceInput[], meta: OsmImportMeta): Promise<OsmImportSummary>;
  /** listed places (not retired) within the radius, nearest first, with their distance in metres */
  nearby(query: OsmNearbyQuery): Promise<OsmNearbyRecord[]>;
  /** how many listed places `nearby` would find without its limit (the answer's bound, issue 24 §3) */
  countNearby(query: Omit<OsmNearbyQuery, 'limit'>): Promise<number>;
  /** listed places whose names hold a word starting with every token (issue 24 §3: the guide's search) */
  searchByName(query: OsmNameSearch): Promise<OsmSearchRecord[]>;
  /** by the record's id (24 hex) or the place's page id ('osm-node-123'); retired places too */
  findById(id: string): Promise<OsmPlaceRecord | null>;
  /** listed places */
  count(): Promise<number>;
  /** the summary of the last import that completed, or null */
  lastImport(): Promise<OsmImportSummary | null>;
  /** every completed import (issue 24 §5: the admin's record), latest first, a page of them and how many there are */
  listImports(page: { offset: number; limit: number }): Promise<{ items: OsmImportSummary[]; total: number }>;
}

export const osmKey = (type: OsmType, id: number) => `${type}/${id}`;
/** The place's id: 24 hex derived from its OSM key (like the seed's ids). */
export const osmPlaceId = (type: OsmType, id: number) => seedId('osm', osmKey(type, id));

/** The record id `id` names: an OSM page id ('osm-node-123', issue 24 §4) or a record's own id (24 hex, any case). */
export function osmRecordId(id: string): string {
  const page = parseOsmPageId(id);
  return page ? osmPlaceId(page.type, page.id) : id.toLowerCase();
}

/** Digest of what an import sets (extract_date excluded: a newer extract of an unchanged object changes nothing). */
export function contentHash(p: OsmPlaceInput): string {
  const { extract_date: _ignored, ...rest } = p;
  return createHash('sha1').update(stableJson(rest)).digest('hex');
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

const insideBbox = (bbox: [number, number, number, number] | undefined, [lng, lat]: [number, number]) =>
  !bbox || (lng >= bbox[0] && lng <= bbox[2] && lat >= bbox[1] && lat <= bbox[3]);

export interface ImportPlan {
  /** every record after the import (retired ones included) */
  records: OsmPlaceRecord[];
  /** ids whose record is new or differs from the stored one (what a store writes) */
  changed: Set<string>;
  summary: Omit<OsmImportSummary, 'duration_ms' | 'imported_at'>;
}

/**
 * The state after an import, from the state before it (both stores use it, then swap the whole
 * set at once). It takes over the objects of `incoming` (they become the records). New → added; a different content → updated; the same content → unchanged (its
 * extract date moves on); a retired object back in the extract → added again; listed and missing
 * (inside the bbox) → retired_at = now, kept.
 */
export function planImport(existing: Iterable<OsmPlaceRecord>, incoming: OsmPlaceInput[], meta: OsmImportMeta, now: Date): ImportPlan {
  const before = new Map<string, OsmPlaceRecord>();
  for (const r of existing) before.set(r._id, r);
  const after = new Map<string, OsmPlaceRecord>();
  const changed = new Set<string>();
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  for (const p of incoming) {
    const _id = osmPlaceId(p.osm_type, p.osm_id);
    if (after.has(_id)) continue; // the same object twice in a file: the first wins
    const hash = contentHash(p);
    const old = before.get(_id);
    if (old && !old.retired_at && old.content_hash === hash) {
      unchanged += 1;
      if (old.extract_date === p.extract_date) after.set(_id, old);
      else {
        after.set(_id, { ...old, extract_date: p.extract_date });
        changed.add(_id);
      }
      continue;
    }
    if (!old || old.retired_at) added += 1;
    else updated += 1;
    // the import's own object becomes the record (no copy: 100,000 of them)
    const record = Object.assign(p as OsmPlaceRecord, { _id, source: 'osm' as const, content_hash: hash, created_at: old?.created_at ?? now, updated_at: now });
    after.set(_id, record);
    changed.add(_id);
  }
  let retired = 0;
  for (const [id, old] of before) {
    if (after.has(id)) continue;
    if (!old.retired_at && insideBbox(meta.bbox, old.location.coordinates)) {
      after.set(id, { ...old, retired_at: now, updated_at: now });
      changed.add(id);
      retired += 1;
    } else after.set(id, old);
  }
  let total = 0;
  for (const r of after.values()) if (!r.retired_at) total += 1;
  return {
    records: [...after.values()],
    changed,
    summary: {
      file: meta.file,
      extract_date: meta.extract_date,
      started_at: meta.started_at,
      ...(meta.bbox ? { bbox: meta.bbox } : {}),
      ...(meta.linked !== undefined ? { linked: meta.linked } : {}),
      total,
      added,
      updated,
      unchanged,
      retired,
      skipped: meta.skipped,
    },
  };
}

/** Does `r` pass the category filter (any of its categories or raw types)? */
export function matchesCategories(r: { categories: readonly (OsmCategory | string)[]; types: readonly string[] }, wanted?: string[]): boolean {
  if (!wanted || wanted.length === 0) return true;
  return wanted.some((c) => r.categories.includes(c as OsmCategory) || r.types.includes(c));
}

/** Great-circle metres on MongoDB's $geoNear sphere (contracts' haversineM), so both stores answer the same distances. */
export const distanceM = (lat1: number, lng1: number, lat2: number, lng2: number): number => haversineM(lat1, lng1, lat2, lng2, STORE_EARTH_M);

/** The businesses' search folding (contracts' foldName), so a query's tokens match both. */
export const normalizeName = foldName;

/** The distinct normalised words of a place's names (name, name:es, name:en), sorted: what searchByName matches. */
export function osmNameWords(p: Pick<OsmPlace, 'name' | 'name_es' | 'name_en'>): string[] {
  const out = new Set<string>();
  for (const n of [p.name, p.name_es, p.name_en]) for (const w of normalizeName(n).split(' ')) if (w) out.add(w);
  return [...out].sort();
}

/** Every token starts one of `words`. */
export const wordsStartWith = (words: readonly string[], tokens: readonly string[]) => tokens.every((t) => words.some((w) => w.startsWith(t)));

/**
 * What a place's answer says of its hours at `clock`, computed once per schedule and minute: the
 * places share a few hundred schedules (the import and the data file keep one object per distinct
 * `opening_hours`), and a nearby answer of 50 places asked again and again in the same minute
 * evaluated the same ones over and over (pnpm bench osm). A pure function of the frozen schedule
 * and the minute, so the answer is the same byte for byte.
 */
const weekLinesOf = new WeakMap<WeeklyHours, readonly string[] | null>();
const openAtMinute = new WeakMap<WeeklyHours, { minute: string; open: boolean | undefined }>();

function hoursAnswer(hours: WeeklyHours | undefined, clock: CubaClock): { open_now?: boolean; weekday_text?: string[] } | undefined {
  let lines: readonly string[] | null | undefined;
  let open: boolean | undefined;
  if (hours) {
    lines = weekLinesOf.get(hours);
    if (lines === undefined) {
      lines = hasStructuredHours(hours) ? weekdayLines(hours) : null;
      if (Object.isFrozen(hours)) weekLinesOf.set(hours, lines);
    }
    const minute = `${clock.date} ${clock.weekday} ${clock.minutes}`;
    const cached = openAtMinute.get(hours);
    if (cached && cached.minute === minute) open = cached.open;
    else {
      open = openNowAt(hours, clock);
      if (Object.isFrozen(hours)) openAtMinute.set(hours, { minute, open });
    }
  } else open = openNowAt(hours, clock);
  if (open === undefined && !lines?.length) return undefined;
  return { ...(open !== undefined ? { open_now: open } : {}), ...(lines?.length ? { weekday_text: [...lines] } : {}) };
}

/**
 * An OSM place as nearby and search answer it (OsmSearchPlace, issue 24 §3): position to 6
 * decimals, opening_hours computed at Havana's `clock` (an unread tag is never open), the distance
 * in whole metres when there is one, last.
 */
export function osmPlaceAnswer(r: OsmPlaceRecord & { distance?: number }, clock: CubaClock): OsmSearchPlace {
  const [lng, lat] = r.location.coordinates;
  const rounded = { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
  const out: OsmSearchPlace = {
    _id: r._id,
    name: r.name,
    categories: [...r.categories],
    types: [...r.types],
    geometry: { location: rounded },
    location: { type: 'Point', coordinates: [rounded.lng, rounded.lat] },
    osm_type: r.osm_type,
    osm_id: r.osm_id,
    extract_date: r.extract_date,
    source: 'osm',
  };
  if (r.address) out.address = r.address;
  if (r.phone) out.phone = r.phone;
  if (r.website) out.website = r.website;
  const opening = hoursAnswer(r.hours, clock);
  if (opening) out.opening_hours = opening;
  if (r.hours) out.hours = r.hours;
  if (r.hours_text) out.hours_text = r.hours_text;
  if (r.check_date) out.check_date = r.check_date;
  // distance last, as in the guide's own businesses
  if (r.distance !== undefined) out.distance = Math.round(r.distance);
  return out;
}

/** One place's page (GET /api/osm/places/{id}, issue 24 §4): the answer above and what only the page shows. */
export function osmPlaceDetail(r: OsmPlaceRecord, clock: CubaClock): OsmPlaceDetail {
  const { distance: _none, ...base } = osmPlaceAnswer(r, clock);
  const out: OsmPlaceDetail = { ...base, page_id: osmPageId(r.osm_type, r.osm_id) };
  if (r.name_es) out.name_es = r.name_es;
  if (r.name_en) out.name_en = r.name_en;
  if (r.cuisine?.length) out.cuisine = [...r.cuisine];
  if (r.payment?.length) out.payment = [...r.payment];
  if (r.wheelchair) out.wheelchair = r.wheelchair;
  return out;
}
