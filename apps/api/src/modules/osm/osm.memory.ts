import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { OsmImportSummary } from '@guia/contracts';
import type { Persistable } from '../../infra/persistable';
import {
  distanceM,
  matchesCategories,
  osmNameWords,
  osmRecordId,
  planImport,
  wordsStartWith,
  type OsmNearbyRecord,
  type OsmPlaceRecord,
  type OsmPlacesRepository,
  type OsmSearchRecord,
} from './osm.repository';

/** geokdbush measures on a 6371 km sphere; distances are answered on MongoDB's (6378.1 km). */
const GEOKDBUSH_SCALE = 6_371_000 / 6_378_100;

interface State {
  items: Map<string, OsmPlaceRecord>;
  /** the listed (not retired) places, indexed by [lng, lat] */
  tree: KDBush | null;
  ids: string[];
  /** [lng, lat] of ids[i] at 2i, 2i+1: distances without a Map lookup per candidate */
  coords: Float64Array;
  /** every name word of the listed places, sorted, with the index (in `ids`) of its place: built at the first search */
  words?: { word: string; at: number }[];
  /**
   * The last answers of nearby and countNearby by query (exact position, radius, categories,
   * limit): the map asks the same ones again and again (the default position, a refetch, everyone
   * in a neighbourhood). Part of the state, so an import, which swaps the state, starts it empty.
   */
  answers: QueryCache;
}

/** How many nearby/count answers a state keeps (least recently used out first): at most ~64 × 200 small objects (a few MB). */
export const OSM_QUERY_CACHE_SIZE = 64;

/** A bounded map, least recently used out first (a Map keeps insertion order: a hit moves to the end). */
class QueryCache {
  private readonly map = new Map<string, readonly OsmNearbyRecord[] | number>();
  constructor(private readonly max: number) {}
  get(key: string) {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, v: readonly OsmNearbyRecord[] | number) {
    this.map.delete(key);
    this.map.set(key, v);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
}

const queryKey = (kind: string, lat: number, lng: number, radiusM: number, categories: string[] | undefined, limit = 0) =>
  `${kind}|${lat}|${lng}|${radiusM}|${categories && categories.length > 0 ? categories.join('\u0000') : ''}|${limit}`;

/** The name-word index of a state (sorted, so a prefix is one range found by binary search). */
function wordIndex(state: State): { word: string; at: number }[] {
  if (!state.words) {
    const words: { word: string; at: number }[] = [];
    state.ids.forEach((id, at) => {
      for (const word of osmNameWords(state.items.get(id)!)) words.push({ word, at });
    });
    state.words = words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.at - b.at));
  }
  return state.words;
}

function build(items: Map<string, OsmPlaceRecord>): State {
  const ids: string[] = [];
  for (const r of items.values()) if (!r.retired_at) ids.push(r._id);
  const coords = new Float64Array(ids.length * 2);
  const answers = new QueryCache(OSM_QUERY_CACHE_SIZE);
  if (ids.length === 0) return { items, tree: null, ids, coords, answers };
  const tree = new KDBush(ids.length);
  ids.forEach((id, i) => {
    const r = items.get(id)!;
    // nearby hands these out without copying them (shared, never changed: an import replaces records)
    freezeNested(r);
    const [lng, lat] = r.location.coordinates;
    coords[2 * i] = lng;
    coords[2 * i + 1] = lat;
    tree.add(lng, lat);
  });
  tree.finish();
  return { items, tree, ids, coords, answers };
}

function freezeNested(r: OsmPlaceRecord) {
  for (const v of [r.categories, r.types, r.cuisine, r.payment, r.location.coordinates]) if (v) Object.freeze(v);
  Object.freeze(r.location);
  // hours are frozen already (shared by every place with the same opening_hours: osm.hours.ts)
}

/**
 * What nearby answers of a record: a frozen object with its distance, whose nested values are the
 * store's, frozen too (callers read them: the merge, the answer's shape). A structuredClone per
 * result (200 of them) was most of a nearby request's time with 100,000 places loaded (pnpm bench
 * osm); frozen, the same objects are handed out again when the same query comes back (`answers`).
 */
const nearbyCopy = (r: OsmPlaceRecord, distance: number): OsmNearbyRecord => Object.freeze({ ...r, distance });

/**
 * How many listed places lie within `radiusM` of the point: the kd-tree's box walk (as
 * kdbush's range(), without building its list of hits: 30,000 of them 10 km around Havana), a
 * flat distance, and the exact one only near the circle's edge.
 */
