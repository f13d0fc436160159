#!/usr/bin/env node
/**
 * pnpm bench — every budget of issue 11 measured on this machine, printed as one table (goal,
 * figure, ratio, pass/fail) and written as Markdown (docs/PERFORMANCE.md's table comes from it).
 *
 *   pnpm bench                       build, then every part
 *   pnpm bench size                  route initial JS (gzip) against 120 KB (= pnpm bench:size)
 *   pnpm bench web                   home first-visit and repeat-visit transfer in Chromium
 *   pnpm bench lighthouse            Lighthouse: mobile on /, /tops, a business, /mapa (logged in);
 *                                    3G on /, /tops, a business; CPU slowdown = each run's own
 *                                    benchmarkIndex ÷ 440 (issue 19); JavaScript on the wire
 *   pnpm bench nearby                API: nearby at 1k/10k/100k vs /api/health (autocannon); a
 *                                    20-business answer's compressed size
 *   pnpm bench pages                 server-drawn /, /tops, /business/{id} at 50 connections vs
 *                                    /api/health (req/s share, p99; issue 19: the page cache)
 *   pnpm bench osm                   OpenStreetMap: import a generated extract of 100,000 places
 *                                    (time, peak memory; then the re-import), then nearby vs
 *                                    /api/health with those places loaded (needs osmium-tool)
 *   pnpm bench … --no-build          measure the dist/ folders as they are
 *
 * Options: --sizes=1000,10000,100000 (businesses per nearby run), --seconds=5 (each throughput
 * round), --rounds=2 (nearby/health alternations), --latency-seconds=5 (concurrency-1 run),
 * --concurrency=16, --lighthouse-runs=3 (median reported), --profiles=mobile,3g, --osm-places=100000. Lighthouse and the
 * web part use Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and never download one.
 *
 * On a shared machine, the build runs under the e2e lock (BENCH_LOCK, default /tmp/guia-e2e.lock
 * when it exists) and the built API and SPA are copied aside at once, so another build cannot
 * change the files under a measurement.
 *
 * The table starts with this machine's Lighthouse benchmarkIndex (at start and end, measured in
 * Chromium when it is there) and the CPU pressure from other work (Linux PSI), at start and end.
 *
 * Writes artifacts/bench/results.json (a part not run this time keeps its previous figures) and
 * artifacts/bench/results.md (the table and its details); Lighthouse's HTML reports of the median
 * runs go to artifacts/bench/lighthouse/. Every server and browser it starts listens on 127.0.0.1
 * only and is stopped by its own pid before it exits; every loop and wait is bounded.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { snapshotBuild } from './bench/children.mjs';
import { measureRouteSizes } from './bench/size.mjs';
import { benchWeb } from './bench/web.mjs';
import { benchNearby } from './bench/nearby.mjs';
import { benchLighthouse, hostBenchmarkIndex, PROFILES } from './bench/lighthouse.mjs';
import { benchOsm } from './bench/osm.mjs';
import { benchPages } from './bench/pages.mjs';
import { conditionsLine, renderMarkdown, renderText } from './bench/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(root, 'artifacts', 'bench');
const PARTS = ['size', 'web', 'lighthouse', 'nearby', 'pages', 'osm'];
const DEFAULT_LOCK = '/tmp/guia-e2e.lock';
const BUILD_TIMEOUT_MS = 30 * 60_000;
/** results.json's layout; an older file's figures are not carried over. */
const RESULTS_FORMAT = 2;

function usage(code) {
  const text = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').match(/\/\*\*([\s\S]*?)\*\//)[1].replace(/^ \* ?/gm, '');
  (code === 0 ? console.log : console.error)(text.trim());
  process.exit(code);
}

