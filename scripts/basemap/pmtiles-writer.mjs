// A small PMTiles v3 writer (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md).
// The `pmtiles` npm package only reads archives; this writes one in a single pass, in memory,
// which is plenty for a country-sized basemap of a few thousand tiles.
//
// Layout: 127-byte header | root directory | JSON metadata | leaf directories | tile data.
// Tiles are addressed by their Hilbert tile id, stored once per distinct content (identical sea
// tiles share one copy), consecutive ids with the same content collapse into one run-length entry,
// and tile data is written in tile-id order ("clustered"). Directories and metadata are gzipped.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

export const HEADER_BYTES = 127;
/** The header and the root directory must fit in the first 16 KiB (one request reads both). */
export const ROOT_MAX_BYTES = 16384 - HEADER_BYTES;

export const Compression = { Unknown: 0, None: 1, Gzip: 2, Brotli: 3, Zstd: 4 };
export const TileType = { Unknown: 0, Mvt: 1, Png: 2, Jpeg: 3, Webp: 4, Avif: 5 };

/**
 * The Hilbert tile id of z/x/y: the number of tiles on every lower zoom, plus the position of x/y
 * on the Hilbert curve that fills zoom z.
 */
export function zxyToTileId(z, x, y) {
  if (!Number.isInteger(z) || z < 0 || z > 26) throw new RangeError(`zoom out of range: ${z}`);
  const n = 2 ** z;
  if (x < 0 || y < 0 || x >= n || y >= n) throw new RangeError(`tile out of range: ${z}/${x}/${y}`);
  const base = (4 ** z - 1) / 3;
  let d = 0;
  let tx = x;
  let ty = y;
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = (tx & s) > 0 ? 1 : 0;
    const ry = (ty & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        tx = s - 1 - tx;
        ty = s - 1 - ty;
      }
      [tx, ty] = [ty, tx];
    }
  }
  return base + d;
}

