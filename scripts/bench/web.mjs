/**
 * Web figures of pnpm bench (issue 11):
 * - measureWebFiles: the home route's initial JavaScript and CSS from the built SPA (used by
 *   size.mjs for every route's initial JS);
 * - benchWeb: what a phone really transfers on the home page, measured in Debian's Chromium
 *   (playwright-core, service worker allowed) against the built API with the seed data: the first
 *   visit, everything included (document, scripts, styles, API answers, the photos above the fold,
 *   and what the service worker downloads to precache the shell), then a repeat visit in the same
 *   browser. Page requests are read from the Chrome DevTools Protocol's Network events (bytes on
 *   the wire: headers + compressed body); the service worker's own fetches from Playwright's
 *   service-worker request events. Only 127.0.0.1 is contacted; every wait is bounded.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startBuiltApi, builtApp } from './children.mjs';

const gzip = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const brotli = (buf) =>
  zlib.brotliCompressSync(buf, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  }).length;

function sizes(file) {
  const buf = fs.readFileSync(file);
  return { raw: buf.length, gzip: gzip(buf), brotli: brotli(buf) };
}

const sum = (files) =>
  files.reduce((acc, f) => ({ raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip, brotli: acc.brotli + f.brotli }), { raw: 0, gzip: 0, brotli: 0 });

/** Attribute values of every `tag` in `html`. */
function tags(html, tag) {
  const out = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs = {};
    for (const a of m[1].matchAll(/([a-zA-Z:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    out.push(attrs);
  }
  return out;
}

/** A URL of index.html ('/assets/x.js', './assets/x.js', 'assets/x.js') → a file under dist, or null. */
function localFile(dist, url) {
  if (!url || /^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  const clean = url.split(/[?#]/)[0].replace(/^\.?\//, '');
  const file = path.resolve(dist, clean);
  return file.startsWith(dist + path.sep) && fs.existsSync(file) ? file : null;
}

/** Static `import … from "./x.js"` / `import "./x.js"` / `export … from "./x.js"` of a built chunk (never `import()`). */
function staticImports(file) {
  const code = fs.readFileSync(file, 'utf8');
  const found = new Set();
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) {
    const spec = m[1];
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    if (fs.existsSync(target)) found.add(target);
  }
  return [...found];
}

/** The home route's initial JS (entry + modulepreloads + their static imports) and CSS, raw / gzip -9 / brotli q11. */
export function measureWebFiles(root, { dist = path.join(root, 'apps/web/dist') } = {}) {
  const indexHtml = path.join(dist, 'index.html');
  if (!fs.existsSync(indexHtml)) throw new Error(`${indexHtml} not found: run \`pnpm build\` (or drop --no-build)`);
  const html = fs.readFileSync(indexHtml, 'utf8');
  const entries = tags(html, 'script')
    .filter((a) => a.type === 'module' && a.src)
    // the boot script and the entry it starts after the first paint (data-entry)
    .flatMap((a) => [a.src, a['data-entry']].filter(Boolean))
    .map((src) => localFile(dist, src))
    .filter(Boolean);
  if (entries.length === 0) throw new Error('no <script type="module" src> in index.html');
  const links = tags(html, 'link');
  const preloads = links
    .filter((a) => (a.rel ?? '').split(/\s+/).includes('modulepreload'))
    .map((a) => localFile(dist, a.href))
    .filter(Boolean);
  const stylesheets = links
    .filter((a) => (a.rel ?? '').split(/\s+/).includes('stylesheet'))
    .map((a) => localFile(dist, a.href))
    .filter(Boolean);
  const initial = [...new Set([...entries, ...preloads])];
  const closure = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const f = queue.shift();
    if (closure.has(f)) continue;
    closure.add(f);
    queue.push(...staticImports(f));
  }
  const notPreloaded = [...closure].filter((f) => !initial.includes(f));
  const initialJs = [...initial, ...notPreloaded];
  const rel = (f) => path.relative(dist, f).split(path.sep).join('/');
  const describe = (f) => ({ file: rel(f), ...sizes(f) });
  const jsFiles = initialJs.map(describe);
  const cssFiles = stylesheets.map(describe);
  return {
    initialJs: { files: jsFiles, total: sum(jsFiles), notPreloaded: notPreloaded.map(rel) },
    css: { files: cssFiles, total: sum(cssFiles) },
    html: { file: 'index.html', ...sizes(indexHtml) },
  };
}

// ── the home page in Chromium ─────────────────────────────────────────────────────────────────

/** Lighthouse's mobile device (Moto G Power): the same phone for every browser figure of the bench. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  locale: 'es-ES',
  timezoneId: 'America/Havana',
};
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // Nothing but the app: any other host name fails to resolve, so no request leaves the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const QUIET_MS = 1500;
const SETTLE_LIMIT_MS = 30_000;

/** What kind of transfer a URL is, for the breakdown. */
function kindOf(url, resourceType) {
  const p = new URL(url).pathname;
  if (p.startsWith('/api/')) return 'api';
  if (resourceType === 'Image' || /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(p) || p.startsWith('/uploads/')) return 'images';
  if (resourceType === 'Document' || p === '/' || p.endsWith('.html')) return 'html';
  if (/\.css$/.test(p)) return 'css';
  if (/\.m?js$/.test(p)) return 'js';
  return 'other';
}

/**
 * Records the network bytes of one page (CDP Network events) and of the service worker (Playwright
 * request events with serviceWorker() set). `snapshot()` → totals; `reset()` starts over.
 */
async function recorder(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pageReqs = new Map();
  let swReqs = [];
  let lastActivity = Date.now();
  let inFlight = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!/^https?:/.test(e.request.url)) return;
    lastActivity = Date.now();
    if (!pageReqs.has(e.requestId)) inFlight += 1;
    pageReqs.set(e.requestId, { url: e.request.url, type: e.type, bytes: 0, fromServiceWorker: false, done: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = pageReqs.get(e.requestId);
    if (r) Object.assign(r, { status: e.response.status, fromServiceWorker: !!e.response.fromServiceWorker, type: e.type ?? r.type });
  });
  const finish = (e, bytes) => {
    const r = pageReqs.get(e.requestId);
    if (!r || r.done) return;
    r.done = true;
    r.bytes = bytes;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => finish(e, e.encodedDataLength ?? 0));
  cdp.on('Network.loadingFailed', (e) => finish(e, 0));
  const onSw = async (request) => {
    if (!request.serviceWorker()) return;
    lastActivity = Date.now();
    const s = await request.sizes().catch(() => null);
    swReqs.push({ url: request.url(), type: request.resourceType(), bytes: s ? s.responseBodySize + s.responseHeadersSize : 0 });
  };
  context.on('requestfinished', onSw);
  return {
    /** Resolves once nothing has moved for QUIET_MS (bounded by SETTLE_LIMIT_MS). */
    async settle() {
      const deadline = Date.now() + SETTLE_LIMIT_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) await new Promise((r) => setTimeout(r, 100));
    },
    reset() {
      pageReqs.clear();
      swReqs = [];
      inFlight = 0;
    },
    snapshot() {
      const byKind = {};
      const add = (kind, bytes) => (byKind[kind] = (byKind[kind] ?? 0) + bytes);
      const page = [...pageReqs.values()].filter((r) => r.done);
      for (const r of page) add(kindOf(r.url, r.type), r.fromServiceWorker ? 0 : r.bytes);
      for (const r of swReqs) add(`sw:${kindOf(r.url, r.type)}`, r.bytes);
      const total = Object.values(byKind).reduce((s, b) => s + b, 0);
      const api = (byKind.api ?? 0) + (byKind['sw:api'] ?? 0);
      const fromNetwork = page.filter((r) => !r.fromServiceWorker && r.bytes > 0).map((r) => ({ url: new URL(r.url).pathname, bytes: r.bytes }));
      const swNetwork = swReqs.filter((r) => r.bytes > 0).map((r) => ({ url: new URL(r.url).pathname, bytes: r.bytes }));
      return { total, api, withoutApi: total - api, byKind, requests: page.length, fromNetwork, swNetwork };
    },
    close: () => {
      context.off('requestfinished', onSw);
      return cdp.detach().catch(() => undefined);
    },
  };
}

/** Waits (bounded) until every <img> in the first screen has loaded; returns how many there are. */
async function aboveTheFoldImages(page) {
  return page.evaluate(async (limitMs) => {
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && r.width > 0;
    });
    const loaded = (img) => (img.complete ? Promise.resolve() : new Promise((res) => ['load', 'error'].forEach((ev) => img.addEventListener(ev, res, { once: true }))));
    await Promise.race([Promise.all(inView.map(loaded)), new Promise((res) => setTimeout(res, limitMs))]);
    return { count: inView.length, network: inView.filter((img) => !img.currentSrc.startsWith('data:')).length };
  }, 15_000);
}

