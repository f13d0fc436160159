/**
 * Lighthouse scores of the built app (issues 11 and 19), as pnpm bench's `lighthouse` part.
 *
 * Starts the built API (which serves the built SPA) on the memory store with the seed data, in
 * production mode, on 127.0.0.1 and a free port; then runs Lighthouse on each page of each
 * profile, `runs` times, each in a fresh headless Debian Chromium (/usr/bin/chromium or
 * CHROMIUM_PATH; never a downloaded browser) with its own temporary profile:
 *  - `mobile`: Lighthouse's default configuration (Moto G Power screen, simulated slow 4G —
 *    150 ms RTT, 1.6 Mbit/s) on home, Tops, a promoted business's page and the map logged in (the
 *    token is put in localStorage first, and Lighthouse told not to clear storage);
 *  - `3g`: the same with Lighthouse's "regular 3G" throttling (300 ms RTT, 700 Kbps) on home, Tops
 *    and the business page.
 *
 * CPU calibration (issue 19, Lighthouse's docs/throttling.md "Calibrating the CPU slowdown"): the
 * CPU slowdown is not Lighthouse's constant 4× but the host's `benchmarkIndex` ÷ 440 (a Moto
 * G4-class phone), so the simulated phone is the same whatever the host and however loaded it is.
 * Lighthouse measures the index at the start of every run (`lhr.environment.benchmarkIndex`), and
 * its default "simulate" throttling applies the CPU slowdown only when it audits the unthrottled
 * load it recorded. So each run is gathered once (Lighthouse's navigationGather), and audited
 * (Runner.audit) with the multiplier of that run's own index: no run is scored with another
 * moment's index, and no run has to be repeated because the machine's load moved. A short
 * calibration run first gives the index the first gather's requestIdleCallback shim uses.
 * Each run and page prints the index seen and the multiplier used.
 *
 * Reported per page: the median of each category score and key metric over the runs, the
 * JavaScript transferred before the page is interactive (every script request of Lighthouse's
 * load, from its network-requests audit: headers + compressed bodies on the wire), and the failing
 * audits of the median run (Lighthouse's own computeMedianRun). The median run's HTML report is
 * written to artifacts/bench/lighthouse/.
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

/** Lighthouse's mobileSlow4G (its default): 150 ms RTT, 1.6 Mbit/s; the CPU multiplier is replaced by the calibrated one. */
const SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
};
/** Lighthouse's mobileRegular3G (lantern constants): 300 ms RTT, 700 Kbps. */
const REGULAR_3G = {
  rttMs: 300,
  throughputKbps: 700,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 700 * 0.9,
  uploadThroughputKbps: 700 * 0.9,
  cpuSlowdownMultiplier: 4,
};

export const PROFILES = [
  { key: 'mobile', label: 'mobile (slow 4G, calibrated CPU)', throttling: SLOW_4G, pages: ['home', 'tops', 'business', 'map'] },
  { key: '3g', label: '3G (300 ms, 700 Kbps, calibrated CPU)', throttling: REGULAR_3G, pages: ['home', 'tops', 'business'] },
];

/**
 * The calibration target: a Moto G4-class phone's Lighthouse benchmarkIndex (issue 19). The CPU
 * slowdown of a run = the host's benchmarkIndex ÷ this.
 */
export const TARGET_BENCHMARK_INDEX = 440;
/** The CPU slowdown for a host whose benchmarkIndex is `index` (2 decimals; never below 0.25). */
export function cpuMultiplierFor(index) {
  return Math.max(0.25, Math.round((index / TARGET_BENCHMARK_INDEX) * 100) / 100);
}

/**
 * The multiplier the CPU slowdown calculator linked from Lighthouse's docs/throttling.md suggests
 * for a mid-tier phone (piecewise: 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, then +1× per 233);
 * stored for comparison only (issue 19 fixes ÷ 440).
 */
