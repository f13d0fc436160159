import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { OsmImportSummary } from '@guia/contracts';
import type { Persistable } from '../../store/persistable';
import {
  distanceM,
  matchesCategories,
  osmNameWords,
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
  /** every name word of the listed places, sorted, with the index (in `ids`) of its place: built at the first search */
  words?: { word: string; at: number }[];
}

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
  if (ids.length === 0) return { items, tree: null, ids };
  const tree = new KDBush(ids.length);
  for (const id of ids) {
    const [lng, lat] = items.get(id)!.location.coordinates;
    tree.add(lng, lat);
  }
  tree.finish();
  return { items, tree, ids };
}

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
  let last: OsmImportSummary | null = null;

  return {
    async applyImport(places, meta) {
      const plan = planImport(state.items.values(), places, meta, new Date());
      const items = new Map<string, OsmPlaceRecord>();
      for (const r of plan.records) items.set(r._id, r);
      const next = build(items);
      const summary: OsmImportSummary = { ...plan.summary, imported_at: new Date(), duration_ms: Date.now() - meta.started_at.getTime() };
      // the swap: one assignment
      state = next;
      last = summary;
      return copy(summary);
    },

    async nearby({ lat, lng, maxDistanceM, categories, limit }) {
      const { tree, ids, items } = state;
      if (!tree || limit <= 0) return [];
      const found = around(tree, lng, lat, limit, (maxDistanceM / 1000) * GEOKDBUSH_SCALE + 1e-9, (i: number) =>
        matchesCategories(items.get(ids[i]!)!, categories),
      ) as number[];
      const out: OsmNearbyRecord[] = [];
      for (const i of found) {
        const r = items.get(ids[i]!)!;
        const [rlng, rlat] = r.location.coordinates;
        const distance = distanceM(lat, lng, rlat, rlng);
        if (distance <= maxDistanceM) out.push({ ...copy(r), distance });
      }
      return out.sort((a, b) => a.distance - b.distance);
    },

    async countNearby({ lat, lng, maxDistanceM, categories }) {
      const { tree, ids, items } = state;
      if (!tree) return 0;
      const found = around(tree, lng, lat, Infinity, (maxDistanceM / 1000) * GEOKDBUSH_SCALE + 1e-9, (i: number) =>
        matchesCategories(items.get(ids[i]!)!, categories),
      ) as number[];
      let n = 0;
      for (const i of found) {
        const [rlng, rlat] = items.get(ids[i]!)!.location.coordinates;
        if (distanceM(lat, lng, rlat, rlng) <= maxDistanceM) n += 1;
      }
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
      const r = state.items.get(id.toLowerCase());
      return r ? copy(r) : null;
    },

    async count() {
      return state.ids.length;
    },

    async lastImport() {
      return last ? copy(last) : null;
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
      return { columns: COLUMNS, rows, hours_table: hoursTable, last_import: last };
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
      state = build(items);
      last = ((data as { last_import?: OsmImportSummary | null }).last_import ?? null) as OsmImportSummary | null;
    },
  };
}
