import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { API } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { notFound } from '../../shared/errors';
import { createMapService, type MapArchive } from './map.service';

/**
 * The archive's bytes may be kept a day: a new archive has a new ETag, and the `pmtiles` reader
 * compares the ETag of every range it reads with the header's, re-reading (cache: reload) on a
 * mismatch, so a map never mixes two versions. `no-transform`: nobody may compress it (the tiles
 * inside are gzipped already, and compressing would move every byte offset).
 */
export const ARCHIVE_CACHE_CONTROL = 'public, max-age=86400, no-transform';
/** GET /api/map is asked each time (a cheap 304): it is how a phone learns its offline copy is stale. */
export const INFO_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

type ByteRange = { start: number; end: number };

/**
 * Reads a Range header against a file of `size` bytes: null to ignore it (none, another unit,
 * several ranges: the whole file is sent), 'unsatisfiable' for 416, or the one range asked for.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!m) return null;
  const specs = m[1]!.split(',').map((s) => s.trim()).filter(Boolean);
  if (specs.length !== 1) return specs.length === 0 ? 'unsatisfiable' : null;
  const r = /^(\d*)-(\d*)$/.exec(specs[0]!);
  if (!r || (r[1] === '' && r[2] === '')) return 'unsatisfiable';
  if (r[1] === '') {
    // the last N bytes
    const n = Number(r[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(r[1]);
  const end = r[2] === '' ? size - 1 : Math.min(Number(r[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** If-None-Match lists (weak comparison, as RFC 9110 says for it). */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function sendArchive(req: Request, res: Response, archive: MapArchive) {
  const { size, etag } = archive;
  res.set({
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Cache-Control': ARCHIVE_CACHE_CONTROL,
    'Content-Type': 'application/vnd.pmtiles',
    'Access-Control-Expose-Headers': 'ETag, Content-Range, Accept-Ranges, Content-Length',
  });
  if (matchesAny(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return null;
  }
  // If-Range: the range only if the client's copy is still this archive (strong comparison; a date never matches)
  const ifRange = req.get('if-range');
  const range = ifRange && ifRange.trim() !== etag ? null : parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${size}`).removeHeader('Content-Type');
    res.end();
    return null;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) res.status(206).set('Content-Range', `bytes ${start}-${end}/${size}`);
  res.set('Content-Length', String(end - start + 1));
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return null;
  }
  return fs.createReadStream(archive.path, { start, end });
}

/**
 * /api/map: the map's vector basemap from the app's own origin (issue 16 §3). `GET /` says which
 * archive is served (size, ETag, attribution, zooms, bounds); `GET /tiles.pmtiles` serves it in
 * HTTP byte ranges, as the `pmtiles` reader asks for it.
 */
export function createMapRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createMapService(ctx);
  const archive = () => {
    const a = service.current();
    if (!a) throw notFound(); // not even the embedded basemap is there (a checkout without assets/)
    return a;
  };

  route(router, API.mapInfo, (_req, res) => {
    const a = archive();
    res.set('Cache-Control', INFO_CACHE_CONTROL).json(a.info);
  });

  route(router, API.mapArchive, async (req, res) => {
    const stream = sendArchive(req, res, archive());
    if (stream) await pipeline(stream, res);
  });

  return router;
}