function parseArgs(argv) {
  const opts = { parts: [], build: true, sizes: [1_000, 10_000, 100_000], seconds: 5, rounds: 2, latencySeconds: 5, concurrency: 16, lighthouseRuns: 3, profiles: PROFILES.map((p) => p.key), osmPlaces: 100_000 };
  const positiveInt = (name, v) => {
    const n = Number(String(v).replace(/_/g, ''));
    if (!Number.isInteger(n) || n < 1) {
      console.error(`bench: ${name} must be a positive integer, got "${v}"`);
      process.exit(2);
    }
    return n;
  };
  for (const arg of argv) {
    const [flag, value] = arg.split('=', 2);
    if (arg === '--') continue;
    else if (PARTS.includes(arg)) opts.parts.push(arg);
    else if (arg === 'all') opts.parts.push(...PARTS);
    else if (arg === '--no-build') opts.build = false;
    else if (flag === '--sizes' && value) opts.sizes = value.split(',').map((v) => positiveInt('--sizes', v));
    else if (flag === '--seconds' && value) opts.seconds = positiveInt('--seconds', value);
    else if (flag === '--rounds' && value) opts.rounds = positiveInt('--rounds', value);
    else if (flag === '--latency-seconds' && value) opts.latencySeconds = positiveInt('--latency-seconds', value);
    else if (flag === '--concurrency' && value) opts.concurrency = positiveInt('--concurrency', value);
    else if (flag === '--lighthouse-runs' && value) opts.lighthouseRuns = positiveInt('--lighthouse-runs', value);
    else if (flag === '--profiles' && value) opts.profiles = value.split(',');
    else if (flag === '--osm-places' && value) opts.osmPlaces = positiveInt('--osm-places', value);
    else if (arg === '--help' || arg === '-h') usage(0);
    else {
      console.error(`bench: unknown argument "${arg}"`);
      usage(2);
    }
  }
  if (opts.sizes.some((n) => n > 1_000_000)) {
    console.error('bench: --sizes is capped at 1000000 businesses');
    process.exit(2);
  }
  if (opts.seconds > 60 || opts.latencySeconds > 60 || opts.rounds > 10 || opts.concurrency > 256 || opts.lighthouseRuns > 9) {
    console.error('bench: keep --seconds and --latency-seconds ≤ 60, --rounds ≤ 10, --concurrency ≤ 256 and --lighthouse-runs ≤ 9');
    process.exit(2);
  }
  const unknown = opts.profiles.filter((p) => !PROFILES.some((x) => x.key === p));
  if (unknown.length) {
    console.error(`bench: unknown Lighthouse profile ${unknown.join(', ')} (mobile, 3g)`);
    process.exit(2);
  }
  opts.parts = opts.parts.length === 0 ? [...PARTS] : [...new Set(opts.parts)];
  return opts;
}

/** Runs `cmd args` with its output in `logFile`; killed (its whole group) after `timeoutMs`. */
function run(cmd, args, logFile, timeoutMs) {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'w');
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', log, log], env: process.env, detached: true });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fs.closeSync(log);
      resolve(code ?? 1);
    });
  });
}

function quiet(cmd, args) {
  try {
    return execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 }).trim();
  } catch {
    return '';
  }
}

function cpuPressure() {
  try {
    const m = fs.readFileSync('/proc/pressure/cpu', 'utf8').match(/^some .*avg60=([\d.]+)/m);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim(),
    cores: cpus.length,
    memGb: os.totalmem() / 1e9,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    pnpm: quiet('pnpm', ['--version']) || 'unknown',
    loadAverageAtStart: os.loadavg().map((v) => Number(v.toFixed(1))),
    // Linux PSI: share of the last minute some task waited for a CPU (other work on a shared VM)
    cpuPressureAvg60AtStart: cpuPressure(),
  };
}

function commit() {
  const sha = quiet('git', ['rev-parse', '--short', 'HEAD']) || 'unknown';
  const dirty = quiet('git', ['status', '--porcelain', '--untracked-files=no']);
  return dirty ? `${sha} + uncommitted changes` : sha;
}

