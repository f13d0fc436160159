#!/usr/bin/env node
/**
 * pnpm bench:size — each route's initial JavaScript (gzip -9) against its budget (issue 11), from
 * the built SPA in apps/web/dist. A route's initial JS = the entry's static-import closure plus its
 * lazy screen chunk's closure. Exits 1 when a budget is exceeded, or when map, admin or profile code
 * is part of a public route's initial JS, or when the build is missing or unreadable (CI's
 * "Bundle budgets" step relies on that exit code). Run after `pnpm build` (fast: no server, no
 * browser). `--dist=PATH` measures another built SPA than apps/web/dist (the test's fake one).
 * `pnpm bench size` runs the same measurement as part of pnpm bench's table; what the browser
 * really transfers (bytes on the wire) is measured by `pnpm bench lighthouse`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureWebFiles } from './web.mjs';

const KB = 1024;

/**
 * [route, screen chunk name prefix (null: the entry alone), budget in KB gzip or null to report only].
 * 120 KB: issue 19's goal. Measured 2026-12-07: 112.6 / 114.3 / 114.6 KB before the English layer (issue 22),
 * 116.8 / 118.7 / 118.9 KB with it as it stood that evening.
 */
export const ROUTES = [
  ['/', 'home-screen', 120],
  ['/tops', 'tops-screen', 120],
  ['/business/:id', 'business-detail-screen', 120],
  ['/mapa', 'map-screen', null],
  ['/perfil', 'profile-screen', null],
  ['/business (admin)', 'business-list-screen', null],
  ['/evento (admin)', 'event-list-screen', null],
];
/** Chunks that must never be in a public route's initial JS. */
const PRIVATE = /^(map-screen|profile-screen|business-list-screen|business-form-screen|category-(?:form|list)-screen|user-list-screen|event-list-screen|event-form-screen|leaflet|basemap|map-picker|osm-map|google-map)/;

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

/**
 * Each route's initial JS from the built SPA in `dist`: { route, kb (gzip -9, 1 KB = 1024 B),
 * budgetKb | null, files, leaks (private chunks a public route would load), ok }.
 */
export function measureRouteSizes(root, { dist = path.join(root, 'apps/web/dist') } = {}) {
  const assets = path.join(dist, 'assets');
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
    return gz.get(file);
  };
  const web = measureWebFiles(root, { dist });
  const entryFiles = new Set(web.initialJs.files.map((f) => path.join(dist, f.file)));
  const chunks = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  return ROUTES.map(([route, prefix, budgetKb]) => {
    const files = new Set(entryFiles);
    if (prefix) {
      const chunk = chunks.find((f) => f.startsWith(`${prefix}-`));
      if (!chunk) return { route, kb: null, budgetKb, files: 0, leaks: [], ok: budgetKb === null, missing: `${prefix}-*.js` };
      for (const f of staticClosure(path.join(assets, chunk))) files.add(f);
    }
    const kb = [...files].reduce((sum, f) => sum + gzipOf(f), 0) / KB;
    const leaks = budgetKb ? [...files].map((f) => path.basename(f)).filter((f) => PRIVATE.test(f)) : [];
    return { route, kb, budgetKb, files: files.size, leaks, ok: (budgetKb === null || kb <= budgetKb) && leaks.length === 0 };
  });
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const distArg = process.argv.slice(2).find((a) => a.startsWith('--dist='));
  const dist = distArg ? path.resolve(distArg.slice('--dist='.length)) : undefined;
  let measured;
  try {
    measured = measureRouteSizes(root, dist ? { dist } : {});
  } catch (err) {
    console.error(`bench:size: cannot measure the build: ${err.message}`);
    process.exit(1);
  }
  const rows = measured.map((r) => [
    r.route,
    r.kb === null ? 'chunk not found' : `${r.kb.toFixed(1)} KB`,
    r.budgetKb ? `≤ ${r.budgetKb} KB` : 'report',
    r.budgetKb
      ? r.kb === null || r.kb > r.budgetKb
        ? 'FAIL'
        : r.leaks.length
          ? `FAIL (loads ${r.leaks.join(', ')})`
          : `pass (${Math.round((r.kb / r.budgetKb) * 100)} %)`
      : '—',
  ]);
  const failed = rows.some((r) => String(r[3]).startsWith('FAIL'));
  const head = ['route', 'initial JS (gzip)', 'budget', 'result'];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...[head, ...rows].map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log(failed ? 'bench:size: a budget is exceeded' : 'bench:size: every budget met');
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