/** Unsigned LEB128 varint of a safe integer (no 32-bit bit operations: ids and offsets exceed 2^31). */
function pushVarint(out, value) {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** A directory as the spec encodes it: count, id deltas, run lengths, lengths, offsets. */
export function serializeDirectory(entries) {
  const out = [];
  pushVarint(out, entries.length);
  let lastId = 0;
  for (const e of entries) {
    pushVarint(out, e.tileId - lastId);
    lastId = e.tileId;
  }
  for (const e of entries) pushVarint(out, e.runLength);
  for (const e of entries) pushVarint(out, e.length);
  entries.forEach((e, i) => {
    const prev = entries[i - 1];
    // 0: "right after the previous entry's bytes"; otherwise offset + 1
    if (i > 0 && prev && e.offset === prev.offset + prev.length) pushVarint(out, 0);
    else pushVarint(out, e.offset + 1);
  });
  return Buffer.from(out);
}

const gzip = (bytes) => zlib.gzipSync(bytes, { level: 9 });

/**
 * The root directory and, when the entries do not fit in the root, leaf directories: the root then
 * points at leaves of `leafSize` entries (run length 0 = "a leaf directory"), doubled until it fits.
 */
export function buildDirectories(entries) {
  const root = gzip(serializeDirectory(entries));
  if (root.length <= ROOT_MAX_BYTES) return { root, leaves: Buffer.alloc(0), leafCount: 0 };
  for (let leafSize = Math.max(4096, Math.ceil(entries.length / 3500)); ; leafSize *= 2) {
    const rootEntries = [];
    const leafParts = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const chunk = entries.slice(i, i + leafSize);
      const leaf = gzip(serializeDirectory(chunk));
      rootEntries.push({ tileId: chunk[0].tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const rootBytes = gzip(serializeDirectory(rootEntries));
    if (rootBytes.length <= ROOT_MAX_BYTES) return { root: rootBytes, leaves: Buffer.concat(leafParts), leafCount: leafParts.length };
  }
}

function writeHeader(h) {
  const buf = Buffer.alloc(HEADER_BYTES);
  buf.write('PMTiles', 0, 'ascii');
  buf.writeUInt8(3, 7);
  const u64 = [
    h.rootOffset, h.rootLength, h.metadataOffset, h.metadataLength, h.leafOffset, h.leafLength,
    h.tileDataOffset, h.tileDataLength, h.addressedTiles, h.tileEntries, h.tileContents,
  ];
  u64.forEach((v, i) => buf.writeBigUInt64LE(BigInt(v), 8 + i * 8));
  buf.writeUInt8(h.clustered ? 1 : 0, 96);
  buf.writeUInt8(h.internalCompression, 97);
  buf.writeUInt8(h.tileCompression, 98);
  buf.writeUInt8(h.tileType, 99);
  buf.writeUInt8(h.minZoom, 100);
  buf.writeUInt8(h.maxZoom, 101);
  const e7 = (v) => Math.round(v * 1e7);
  buf.writeInt32LE(e7(h.bounds[0]), 102);
  buf.writeInt32LE(e7(h.bounds[1]), 106);
  buf.writeInt32LE(e7(h.bounds[2]), 110);
  buf.writeInt32LE(e7(h.bounds[3]), 114);
  buf.writeUInt8(h.center[2], 118);
  buf.writeInt32LE(e7(h.center[0]), 119);
  buf.writeInt32LE(e7(h.center[1]), 123);
  return buf;
}

/**
 * Writes a whole archive.
 * @param {object} opts
 * @param {Iterable<{z:number,x:number,y:number,data:Uint8Array}>} opts.tiles tile bytes as stored (already compressed as `tileCompression` says)
 * @param {object} opts.metadata JSON metadata (attribution, vector_layers, …)
 * @param {number} [opts.tileType] TileType (default MVT)
 * @param {number} [opts.tileCompression] Compression of the tile bytes (default gzip)
 * @param {[number,number,number,number]} opts.bounds west, south, east, north
 * @param {[number,number,number]} opts.center lon, lat, zoom
 * @param {number} [opts.minZoom] default: the lowest zoom among the tiles
 * @param {number} [opts.maxZoom] default: the highest zoom among the tiles
 * @returns {{ bytes: Buffer, stats: { addressedTiles: number, tileEntries: number, tileContents: number, leafDirectories: number, rootBytes: number, tileDataBytes: number } }}
 */
export function writePmtiles(opts) {
  const tiles = [...opts.tiles].map((t) => ({ ...t, tileId: zxyToTileId(t.z, t.x, t.y) }));
  if (tiles.length === 0) throw new Error('a PMTiles archive needs at least one tile');
  tiles.sort((a, b) => a.tileId - b.tileId);
  for (let i = 1; i < tiles.length; i++) {
    if (tiles[i].tileId === tiles[i - 1].tileId) throw new Error(`tile given twice: ${tiles[i].z}/${tiles[i].x}/${tiles[i].y}`);
  }

  const entries = [];
  const parts = [];
  const seen = new Map(); // content hash -> { offset, length }
  let dataLength = 0;
  for (const t of tiles) {
    if (!t.data || t.data.length === 0) throw new Error(`empty tile ${t.z}/${t.x}/${t.y}: leave it out instead`);
    const hash = createHash('sha256').update(t.data).digest('hex');
    let where = seen.get(hash);
    if (!where) {
      where = { offset: dataLength, length: t.data.length };
      seen.set(hash, where);
      parts.push(Buffer.from(t.data));
      dataLength += t.data.length;
    }
    const last = entries[entries.length - 1];
    if (last && last.offset === where.offset && last.length === where.length && last.tileId + last.runLength === t.tileId) {
      last.runLength += 1;
    } else {
      entries.push({ tileId: t.tileId, offset: where.offset, length: where.length, runLength: 1 });
    }
  }

  const { root, leaves, leafCount } = buildDirectories(entries);
  const metadata = gzip(Buffer.from(JSON.stringify(opts.metadata ?? {}), 'utf8'));
  const tileData = Buffer.concat(parts);

  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leafOffset = metadataOffset + metadata.length;
  const tileDataOffset = leafOffset + leaves.length;
  const zooms = tiles.map((t) => t.z);
  const header = writeHeader({
    rootOffset, rootLength: root.length,
    metadataOffset, metadataLength: metadata.length,
    leafOffset, leafLength: leaves.length,
    tileDataOffset, tileDataLength: tileData.length,
    addressedTiles: tiles.length, tileEntries: entries.length, tileContents: seen.size,
    clustered: true,
    internalCompression: Compression.Gzip,
    tileCompression: opts.tileCompression ?? Compression.Gzip,
    tileType: opts.tileType ?? TileType.Mvt,
    minZoom: opts.minZoom ?? Math.min(...zooms),
    maxZoom: opts.maxZoom ?? Math.max(...zooms),
    bounds: opts.bounds,
    center: opts.center,
  });
  return {
    bytes: Buffer.concat([header, root, metadata, leaves, tileData]),
    stats: {
      addressedTiles: tiles.length,
      tileEntries: entries.length,
      tileContents: seen.size,
      leafDirectories: leafCount,
      rootBytes: root.length,
      tileDataBytes: tileData.length,
    },
  };
}