/**
 * The home page's transfer in Chromium: a first visit (empty cache, no service worker), then a
 * repeat visit in the same browser once the service worker controls the page.
 */
export async function benchWeb(root, { build = builtApp(root), chromium: executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium', log = console.log } = {}) {
  if (!fs.existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath} (set CHROMIUM_PATH); pnpm bench never downloads a browser`);
  const { chromium } = await import('playwright-core');
  const api = await startBuiltApi(root, { seed: true, build });
  const base = `http://127.0.0.1:${api.port}`;
  let browser;
  try {
    browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const rec = await recorder(context, page);

    await page.goto(`${base}/`, { waitUntil: 'load', timeout: 60_000 });
    await rec.settle(); // the API answers arrive, the screen fills in
    const firstImages = await aboveTheFoldImages(page);
    // the shell's precache: wait for the service worker to be active, then for the network to rest
    await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 20_000))]));
    await rec.settle();
    const first = { ...rec.snapshot(), aboveTheFoldImages: firstImages };
    log(`  first visit: ${(first.total / 1024).toFixed(1)} KB (${first.requests} page requests, service worker ${(((first.byKind['sw:html'] ?? 0) + (first.byKind['sw:js'] ?? 0) + (first.byKind['sw:css'] ?? 0) + (first.byKind['sw:images'] ?? 0) + (first.byKind['sw:other'] ?? 0)) / 1024).toFixed(1)} KB)`);
    const controlled = await page.evaluate(() => !!navigator.serviceWorker?.controller);

    rec.reset();
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: 60_000 });
    await rec.settle();
    const repeatImages = await aboveTheFoldImages(page);
    await rec.settle();
    const repeat = { ...rec.snapshot(), aboveTheFoldImages: repeatImages, serviceWorkerControlled: await page.evaluate(() => !!navigator.serviceWorker?.controller) };
    log(`  repeat visit: ${(repeat.withoutApi / 1024).toFixed(1)} KB apart from API JSON (+ ${(repeat.api / 1024).toFixed(1)} KB of API answers)`);
    await rec.close();
    return { device: 'Moto G Power (412×823 @1.75x), Lighthouse’s mobile device', first, repeat, serviceWorkerControlledAfterFirst: controlled };
  } finally {
    await browser?.close().catch(() => undefined);
    await api.stop();
  }
}
