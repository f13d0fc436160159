/**
 * Nearby latency and throughput at N businesses (DESIGN §8), measured over real HTTP against a
 * bench-only process (nearby-server.mts) that runs the real app on the memory store filled with N
 * synthetic businesses around Havana. The load generator runs here, in another process, so the
 * server keeps its own core.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { latency, throughput, BROWSER_HEADERS } from './http-load.mjs';
import http from 'node:http';
import { track } from './children.mjs';

const CENTER = { lat: 23.1136, lon: -82.3666 };
export const NEARBY_QUERIES = [
  { key: 'd1000', label: 'nearby 1 km', path: `/api/business/nearby?lat=${CENTER.lat}&lon=${CENTER.lon}&max_distance=1000` },
  { key: 'd5000', label: 'nearby 5 km', path: `/api/business/nearby?lat=${CENTER.lat}&lon=${CENTER.lon}&max_distance=5000` },
  {
    key: 'd1000_restaurant',
    label: 'nearby 1 km, category=restaurant',
    path: `/api/business/nearby?lat=${CENTER.lat}&lon=${CENTER.lon}&max_distance=1000&category=restaurant`,
  },
];
export const HEALTH_PATH = '/api/health';

/** Spawns `node …args`, waits for its one JSON `ready` line on stdout; stop() ends it (by its pid). */
function startChild(root, args, what, { readyTimeoutMs = 180_000 } = {}) {
  const child = track(
    spawn(process.execPath, args, {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    }),
  );
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`${what} not ready after ${readyTimeoutMs} ms`)), readyTimeoutMs);
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{') && l.endsWith('}'));
      if (!line) return;
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line));
      } catch (err) {
        reject(err);
      }
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited early (code ${code}, signal ${signal})`));
    });
  });
  ready.catch(() => undefined);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.stdin.end();
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    }
  };
  return { child, ready, stop };
}

function startNearbyServer(root, n) {
  const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));
  let loader;
  try {
    loader = pathToFileURL(requireFromApi.resolve('tsx')).href;
  } catch {
    throw new Error('tsx not found from apps/api: run `pnpm install` first');
  }
  return startChild(root, ['--expose-gc', '--import', loader, path.join(root, 'scripts/bench/nearby-server.mts'), String(n)], `bench server for N=${n}`);
}

/** Requests per second of a bare node:http server on this machine, with the same generator. */
export async function benchBaseline(root, { throughputSeconds = 5, concurrency = 16 } = {}) {
  const server = startChild(root, [path.join(root, 'scripts/bench/bare-server.mjs')], 'bare node:http server', { readyTimeoutMs: 20_000 });
  try {
    const { port } = await server.ready;
    return await throughput(port, '/api/health', { concurrency, seconds: throughputSeconds });
  } finally {
    await server.stop();
  }
}

/** One uncompressed response: how many businesses it carries and its JSON size. */
async function sample(port, p) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const body = await new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: p, agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`GET ${p} answered ${res.statusCode}`))));
        res.on('error', reject);
      });
      req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${p}`)));
      req.on('error', reject);
    });
    const json = JSON.parse(body.toString('utf8'));
    return { results: json.mongo_businesses?.length ?? null, jsonBytes: body.length };
  } finally {
    agent.destroy();
  }
}

/**
 * Runs every nearby figure for each N. Options: sizes, latencyRequests, throughputSeconds,
 * concurrency. `log` prints progress.
 */
export async function benchNearby(root, { sizes = [10_000, 100_000], latencyRequests = 300, throughputSeconds = 5, concurrency = 16, log = console.log } = {}) {
  const runs = [];
  let nearbyLimit;
  for (const n of sizes) {
    log(`  N=${n.toLocaleString('en-US')}: loading businesses…`);
    const wall = performance.now();
    const server = startNearbyServer(root, n);
    try {
      const info = await server.ready;
      log(
        `  N=${n.toLocaleString('en-US')}: loaded in ${(info.loadMs / 1000).toFixed(1)} s (first index ${info.indexMs.toFixed(0)} ms, rebuild after a write ${info.rebuildMs.p50.toFixed(0)} ms), port ${info.port}`,
      );
      nearbyLimit ??= info.nearbyLimit;
      const queries = [];
      for (const q of NEARBY_QUERIES) {
        const s = await sample(info.port, q.path);
        const lat = await latency(info.port, q.path, { count: latencyRequests });
        queries.push({ ...q, ...s, repoP50Ms: info.repo?.[q.key]?.p50Ms, latency: lat });
        log(`    ${q.label}: p50 ${lat.p50Ms.toFixed(2)} ms, p95 ${lat.p95Ms.toFixed(2)} ms, p99 ${lat.p99Ms.toFixed(2)} ms (${s.results} results)`);
      }
      const rpsNearby = await throughput(info.port, NEARBY_QUERIES[0].path, { concurrency, seconds: throughputSeconds });
      log(`    ${NEARBY_QUERIES[0].label} @${concurrency}: ${rpsNearby.rps.toFixed(0)} req/s`);
      const rpsHealth = await throughput(info.port, HEALTH_PATH, { concurrency, seconds: throughputSeconds });
      log(`    /api/health @${concurrency}: ${rpsHealth.rps.toFixed(0)} req/s`);
      runs.push({
        n,
        loadMs: info.loadMs,
        indexMs: info.indexMs,
        rebuildMs: info.rebuildMs,
        serverRssMb: info.rssMb,
        serverHeapMb: info.heapMb,
        queries,
        throughput: { nearby: { ...rpsNearby, label: NEARBY_QUERIES[0].label }, health: rpsHealth },
        wallMs: performance.now() - wall,
      });
    } finally {
      await server.stop();
    }
  }
  return { center: CENTER, nearbyLimit, requestHeaders: BROWSER_HEADERS, latencyRequests, throughputSeconds, concurrency, runs };
}
