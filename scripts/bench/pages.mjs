/**
 * The server-drawn pages' figures of pnpm bench (issue 19): `/`, `/tops` and a promoted business's
 * page (`/business/{id}`) under 50 connections, each against `/api/health` in the same run, on the
 * built API with the seed data and the built web's server renderer (apps/web/dist-ssr), as a
 * phone's browser asks (text/html, gzip and br accepted; anonymous: no token, no cookie).
 *
 * Rounds alternate health and the three pages so each sees the same share of a shared machine;
 * the figures are the rounds summed (requests over seconds, the worst p99). Goals: each page ≥ 50 %
 * of health's requests per second, p99 ≤ 100 ms. Before the load, one request of each page on a
 * server that has not drawn it yet (the cost of a render, what the cache saves) and one again;
 * after the load (`uncached`), each page with a new address per request (`?v=N`): drawn every
 * time, as before the cache. Between runs it waits (bounded) until what a run left queued is done.
 *
 * The server runs in its own process and is stopped by its pid (children.mjs).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { builtApp, startBuiltApi } from './children.mjs';

export const PAGE_CONNECTIONS = 50;
export const PAGE_GOALS = { ratio: 0.5, p99Ms: 100 };
const HEALTH_PATH = '/api/health';
const HTML_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/** One autocannon run (stopped 30 s after its duration whatever happens): requests per second and latency (ms). */
function load(port, urlPath, { connections, seconds, headers, unique = false }) {
  // unique: every request a new address (`?v=N`), so none is served from the page cache
  let n = 0;
  const requests = unique ? [{ setupRequest: (req) => ({ ...req, path: `${urlPath}${urlPath.includes('?') ? '&' : '?'}v=${++n}` }) }] : undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${port}${urlPath}`, connections, duration: seconds, headers, timeout: 30, requests }, (err, r) => {
      clearTimeout(guard);
      if (err) return reject(err);
      if (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0) return reject(new Error(`GET ${urlPath}: ${r.errors} errors, ${r.timeouts} time-outs, ${r.non2xx} non-2xx answers`));
      resolve({ requests: r['2xx'], seconds: r.duration, rps: r['2xx'] / r.duration, p50Ms: r.latency.p50, p99Ms: r.latency.p99, maxMs: r.latency.max });
    });
    const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  });
}

/** Rounds of one path summed: total requests over total time, the worst p50 and p99. */
function combine(path, runs) {
  const requests = runs.reduce((s, r) => s + r.requests, 0);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  return {
    path,
    rounds: runs.length,
    seconds,
    requests,
    rps: requests / seconds,
    p50Ms: Math.max(...runs.map((r) => r.p50Ms)),
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    maxMs: Math.max(...runs.map((r) => r.maxMs)),
    perRound: runs.map((r) => Math.round(r.rps)),
  };
}

/** One GET: status, milliseconds, bytes on the wire, the answer's headers and (for JSON) its body. */
function fetchOnce(port, urlPath, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode, ms: performance.now() - started, wireBytes: body.length, headers: res.headers, body });
      });
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${urlPath}`)));
    req.on('error', reject);
  });
}

/**
 * Waits (at most 15 s) until the server answers /api/health within 50 ms: what a run left queued
 * (renders still going after autocannon stopped) does not count against the next run.
 */
