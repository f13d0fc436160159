/**
 * The OpenStreetMap part of pnpm bench (issue 24): a generated extract of N points of interest
 * across Cuba (apps/api/src/scripts/osm-generate.ts, written a block at a time by the app's own
 * PBF writer: no osmium-tool needed), imported with the built `pnpm osm:import` (apps/api/dist/osm-import.js)
 * into a fresh memory store, twice (the second is the re-import of the same file, which reads the
 * first one's data file back), each measured for wall time and peak memory (GNU time's maximum
 * resident set size); then the built API on that data (and the seed's businesses) answers nearby
 * around Havana's centre against /api/health, alternated in rounds, as the nearby part does.
 * Every child runs on 127.0.0.1 only and is stopped by its own pid.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtApp, startBuiltApi, track } from './children.mjs';
import { cannon, HEALTH_PATH } from './nearby.mjs';

/** Havana's Parque Central: the seed's businesses are around it, the generated places everywhere. */
const CENTER = { lat: 23.1372, lon: -82.3586 };
export const OSM_NEARBY_PATHS = {
  '1 km': `/api/business/nearby?lat=${CENTER.lat}&lon=${CENTER.lon}&max_distance=1000`,
  '10 km': `/api/business/nearby?lat=${CENTER.lat}&lon=${CENTER.lon}&max_distance=10000`,
};
const TIME = '/usr/bin/time';

/** Runs `node args` to completion (bounded), measured by GNU time when present: { ms, maxRssMb, code, stderr }. */
function measured(args, { env, cwd, timeoutMs = 600_000 }) {
  return new Promise((resolve, reject) => {
    const report = path.join(cwd, `time-${Date.now()}.txt`);
    const withTime = fs.existsSync(TIME);
    const [cmd, argv] = withTime ? [TIME, ['-f', '%e %M', '-o', report, process.execPath, ...args]] : [process.execPath, args];
    const start = performance.now();
    const child = track(spawn(cmd, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] }));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - start;
      let maxRssMb = null;
      if (withTime && fs.existsSync(report)) {
        const kb = Number(fs.readFileSync(report, 'utf8').trim().split(/\s+/).pop());
        if (Number.isFinite(kb)) maxRssMb = kb / 1024;
        fs.rmSync(report, { force: true });
      }
      resolve({ ms, maxRssMb, code, stdout, stderr });
    });
  });
}

/** Nearby (each of OSM_NEARBY_PATHS) against /api/health on the built API with the seed, alternated in rounds. */
async function nearbyFigures(root, { build, concurrency, seconds, rounds, log, extraEnv }) {
  const api = await startBuiltApi(root, { seed: true, build, readyTimeoutMs: 180_000, extraEnv });
  const out = {};
  try {
    await cannon(api.port, HEALTH_PATH, { connections: concurrency, seconds: 1 }); // warm-up
    for (const [name, urlPath] of Object.entries(OSM_NEARBY_PATHS)) {
      const sample = await fetch(`http://127.0.0.1:${api.port}${urlPath}`).then((r) => r.json());
      await cannon(api.port, urlPath, { connections: concurrency, seconds: 1 });
      const nearby = [];
      const health = [];
      for (let i = 0; i < rounds; i++) {
        nearby.push(await cannon(api.port, urlPath, { connections: concurrency, seconds }));
        health.push(await cannon(api.port, HEALTH_PATH, { connections: concurrency, seconds }));
      }
      const rps = (list) => list.reduce((s, r) => s + r.requests, 0) / list.reduce((s, r) => s + r.seconds, 0);
      const entry = {
        path: urlPath,
        businesses: sample.mongo_businesses.length,
        osmPlaces: sample.osm_places.length,
        osmTotal: sample.osm_total,
        nearbyRps: rps(nearby),
        healthRps: rps(health),
        p99Ms: Math.max(...nearby.map((r) => r.p99Ms)),
      };
      entry.ratio = entry.nearbyRps / entry.healthRps;
      out[name] = entry;
      log(
        `    nearby ${name} (${entry.businesses} businesses, ${entry.osmPlaces} of ${entry.osmTotal} OSM places): ${entry.nearbyRps.toFixed(0)} req/s (p99 ${entry.p99Ms} ms), health ${entry.healthRps.toFixed(0)} req/s → ${(100 * entry.ratio).toFixed(0)} %`,
      );
    }
  } finally {
    await api.stop();
  }
  return out;
}

/**
 * Options: places (100,000), seconds, rounds, concurrency, build (which built API), log.
 * Answers the figures.
 */
export async function benchOsm(root, { places = 100_000, seconds = 5, rounds = 2, concurrency = 16, build = builtApp(root), log = console.log } = {}) {
  const importScript = path.join(path.dirname(build.apiEntry), 'osm-import.js');
  if (!fs.existsSync(importScript)) throw new Error(`${importScript} not found: run \`pnpm build\` (or drop --no-build)`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-bench-osm-'));
  try {
    const extract = path.join(tmp, 'cuba-bench.osm.pbf');
    log(`  generating ${places.toLocaleString('en-US')} places…`);
    const tsx = createRequire(path.join(root, 'apps/api/package.json')).resolve('tsx');
    const gen = await measured(['--import', new URL(`file://${tsx}`).href, path.join(root, 'apps/api/src/scripts/osm-generate.ts'), extract, String(places)], {
      env: { PATH: process.env.PATH },
      cwd: tmp,
    });
    if (gen.code !== 0) throw new Error(`osm-generate failed: ${gen.stderr.slice(-500)}`);
    const extractMb = fs.statSync(extract).size / 1e6;
    log(`    ${extractMb.toFixed(1)} MB PBF in ${(gen.ms / 1000).toFixed(1)} s`);

    const dataDir = path.join(tmp, 'data');
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-only-secret-0123456789',
      DATA_STORE: 'memory',
      MONGODB_URI: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    const runs = [];
    for (const label of ['first import', 're-import (same file)']) {
      const r = await measured([importScript, extract], { env, cwd: tmp });
      if (r.code !== 0) throw new Error(`osm-import (${label}) exited ${r.code}: ${r.stderr.slice(-800)}`);
      const done = r.stdout.split('\n').find((l) => l.startsWith('Importación terminada')) ?? '';
      const fileMb = fs.statSync(path.join(dataDir, 'memory-store.json')).size / 1e6;
      runs.push({ label, ms: r.ms, maxRssMb: r.maxRssMb, summary: done, dataFileMb: fileMb });
      log(`    ${label}: ${(r.ms / 1000).toFixed(1)} s, peak ${r.maxRssMb?.toFixed(0) ?? '?'} MB RSS (data file ${fileMb.toFixed(1)} MB) — ${done}`);
    }

    // the same server and load without the places first (on a shared machine the ratio moves with
    // other work: the baseline, measured minutes apart, says how much is the places' doing)
    log('  nearby on the seed’s businesses alone (baseline)…');
    const baseline = await nearbyFigures(root, { build, concurrency, seconds, rounds, log, extraEnv: {} });
    log('  nearby with those places loaded (and the seed’s businesses)…');
    const throughput = await nearbyFigures(root, { build, concurrency, seconds, rounds, log, extraEnv: { DATA_DIR: dataDir } });
    return { places, extractMb, generateMs: gen.ms, imports: runs, baseline, throughput, center: CENTER, concurrency, seconds, rounds };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
