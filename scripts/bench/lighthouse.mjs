/**
 * Lighthouse mobile scores (DESIGN §8) of the built app, as pnpm bench's `lighthouse` part.
 *
 * Starts the built API (apps/api/dist/server.js, which serves apps/web/dist) on the memory store
 * with the seed data, in production mode, on 127.0.0.1 and a free port; then, for each page, runs
 * Lighthouse's default (mobile) configuration — Moto G Power-sized screen emulation, simulated
 * slow-4G and 4× CPU throttling — `runs` times, each in a fresh headless Debian Chromium
 * (/usr/bin/chromium or CHROMIUM_PATH; never a downloaded browser) with its own temporary profile.
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
import { startBuiltApi, status, stopChild, track } from './children.mjs';

export const LIGHTHOUSE_PAGES = [
  { key: 'home', path: '/', label: 'Home' },
  { key: 'login', path: '/login', label: 'Login' },
];
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

/**
 * Runs Lighthouse `runs` times on each page. Options: runs (3), pages, chromium (path), outDir
 * (where the median runs' HTML reports go), log.
 */
export async function benchLighthouse(root, { runs = 3, pages = LIGHTHOUSE_PAGES, chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium', outDir, log = console.log } = {}) {
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

  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist/index.html not found: run `pnpm build` (or drop --no-build)');
  const api = await startBuiltApi(root, { seed: true });
  const out = [];
  let settings;
  try {
    log(`  built API on http://127.0.0.1:${api.port} (memory store, seed data); ${chromiumVersion(chromium)}`);
    for (const page of pages) {
      const url = `http://127.0.0.1:${api.port}${page.path}`;
      const code = await status(api.port, page.path);
      if (code !== 200) throw new Error(`GET ${page.path} answered ${code}`);
      const lhrs = [];
      for (let i = 1; i <= runs; i++) {
        const t = performance.now();
        const browser = await startChromium(chromium);
        let lhr;
        try {
          const result = await withTimeout(
            lighthouse(url, {
              port: browser.port,
              hostname: '127.0.0.1',
              logLevel: 'error',
              output: 'json',
              onlyCategories: CATEGORIES,
            }),
            RUN_TIMEOUT_MS,
            `Lighthouse on ${page.path}`,
          );
          lhr = result?.lhr;
        } finally {
          await browser.stop();
        }
        if (!lhr) throw new Error(`Lighthouse returned no result for ${page.path}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        lhrs.push(lhr);
        const s = summarize(lhr);
        log(
          `  ${page.path} run ${i}/${runs}: ${CATEGORIES.map((c) => `${c} ${s.scores[c] ?? '–'}`).join(', ')}; ` +
            `LCP ${(s.metrics.lcpMs / 1000).toFixed(2)} s, TBT ${s.metrics.tbtMs.toFixed(0)} ms (${((performance.now() - t) / 1000).toFixed(0)} s)`,
        );
      }
      const perRun = lhrs.map(summarize);
      const medianRun = computeMedianRun(lhrs);
      const medianIndex = lhrs.indexOf(medianRun);
      settings ??= {
        formFactor: medianRun.configSettings.formFactor,
        throttlingMethod: medianRun.configSettings.throttlingMethod,
        throttling: medianRun.configSettings.throttling,
        screenEmulation: medianRun.configSettings.screenEmulation,
        emulatedUserAgent: medianRun.configSettings.emulatedUserAgent,
      };
      let report;
      if (outDir) {
        fs.mkdirSync(outDir, { recursive: true });
        const file = path.join(outDir, `${page.key}.html`);
        fs.writeFileSync(file, generateReport(medianRun, 'html'));
        report = path.relative(root, file).split(path.sep).join('/');
      }
      const failing = failingAudits(medianRun);
      out.push({
        key: page.key,
        path: page.path,
        label: page.label,
        runs: perRun,
        median: {
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(perRun.map((r) => r.scores[c]))])),
          metrics: Object.fromEntries(METRICS.map((m) => [m.key, median(perRun.map((r) => r.metrics[m.key]))])),
        },
        medianRun: medianIndex + 1,
        failingAudits: failing,
        failingCount: failing.length,
        benchmarkIndex: median(lhrs.map((l) => l.environment?.benchmarkIndex)),
        runWarnings: [...new Set(lhrs.flatMap((l) => l.runWarnings ?? []))],
        finalUrl: medianRun.finalDisplayedUrl?.replace(`http://127.0.0.1:${api.port}`, '') ?? page.path,
        ...(report ? { report } : {}),
      });
    }
  } finally {
    await api.stop();
  }
  return {
    lighthouseVersion,
    chromium: chromiumVersion(chromium),
    preset: 'default config (mobile)',
    runsPerPage: runs,
    settings,
    categories: CATEGORIES,
    pages: out,
  };
}
