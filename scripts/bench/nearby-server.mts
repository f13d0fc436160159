/**
 * Bench-only API process for `pnpm bench nearby` (never part of the product).
 *
 * Builds the real app (apps/api/src/app.ts createApp) on a fresh memory store, fills the
 * businesses port with N synthetic businesses through its own `create` method, warms the spatial
 * index, then listens on 127.0.0.1 on a free port. Run by scripts/bench/nearby.mjs with the tsx
 * of apps/api:
 *
 *   apps/api/node_modules/.bin/tsx scripts/bench/nearby-server.mts <N> [seed]
 *
 * With BENCH_OSM_PLACES=<count> (issue 19 with issue 24's data), the same generated extract as
 * `pnpm bench osm` (apps/api/src/scripts/osm-generate.ts, then osmium) is imported too, by the
 * real import (importOsmExtract), before the server listens.
 *
 * stdout: one JSON line when ready: { ready, port, pid, logLevel, n, seed, osmPlaces, osmMs, loadMs, indexMs, rebuildMs, repo, rssMb, heapMb }.
 * It stops by itself: on SIGTERM/SIGINT, when its stdin closes (the parent went away), or after
 * BENCH_SERVER_MAX_MS (default 10 minutes) whatever happens.
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
// relative: @guia/contracts resolves from apps/api, not from scripts/
import { HOME_CATEGORIES, type Plan } from '../../packages/contracts/src/constants';
import { loadConfig } from '../../apps/api/src/config';
import { createApp } from '../../apps/api/src/app';
import { createLogger } from '../../apps/api/src/shared/logger';
import { createLocalStorage } from '../../apps/api/src/shared/local-storage';
import { createMemoryStore } from '../../apps/api/src/store/memory';
import { seedCategories } from '../../apps/api/src/modules/categories/categories.seed';
import type { NewBusiness } from '../../apps/api/src/modules/businesses/businesses.repository';
import { normalizeText } from '../../apps/api/src/modules/businesses/businesses.text';
import { NEARBY_LIMIT } from '../../apps/api/src/modules/businesses/businesses.service';
import { generateExtract } from '../../apps/api/src/scripts/osm-generate';
import { importOsmExtract } from '../../apps/api/src/modules/osm/osm.import';

const n = Number(process.argv[2] ?? '10000');
const seed = Number(process.argv[3] ?? '20240601');
if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
  console.error(`nearby-server: N must be an integer in 1..1000000, got ${process.argv[2]}`);
  process.exit(2);
}
const maxMs = Number(process.env.BENCH_SERVER_MAX_MS ?? 10 * 60_000);

/** Havana box of the brief: lat 23.0–23.2, lng -82.5 – -82.2. */
export const BOX = { minLat: 23.0, maxLat: 23.2, minLng: -82.5, maxLng: -82.2 } as const;

/** mulberry32: the same N businesses on every run. */
function prng(a: number) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STREETS = ['Calle 23', 'Obispo', 'Línea', 'Calzada', 'San Rafael', 'Neptuno', 'Malecón', 'Calle 17', 'Paseo', 'Galiano'];
const PLANS: Plan[] = ['BASIC', 'BASIC', 'BASIC', 'BASIC', 'BASIC', 'BASIC', 'BASIC', 'PRO', 'PRO', 'ELITE'];

