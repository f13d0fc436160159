#!/usr/bin/env node
/**
 * pnpm bench — the performance figures of DESIGN §8, measured on this machine.
 *
 *   pnpm bench                 build, then every part
 *   pnpm bench web             build, then the home page sizes only
 *   pnpm bench nearby          build, then nearby latency / throughput only
 *   pnpm bench lighthouse      build, then Lighthouse mobile scores of / and /login only
 *   pnpm bench … --no-build    use the dist/ folders as they are
 *
 * Options: --sizes=10000,100000 (businesses per nearby run), --requests=300 (latency requests per
 * query), --seconds=5 (each throughput run), --concurrency=16, --no-served (skip fetching the home
 * page from the built API), --no-baseline (skip the bare node:http calibration), --lighthouse-runs=3
 * (Lighthouse runs per page; the median is reported). Lighthouse uses Debian's Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH) and never downloads a browser.
 *
 * Writes artifacts/bench/results.json (a part not run this time keeps its previous figures) and
 * artifacts/bench/results.md (the README's "Benchmark figures" section); the Lighthouse HTML
 * reports of the median runs go to artifacts/bench/lighthouse/. Every server or browser it starts
 * listens on 127.0.0.1 only and is stopped before it exits; every loop is bounded.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchWeb } from './bench/web.mjs';
import { benchNearby, benchBaseline } from './bench/nearby.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { renderMarkdown, renderText } from './bench/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(root, 'artifacts', 'bench');
const PARTS = ['web', 'lighthouse', 'nearby'];

function usage(code) {
  const text = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').match(/\/\*\*([\s\S]*?)\*\//)[1].replace(/^ \* ?/gm, '');
  (code === 0 ? console.log : console.error)(text.trim());
  process.exit(code);
}

function parseArgs(argv) {
  const opts = { parts: [], build: true, sizes: [10_000, 100_000], requests: 300, seconds: 5, concurrency: 16, served: true, baseline: true, lighthouseRuns: 3 };
  const positiveInt = (name, v) => {
    const n = Number(v);
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
    else if (arg === '--no-served') opts.served = false;
    else if (arg === '--no-baseline') opts.baseline = false;
    else if (flag === '--sizes' && value) opts.sizes = value.split(',').map((v) => positiveInt('--sizes', v.replace(/_/g, '')));
    else if (flag === '--requests' && value) opts.requests = positiveInt('--requests', value);
    else if (flag === '--seconds' && value) opts.seconds = positiveInt('--seconds', value);
    else if (flag === '--concurrency' && value) opts.concurrency = positiveInt('--concurrency', value);
    else if (flag === '--lighthouse-runs' && value) opts.lighthouseRuns = positiveInt('--lighthouse-runs', value);
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
  if (opts.seconds > 60 || opts.requests > 10_000 || opts.concurrency > 256 || opts.lighthouseRuns > 9) {
    console.error('bench: keep --seconds ≤ 60, --requests ≤ 10000, --concurrency ≤ 256 and --lighthouse-runs ≤ 9');
    process.exit(2);
  }
  opts.parts = opts.parts.length === 0 ? [...PARTS] : [...new Set(opts.parts)];
  return opts;
}

function run(cmd, args, logFile) {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'w');
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', log, log], env: process.env });
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(log);
      resolve(code ?? 1);
    });
  });
}

function quiet(cmd, args) {
  try {
    return execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
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
    loadAverageAtStart: os.loadavg().map((v) => Number(v.toFixed(2))),
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

  if (opts.build) {
    log('▶ pnpm build (log: artifacts/bench/build.log)');
    const t = performance.now();
    const code = await run('pnpm', ['build'], path.join(OUT_DIR, 'build.log'));
    if (code !== 0) {
      const tail = fs.readFileSync(path.join(OUT_DIR, 'build.log'), 'utf8').split('\n').slice(-30).join('\n');
      console.error(`${tail}\nbench: pnpm build failed (exit ${code}); see artifacts/bench/build.log`);
      process.exit(1);
    }
    log(`  built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  if ((opts.parts.includes('nearby') || opts.parts.includes('lighthouse')) && !fs.existsSync(path.join(root, 'packages/contracts/dist/index.js'))) {
    console.error('bench: packages/contracts/dist/index.js is missing (the API imports @guia/contracts from dist): run without --no-build');
    process.exit(1);
  }

  const resultsFile = path.join(OUT_DIR, 'results.json');
  const previous = readPrevious(resultsFile);
  const results = {
    date: new Date().toISOString(),
    commit: commit(),
    machine: machine(),
    web: previous.web,
    lighthouse: previous.lighthouse,
    nearby: previous.nearby,
    baseline: previous.baseline,
  };

  if (opts.parts.includes('web')) {
    log('▶ web: home page sizes');
    results.web = { measuredAt: new Date().toISOString(), ...(await benchWeb(root, { served: opts.served })) };
  }
  if (opts.parts.includes('lighthouse')) {
    log(`▶ lighthouse: mobile scores, ${opts.lighthouseRuns} run${opts.lighthouseRuns === 1 ? '' : 's'} per page`);
    const lighthouse = await benchLighthouse(root, { runs: opts.lighthouseRuns, outDir: path.join(OUT_DIR, 'lighthouse'), log });
    results.lighthouse = { measuredAt: new Date().toISOString(), ...lighthouse };
  }
  if (opts.parts.includes('nearby')) {
    log('▶ nearby: latency and throughput');
    const nearby = await benchNearby(root, {
      sizes: opts.sizes,
      latencyRequests: opts.requests,
      throughputSeconds: opts.seconds,
      concurrency: opts.concurrency,
      log,
    });
    results.nearby = { measuredAt: new Date().toISOString(), ...nearby };
    if (opts.baseline) {
      log('  calibration: bare node:http server');
      results.baseline = { measuredAt: new Date().toISOString(), ...(await benchBaseline(root, { throughputSeconds: opts.seconds, concurrency: opts.concurrency })) };
    } else results.baseline = undefined;
  }
  results.durationMs = performance.now() - started;
  results.machine.cpuPressureAvg60AtEnd = cpuPressure();

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
