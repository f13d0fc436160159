import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

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
 * The built API (node apps/api/dist/server.js) in production mode on the memory store, serving
 * apps/web/dist on 127.0.0.1 at a free port, with or without the seed data; resolves once
 * /api/health answers. `stop()` ends it and removes its temporary folder.
 */
export async function startBuiltApi(root, { seed = false, readyTimeoutMs = 30_000 } = {}) {
  const entry = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(entry)) throw new Error('apps/api/dist/server.js not found: run `pnpm build` (or drop --no-build)');
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-bench-api-'));
  const child = track(
    spawn(process.execPath, [entry], {
      cwd: tmp, // no .env from the repo
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        JWT_SECRET: 'bench-only-secret',
        DATA_STORE: 'memory',
        SEED: String(seed),
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        UPLOADS_DIR: path.join(tmp, 'uploads'),
        WEB_DIST: path.join(root, 'apps/web/dist'),
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