function readPrevious(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const started = performance.now();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const log = (line) => console.log(line);
  const lock = process.env.BENCH_LOCK ?? (fs.existsSync(DEFAULT_LOCK) ? DEFAULT_LOCK : undefined);
  const startMachine = machine();
  // issue 19: the CPU's Lighthouse benchmarkIndex beside the CPU pressure, at start and at end
  startMachine.benchmarkIndexAtStart = await hostBenchmarkIndex();
  log(conditionsLine({ machine: startMachine }));

  if (opts.build) {
    const haveFlock = lock && quiet('sh', ['-c', 'command -v flock']) !== '';
    log(`▶ pnpm build${haveFlock ? ` (under ${lock})` : ''} — log: artifacts/bench/build.log`);
    const t = performance.now();
    const code = haveFlock
      ? await run('flock', ['-w', '1800', lock, 'pnpm', 'build'], path.join(OUT_DIR, 'build.log'), BUILD_TIMEOUT_MS)
      : await run('pnpm', ['build'], path.join(OUT_DIR, 'build.log'), BUILD_TIMEOUT_MS);
    if (code !== 0) {
      const tail = fs.readFileSync(path.join(OUT_DIR, 'build.log'), 'utf8').split('\n').slice(-30).join('\n');
      console.error(`${tail}\nbench: pnpm build failed (exit ${code}); see artifacts/bench/build.log`);
      process.exit(1);
    }
    log(`  built in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  }
  if ((opts.parts.includes('nearby') || opts.parts.includes('lighthouse') || opts.parts.includes('web')) && !fs.existsSync(path.join(root, 'packages/contracts/dist/index.js'))) {
    console.error('bench: packages/contracts/dist/index.js is missing (the API imports @guia/contracts from dist): run without --no-build');
    process.exit(1);
  }
  const build = snapshotBuild(root, { lock });
  log(`  measuring a copy of the build: ${path.relative(root, build.webDist)}, ${path.relative(root, build.apiEntry)}`);

  const resultsFile = path.join(OUT_DIR, 'results.json');
  // figures of the parts not run this time come from the previous run (same format only)
  const previous = readPrevious(resultsFile);
  const kept = previous.format === RESULTS_FORMAT ? previous : {};
  const results = {
    format: RESULTS_FORMAT,
    date: new Date().toISOString(),
    commit: commit(),
    machine: startMachine,
    size: kept.size,
    web: kept.web,
    lighthouse: kept.lighthouse,
    api: kept.api,
    osm: kept.osm,
    pages: kept.pages,
  };

  if (opts.parts.includes('size')) {
    log('▶ size: initial JavaScript per route');
    results.size = { measuredAt: new Date().toISOString(), routes: measureRouteSizes(root, { dist: build.webDist }) };
    for (const r of results.size.routes) log(`  ${r.route}: ${r.kb === null ? 'chunk not found' : `${r.kb.toFixed(1)} KB`}${r.budgetKb ? ` (≤ ${r.budgetKb} KB)` : ''}`);
  }
  if (opts.parts.includes('web')) {
    log('▶ web: the home page in Chromium, first and repeat visit');
    results.web = { measuredAt: new Date().toISOString(), ...(await benchWeb(root, { build, log })) };
  }
  if (opts.parts.includes('lighthouse')) {
    const profiles = PROFILES.filter((p) => opts.profiles.includes(p.key));
    log(`▶ lighthouse: ${profiles.map((p) => p.label).join(' and ')}, ${opts.lighthouseRuns} run${opts.lighthouseRuns === 1 ? '' : 's'} per page`);
    const lighthouse = await benchLighthouse(root, { runs: opts.lighthouseRuns, profiles, outDir: path.join(OUT_DIR, 'lighthouse'), build, log });
    results.lighthouse = { measuredAt: new Date().toISOString(), ...lighthouse };
  }
  if (opts.parts.includes('nearby')) {
    log('▶ nearby: autocannon against the API');
    const api = await benchNearby(root, {
      sizes: opts.sizes,
      seconds: opts.seconds,
      rounds: opts.rounds,
      latencySeconds: opts.latencySeconds,
      concurrency: opts.concurrency,
      build,
      log,
    });
    results.api = { measuredAt: new Date().toISOString(), ...api };
  }
  if (opts.parts.includes('pages')) {
    log('▶ pages: server-drawn /, /tops, /business/{id} against /api/health (autocannon, 50 connections)');
    results.pages = { measuredAt: new Date().toISOString(), ...(await benchPages(root, { seconds: opts.seconds, rounds: opts.rounds, uncached: true, build, log })) };
  }
  if (opts.parts.includes('osm')) {
    log(`▶ osm: import ${opts.osmPlaces.toLocaleString('en-US')} OpenStreetMap places, then nearby with them loaded`);
    results.osm = { measuredAt: new Date().toISOString(), ...(await benchOsm(root, { places: opts.osmPlaces, seconds: opts.seconds, rounds: opts.rounds, concurrency: opts.concurrency, build, log })) };
  }
  results.durationMs = performance.now() - started;
  results.machine.cpuPressureAvg60AtEnd = cpuPressure();
  results.machine.benchmarkIndexAtEnd = await hostBenchmarkIndex();

  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(OUT_DIR, 'results.md'), renderMarkdown(results));
  log('');
  log(renderText(results));
  log('');
  log(`Wrote ${path.relative(root, resultsFile)} and artifacts/bench/results.md in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

main().catch((err) => {
  console.error(`bench failed: ${err?.stack ?? err}`);
  process.exit(1);
});
