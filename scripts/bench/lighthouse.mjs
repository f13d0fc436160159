/**
 * Lighthouse scores of the built app (issue 11), as pnpm bench's `lighthouse` part.
 *
 * Starts the built API (which serves the built SPA) on the memory store with the seed data, in
 * production mode, on 127.0.0.1 and a free port; then runs Lighthouse on each page of each
 * profile, `runs` times, each in a fresh headless Debian Chromium (/usr/bin/chromium or
 * CHROMIUM_PATH; never a downloaded browser) with its own temporary profile:
 *  - `mobile`: Lighthouse's default configuration (Moto G Power screen, simulated slow 4G —
 *    150 ms RTT, 1.6 Mbit/s — and 4× CPU) on home, Tops, a promoted business's page and the map
 *    logged in (the token is put in localStorage first, and Lighthouse told not to clear storage);
 *  - `3g`: the same with Lighthouse's "regular 3G" throttling (300 ms RTT, 700 Kbps, 4× CPU) on
 *    home, Tops and the business page.
 *
 * Reported per page: the median of each category score and key metric over the runs, and the
 * failing audits of the median run (Lighthouse's own computeMedianRun). The median run's HTML
 * report is written to artifacts/bench/lighthouse/.
 *
 * Only 127.0.0.1 is ever contacted: Chromium resolves every other host name to NOTFOUND and runs
 * with background networking and component updates off. Every run is bounded by a timeout, and
 * every process started here (the API, each Chromium) is stopped by its own pid.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';
import { builtApp, startBuiltApi, status, stopChild, track } from './children.mjs';

/** Lighthouse's mobileRegular3G (lantern constants): 300 ms RTT, 700 Kbps, 4× CPU. */
const REGULAR_3G = {
  rttMs: 300,
  throughputKbps: 700,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 700 * 0.9,
  uploadThroughputKbps: 700 * 0.9,
  cpuSlowdownMultiplier: 4,
};

export const PROFILES = [
  { key: 'mobile', label: 'mobile (slow 4G)', settings: {}, pages: ['home', 'tops', 'business', 'map'] },
  { key: '3g', label: '3G (300 ms, 700 Kbps, 4× CPU)', settings: { throttling: REGULAR_3G }, pages: ['home', 'tops', 'business'] },
];

/** The pages; `business` becomes /business/{first promoted seed business}; `map` runs logged in. */
export const LIGHTHOUSE_PAGES = {
  home: { key: 'home', path: '/', label: 'Home' },
  tops: { key: 'tops', path: '/tops', label: 'Tops' },
  business: { key: 'business', path: '/business/:id', label: 'Business page' },
  map: { key: 'map', path: '/mapa', label: 'Map (logged in)', loggedIn: true },
};
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const METRICS = [
  { id: 'first-contentful-paint', key: 'fcpMs', label: 'FCP' },
  { id: 'largest-contentful-paint', key: 'lcpMs', label: 'LCP' },
  { id: 'total-blocking-time', key: 'tbtMs', label: 'TBT' },
  { id: 'cumulative-layout-shift', key: 'cls', label: 'CLS' },
  { id: 'speed-index', key: 'speedIndexMs', label: 'Speed Index' },
];
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // Nothing but the app: any other host name fails to resolve, so no request leaves the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--remote-debugging-address=127.0.0.1',
  '--remote-debugging-port=0',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--metrics-recording-only',
  '--mute-audio',
];
const RUN_TIMEOUT_MS = 120_000;
const FAILING_BELOW = 0.9; // Lighthouse shows an audit as passed from 0.9 up
const TOP_FAILING = 5;

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/** Waits (≤ 5 s) until no process of the group `pgid` is left, then SIGKILLs the group if one is (≤ 2 s more). */
async function groupGone(pgid) {
  const alive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const [ms, signal] of [[5000, 'SIGKILL'], [2000, null]]) {
    const deadline = Date.now() + ms;
    while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!alive()) return;
    if (signal) {
      try {
        process.kill(-pgid, signal);
      } catch {
        /* gone meanwhile */
      }
    }
  }
}

/** One headless Chromium with a temporary profile; resolves once its DevTools port is known. */
async function startChromium(executable) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-bench-lh-chromium-'));
  // Its own process group (pgid = its pid), so its helpers (zygote, renderers) can be waited for.
  const child = track(
    spawn(executable, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true }),
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    await stopChild(child, exited);
    if (child.pid) await groupGone(child.pid);
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (err) {
      console.error(`  (could not remove the temporary Chromium profile ${profile}: ${err.message})`);
    }
  };
  let stderr = '';
  try {
    const port = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools port in 30 s: ${stderr.trim().slice(-500)}`)), 30_000);
      child.stderr.on('data', (c) => {
        stderr += c;
        const m = stderr.match(/DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited early (${code}): ${stderr.trim().slice(-500)}`));
      });
    });
    return { port, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no result after ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));
  const metrics = Object.fromEntries(METRICS.map((m) => [m.key, lhr.audits[m.id]?.numericValue ?? null]));
  return { scores, metrics };
}