/** A business as an admin would create it: one home category (Spanish label + Google type), one uploaded photo. */
function synthetic(i: number, rnd: () => number): NewBusiness {
  const home = HOME_CATEGORIES[Math.floor(rnd() * HOME_CATEGORIES.length)]!;
  const lat = BOX.minLat + rnd() * (BOX.maxLat - BOX.minLat);
  const lng = BOX.minLng + rnd() * (BOX.maxLng - BOX.minLng);
  const street = STREETS[Math.floor(rnd() * STREETS.length)]!;
  const hex = i.toString(16).padStart(8, '0');
  return {
    name: `${home.nombre} ${i}`,
    description: `Negocio sintético ${i} de la categoría ${home.nombre}, creado por pnpm bench para medir la búsqueda cercana.`,
    address: `${street} #${1 + Math.floor(rnd() * 999)}, La Habana`,
    vicinity: `${street}, La Habana`,
    phone: `+53 7 ${String(Math.floor(rnd() * 1e7)).padStart(7, '0')}`,
    categories: [home.nombre],
    types: [home.name],
    photos: [`/uploads/bench-${hex}.jpg`],
    thumbnails: [`/uploads/bench-${hex}-thumb.webp`],
    location: { type: 'Point', coordinates: [lng, lat] },
    business_status: 'OPERATIONAL',
    rating: Math.round(rnd() * 50) / 10,
    user_ratings_total: Math.floor(rnd() * 200),
    paid_plan: PLANS[Math.floor(rnd() * PLANS.length)]!,
    paid_promo: rnd() < 0.01,
  };
}

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-bench-'));
  // Production settings: memory store, no seed, the default log level (info: one line per
  // request), the lines written to /dev/null (the same work as to stdout, without the noise).
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-0123456789',
        // the bench is one address asking as fast as it can: no per-address read limit
        SEARCH_RATE_LIMIT: '1000000000',
    DATA_STORE: 'memory',
    SEED: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    UPLOADS_DIR: path.join(tmp, 'uploads'),
    WEB_DIST: path.join(tmp, 'no-web'),
  });
  const devNull = fs.openSync('/dev/null', 'w');
  const logger = createLogger(config.logLevel, { write: (line: string) => void fs.writeSync(devNull, line) });
  const store = createMemoryStore();
  // Categories are part of every real store (seeded at start); the nearby category filter reads them.
  await seedCategories(store.categories);

  const rnd = prng(seed);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await store.businesses.create(synthetic(i, rnd));
  const loadMs = ms(t0);
  // issue 19: nearby with issue 24's OpenStreetMap places loaded, imported as `pnpm osm:import` does
  const osmPlaces = Number(process.env.BENCH_OSM_PLACES ?? 0);
  let osmMs = 0;
  if (osmPlaces > 0) {
    const t = process.hrtime.bigint();
    const file = path.join(tmp, 'cuba.osm.pbf');
    await generateExtract(file, osmPlaces);
    await importOsmExtract(store, file);
    osmMs = ms(t);
  }
  // Start every measurement from a settled heap (the parent runs this process with --expose-gc).
  const settle = () => (globalThis as { gc?: () => void }).gc?.();
  settle();

  // The memory index is built lazily on the first nearby query after a write: time it here, so
  // the HTTP figures measure steady state.
  const center = { lat: 23.1136, lng: -82.3666 };
  const t1 = process.hrtime.bigint();
  await store.businesses.nearby({ ...center, maxDistanceM: 1000, limit: NEARBY_LIMIT });
  const indexMs = ms(t1);

  // Repository-only cost (no HTTP, no mapping, no JSON), to split the HTTP figures.
  const restaurant = ['restaurant', 'restaurante', normalizeText('Comer y beber')];
  const repo: Record<string, { p50Ms: number; results: number }> = {};
  for (const [key, q] of [
    ['d1000', { maxDistanceM: 1000 }],
    ['d5000', { maxDistanceM: 5000 }],
    ['d1000_restaurant', { maxDistanceM: 1000, categories: restaurant }],
  ] as const) {
    const times: number[] = [];
    let results = 0;
    for (let k = 0; k < 60; k++) {
      const t = process.hrtime.bigint();
      results = (await store.businesses.nearby({ ...center, ...q, limit: NEARBY_LIMIT })).length;
      if (k >= 10) times.push(ms(t));
    }
    times.sort((a, b) => a - b);
    repo[key] = { p50Ms: times[Math.floor(times.length / 2)]!, results };
  }

  // What one write costs the next nearby query: create (then delete) one business, each of which
  // drops the index, and time the query that rebuilds it. The store ends with N businesses again.
  const rebuildTimes: number[] = [];
  for (let k = 0; k < 3; k++) {
    const extra = await store.businesses.create(synthetic(n + k, rnd));
    let t = process.hrtime.bigint();
    await store.businesses.nearby({ ...center, maxDistanceM: 1000, limit: NEARBY_LIMIT });
    rebuildTimes.push(ms(t));
    await store.businesses.delete(extra._id);
    t = process.hrtime.bigint();
    await store.businesses.nearby({ ...center, maxDistanceM: 1000, limit: NEARBY_LIMIT });
    rebuildTimes.push(ms(t));
  }
  rebuildTimes.sort((a, b) => a - b);
  const rebuildMs = { p50: rebuildTimes[Math.floor(rebuildTimes.length / 2)]!, max: rebuildTimes.at(-1)! };

  settle();
  const app = createApp({
    config,
    logger,
    store,
    storeKind: 'memory',
    storage: createLocalStorage(config.uploadsDir),
    places: null,
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    const mem = process.memoryUsage();
    process.stdout.write(
      `${JSON.stringify({ ready: true, port, pid: process.pid, logLevel: config.logLevel, n, seed, osmPlaces, osmMs, nearbyLimit: NEARBY_LIMIT, loadMs, indexMs, rebuildMs, repo, rssMb: mem.rss / 2 ** 20, heapMb: mem.heapUsed / 2 ** 20 })}\n`,
    );
  });

  let closing = false;
  const stop = (code: number) => {
    if (closing) return;
    closing = true;
    server.close(() => {
      fs.rmSync(tmp, { recursive: true, force: true });
      process.exit(code);
    });
    server.closeAllConnections?.();
    setTimeout(() => process.exit(code), 2000).unref();
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  process.stdin.on('end', () => stop(0));
  process.stdin.on('error', () => stop(0));
  process.stdin.resume();
  setTimeout(() => {
    console.error(`nearby-server: still running after ${maxMs} ms, stopping`);
    stop(3);
  }, maxMs).unref();
}

main().catch((err) => {
  console.error('nearby-server failed:', err);
  process.exit(1);
});
