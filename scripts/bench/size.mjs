#!/usr/bin/env node
/**
 * pnpm bench:size — each route's initial JavaScript (gzip -9) against its budget (issue 11), from
 * the built SPA in apps/web/dist. A route's initial JS = the entry's static-import closure plus its
 * lazy screen chunk's closure. Exits 1 when a budget is exceeded, or when map, admin or profile code
 * is part of a public route's initial JS. Run after `pnpm build` (fast: no server, no browser).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { measureWebFiles } from './web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps/web/dist');
const assets = path.join(dist, 'assets');
const KB = 1024;

/** [route, screen chunk name prefix (null: the entry alone), budget in KB gzip or null to report only] */
const ROUTES = [
  ['/', null, 130],
  ['/tops', 'tops-screen', 130],
  ['/business/:id', 'business-detail-screen', 130],
  ['/mapa', 'map-screen', null],
  ['/perfil', 'profile-screen', null],
  ['/business (admin)', 'business-list-screen', null],
  ['/evento (admin)', 'event-list-screen', null],
];
/** Chunks that must never be in a public route's initial JS. */
const PRIVATE = /^(map-screen|profile-screen|business-list-screen|business-form-screen|category-|user-list-screen|event-list-screen|event-form-screen|leaflet|map-picker)/;

const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gz.get(file);
};

function staticClosure(start) {
  const seen = new Set();
  const queue = [start];
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(re)) {
      if (!m[1].startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), m[1]);
      if (fs.existsSync(target)) queue.push(target);
    }
  }
  return seen;
}

const web = measureWebFiles(root);
const entryFiles = new Set(web.initialJs.files.map((f) => path.join(dist, f.file)));
const chunks = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));

let failed = false;
const rows = [];
for (const [route, prefix, budget] of ROUTES) {
  const files = new Set(entryFiles);
  if (prefix) {
    const chunk = chunks.find((f) => f.startsWith(`${prefix}-`));
    if (!chunk) {
      rows.push([route, 'chunk not found', budget ? `≤ ${budget} KB` : 'report', budget ? 'FAIL' : '—']);
      if (budget) failed = true;
      continue;
    }
    for (const f of staticClosure(path.join(assets, chunk))) files.add(f);
  }
  const total = [...files].reduce((sum, f) => sum + gzipOf(f), 0) / KB;
  const leaks = budget ? [...files].map((f) => path.basename(f)).filter((f) => PRIVATE.test(f)) : [];
  const over = budget !== null && total > budget;
  if (over || leaks.length) failed = true;
  rows.push([
    route,
    `${total.toFixed(1)} KB`,
    budget ? `≤ ${budget} KB` : 'report',
    budget ? (over ? 'FAIL' : leaks.length ? `FAIL (loads ${leaks.join(', ')})` : `pass (${Math.round((total / budget) * 100)} %)`) : '—',
  ]);
}

const widths = [0, 1, 2, 3].map((i) => Math.max(...[['route', 'initial JS (gzip)', 'budget', 'result'], ...rows].map((r) => String(r[i]).length)));
const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log(line(['route', 'initial JS (gzip)', 'budget', 'result']));
for (const r of rows) console.log(line(r));
console.log(failed ? 'bench:size: a budget is exceeded' : 'bench:size: every budget met');
process.exit(failed ? 1 : 0);
