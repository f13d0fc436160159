import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { API, routeUrl } from '@guia/contracts';
import type { AppContext } from '../../context';

/** Where the web reads the archive (same origin: the CSP's connect-src 'self' covers it). */
export const MAP_ARCHIVE_URL = routeUrl(API.mapArchive);

export const OSM_ATTRIBUTION =
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a>';
const PROTOMAPS_ATTRIBUTION = '<a href="https://protomaps.com" target="_blank" rel="noopener">Protomaps</a>';

/** Files up to this size get a content hash as ETag (the same bytes: the same ETag on every server and after every deploy). */
const HASHED_MAX_BYTES = 64 * 1024 * 1024;

const HEADER_BYTES = 127;

export type MapKind = 'embedded' | 'osm';

/** The fields of a PMTiles v3 header the server uses. */
export interface PmtilesHeader {
  specVersion: number;
  metadataOffset: number;
  metadataLength: number;
  internalCompression: number;
  tileCompression: number;
  tileType: number;
  minZoom: number;
  maxZoom: number;
  bounds: [number, number, number, number];
  center: [number, number, number];
}

/** What GET /api/map answers: the web shows the size before a download and compares `etag` with its offline copy's. */
export interface MapInfo {
  url: string;
  bytes: number;
  /** the archive's ETag header, quotes included */
  etag: string;
  kind: MapKind;
  /** HTML: links to each source's licence, for the map's attribution control */
  attribution: string;
  minzoom: number;
  maxzoom: number;
  /** west, south, east, north */
  bounds: [number, number, number, number];
  /** longitude, latitude, zoom */
  center: [number, number, number];
}

export interface MapArchive {
  path: string;
  kind: MapKind;
  size: number;
  mtimeMs: number;
  etag: string;
  header: PmtilesHeader;
  info: MapInfo;
}

/**
 * Reads a PMTiles v3 header, or says in words why these bytes are not one (the reason goes in the
 * server's log line).
 */
export function parsePmtilesHeader(bytes: Buffer): PmtilesHeader | { error: string } {
  if (bytes.length < 7 || bytes.toString('latin1', 0, 7) !== 'PMTiles') {
    // version 1 and 2 archives start with "PM" and a 16-bit version
    if (bytes.length >= 4 && bytes.toString('latin1', 0, 2) === 'PM') return { error: `es PMTiles v${bytes.readUInt16LE(2)}, se necesita v3` };
    return { error: 'no es un archivo PMTiles (no empieza por "PMTiles")' };
  }
  if (bytes.length < HEADER_BYTES) return { error: 'cabecera PMTiles incompleta' };
  const specVersion = bytes.readUInt8(7);
  if (specVersion !== 3) return { error: `es PMTiles v${specVersion}, se necesita v3` };
  const u64 = (at: number) => Number(bytes.readBigUInt64LE(at));
  const e7 = (at: number) => bytes.readInt32LE(at) / 1e7;
  const tileType = bytes.readUInt8(99);
  if (tileType !== 1) return { error: `sus teselas no son vectoriales (MVT), tipo ${tileType}` };
  return {
    specVersion,
    metadataOffset: u64(24),
    metadataLength: u64(32),
    internalCompression: bytes.readUInt8(97),
    tileCompression: bytes.readUInt8(98),
    tileType,
    minZoom: bytes.readUInt8(100),
    maxZoom: bytes.readUInt8(101),
    bounds: [e7(102), e7(106), e7(110), e7(114)],
    center: [e7(119), e7(123), bytes.readUInt8(118)],
  };
}

function readRange(fd: number, offset: number, length: number): Buffer {
  const buf = Buffer.alloc(length);
  const read = fs.readSync(fd, buf, 0, length, offset);
  return buf.subarray(0, read);
}

