import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

/** The servers pnpm bench started: whatever ends the bench, each is sent SIGTERM by its own pid. */
const running = new Set();

/** Remembers `child` until it exits. */
export function track(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

process.once('exit', () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping the servers it started`);
    process.exit(130);
  });
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The HTTP status of GET `urlPath` on 127.0.0.1:`port`. */
export function status(port, urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false, headers: { accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${urlPath}`)));
    req.on('error', reject);
  });
}

/** Waits for `child` to exit after SIGTERM, SIGKILL after 5 s. */
export async function stopChild(child, exited) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(t);
  }
}

/**
 * Where the built app is: apps/api/dist/server.js and apps/web/dist, or the copy pnpm bench took
 * right after building (snapshotBuild), so another build on a shared machine cannot change the
 * files under a measurement.
 */
export function builtApp(root) {
  return { apiEntry: path.join(root, 'apps/api/dist/server.js'), webDist: path.join(root, 'apps/web/dist') };
}

/**
 * Copies the built API bundle and SPA aside (holding `lock` with flock when given, so no build
 * runs while copying). The API copy lives under apps/api/node_modules/.cache so its imports still
 * resolve from apps/api.
 */
export function snapshotBuild(root, { lock } = {}) {
  const api = path.join(root, 'apps/api/node_modules/.cache/guia-bench/api');
  const web = path.join(root, 'artifacts/bench/snapshot/web');
  const src = builtApp(root);
  if (!fs.existsSync(src.apiEntry) || !fs.existsSync(path.join(src.webDist, 'index.html'))) {
    throw new Error('apps/api/dist/server.js or apps/web/dist/index.html is missing: run without --no-build');
  }
  const copy = () => {
    for (const dir of [api, web]) fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(api, { recursive: true });
    fs.cpSync(path.dirname(src.apiEntry), api, { recursive: true });
    fs.cpSync(src.webDist, web, { recursive: true });
    copySsr(src.webDist, web);
    copyAssets(src.apiEntry, api);
  };
  if (lock && fs.existsSync(lock)) {
    // flock -w 900 LOCK true: wait (bounded) until no build holds the lock, copy while holding it
    const res = spawnSync('flock', ['-w', '900', lock, process.execPath, '-e', COPY_SCRIPT, src.apiEntry, api, src.webDist, web], { stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`copying the build under ${lock} failed (${res.status ?? res.signal})`);
  } else copy();
  return { apiEntry: path.join(api, 'server.js'), webDist: web };
}

/** The server renderer (apps/web/dist-ssr) goes beside the SPA's copy: the API finds it there. */
function copySsr(webSrc, web) {
  const from = path.join(path.dirname(webSrc), 'dist-ssr');
  const to = path.join(path.dirname(web), 'dist-ssr');
  fs.rmSync(to, { recursive: true, force: true });
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
}

/**
 * The API's own files (the embedded basemap, assets/basemap) where the copy looks for them: beside
 * its folder, as apps/api/assets is beside apps/api/dist. Without them `/api/map` answered 404 and
 * Lighthouse measured `/mapa` with no basemap.
 */
function copyAssets(apiEntry, api) {
  const from = path.join(path.dirname(apiEntry), '..', 'assets');
  const to = path.join(path.dirname(api), 'assets');
  fs.rmSync(to, { recursive: true, force: true });
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
}

/** node -e: copy argv[1]'s folder → argv[2] (and the API's assets beside it), argv[3] → argv[4] and its dist-ssr beside it (run under flock). */
const COPY_SCRIPT = `
const fs = require('node:fs'), path = require('node:path');
const [apiEntry, api, webSrc, web] = process.argv.slice(1);
for (const d of [api, web]) fs.rmSync(d, { recursive: true, force: true });
fs.mkdirSync(api, { recursive: true });
fs.cpSync(path.dirname(apiEntry), api, { recursive: true });
fs.cpSync(webSrc, web, { recursive: true });
${copySsr.toString()}
${copyAssets.toString()}
copySsr(webSrc, web);
copyAssets(apiEntry, api);
`;

/** CPU time (user + system, all threads) the process `pid` has used so far, in ms; null off Linux. */
export function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11], fields[12]: utime, stime in clock ticks (USER_HZ = 100 on Linux)
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * The built API (node apps/api/dist/server.js) in production mode on the memory store, serving
 * apps/web/dist on 127.0.0.1 at a free port, with or without the seed data; resolves once
 * /api/health answers. `stop()` ends it and removes its temporary folder.
 */
export async function startBuiltApi(root, { seed = false, readyTimeoutMs = 60_000, build = builtApp(root), extraEnv = {} } = {}) {
  const entry = build.apiEntry;
  if (!fs.existsSync(entry)) throw new Error(`${entry} not found: run \`pnpm build\` (or drop --no-build)`);
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-bench-api-'));
  const child = track(
    spawn(process.execPath, [entry], {
      cwd: tmp, // no .env from the repo
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        JWT_SECRET: 'bench-only-secret-0123456789',
        // the bench is one address asking as fast as it can: no per-address read limit
        SEARCH_RATE_LIMIT: '1000000000',
        DATA_STORE: 'memory',
        SEED: String(seed),
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        UPLOADS_DIR: path.join(tmp, 'uploads'),
        // the memory store keeps its data in DATA_DIR: a fresh one per run, never the repo's .data
        DATA_DIR: path.join(tmp, 'data'),
        WEB_DIST: build.webDist,
        ...extraEnv,
      },
    }),
  );
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    await stopChild(child, exited);
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`built API exited (${child.exitCode}): ${stderr.trim().slice(-500)}`);
      if ((await status(port, '/api/health').catch(() => 0)) === 200) break;
      if (Date.now() > deadline) throw new Error(`built API not answering after ${readyTimeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return { port, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
