import fs from 'node:fs';
import { deflateSync } from 'node:zlib';

/**
 * A small OpenStreetMap .osm.pbf writer (issue 24): what the import's tests and `pnpm bench osm`
 * need to make their own extracts without Debian's osmium-tool, which a fresh CI machine lacks
 * (the tests were skipped there). The format as the OSM wiki's PBF page describes it: a header
 * blob (OsmSchema-V0.6, DenseNodes, the replication timestamp when given), then data blobs of at
 * most BLOCK_SIZE elements, zlib-compressed, nodes as DenseNodes and ways in their own group, in
 * the order osmium writes them (every node, then every way). No metadata (version, user…): the
 * import reads none.
 */

export interface PbfNode {
  type: 'node';
  id: number;
  lat: number;
  lon: number;
  tags?: Record<string, string>;
}

export interface PbfWay {
  type: 'way';
  id: number;
  refs: number[];
  tags?: Record<string, string>;
}

export type PbfElement = PbfNode | PbfWay;

/** elements per data blob (the format allows 8,000 in a group) */
const BLOCK_SIZE = 8000;

/** Protobuf's wire encoding, the few parts the format uses. */
class Writer {
  private bytes: number[] = [];

  varint(n: number): this {
    // non-negative integers up to 2^53 (ids, lengths, zigzagged deltas)
    let v = n;
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
    return this;
  }
  key(field: number, wire: 0 | 2): this {
    return this.varint(field * 8 + wire);
  }
  uint(field: number, n: number): this {
    return this.key(field, 0).varint(n);
  }
  bytesField(field: number, data: Uint8Array): this {
    this.key(field, 2).varint(data.length);
    for (const b of data) this.bytes.push(b);
    return this;
  }
  string(field: number, s: string): this {
    return this.bytesField(field, Buffer.from(s, 'utf8'));
  }
  packed(field: number, values: number[], zigzag = false): this {
    if (values.length === 0) return this;
    const inner = new Writer();
    for (const v of values) inner.varint(zigzag ? zz(v) : v);
    return this.bytesField(field, inner.done());
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** sint64's zigzag, on numbers (exact up to 2^52) */
const zz = (n: number) => (n >= 0 ? n * 2 : -n * 2 - 1);
const deltas = (values: number[]) => values.map((v, i) => v - (i === 0 ? 0 : values[i - 1]!));
/** degrees → the format's units at the default granularity (100 nanodegrees) */
const units = (deg: number) => Math.round(deg * 1e7);

/** One blob: its header's length (4 bytes, big-endian), the header, the zlib-compressed data. */
function blob(type: 'OSMHeader' | 'OSMData', payload: Uint8Array): Buffer {
  const body = new Writer().uint(2, payload.length).bytesField(3, deflateSync(payload)).done();
  const header = new Writer().string(1, type).uint(3, body.length).done();
  const size = Buffer.alloc(4);
  size.writeUInt32BE(header.length);
  return Buffer.concat([size, header, body]);
}

function headerBlock(timestamp: Date | null): Uint8Array {
  const w = new Writer().string(4, 'OsmSchema-V0.6').string(4, 'DenseNodes').string(16, 'guia-osm-pbf-writer');
  if (timestamp) w.uint(32, Math.floor(timestamp.getTime() / 1000));
  return w.done();
}

/** One PrimitiveBlock: its string table, then a DenseNodes group and a ways group. */
function dataBlock(elements: readonly PbfElement[]): Uint8Array {
  const strings = new Map<string, number>([['', 0]]);
  const sid = (s: string) => {
    let i = strings.get(s);
    if (i === undefined) strings.set(s, (i = strings.size));
    return i;
  };
  const nodes = elements.filter((e): e is PbfNode => e.type === 'node');
  const ways = elements.filter((e): e is PbfWay => e.type === 'way');
  const groups: Uint8Array[] = [];
  if (nodes.length) {
    const keysVals: number[] = [];
    for (const n of nodes) {
      for (const [k, v] of Object.entries(n.tags ?? {})) keysVals.push(sid(k), sid(v));
      keysVals.push(0);
    }
    const dense = new Writer()
      .packed(1, deltas(nodes.map((n) => n.id)), true)
      .packed(8, deltas(nodes.map((n) => units(n.lat))), true)
      .packed(9, deltas(nodes.map((n) => units(n.lon))), true)
      .packed(10, keysVals)
      .done();
    groups.push(new Writer().bytesField(2, dense).done());
  }
  if (ways.length) {
    const group = new Writer();
    for (const way of ways) {
      const tags = Object.entries(way.tags ?? {});
      const body = new Writer()
        .uint(1, way.id)
        .packed(2, tags.map(([k]) => sid(k)))
        .packed(3, tags.map(([, v]) => sid(v)))
        .packed(8, deltas(way.refs), true)
        .done();
      group.bytesField(3, body);
    }
    groups.push(group.done());
  }
  const table = new Writer();
  for (const s of strings.keys()) table.string(1, s);
  const block = new Writer().bytesField(1, table.done());
  for (const g of groups) block.bytesField(2, g);
  return block.done();
}

/**
 * An .osm.pbf written as elements come (bounded memory: a block at a time), for the bench's
 * 100,000 places. Add every node before the first way, as osmium sorts them.
 */
export class OsmPbfFile {
  private readonly fd: number;
  private pending: PbfElement[] = [];

  constructor(file: string, timestamp: Date | null) {
    this.fd = fs.openSync(file, 'w');
    fs.writeSync(this.fd, blob('OSMHeader', headerBlock(timestamp)));
  }

  add(element: PbfElement): void {
    this.pending.push(element);
    if (this.pending.length >= BLOCK_SIZE) this.flush();
  }

  close(): void {
    this.flush();
    fs.closeSync(this.fd);
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    fs.writeSync(this.fd, blob('OSMData', dataBlock(this.pending)));
    this.pending = [];
  }
}

/**
 * Writes `elements` to `file` as an .osm.pbf: nodes first (by the order given), then ways, as
 * osmium sorts them. `timestamp` is the header's replication timestamp (the extract's date the
 * import reads); null leaves it out (the import then dates the places by the file's date).
 */
export function writeOsmPbf(file: string, elements: readonly PbfElement[], timestamp: Date | null): void {
  const out = new OsmPbfFile(file, timestamp);
  try {
    for (const e of elements) if (e.type === 'node') out.add(e);
    for (const e of elements) if (e.type === 'way') out.add(e);
  } finally {
    out.close();
  }
}
