import net from 'node:net';
import mongoose from 'mongoose';
import request from 'supertest';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { API_MSG } from '@guia/contracts';
import { createTestApp } from '../test/helpers';
import { switchableStore } from '../test/faulty-store';
import { createMemoryStore } from '../store/memory';
import { connectMongo, connectionOptions, createMongoStore } from '../store/mongo';
import { StoreUnavailableError } from '../shared/errors';

const driver = mongoose.mongo;

/** Errors the store may throw while it is away, each by its class (issue 10 §8). */
const UNAVAILABLE: [string, () => Error][] = [
  ['MongoNetworkTimeoutError', () => new driver.MongoNetworkTimeoutError('connection 3 to 10.0.0.5:27017 timed out')],
  ['MongoNetworkError (a cleared pool is one)', () => new driver.MongoNetworkError('connection pool cleared')],
  ['MongoServerSelectionError', () => new driver.MongoServerSelectionError('Server selection timed out after 10000 ms', { error: undefined, servers: new Map() } as never)],
  ['MongoServerError 11600 (server shutting down)', () => new driver.MongoServerError({ code: 11600, errmsg: 'interrupted at shutdown', ok: 0 })],
  ['MongoServerError 91 (shutdown in progress)', () => new driver.MongoServerError({ code: 91, errmsg: 'The server is in quiesce mode and will shut down', ok: 0 })],
  ['MongoNotConnectedError', () => new driver.MongoNotConnectedError('Client must be connected before running operations')],
  ['MongooseServerSelectionError', () => new mongoose.Error.MongooseServerSelectionError('Could not connect to any servers')],
  ['StoreUnavailableError', () => new StoreUnavailableError()],
];

describe('the store goes away (issue 10 §8, memory leg: a failing store)', () => {
  it.each(UNAVAILABLE)('%s answers 503 in Spanish, never 500', async (_name, make) => {
    const { store, state } = switchableStore(createMemoryStore(), make);
    const t = createTestApp({ store });
    state.down = true;
    for (const [method, url] of [
      ['get', '/api/business/promoted'],
      ['get', '/api/categories'],
      ['post', '/api/auth/login'],
    ] as const) {
      const res = await request(t.app)[method](url).send({ identifier: 'ana', password: 'contraseña-segura' });
      expect(res.status, `${method} ${url}`).toBe(503);
      expect(res.body).toEqual({ message: API_MSG.storeUnavailable });
    }
  });

  it('an error that only calls itself MongoNetworkError (no driver class) is not taken for one: 500', async () => {
    const { store, state } = switchableStore(createMemoryStore(), () => Object.assign(new Error('boom'), { name: 'MongoNetworkError' }));
    const t = createTestApp({ store });
    state.down = true;
    const res = await request(t.app).get('/api/business/promoted');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: API_MSG.internalError });
  });

  it('/api/health answers 503 degraded while the store is away, and everything recovers by itself when it returns', async () => {
    const { store, state } = switchableStore(createMemoryStore(), () => new driver.MongoNetworkTimeoutError('timed out'));
    const t = createTestApp({ store });
    await t.store.categories.create({ name: 'cafe', nombre: 'Café y Té' });
    expect((await request(t.app).get('/api/health')).body).toMatchObject({ status: 'ok', store: 'memory' });

    state.down = true;
    const down = await request(t.app).get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'degraded', store: 'memory', message: API_MSG.storeUnavailable });
    expect((await request(t.app).get('/health')).status).toBe(503);
    expect((await request(t.app).get('/api/categories')).status).toBe(503);

    state.down = false;
    expect((await request(t.app).get('/api/health')).body).toMatchObject({ status: 'ok' });
    const back = await request(t.app).get('/api/categories');
    expect(back.status).toBe(200);
    expect(back.body).toHaveLength(1);
  });
});

describe('MongoDB connection options (issue 10 §8)', () => {
  it('serverSelectionTimeoutMS from MONGODB_URI wins over the code default', () => {
    expect(connectionOptions('mongodb://db:27017/guia?serverSelectionTimeoutMS=1234', 10_000).serverSelectionTimeoutMS).toBeUndefined();
    expect(connectionOptions('mongodb://db:27017/guia?retryWrites=true&serverselectiontimeoutms=50', 10_000).serverSelectionTimeoutMS).toBeUndefined();
    expect(connectionOptions('mongodb://db:27017/guia', 10_000).serverSelectionTimeoutMS).toBe(10_000);
  });

  it('does not buffer commands while disconnected (an operation fails with a store error, then works again)', () => {
    expect(connectionOptions('mongodb://db:27017/guia', 10_000).bufferCommands).toBe(false);
  });
});

/**
 * MongoDB leg: the app reaches MongoDB through a TCP proxy on this machine; "MongoDB stops" is the
 * proxy closing every connection and refusing new ones, "it returns" is the proxy listening again.
 */
const mongoUri = inject('mongoUri');
const target = (() => {
  if (!mongoUri) return null;
  try {
    const u = new URL(mongoUri);
    if (u.protocol !== 'mongodb:' || u.host.includes(',')) return null;
    return { host: u.hostname, port: Number(u.port || 27017), auth: u.username ? `${u.username}:${u.password}@` : '', search: u.search };
  } catch {
    return null;
  }
})();

function tcpProxy(to: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(to.port, to.host);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    get port() {
      return port;
    },
    start: listen,
    async stop() {
      for (const s of sockets) s.destroy();
      sockets.clear();
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
      server = null;
    },
  };
}

describe.skipIf(!target)('the store goes away (issue 10 §8, MongoDB leg: the server stops and returns)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
  });

  it('answers 503 in Spanish and health says degraded while MongoDB is away; recovers without a restart', async () => {
    const proxy = tcpProxy(target!);
    await proxy.start();
    cleanups.push(() => proxy.stop());
    const dbName = `guia_fault_${Date.now()}`;
    const params = new URLSearchParams(target!.search);
    params.set('directConnection', 'true');
    params.set('serverSelectionTimeoutMS', '1500');
    params.set('heartbeatFrequencyMS', '500');
    const conn = await connectMongo(`mongodb://${target!.auth}127.0.0.1:${proxy.port}/?${params}`, 1500, dbName);
    cleanups.push(async () => {
      await conn.close().catch(() => undefined);
      const direct = await connectMongo(mongoUri, 5000, dbName);
      await direct.dropDatabase();
      await direct.close();
    });
    const store = await createMongoStore(conn);
    const t = createTestApp({ store });
    t.ctx.storeKind = 'mongo';
    await store.categories.create({ name: 'cafe', nombre: 'Café y Té' });
    expect((await request(t.app).get('/api/categories')).status).toBe(200);

    await proxy.stop();
    const list = await request(t.app).get('/api/categories');
    expect(list.status).toBe(503);
    expect(list.body).toEqual({ message: API_MSG.storeUnavailable });
    const login = await request(t.app).post('/api/auth/login').send({ identifier: 'ana', password: 'contraseña-segura' });
    expect(login.status).toBe(503);
    const started = Date.now();
    const health = await request(t.app).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', store: 'mongo' });
    expect(Date.now() - started).toBeLessThan(4000);

    await proxy.start();
    let status = 0;
    for (let i = 0; i < 60 && status !== 200; i += 1) {
      status = (await request(t.app).get('/api/categories')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await request(t.app).get('/api/health')).body).toMatchObject({ status: 'ok', store: 'mongo' });
  }, 60_000);
});
