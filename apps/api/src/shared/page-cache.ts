import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { DATA_SAVER_COOKIE, LANG_QUERY, ROUTE_API, chooseLang, routeIdOf, type Lang, type RoutePath } from '@guia/contracts';
import { pickEncoding } from './compress-json';

/**
 * The server-drawn pages' cache (issue 19): an anonymous `GET /`, `/tops` or `/business/{id}`
 * renders React once, and every visitor after that gets the same bytes until something they show
 * may have changed. spa.ts asks it for each drawn page; route.ts tells it about each write.
 *
 * A drawn page is served again only when all of these are what they were when it was drawn:
 * - **the request's choices** (`pageKeyOf`): the address with its query, 'Ahorro de datos'
 *   (`dataSaverOf`) and the language (`languageOf`). Nothing else of the request reaches the
 *   renderer: no Authorization, no other cookie (signed-in state arrives at hydration);
 * - **the data version**: a counter of this app instance, bumped by every HTTP write that may
 *   change what a public page shows (`changesPages`: every POST/PUT/DELETE of the route table
 *   unless its `ROUTE_API` entry says `keepsPages`), once before its handler runs and again just
 *   before its answer's headers are written. A page is stored only when the version did not move
 *   while it was drawn; and one read at the start of the request is the one compared. So once a
 *   write's answer is out, no page drawn from the data before it is served again;
 * - **the minute**: pages show 'Abierto ahora' and 'Pasado' from the clock at render time, and the
 *   owner's status of the day ends at Havana's midnight. Havana is a whole number of hours from UTC,
 *   so its minutes begin with UTC's: a page never outlives the minute it was drawn in;
 * - **the shell** it was drawn into (index.html with the page's preview tags): a new build, or a
 *   preview read from newer data, draws again.
 *
 * Writes outside HTTP are not counted: the OpenStreetMap import (`pnpm osm:import`, straight into
 * MongoDB), the start-up seed and migrations, another API instance's writes to a shared MongoDB,
 * and a write whose handler goes on after its client left. Their pages are at most one minute old
 * (the minute above). The cache is per app instance (createApp), in memory, bounded (LRU,
 * `MAX_PAGES` pages, `MAX_BYTES`).
 */

/** At most this many drawn pages per app instance (the least recently served go first). */
const MAX_PAGES = 300;
/** At most this many bytes of pages (HTML, shell and compressed copies) per app instance. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Brotli quality of a stored page: compressed once per minute, not once per visitor. */
const BROTLI_QUALITY = 9;

/** The pages this cache keeps: home, Tops and a business's (or an OpenStreetMap place's) page. */
const CACHED_PATH = /^\/(?:tops|business\/[^/]+)?$/;

const cookieOf = (req: Request, name: string): string | undefined =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1]?.trim();

/** 'Ahorro de datos' as this visitor chose it (cookie set by the web), else what the browser asks (Save-Data). */
export function dataSaverOf(req: Request): boolean {
  const cookie = cookieOf(req, DATA_SAVER_COOKIE);
  if (cookie === '0' || cookie === '1') return cookie === '1';
  return String(req.headers['save-data'] ?? '').toLowerCase() === 'on';
}

/**
 * The visitor's language (issue 22 §1, contracts' lang.ts, the one rule): `?lang=` (the hreflang
 * links), else the `lang` cookie when it names one the pages are drawn in, else the browser's
 * Accept-Language (English for en, Spanish for anything else).
 */
