import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// autocannon is the repo's load tool (pnpm bench); it ships no types
// @ts-expect-error no declaration file
import autocannon from 'autocannon';
import { startServer, type ServerProcess } from '../test/server-process';

/**
 * Issue 17 §4 through the front door: the real server (src/server.ts) on the memory store, 50
 * keep-alive connections registering accounts as fast as they can, SIGTERM in the middle. Every
 * registration the server acknowledged (201) is in the file the memory store wrote, and the
 * process exits 0 within SHUTDOWN_MS.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-shutdown-'));
const env = {
  DATA_STORE: 'memory',
  DATA_DIR: path.join(root, 'data'),
  UPLOADS_DIR: path.join(root, 'uploads'),
  JWT_SECRET: 'shutdown-test-secret-0123456789',
  ADMIN_USERNAME: 'jefa',
  ADMIN_PASSWORD: 'jefa-contraseña-1',
  ADMIN_EMAIL: 'jefa@guia.test',
  SEED: 'false',
  REGISTER_RATE_LIMIT: '1000000',
  SHUTDOWN_MS: '8000',
};
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('SIGTERM under load (issue 17 §4)', () => {
  it('finishes every request that arrived, keeps every acknowledged write, and exits 0', async () => {
    const s = await startServer(env, root);
    running.push(s);
    let n = 0;
    const acknowledged: string[] = [];
    const refusedOrCut: number[] = [];
    const run = autocannon({
      url: s.url,
      connections: 50,
      duration: 20,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/register',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
            const username = `carga_${process.pid}_${n++}`;
            context.username = username;
            return { ...req, body: JSON.stringify({ name: 'Persona de carga', username, email: `${username}@guia.test`, password: 'contraseña-de-carga' }) };
          },
          onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
            if (status === 201) acknowledged.push(context.username as string);
            else refusedOrCut.push(status);
          },
        },
      ],
    });
    run.on('error', () => undefined);
    // let the load build up, then stop the server in the middle of it
    await new Promise((r) => setTimeout(r, 1500));
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    const code = await s.exited;
    const tookMs = Date.now() - signalled;
    (run as { stop(): void }).stop();

    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(8000);
    expect(acknowledged.length).toBeGreaterThan(20);
    // nothing but 201 was answered: no 5xx, no refusal (cut connections have no status at all)
    expect(refusedOrCut).toEqual([]);
    const saved = JSON.parse(fs.readFileSync(path.join(env.DATA_DIR, 'memory-store.json'), 'utf8')) as unknown;
    const text = JSON.stringify(saved);
    const missing = acknowledged.filter((u) => !text.includes(`"${u}"`));
    expect(missing).toEqual([]);
  }, 60_000);
});