/**
 * Audits of `lhr` scored below 0.9 (binary, numeric or metric-savings ones; the metric audits
 * themselves are left out: they are the table), worst first, then by their weight in a category.
 */
export function failingAudits(lhr) {
  const weight = new Map();
  const categoriesOf = new Map();
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin; // its port changes every run
  const metricIds = new Set(lhr.categories.performance?.auditRefs.filter((r) => r.group === 'metrics').map((r) => r.id) ?? []);
  for (const [cat, c] of Object.entries(lhr.categories)) {
    for (const ref of c.auditRefs) {
      if (ref.group === 'hidden') continue; // not shown in Lighthouse's report (duplicates, experimental insights)
      weight.set(ref.id, Math.max(weight.get(ref.id) ?? 0, ref.weight));
      categoriesOf.set(ref.id, [...(categoriesOf.get(ref.id) ?? []), cat]);
    }
  }
  return Object.values(lhr.audits)
    .filter((a) => categoriesOf.has(a.id) && !metricIds.has(a.id))
    .filter((a) => ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) && typeof a.score === 'number' && a.score < FAILING_BELOW)
    .sort((a, b) => a.score - b.score || (weight.get(b.id) ?? 0) - (weight.get(a.id) ?? 0) || a.id.localeCompare(b.id))
    .map((a) => ({
      id: a.id,
      title: a.title,
      score: a.score,
      categories: categoriesOf.get(a.id),
      weight: weight.get(a.id) ?? 0,
      ...(a.displayValue ? { displayValue: a.displayValue } : {}),
      items: auditItems(a, origin),
    }));
}

/** Up to three short labels of what an audit flagged (a same-origin path or URL, an element, an issue type). */
function auditItems(audit, origin, max = 3) {
  let items = audit.details?.items ?? [];
  if (audit.details?.type === 'list') items = items.flatMap((t) => t.items ?? []).slice(0, 1);
  const label = (it) => {
    const v = it.issueType ?? it.node?.selector ?? it.url ?? it.source?.url ?? it.description ?? it.label;
    return typeof v === 'string' ? (v.startsWith(`${origin}/`) ? v.slice(origin.length) : v) : null;
  };
  return [...new Set(items.map(label).filter(Boolean))].slice(0, max).map((s) => (s.length > 120 ? `${s.slice(0, 117)}…` : s));
}

function chromiumVersion(executable) {
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 }).trim();
  } catch {
    return 'unknown';
  }
}

/** JSON over HTTP to the app on 127.0.0.1 (bounded). */
function requestJson(port, method, urlPath, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method, agent: false, headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if ((res.statusCode ?? 0) >= 300) reject(new Error(`${method} ${urlPath} answered ${res.statusCode}: ${text.slice(0, 200)}`));
          else resolve(text ? JSON.parse(text) : null);
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${method} ${urlPath}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A fresh account on the bench server and its token (for the logged-in map). */
async function benchToken(port) {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const person = { name: 'Bench Lighthouse', email: `bench.${id}@example.com`, username: `bench_${id}`, password: 'bench-lighthouse-2025' };
  await requestJson(port, 'POST', '/api/auth/register', person);
  const { token } = await requestJson(port, 'POST', '/api/auth/login', { identifier: person.username, password: person.password });
  return token;
}

/**
 * Puts the session token in the app origin's localStorage of the Chromium on `devtoolsPort`,
 * from a same-origin page that loads no app code (/api/health: no service worker, no cache).
 */
async function storeToken(devtoolsPort, origin, token) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`, { timeout: 30_000 });
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`, { timeout: 30_000 });
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
}

/**
 * Runs Lighthouse `runs` times on each page of each profile. Options: runs (3), profiles
 * (PROFILES, or a subset of their keys), chromium (path), outDir (where the median runs' HTML
 * reports go), build (which built app), log.
 */
