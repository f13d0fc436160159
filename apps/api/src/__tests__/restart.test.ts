import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../test/server-process';

/**
 * Issue 10 §1 through the front door: the real server (src/server.ts) on the memory store as a
 * child process, stopped with SIGTERM and started again on the same DATA_DIR.
 */

const ADMIN = { username: 'jefa', password: 'jefa-contraseña-1', email: 'jefa@guia.test' };
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-restart-'));
const env = {
  DATA_STORE: 'memory',
  DATA_DIR: path.join(root, 'data'),
  UPLOADS_DIR: path.join(root, 'uploads'),
  JWT_SECRET: 'restart-test-secret',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_EMAIL: ADMIN.email,
  REGISTER_RATE_LIMIT: '1000',
  LOGIN_RATE_LIMIT: '1000',
};
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  fs.rmSync(root, { recursive: true, force: true });
});

async function start() {
  const s = await startServer(env, root);
  running.push(s);
  return s;
}

async function call(s: ServerProcess, method: string, url: string, opts: { token?: string; body?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: FormData | string | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${s.url}${url}`, { method, headers, body });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (an image)
  }
  return { status: res.status, json: json as Record<string, unknown> & unknown[] };
}

const login = async (s: ServerProcess, identifier: string, password: string) => {
  const r = await call(s, 'POST', '/api/auth/login', { body: { identifier, password } });
  expect(r.status).toBe(200);
  return r.json.token as string;
};

/**
 * A JSON POST on a connection of its own, sent with `Expect: 100-continue`: `accepted` resolves
 * once the server has read the request's headers (it answered 100 Continue), so the request is
 * in flight there for sure; `send()` then writes the body; `answer` resolves with the status.
 */
function heldPost(url: string, body: unknown) {
  const data = JSON.stringify(body);
  let onContinue!: () => void;
  const accepted = new Promise<void>((r) => (onContinue = r));
  let req!: http.ClientRequest;
  const answer = new Promise<number | string>((resolve) => {
    req = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), Expect: '100-continue' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('continue', () => onContinue());
    req.on('error', (err) => resolve(String((err as NodeJS.ErrnoException).code ?? err)));
    req.flushHeaders();
  });
  return { accepted, answer, send: () => req.end(data) };
}

/** A request on a connection of its own: no kept-alive socket is reused. */
function freshConnection(url: string): Promise<'answered' | 'refused'> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      resolve('answered');
    });
    req.on('error', () => resolve('refused'));
  });
}

describe('the embedded default keeps everything across a restart (issue 10 §1)', () => {
  it('a user, a favourite, a review and a business with a photo are there after SIGTERM and a new start, with the same ids; the old token still works; under load every request in flight completes and is on disk', async () => {
    // ── first run ──────────────────────────────────────────────────────────────────────────
    let s = await start();
    const reg = await call(s, 'POST', '/api/auth/register', {
      body: { name: 'Ana Pérez', username: 'anita', email: 'ana@guia.test', password: 'contraseña-de-ana' },
    });
    expect(reg.status).toBe(201);
    const userId = reg.json._id as string;
    const token = await login(s, 'anita', 'contraseña-de-ana');
    const adminToken = await login(s, ADMIN.username, ADMIN.password);

    const form = new FormData();
    form.set('name', 'Paladar de prueba');
    form.set('address', 'Calle 23, Vedado');
    form.set('latitude', '23.1380');
    form.set('longitude', '-82.3700');
    const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 250, g: 120, b: 10 } } }).png().toBuffer();
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'foto.png');
    const created = await call(s, 'POST', '/api/business', { token: adminToken, form });
    expect(created.status).toBe(201);
    const businessId = created.json._id as string;
    const photoUrl = (created.json.photos as string[])[0]!;

    expect((await call(s, 'POST', `/api/users/${userId}/favorites/${businessId}`, { token })).status).toBe(200);
    const review = await call(s, 'POST', `/api/business/${businessId}/comments`, { token, body: { content: 'Comida excelente', rating: 5 } });
    expect(review.status).toBe(201);

    // a seeded business deleted by the admin stays deleted (the seed runs once)
    const seeded = ((await call(s, 'GET', '/api/business', { token: adminToken })).json as unknown as { items: { _id: string }[] }).items;
    const deletedSeed = seeded.find((b) => b._id !== businessId)!._id;
    expect((await call(s, 'DELETE', `/api/business/${deletedSeed}`, { token: adminToken })).status).toBe(200);
    const countBefore = seeded.length - 1;

    expect(await s.stop()).toBe(0);
    expect(fs.existsSync(path.join(env.DATA_DIR, 'memory-store.json'))).toBe(true);

    // ── second run ─────────────────────────────────────────────────────────────────────────
    s = await start();
    const me = await call(s, 'GET', `/api/users/${userId}`, { token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ _id: userId, username: 'anita' });
    expect((await call(s, 'GET', `/api/users/${userId}/favorites`, { token })).json).toEqual([{ businessId, _id: businessId }]);
    const business = await call(s, 'GET', `/api/business/${businessId}`);
    expect(business.status).toBe(200);
    expect(business.json.photos).toEqual([photoUrl]);
    expect((await fetch(`${s.url}${photoUrl}`)).status).toBe(200);
    expect(JSON.stringify((await call(s, 'GET', `/api/business/${businessId}/comments`)).json)).toContain('Comida excelente');
    expect((await call(s, 'GET', `/api/business/${deletedSeed}`)).status).toBe(404);
    expect(((await call(s, 'GET', '/api/business', { token: await login(s, ADMIN.username, ADMIN.password) })).json as unknown as { total: number }).total).toBe(countBefore);

    // SIGTERM under load: every request already sent completes; then new connections are refused
    const adminToken2 = await login(s, ADMIN.username, ADMIN.password);
    const names = Array.from({ length: 12 }, (_, i) => `carga${i}`);
    const inFlight = names.map((n) =>
      heldPost(`${s.url}/api/auth/register`, { name: `Carga ${n}`, username: n, email: `${n}@guia.test`, password: 'contraseña-de-carga' }),
    );
    // every request has reached the server (it read the headers and said 100 Continue): the signal
    // comes now, and only then do the bodies follow
    await Promise.all(inFlight.map((r) => r.accepted));
    s.child.kill('SIGTERM');
    // while those are still held open, a new connection is refused (once the signal is handled)
    let fresh: 'answered' | 'refused' = 'answered';
    for (let i = 0; i < 50 && fresh === 'answered'; i += 1) {
      fresh = await freshConnection(`${s.url}/api/health`);
      if (fresh === 'answered') await new Promise((r) => setTimeout(r, 100));
    }
    expect(fresh).toBe('refused');
    for (const r of inFlight) r.send();
    const answers = await Promise.all(inFlight.map((r) => r.answer));
    expect(answers).toEqual(names.map(() => 201));
    expect(await s.exited).toBe(0);

    // ── third run: what was written before the signal is there ────────────────────────────
    s = await start();
    const users = ((await call(s, 'GET', '/api/users', { token: adminToken2 })).json as unknown as { items: { username: string }[] }).items;
    expect(users.map((u) => u.username)).toEqual(expect.arrayContaining(['anita', ...names]));
    expect(await s.stop()).toBe(0);
  }, 240_000);
});