export function languageOf(req: Request): Lang {
  return chooseLang({ query: req.query?.[LANG_QUERY], cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
}

/**
 * Everything of a request a drawn page depends on besides the data and the clock. THE one place
 * to extend: whatever new the renderer is given from the request (a hint, a header) goes here, so
 * that the cache keeps such pages apart (and `Vary` in spa.ts names the header it came from).
 */
export function renderChoicesOf(req: Request): { dataSaver: boolean; lang: string } {
  return { dataSaver: dataSaverOf(req), lang: languageOf(req) };
}

/** A drawn page's cache key: the address and the choices it was drawn with. */
export function pageKeyOf(req: Request): string {
  const { dataSaver, lang } = renderChoicesOf(req);
  return `${req.originalUrl}\n${dataSaver ? 1 : 0}\n${lang}`;
}

/** The minute of `ms` (Havana's minutes start with UTC's: its offset is whole hours). */
export const minuteOf = (ms = Date.now()): number => Math.floor(ms / 60_000);

/** A strong ETag of the HTML (its SHA-256, 160 bits of it). */
export const etagOf = (html: string): string => `"${createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 27)}"`;

/** Whether a write of this table entry may change a public page (anything but a GET, unless marked `keepsPages`). */
export const changesPages = (entry: RoutePath): boolean => entry.method !== 'GET' && !ROUTE_API[routeIdOf(entry)]?.keepsPages;

/** A drawn page as served: its HTML and status, ETag, and its compressed copies once asked for. */
export interface CachedPage {
  html: string;
  status: number;
  etag: string;
  /** stored in the cache (its compressed copies are kept too); false: drawn for this request only */
  stored: boolean;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

interface Drawn {
  version: number;
  minute: number;
  shell: string;
}
interface Entry extends Drawn {
  page: CachedPage;
  bytes: number;
}
interface Flight extends Drawn {
  promise: Promise<CachedPage | null>;
}

export interface PageCache {
  /** the data version now */
  readonly version: number;
  /** a write may have changed a page: pages drawn before are not served again */
  bump(): void;
  /** notes the version and minute at a request's start (spa.ts mounts it before its routes) */
  begin: RequestHandler;
  /**
   * The page for this request: the stored one, or the one being drawn for the same key, or
   * `draw()`'s (stored when nothing changed while it was drawn). Pages other than home, Tops and a
   * business's, and requests other than GET/HEAD, are drawn each time.
   */
  page(req: Request, shell: string, draw: () => Promise<{ html: string; status: number } | null>): Promise<CachedPage | { html: string; status: number } | null>;
  /** Sends `html` (the status and Cache-Control already set): with the page's ETag (304 when the browser has it) and a compressed copy made once. */
  send(res: Response, html: string): void;
  /** what is held (tests, logs) */
  stats(): { pages: number; bytes: number };
  /** the hook route.ts runs first on a write that changes pages */
  writeStarted(res: Response): void;
}

function compress(html: string, encoding: 'br' | 'gzip'): Buffer {
  const bytes = Buffer.from(html, 'utf8');
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : zlib.gzipSync(bytes, { level: 9 });
}

export function createPageCache({ maxPages = MAX_PAGES, maxBytes = MAX_BYTES } = {}): PageCache {
  let version = 0;
  let bytes = 0;
  /** key → entry, the least recently served first */
  const entries = new Map<string, Entry>();
  /** pages being drawn, by key: a burst of visitors waits for one render */
  const flights = new Map<string, Flight>();
  const started = new WeakMap<Request, { version: number; minute: number }>();
  /** the page each request was answered from, for send() */
  const served = new WeakMap<Request, CachedPage>();

  const fits = () => {
    for (const [key, e] of entries) {
      if (entries.size <= maxPages && bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= e.bytes;
    }
  };
  const store = (key: string, drawn: Drawn, page: CachedPage) => {
    const old = entries.get(key);
    if (old) {
      entries.delete(key);
      bytes -= old.bytes;
    }
    const size = Buffer.byteLength(page.html) + drawn.shell.length;
    if (size > maxBytes) return;
    page.stored = true;
    entries.set(key, { ...drawn, page, bytes: size });
    bytes += size;
    fits();
  };
  const same = (a: Drawn, b: Drawn) => a.version === b.version && a.minute === b.minute && a.shell === b.shell;

  const cache: PageCache = {
    get version() {
      return version;
    },
    bump() {
      version += 1;
    },
    begin(req, _res, next) {
      started.set(req, { version, minute: minuteOf() });
      next();
    },
    async page(req, shell, draw) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !CACHED_PATH.test(req.path)) return draw();
      const at: Drawn = { ...(started.get(req) ?? { version, minute: minuteOf() }), shell };
      const key = pageKeyOf(req);
      const hit = entries.get(key);
      if (hit && same(hit, at)) {
        entries.delete(key);
        entries.set(key, hit);
        served.set(req, hit.page);
        return hit.page;
      }
      let flight = flights.get(key);
      if (!flight || !same(flight, at)) {
        const promise = draw().then((drawn) => {
          if (!drawn) return null;
          const page: CachedPage = { html: drawn.html, status: drawn.status, etag: etagOf(drawn.html), stored: false, encoded: {} };
          // drawn from the data of `at.version` only if no write began or ended meanwhile
          if (version === at.version && minuteOf() === at.minute) store(key, at, page);
          return page;
        });
        const mine: Flight = { ...at, promise };
        flights.set(key, mine);
        flight = mine;
        void promise
          .finally(() => {
            if (flights.get(key) === mine) flights.delete(key);
          })
          .catch(() => undefined);
      }
      const page = await flight.promise;
      if (page) served.set(req, page);
      return page;
    },
    send(res, html) {
      const req = res.req;
      const page = served.get(req);
      res.type('html');
      if (!page || page.html !== html) {
        res.send(html);
        return;
      }
      res.setHeader('ETag', page.etag);
      res.vary('Accept-Encoding');
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      const encoding = page.stored && req.method === 'GET' ? pickEncoding(req.headers['accept-encoding']) : null;
      if (!encoding) {
        res.send(html);
        return;
      }
      let body = page.encoded[encoding];
      if (!body) {
        body = page.encoded[encoding] = compress(html, encoding);
        const entry = [...entries.values()].find((e) => e.page === page);
        if (entry) {
          entry.bytes += body.length;
          bytes += body.length;
          fits();
        }
      }
      res.setHeader('Content-Encoding', encoding);
      res.send(body);
    },
    stats() {
      return { pages: entries.size, bytes };
    },
    writeStarted(res) {
      version += 1;
      const writeHead = res.writeHead;
      // again when the answer goes out: a page drawn while the handler wrote is never stored
      res.writeHead = function writeHeadAfterWrite(this: Response, ...args: unknown[]) {
        version += 1;
        return (writeHead as (...a: unknown[]) => Response).apply(this, args);
      } as typeof res.writeHead;
      // an answer never written (the client left): counted all the same
      res.once('close', () => (version += 1));
    },
  };
  return cache;
}

/** The app's own page cache (one per app instance, in `app.locals`: never a module variable). */
export function pageCacheOf(app: { locals: Record<string, unknown> }): PageCache {
  return (app.locals.pageCache ??= createPageCache()) as PageCache;
}

/** route.ts puts this first on every write that may change a page (`changesPages`). */
export const invalidatesPages: RequestHandler = (req, res, next) => {
  pageCacheOf(req.app).writeStarted(res);
  next();
};
