/**
 * Web size figures (DESIGN §8) from the built SPA in apps/web/dist:
 * - initial JavaScript of the home route: the entry script(s) of index.html, their modulepreload
 *   links and (cross-check) the closure of their static imports; raw, gzip -9 and brotli q11;
 * - transfer size of the home page: HTML + CSS + initial JS, gzip -9 (and brotli q11);
 * - the largest lazy chunks;
 * - optionally, the same home page as the built API really serves it (compression middleware,
 *   a browser's Accept-Encoding), on 127.0.0.1.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { startBuiltApi } from './children.mjs';

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

/** Attribute values of every tag matching `tag` whose attributes satisfy `when`. */
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
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    const target = spec.startsWith('/') ? null : path.resolve(path.dirname(file), spec);
    if (target && fs.existsSync(target)) found.add(target);
  }
  return [...found];
}

export function measureWebFiles(root, { lazyTop = 8 } = {}) {
  const dist = path.join(root, 'apps/web/dist');
  const indexHtml = path.join(dist, 'index.html');
  if (!fs.existsSync(indexHtml)) throw new Error('apps/web/dist/index.html not found: run `pnpm build` (or drop --no-build)');
  const html = fs.readFileSync(indexHtml, 'utf8');

  const entries = tags(html, 'script')
    .filter((a) => a.type === 'module' && a.src)
    .map((a) => localFile(dist, a.src))
    .filter(Boolean);
  if (entries.length === 0) throw new Error('no <script type="module" src> in apps/web/dist/index.html');
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
  // Cross-check: what the browser must fetch before the entry runs is the static-import closure.
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
  const htmlSizes = { file: 'index.html', ...sizes(indexHtml) };
  const js = sum(jsFiles);
  const css = sum(cssFiles);

  const allJs = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dist, 'assets', f));
  const lazy = allJs.filter((f) => !initialJs.includes(f)).map(describe);
  lazy.sort((a, b) => b.raw - a.raw);

  return {
    dist: 'apps/web/dist',
    initialJs: { files: jsFiles, total: js, notPreloaded: notPreloaded.map(rel) },
    css: { files: cssFiles, total: css },
    html: htmlSizes,
    homeTransfer: {
      gzip: htmlSizes.gzip + css.gzip + js.gzip,
      brotli: htmlSizes.brotli + css.brotli + js.brotli,
      raw: htmlSizes.raw + css.raw + js.raw,
    },
    lazyChunks: { count: lazy.length, total: sum(lazy), largest: lazy.slice(0, lazyTop) },
    allJs: { count: allJs.length, total: sum(allJs.map((f) => sizes(f))) },
  };
}

function fetchWire(port, urlPath, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (res) => {
      let body = 0;
      res.on('data', (c) => (body += c.length));
      res.on('end', () => {
        // status line + header lines + blank line, as they came on the wire (HTTP/1.1)
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        resolve({ status: res.statusCode, body, head, encoding: res.headers['content-encoding'] ?? 'identity' });
      });
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${urlPath}`)));
    req.on('error', reject);
  });
}

/**
 * Starts the built API (node apps/api/dist/server.js) on the memory store and fetches the home
 * page and its initial assets as a browser would; the server is stopped before returning.
 */
export async function measureServedHome(root, files, { acceptEncoding = 'gzip, deflate, br' } = {}) {
  if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) return { skipped: 'apps/api/dist/server.js not built' };
  const { port, stop } = await startBuiltApi(root, { seed: false, readyTimeoutMs: 20_000 });
  try {
    const headers = { 'accept-encoding': acceptEncoding, 'user-agent': 'guia-bench' };
    const urls = ['/', ...files.css.files.map((f) => `/${f.file}`), ...files.initialJs.files.map((f) => `/${f.file}`)];
    const fetched = [];
    for (const u of urls) {
      const r = await fetchWire(port, u, headers);
      if (r.status !== 200) throw new Error(`GET ${u} answered ${r.status}`);
      fetched.push({ url: u, ...r });
    }
    return {
      acceptEncoding,
      requests: fetched,
      bodyBytes: fetched.reduce((s, r) => s + r.body, 0),
      headerBytes: fetched.reduce((s, r) => s + r.head, 0),
    };
  } finally {
    await stop();
  }
}

export async function benchWeb(root, { served = true } = {}) {
  const files = measureWebFiles(root);
  const servedHome = served ? await measureServedHome(root, files).catch((err) => ({ skipped: err.message })) : { skipped: 'disabled' };
  return { ...files, served: servedHome };
}