export async function benchLighthouse(
  root,
  { runs = 3, profiles = PROFILES, chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium', outDir, build = builtApp(root), log = console.log } = {},
) {
  if (!fs.existsSync(chromium)) throw new Error(`Chromium not found at ${chromium} (set CHROMIUM_PATH); pnpm bench never downloads a browser`);
  let lighthouse;
  let computeMedianRun;
  let generateReport;
  let lighthouseVersion;
  try {
    ({ default: lighthouse, generateReport } = await import('lighthouse'));
    ({ computeMedianRun } = await import('lighthouse/core/lib/median-run.js'));
    lighthouseVersion = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch (err) {
    throw new Error(`lighthouse is not installed (root devDependency): run \`pnpm install\` (${err.message})`);
  }

  const api = await startBuiltApi(root, { seed: true, build });
  const origin = `http://127.0.0.1:${api.port}`;
  const out = [];
  try {
    log(`  built API on ${origin} (memory store, seed data); ${chromiumVersion(chromium)}`);
    const promoted = await requestJson(api.port, 'GET', '/api/business/promoted');
    if (!Array.isArray(promoted) || promoted.length === 0) throw new Error('no promoted business in the seed data');
    const businessPath = `/business/${promoted[0]._id}`;
    let token;
    for (const profile of profiles) {
      for (const pageKey of profile.pages) {
        const page = LIGHTHOUSE_PAGES[pageKey];
        const pagePath = page.key === 'business' ? businessPath : page.path;
        const code = await status(api.port, pagePath);
        if (code !== 200) throw new Error(`GET ${pagePath} answered ${code}`);
        if (page.loggedIn) token ??= await benchToken(api.port);
        const lhrs = [];
        for (let i = 1; i <= runs; i++) {
          const t = performance.now();
          const browser = await startChromium(chromium);
          let lhr;
          try {
            if (page.loggedIn) await storeToken(browser.port, origin, token);
            const result = await withTimeout(
              lighthouse(
                `${origin}${pagePath}`,
                {
                  port: browser.port,
                  hostname: '127.0.0.1',
                  logLevel: 'error',
                  output: 'json',
                  onlyCategories: CATEGORIES,
                  // logged in: keep the token just stored (the profile is fresh: nothing else is kept)
                  ...(page.loggedIn ? { disableStorageReset: true } : {}),
                },
                { extends: 'lighthouse:default', settings: { ...profile.settings } },
              ),
              RUN_TIMEOUT_MS,
              `Lighthouse on ${pagePath}`,
            );
            lhr = result?.lhr;
          } finally {
            await browser.stop();
          }
          if (!lhr) throw new Error(`Lighthouse returned no result for ${pagePath}`);
          if (lhr.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          lhrs.push(lhr);
          const s = summarize(lhr);
          log(
            `  [${profile.key}] ${pagePath} run ${i}/${runs}: ${CATEGORIES.map((c) => `${c} ${s.scores[c] ?? '–'}`).join(', ')}; ` +
              `LCP ${(s.metrics.lcpMs / 1000).toFixed(2)} s, CLS ${s.metrics.cls?.toFixed(3)}, TBT ${s.metrics.tbtMs.toFixed(0)} ms (${((performance.now() - t) / 1000).toFixed(0)} s)`,
          );
        }
        const perRun = lhrs.map(summarize);
        const medianRun = computeMedianRun(lhrs);
        let report;
        if (outDir) {
          fs.mkdirSync(outDir, { recursive: true });
          const file = path.join(outDir, `${profile.key}-${page.key}.html`);
          fs.writeFileSync(file, generateReport(medianRun, 'html'));
          report = path.relative(root, file).split(path.sep).join('/');
        }
        const failing = failingAudits(medianRun);
        out.push({
          profile: profile.key,
          profileLabel: profile.label,
          key: page.key,
          path: pagePath,
          label: page.label,
          runs: perRun,
          median: {
            scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(perRun.map((r) => r.scores[c]))])),
            metrics: Object.fromEntries(METRICS.map((m) => [m.key, median(perRun.map((r) => r.metrics[m.key]))])),
          },
          medianRun: lhrs.indexOf(medianRun) + 1,
          failingAudits: failing,
          failingCount: failing.length,
          benchmarkIndex: median(lhrs.map((l) => l.environment?.benchmarkIndex)),
          throttling: medianRun.configSettings.throttling,
          runWarnings: [...new Set(lhrs.flatMap((l) => l.runWarnings ?? []))],
          finalUrl: medianRun.finalDisplayedUrl?.replace(origin, '') ?? pagePath,
          ...(report ? { report } : {}),
        });
      }
    }
  } finally {
    await api.stop();
  }
  return { lighthouseVersion, chromium: chromiumVersion(chromium), runsPerPage: runs, categories: CATEGORIES, pages: out };
}
