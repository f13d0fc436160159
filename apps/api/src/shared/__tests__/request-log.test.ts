import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { loadConfig, testConfig } from '../../config';
import { createLogger, prettyAvailable, PRETTY_OPTIONS } from '../logger';
import { createApp } from '../../app';
import { createTestApp, createUser } from '../../test/helpers';

/** The app of a test, logging at info into `lines` (one parsed JSON object per line). */
function appLoggingTo(lines: Record<string, unknown>[]) {
  const t = createTestApp();
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { ...t, app: createApp({ ...t.ctx, logger }) };
}

let lines: Record<string, unknown>[] = [];
afterEach(() => {
  lines = [];
});

describe('request logs', () => {
  it('write one compact line per request: request id, method, path, status and time, never headers or the query string', async () => {
    const t = appLoggingTo(lines);
    const { auth } = await createUser(t);
    const res = await request(t.app)
      .get('/api/business/nearby?lat=23.1373&lon=-82.3598&max_distance=500')
      .set(auth)
      .set('Cookie', 'session=secreta');
    expect(res.status).toBe(200);
    const requestLines = lines.filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(1);
    const line = requestLines[0]!;
    expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/business/nearby', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(line.reqId).toBe(res.headers['x-request-id']);
    const text = JSON.stringify(line);
    for (const leak of ['headers', 'authorization', 'Bearer', 'secreta', '23.1373', 'user-agent', 'remoteAddress']) expect(text).not.toContain(leak);
  });

  it('keeps a sane X-Request-Id from a proxy, replaces an unsafe one, and leaves /api/health out', async () => {
    const t = appLoggingTo(lines);
    const kept = await request(t.app).get('/api/categories').set('X-Request-Id', 'proxy-42.abc');
    expect(kept.headers['x-request-id']).toBe('proxy-42.abc');
    const replaced = await request(t.app).get('/api/categories').set('X-Request-Id', 'x"; DROP TABLE');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await request(t.app).get('/api/health');
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.reqId)).toEqual(['proxy-42.abc', replaced.headers['x-request-id']]);
  });

  it('logs a failed request at error level with its id, path and status', async () => {
    const t = appLoggingTo(lines);
    t.store.categories.list = async () => {
      throw new Error('disco roto');
    };
    const res = await request(t.app).get('/api/categories');
    expect(res.status).toBe(500);
    const failed = lines.filter((l) => l.msg === 'request failed' && l.path === '/api/categories');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((l) => l.level === 50 && l.reqId === res.headers['x-request-id'])).toBe(true);
  });
});

describe('log format', () => {
  it('is pino-pretty in development (pnpm dev), JSON lines in production and in tests; LOG_PRETTY overrides', () => {
    const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-log-config-'));
    const JWT_SECRET = 'a-production-secret-of-some-length';
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR }).prettyLogs).toBe(true);
    expect(loadConfig({ DATA_DIR }).prettyLogs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET }).prettyLogs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).prettyLogs).toBe(false);
    expect(testConfig().prettyLogs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR, LOG_PRETTY: 'false' }).prettyLogs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET, LOG_PRETTY: 'true' }).prettyLogs).toBe(true);
  });

  it('in development, prints a request as one readable line: message, method, path, status and time, no pid, host or id', () => {
    expect(prettyAvailable()).toBe(true);
    const format = prettyFactory({ ...PRETTY_OPTIONS, colorize: false });
    const line = format({ level: 30, time: Date.UTC(2026, 0, 1, 12), pid: 4242, hostname: 'maquina', reqId: 'abc-123', method: 'GET', path: '/api/business/nearby', status: 200, ms: 3, msg: 'request' });
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request GET \/api\/business\/nearby → 200 \(3 ms\)\n$/);
    for (const hidden of ['4242', 'maquina', 'abc-123']) expect(line).not.toContain(hidden);
    expect(format({ level: 40, time: 0, pid: 1, hostname: 'h', msg: 'Administrador de desarrollo' })).toMatch(/WARN: Administrador de desarrollo\n$/);
  });

  it('writes JSON lines when not asked for pretty ones, and formats in a worker thread only when asked (production never loads pino-pretty)', async () => {
    const out: string[] = [];
    const logger = createLogger('info', { write: (l: string) => void out.push(l) }, { pretty: false });
    logger.info({ method: 'GET' }, 'hola');
    expect(JSON.parse(out[0]!)).toMatchObject({ level: 30, method: 'GET', msg: 'hola' });
    // where pino writes (its `pino.stream` symbol)
    const streamOf = (l: ReturnType<typeof createLogger>) => {
      const key = Object.getOwnPropertySymbols(l).find((s) => s.description === 'pino.stream')!;
      return (l as unknown as Record<symbol, { constructor: { name: string }; end?: () => void }>)[key]!;
    };
    // stdout as it is (sonic-boom): no pino-pretty
    expect(streamOf(createLogger('info', undefined, { pretty: false })).constructor.name).toBe('SonicBoom');
    const pretty = streamOf(createLogger('info', undefined, { pretty: true }));
    expect(pretty.constructor.name).toBe('ThreadStream');
    pretty.end?.();
  });
});