export function calculatorMultiplier(index) {
  if (!Number.isFinite(index)) return null;
  const m = index >= 1300 ? 3 + (index - 1300) / 233 : index >= 800 ? 2 + (index - 800) / 500 : index >= 150 ? 1 + (index - 150) / 650 : 1;
  return Math.round(m * 100) / 100;
}

/**
 * JavaScript the page transferred while Lighthouse loaded it (issue 19: "before the page is
 * interactive"): every Script request of the network-requests audit, bytes on the wire (headers +
 * compressed body; 0 for a cache hit). Lighthouse's load ends once the network and the main thread
 * are quiet, and its time-to-interactive graph holds every script of that load.
 */
export function scriptTransfer(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin;
  const items = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const files = items.map((r) => ({
    url: r.url.startsWith(`${origin}/`) ? r.url.slice(origin.length) : r.url,
    bytes: r.transferSize ?? 0,
    startMs: r.networkRequestTime ?? null,
  }));
  return { bytes: files.reduce((s, f) => s + f.bytes, 0), count: files.length, files };
}

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
const RUN_RETRIES = 2;
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

/** Linux PSI: share of the last 10 s some task waited for a CPU (other work on a shared machine); null off Linux. */
export function cpuPressure(window = 'avg10') {
  try {
    const m = fs.readFileSync('/proc/pressure/cpu', 'utf8').match(new RegExp(`^some .*${window}=([\\d.]+)`, 'm'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * This machine's Lighthouse benchmarkIndex now: Lighthouse's own benchmark (the page function its
 * runs use for `environment.benchmarkIndex`) in a fresh headless Chromium on about:blank; null
 * when there is no Chromium or Lighthouse. For pnpm bench's table header.
 */
export async function hostBenchmarkIndex({ chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium' } = {}) {
  if (!fs.existsSync(chromium)) return null;
  let browser;
  try {
    const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
    const { chromium: pw } = await import('playwright-core');
    browser = await pw.launch({ executablePath: chromium, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'], timeout: 30_000 });
    const page = await browser.newPage();
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } catch {
    return null;
  } finally {
    await browser?.close().catch(() => undefined);
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
  const scripts = scriptTransfer(lhr);
  return {
    scores,
    metrics,
    ttiMs: lhr.audits.interactive?.numericValue ?? null,
    scriptBytes: scripts.bytes,
    scriptRequests: scripts.count,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
  };
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
  let navigationGather;
  let Runner;
  let initializeConfig;
  try {
    ({ default: lighthouse, generateReport } = await import('lighthouse'));
    ({ computeMedianRun } = await import('lighthouse/core/lib/median-run.js'));
    ({ navigationGather } = await import('lighthouse/core/gather/navigation-runner.js'));
    ({ Runner } = await import('lighthouse/core/runner.js'));
    ({ initializeConfig } = await import('lighthouse/core/config/config.js'));
    lighthouseVersion = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch (err) {
    throw new Error(`lighthouse is not installed (root devDependency): run \`pnpm install\` (${err.message})`);
  }

  const api = await startBuiltApi(root, { seed: true, build });
  const origin = `http://127.0.0.1:${api.port}`;
  const out = [];
  let calibration;

  /**
   * One Lighthouse run in a fresh Chromium: the page load is gathered (unthrottled, as Lighthouse's
   * simulated throttling does), then audited with the CPU slowdown of the benchmarkIndex this run
   * measured at its start. Its LHR (throws on a runtime error).
   */
  const runOnce = async (pagePath, { throttling, token, onlyAudits, gatherIndex }) => {
    const flags = {
      port: 0,
      hostname: '127.0.0.1',
      logLevel: 'error',
      output: 'json',
      ...(onlyAudits ? { onlyAudits } : { onlyCategories: CATEGORIES }),
      // logged in: keep the token just stored (the profile is fresh: nothing else is kept)
      ...(token ? { disableStorageReset: true } : {}),
    };
    const config = (multiplier) => ({ extends: 'lighthouse:default', settings: { throttlingMethod: 'simulate', throttling: { ...throttling, cpuSlowdownMultiplier: multiplier } } });
    const browser = await startChromium(chromium);
    let artifacts;
    try {
      if (token) await storeToken(browser.port, origin, token);
      flags.port = browser.port;
      ({ artifacts } = await withTimeout(navigationGather(undefined, `${origin}${pagePath}`, { config: config(cpuMultiplierFor(gatherIndex)), flags }), RUN_TIMEOUT_MS, `Lighthouse on ${pagePath}`));
    } finally {
      await browser.stop();
    }
    const index = artifacts?.BenchmarkIndex;
    if (!Number.isFinite(index) || index <= 0) throw new Error(`Lighthouse on ${pagePath} measured no benchmarkIndex`);
    const { resolvedConfig } = await initializeConfig('navigation', config(cpuMultiplierFor(index)), flags);
    // Lighthouse refuses to audit with settings other than the gather's. The CPU multiplier is the
    // one difference (checked here); under simulated throttling the gather used it only for its
    // requestIdleCallback shim (deadlines ÷ multiplier, from the previous run's index), and the
    // CPU slowdown itself is applied by the audits' simulation.
    const differing = Object.keys({ ...artifacts.settings, ...resolvedConfig.settings }).filter(
      (k) => !['locale', 'gatherMode', 'auditMode', 'output', 'channel', 'throttling'].includes(k) && JSON.stringify(artifacts.settings?.[k]) !== JSON.stringify(resolvedConfig.settings[k]),
    );
    const { cpuSlowdownMultiplier: _gathered, ...gatheredNetwork } = artifacts.settings?.throttling ?? {};
    const { cpuSlowdownMultiplier: _audited, ...auditedNetwork } = resolvedConfig.settings.throttling;
    if (differing.length || JSON.stringify(gatheredNetwork) !== JSON.stringify(auditedNetwork)) throw new Error(`gather and audit settings differ beyond the CPU multiplier: ${differing.join(', ') || 'throttling'}`);
    artifacts.settings = { ...artifacts.settings, throttling: resolvedConfig.settings.throttling };
    const result = await withTimeout(Runner.audit(artifacts, { resolvedConfig, computedCache: new Map() }), RUN_TIMEOUT_MS, `Lighthouse's audits of ${pagePath}`);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${pagePath}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  };

  try {
    log(`  built API on ${origin} (memory store, seed data); ${chromiumVersion(chromium)}`);
    const promoted = await requestJson(api.port, 'GET', '/api/business/promoted');
    if (!Array.isArray(promoted) || promoted.length === 0) throw new Error('no promoted business in the seed data');
    const businessPath = `/business/${promoted[0]._id}`;

    // Calibration: a short run (one cheap audit) for this machine's benchmarkIndex right now.
    const t0 = performance.now();
    const calLhr = await runOnce('/', { throttling: SLOW_4G, onlyAudits: ['viewport'], gatherIndex: TARGET_BENCHMARK_INDEX * 4 });
    let index = calLhr.environment?.benchmarkIndex;
    if (!Number.isFinite(index) || index <= 0) throw new Error('the calibration run reported no benchmarkIndex');
    calibration = {
      benchmarkIndex: index,
      cpuMultiplier: cpuMultiplierFor(index),
      calculatorMultiplier: calculatorMultiplier(index),
      targetIndex: TARGET_BENCHMARK_INDEX,
      cpuPressureAvg10: cpuPressure(),
    };
    log(
      `  calibration: benchmarkIndex ${Math.round(index)} → CPU slowdown ${calibration.cpuMultiplier}× (index ÷ ${TARGET_BENCHMARK_INDEX}, a Moto G4-class phone; Lighthouse's default is 4×; each run then uses its own index)` +
        `${calibration.cpuPressureAvg10 === null ? '' : `, CPU pressure (PSI some avg10) ${calibration.cpuPressureAvg10.toFixed(0)} %`} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );

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
          let lhr;
          for (let attempt = 1; !lhr; attempt++) {
            try {
              lhr = await runOnce(pagePath, { throttling: profile.throttling, token: page.loggedIn ? token : undefined, gatherIndex: index });
            } catch (err) {
              // a loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP…): that run again, twice at most
              if (attempt > RUN_RETRIES) throw err;
              log(`  [${profile.key}] ${pagePath} run ${i}: ${String(err.message).split('\n')[0]} — run again`);
            }
          }
          index = lhr.environment.benchmarkIndex; // the next gather starts from the latest index
          lhrs.push(lhr);
          const s = summarize(lhr);
          log(
            `  [${profile.key}] ${pagePath} run ${i}/${runs}: index ${Math.round(s.benchmarkIndex)}, CPU ${s.cpuMultiplier}×; ${CATEGORIES.map((c) => `${c} ${s.scores[c] ?? '–'}`).join(', ')}; ` +
              `LCP ${(s.metrics.lcpMs / 1000).toFixed(2)} s, CLS ${s.metrics.cls?.toFixed(3)}, TBT ${s.metrics.tbtMs.toFixed(0)} ms, JS ${(s.scriptBytes / 1024).toFixed(1)} KB (${((performance.now() - t) / 1000).toFixed(0)} s)`,
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
        const indexes = perRun.map((r) => r.benchmarkIndex).filter(Number.isFinite);
        const entry = {
          profile: profile.key,
          profileLabel: profile.label,
          key: page.key,
          path: pagePath,
          label: page.label,
          runs: perRun,
          median: {
            scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(perRun.map((r) => r.scores[c]))])),
            metrics: Object.fromEntries(METRICS.map((m) => [m.key, median(perRun.map((r) => r.metrics[m.key]))])),
            ttiMs: median(perRun.map((r) => r.ttiMs)),
            scriptBytes: median(perRun.map((r) => r.scriptBytes)),
          },
          medianRun: lhrs.indexOf(medianRun) + 1,
          scripts: scriptTransfer(medianRun).files,
          failingAudits: failing,
          failingCount: failing.length,
          benchmarkIndex: Math.round(median(indexes)),
          benchmarkIndexRange: indexes.length ? [Math.min(...indexes), Math.max(...indexes)] : null,
          cpuMultiplier: Math.round(median(perRun.map((r) => r.cpuMultiplier)) * 100) / 100,
          cpuPressureAvg10: cpuPressure(),
          cpuMultiplierRange: [Math.min(...perRun.map((r) => r.cpuMultiplier)), Math.max(...perRun.map((r) => r.cpuMultiplier))],
          throttling: medianRun.configSettings.throttling,
          runWarnings: [...new Set(lhrs.flatMap((l) => l.runWarnings ?? []))],
          finalUrl: medianRun.finalDisplayedUrl?.replace(origin, '') ?? pagePath,
          ...(report ? { report } : {}),
        };
        out.push(entry);
        log(
          `  [${profile.key}] ${pagePath}: benchmarkIndex ${entry.benchmarkIndexRange.map(Math.round).join('–')} (median ${Math.round(entry.benchmarkIndex)}), CPU slowdown ${entry.cpuMultiplierRange.join('–')}× (median ${entry.cpuMultiplier}×)${entry.cpuPressureAvg10 === null ? '' : `, CPU pressure (PSI some avg10) ${entry.cpuPressureAvg10.toFixed(0)} %`}` +
            `${Math.max(...indexes) > 1.5 * Math.min(...indexes) ? ' — the index moved by more than half between runs: the machine is loaded, expect noisy figures' : ''}`,
        );
      }
    }
  } finally {
    await api.stop();
  }
  return { lighthouseVersion, chromium: chromiumVersion(chromium), runsPerPage: runs, categories: CATEGORIES, calibration, pages: out };
}