async function settle(port) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const r = await fetchOnce(port, HEALTH_PATH, JSON_HEADERS).catch(() => null);
    if (r && r.ms < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Every figure of the part. Options: seconds (each run), rounds, connections (50), build (which
 * built API and SPA), log; uncached: also one run per page where every request is a new address
 * (`?v=N`), i.e. drawn each time, as before the cache (what the cache gains).
 */
export async function benchPages(root, { seconds = 5, rounds = 2, connections = PAGE_CONNECTIONS, build = builtApp(root), log = console.log, uncached = false } = {}) {
  const api = await startBuiltApi(root, { seed: true, build });
  try {
    const promoted = await fetchOnce(api.port, '/api/business/promoted', { accept: 'application/json' });
    const id = JSON.parse(promoted.body.toString('utf8'))[0]?._id;
    if (!id) throw new Error('the seed data has no promoted business');
    const pages = [
      { key: 'home', path: '/' },
      { key: 'tops', path: '/tops' },
      { key: 'business', path: `/business/${id}` },
    ];
    // one page view drawn (no page drawn yet on this server), then the same again
    for (const p of pages) {
      const first = await fetchOnce(api.port, p.path, HTML_HEADERS);
      const again = await fetchOnce(api.port, p.path, HTML_HEADERS);
      const revalidated = await fetchOnce(api.port, p.path, { ...HTML_HEADERS, 'if-none-match': again.headers.etag ?? '"none"' });
      if (first.status !== 200 || !String(first.headers['content-type']).includes('text/html')) throw new Error(`GET ${p.path} answered ${first.status}`);
      const plain = await fetchOnce(api.port, p.path, { accept: 'text/html' });
      if (plain.body.toString('utf8').includes('<div id="root"></div>')) log(`    ${p.path}: the page arrived undrawn (no apps/web/dist-ssr?)`);
      p.single = { firstMs: first.ms, againMs: again.ms, wireBytes: again.wireBytes, encoding: again.headers['content-encoding'] ?? 'identity', etag: again.headers.etag ?? null, revalidatedStatus: revalidated.status };
      log(`    ${p.path}: first view ${first.ms.toFixed(1)} ms, again ${again.ms.toFixed(1)} ms (${again.wireBytes} B ${p.single.encoding}), If-None-Match → ${revalidated.status}`);
    }
    // warm-up: the JIT, the connections
    const run = async (urlPath, headers, s = seconds, unique = false) => {
      const r = await load(api.port, urlPath, { connections, seconds: s, headers, unique });
      await settle(api.port);
      return r;
    };
    await run(HEALTH_PATH, JSON_HEADERS, 1);
    for (const p of pages) await run(p.path, HTML_HEADERS, 1);
    const healthRuns = [];
    const pageRuns = new Map(pages.map((p) => [p.key, []]));
    for (let i = 0; i < rounds; i++) {
      healthRuns.push(await run(HEALTH_PATH, JSON_HEADERS));
      for (const p of pages) pageRuns.get(p.key).push(await run(p.path, HTML_HEADERS));
    }
    const health = combine(HEALTH_PATH, healthRuns);
    log(`    @${connections}: health ${health.rps.toFixed(0)} req/s (p99 ${health.p99Ms} ms)`);
    const measured = pages.map((p) => {
      const run = combine(p.path, pageRuns.get(p.key));
      const ratio = run.rps / health.rps;
      log(
        `    @${connections}: ${p.path} ${run.rps.toFixed(0)} req/s → ${(100 * ratio).toFixed(0)} % of health (goal ≥ ${PAGE_GOALS.ratio * 100} %), p99 ${run.p99Ms} ms (goal ≤ ${PAGE_GOALS.p99Ms} ms)` +
          ` ${ratio >= PAGE_GOALS.ratio && run.p99Ms <= PAGE_GOALS.p99Ms ? 'pass' : 'FAIL'}`,
      );
      return { key: p.key, path: p.path, single: p.single, ...run, ratio };
    });
    if (uncached) {
      for (const p of measured) {
        const drawn = await run(p.path, HTML_HEADERS, seconds, true);
        p.uncached = { rps: drawn.rps, p50Ms: drawn.p50Ms, p99Ms: drawn.p99Ms, ratio: drawn.rps / health.rps };
        log(`    @${connections}: ${p.path} drawn each time (a new address per request): ${drawn.rps.toFixed(0)} req/s → ${((100 * drawn.rps) / health.rps).toFixed(0)} % of health, p99 ${drawn.p99Ms} ms`);
      }
    }
    return { connections, seconds, rounds, requestHeaders: HTML_HEADERS, goals: PAGE_GOALS, health, pages: measured };
  } finally {
    await api.stop();
  }
}

/** The goal rows of this part for the report's table: [part, label, figure, goal, lowerIsBetter, format]. */
export function pagesGoalRows(pages) {
  if (!pages?.pages) return [];
  const label = (p) => `\`${p.path.replace(/\/business\/[a-f0-9]{24}/, '/business/:id')}\``;
  return pages.pages.flatMap((p) => [
    ['Pages', `${label(p)} at ${pages.connections} connections: share of /api/health's requests per second`, p.ratio, PAGE_GOALS.ratio, false, (v) => `${Math.round(v * 100)} %`],
    ['Pages', `${label(p)} at ${pages.connections} connections: p99`, p.p99Ms, PAGE_GOALS.p99Ms, true, (v) => `${Math.round(v)} ms`],
  ]);
}