function readMetadata(fd: number, h: PmtilesHeader): Record<string, unknown> {
  if (!h.metadataLength || h.metadataLength > 16 * 1024 * 1024) return {};
  try {
    const raw = readRange(fd, h.metadataOffset, h.metadataLength);
    const text =
      h.internalCompression === 2 ? zlib.gunzipSync(raw) : h.internalCompression === 3 ? zlib.brotliDecompressSync(raw) : h.internalCompression <= 1 ? raw : null;
    const parsed: unknown = text ? JSON.parse(text.toString('utf8')) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function etagOf(fd: number, size: number, mtimeMs: number): string {
  if (size <= HASHED_MAX_BYTES) {
    const hash = createHash('sha256');
    const chunk = Buffer.alloc(1024 * 1024);
    for (let at = 0; at < size; ) {
      const n = fs.readSync(fd, chunk, 0, chunk.length, at);
      if (n <= 0) break;
      hash.update(chunk.subarray(0, n));
      at += n;
    }
    return `"pm-${hash.digest('base64url').slice(0, 27)}"`;
  }
  return `"pm-${size.toString(36)}-${Math.round(mtimeMs).toString(36)}"`;
}

/**
 * The attribution shown on the map, built here (never an archive's own HTML, which the browser would
 * insert as it is): our embedded archive's sources; for an OSM archive, OpenStreetMap's licence
 * link, and Protomaps when the archive is a Protomaps build.
 */
function attributionOf(kind: MapKind, metadata: Record<string, unknown>): string {
  const own = typeof metadata.attribution === 'string' ? metadata.attribution : '';
  if (kind === 'embedded') return own || OSM_ATTRIBUTION;
  return /protomaps/i.test(own) ? `${PROTOMAPS_ATTRIBUTION} · ${OSM_ATTRIBUTION}` : OSM_ATTRIBUTION;
}

/** Opens an archive: its size, ETag, header and metadata; throws an Error whose message is the reason it cannot serve. */
export function openArchive(file: string, kind: MapKind): MapArchive {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(code === 'ENOENT' ? 'el archivo no existe' : code === 'EISDIR' ? 'es una carpeta' : `no se puede leer (${code ?? String(err)})`);
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) throw new Error('no es un archivo');
    const header = parsePmtilesHeader(readRange(fd, 0, HEADER_BYTES));
    if ('error' in header) throw new Error(header.error);
    const metadata = readMetadata(fd, header);
    const etag = etagOf(fd, stat.size, stat.mtimeMs);
    return {
      path: file,
      kind,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      etag,
      header,
      info: {
        url: MAP_ARCHIVE_URL,
        bytes: stat.size,
        etag,
        kind,
        attribution: attributionOf(kind, metadata),
        minzoom: header.minZoom,
        maxzoom: header.maxZoom,
        bounds: header.bounds,
        center: header.center,
      },
    };
  } finally {
    fs.closeSync(fd);
  }
}

export interface MapService {
  /**
   * The archive being served now, re-read when its file changes on disk (size or modification
   * time); null only when not even the embedded basemap can be read.
   */
  current(): MapArchive | null;
}

/**
 * Chooses the archive once, at start: MAP_TILES when it names a PMTiles v3 vector archive, else
 * the embedded Cuba basemap, with one warning line naming the path and the reason. Later, a
 * replaced file (an operator's new cuba.pmtiles) is picked up with a new ETag.
 */
export function createMapService(ctx: AppContext): MapService {
  const { tiles, embedded } = ctx.config.map;
  let osmUsable = Boolean(tiles);

  const fallBack = (file: string, reason: string, before: string): MapArchive | null => {
    osmUsable = false;
    // one line, path and reason in it (no extra fields: pino-pretty would print them on lines of their own)
    ctx.logger.warn(`MAP_TILES=${file} ${before}: ${reason}; el mapa muestra el mapa base de Cuba incluido`);
    return openEmbedded();
  };
  const openEmbedded = (): MapArchive | null => {
    try {
      return openArchive(embedded, 'embedded');
    } catch (err) {
      ctx.logger.error(`mapa base incluido ${embedded}: ${(err as Error).message}; el mapa no tiene mapa base`);
      return null;
    }
  };
  const choose = (): MapArchive | null => {
    if (tiles && osmUsable) {
      try {
        return openArchive(tiles, 'osm');
      } catch (err) {
        return fallBack(tiles, (err as Error).message, 'no se usa');
      }
    }
    return openEmbedded();
  };
  let archive = choose();

  return {
    current() {
      if (!archive) return (archive = openEmbedded());
      let stat: fs.Stats | null = null;
      try {
        stat = fs.statSync(archive.path);
      } catch {
        stat = null;
      }
      if (stat && stat.size === archive.size && stat.mtimeMs === archive.mtimeMs) return archive;
      try {
        archive = openArchive(archive.path, archive.kind);
      } catch (err) {
        archive = archive.kind === 'osm' ? fallBack(archive.path, (err as Error).message, 'ya no se puede usar') : openEmbedded();
      }
      return archive;
    },
  };
}