function countWithin(state: State, lat: number, lng: number, radiusM: number, categories: string[] | undefined): number {
  const { tree, ids: placeIds, items } = state;
  if (!tree) return 0;
  // a degree of latitude is at least 110.5 km; a margin so the box always holds the circle
  const dLat = (radiusM / 110_000) * 1.01;
  const dLng = Math.min(180, dLat / Math.max(0.01, Math.cos(((Math.abs(lat) + dLat) * Math.PI) / 180)));
  const [minX, minY, maxX, maxY] = [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
  // the flat (equirectangular) distance's error at this latitude is below `band` for these radii
  const rad = Math.PI / 180;
  const k = EARTH_RADIUS_M * rad;
  const kx = k * Math.cos(lat * rad);
  const band = 0.005 + 2 * Math.abs(dLat * rad * Math.tan(Math.min(Math.abs(lat) + dLat, 89) * rad));
  const inner = (radiusM * (1 - band)) ** 2;
  const outer = (radiusM * (1 + band)) ** 2;
  const filter = categories && categories.length > 0 ? categories : undefined;
  let n = 0;
  const visit = (id: number, x: number, y: number) => {
    if (x < minX || x > maxX || y < minY || y > maxY) return;
    const dx = (x - lng) * kx;
    const dy = (y - lat) * k;
    const d2 = dx * dx + dy * dy;
    if (d2 > outer) return;
    if (d2 > inner && distanceM(lat, lng, y, x) > radiusM) return;
    if (filter && !matchesCategories(items.get(placeIds[id]!)!, filter)) return;
    n += 1;
  };
  const { ids, coords, nodeSize } = tree;
  const stack: number[] = [0, ids.length - 1, 0];
  while (stack.length > 0) {
    const axis = stack.pop()!;
    const right = stack.pop()!;
    const left = stack.pop()!;
    if (right - left <= nodeSize) {
      for (let i = left; i <= right; i++) visit(ids[i]!, coords[2 * i]!, coords[2 * i + 1]!);
      continue;
    }
    const m = (left + right) >> 1;
    const x = coords[2 * m]!;
    const y = coords[2 * m + 1]!;
    visit(ids[m]!, x, y);
    if (axis === 0 ? minX <= x : minY <= y) stack.push(left, m - 1, 1 - axis);
    if (axis === 0 ? maxX >= x : maxY >= y) stack.push(m + 1, right, 1 - axis);
  }
  return n;
}

/** MongoDB's sphere, as distanceM measures on (osm.repository.ts) */
const EARTH_RADIUS_M = 6_378_100;

const copy = <T>(r: T): T => structuredClone(r);

/** The fields of a record in the data file's rows (exportState). */
const COLUMNS = [
  '_id', 'osm_type', 'osm_id', 'name', 'name_es', 'name_en', 'categories', 'types', 'address', 'phone', 'website', 'cuisine',
  'hours', 'hours_text', 'payment', 'wheelchair', 'check_date', 'extract_date', 'location', 'content_hash', 'created_at', 'updated_at', 'retired_at',
] as const;
const DATES = new Set(['created_at', 'updated_at', 'retired_at']);

function encode(column: string, v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (DATES.has(column)) return new Date(v as Date | string).getTime();
  if (column === 'location') return (v as OsmPlaceRecord['location']).coordinates;
  return v;
}

function decode(column: string, v: unknown, hoursTable: unknown[]): unknown {
  if (DATES.has(column)) {
    const date = new Date(v as number);
    if (Number.isNaN(date.getTime())) throw new Error(`osmPlaces: ${column} is no date`);
    return date;
  }
  if (column === 'location') {
    if (!Array.isArray(v) || v.length !== 2 || !v.every((x) => typeof x === 'number')) throw new Error('osmPlaces: a position is not [lng, lat]');
    return { type: 'Point', coordinates: [v[0], v[1]] };
  }
  if (column === 'hours') {
    // shared again, as the import left them
    const hours = hoursTable[v as number];
    if (!hours) throw new Error('osmPlaces: a row names hours that are not in hours_table');
    return hours;
  }
  return v;
}

/**
 * OSM places in process memory. The data only changes by whole imports: an import builds the new
 * map and its kdbush index aside, then swaps one reference, so readers see either the old set or
 * the new one, and an import that fails before the swap leaves the old one untouched.
 */
export function createMemoryOsmPlacesRepository(): OsmPlacesRepository & Persistable {
  let state: State = build(new Map());
  /** every completed import, oldest first */
  let runs: OsmImportSummary[] = [];

  return {
    async applyImport(places, meta) {
      const plan = planImport(state.items.values(), places, meta, new Date());
      const items = new Map<string, OsmPlaceRecord>();
      for (const r of plan.records) items.set(r._id, r);
      const next = build(items);
      const summary: OsmImportSummary = { ...plan.summary, imported_at: new Date(), duration_ms: Date.now() - meta.started_at.getTime() };
      // the swap: one assignment
      state = next;
      runs = [...runs, summary];
      return copy(summary);
    },

    async nearby({ lat, lng, radiusM, categories, limit }) {
      const { tree, ids, items, answers } = state;
      if (!tree || limit <= 0) return [];
      const key = queryKey('near', lat, lng, radiusM, categories, limit);
      const known = answers.get(key);
      if (known !== undefined) return [...(known as readonly OsmNearbyRecord[])];
      const found = around(tree, lng, lat, limit, (radiusM / 1000) * GEOKDBUSH_SCALE + 1e-9, (i: number) =>
        matchesCategories(items.get(ids[i]!)!, categories),
      ) as number[];
      const { coords } = state;
      const out: OsmNearbyRecord[] = [];
      for (const i of found) {
        const distance = distanceM(lat, lng, coords[2 * i + 1]!, coords[2 * i]!);
        if (distance <= radiusM) out.push(nearbyCopy(items.get(ids[i]!)!, distance));
      }
      out.sort((a, b) => a.distance - b.distance);
      answers.set(key, Object.freeze([...out]));
      return out;
    },

    async countNearby({ lat, lng, radiusM, categories }) {
      const key = queryKey('count', lat, lng, radiusM, categories);
      const known = state.answers.get(key);
      if (typeof known === 'number') return known;
      // no ordering needed: a box search and the exact distance (around() sorted every hit: 80 ms for 30,000)
      const n = countWithin(state, lat, lng, radiusM, categories);
      state.answers.set(key, n);
      return n;
    },

    async searchByName({ tokens, limit, near }) {
      if (tokens.length === 0 || limit <= 0 || state.ids.length === 0) return [];
      const current = state;
      const words = wordIndex(current);
      // the longest token narrows most: its range of the sorted words, then every token checked
      const first = [...tokens].sort((a, b) => b.length - a.length)[0]!;
      let lo = 0;
      let hi = words.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (words[mid]!.word < first) lo = mid + 1;
        else hi = mid;
      }
      const hits = new Set<number>();
      for (let i = lo; i < words.length && words[i]!.word.startsWith(first); i++) hits.add(words[i]!.at);
      const out: OsmSearchRecord[] = [];
      for (const at of hits) {
        const r = current.items.get(current.ids[at]!)!;
        if (tokens.length > 1 && !wordsStartWith(osmNameWords(r), tokens)) continue;
        if (near) {
          const [rlng, rlat] = r.location.coordinates;
          out.push({ ...r, distance: distanceM(near.lat, near.lng, rlat, rlng) });
        } else out.push(r);
      }
      if (near) out.sort((a, b) => a.distance! - b.distance! || (a._id < b._id ? -1 : 1));
      else out.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
      return out.slice(0, limit).map((r) => copy(r));
    },

    async findById(id) {
      const r = state.items.get(osmRecordId(id));
      return r ? copy(r) : null;
    },

    async count() {
      return state.ids.length;
    },

    async lastImport() {
      const last = runs[runs.length - 1];
      return last ? copy(last) : null;
    },

    async listImports({ offset, limit }) {
      const latestFirst = [...runs].reverse();
      return { items: latestFirst.slice(offset, offset + limit).map(copy), total: runs.length };
    },

    /**
     * Compact, because the memory store writes its data file whole (100,000 places): one row of
     * values per record in the order of `columns` (no repeated keys; dates as milliseconds; the
     * position as [lng, lat]), and the hours written once per distinct schedule (`hours_table`; a
     * row names its entry): the places share a few hundred schedules.
     */
    exportState() {
      const tableRow = new Map<object, number>();
      const hoursTable: unknown[] = [];
      const rows: unknown[][] = [];
      for (const r of state.items.values()) {
        let hours: number | null = null;
        if (r.hours) {
          hours = tableRow.get(r.hours) ?? null;
          if (hours === null) {
            hours = hoursTable.push(r.hours) - 1;
            tableRow.set(r.hours, hours);
          }
        }
        rows.push(COLUMNS.map((c) => encode(c, c === 'hours' ? hours : r[c])));
      }
      return { columns: COLUMNS, rows, hours_table: hoursTable, imports: runs };
    },

    importState(data) {
      const d = data as { columns?: unknown; rows?: unknown; hours_table?: unknown } | null;
      if (!d || !Array.isArray(d.columns) || !Array.isArray(d.rows)) throw new Error('osmPlaces: no rows');
      const columns = d.columns as string[];
      const table = d.hours_table ?? [];
      if (!Array.isArray(table)) throw new Error('osmPlaces: hours_table is not a list');
      const items = new Map<string, OsmPlaceRecord>();
      for (const row of d.rows) {
        if (!Array.isArray(row)) throw new Error('osmPlaces: a row is not a list');
        const r: Record<string, unknown> = {};
        columns.forEach((c, i) => {
          const v = row[i] as unknown;
          if (v !== null && v !== undefined) r[c] = decode(c, v, table);
        });
        if (typeof r._id !== 'string' || !r.location) throw new Error('osmPlaces: a row without _id or position');
        r.source = 'osm';
        items.set(r._id, r as unknown as OsmPlaceRecord);
      }
      // `imports` (every run); files from before it kept the last one only (`last_import`)
      const saved = data as { imports?: unknown; last_import?: OsmImportSummary | null };
      if (saved.imports !== undefined && !Array.isArray(saved.imports)) throw new Error('osmPlaces: imports is not a list');
      const stored = Array.isArray(saved.imports) ? (saved.imports as OsmImportSummary[]) : saved.last_import ? [saved.last_import] : [];
      // dates as Dates whether or not the file's reader revived them
      const nextRuns = stored.map((r) => ({ ...r, imported_at: new Date(r.imported_at), ...(r.started_at ? { started_at: new Date(r.started_at) } : {}) }));
      state = build(items);
      runs = nextRuns;
    },
  };
}
