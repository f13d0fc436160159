import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@guia/contracts';
import { loadConfig } from '../config';
import { createApp } from '../app';
import { createLogger } from '../shared/logger';
import { seedId } from '../shared/seed-id';
import { createMemoryStore } from '../store/memory';
import { initializeStore } from '../store/seed';
import { createLocalStorage } from '../shared/local-storage';

/**
 * Issue 17 §1: on the README's quick start (no NODE_ENV, no JWT_SECRET, no ADMIN_*), nobody who
 * reads the source can sign a token the API accepts as the admin's.
 */
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
/** What an attacker knew: the literal older versions signed with, and the admin's derived id. */
const PUBLIC_SECRET = 'dev-only-secret-change-me-in-production';
const DERIVED_ADMIN_ID = seedId('user', 'admin:admin');

async function quickStartApp(dataDir: string, lines: string[] = []) {
  const config = { ...loadConfig({ DATA_DIR: dataDir }), bcryptCost: 4, dataStore: 'memory' as const };
  const store = createMemoryStore();
  const logger = createLogger('info', { write: (l: string) => void lines.push(l) });
  await initializeStore(store, { ...config, seed: false }, logger);
  const app = createApp({ config, logger: createLogger('silent'), store, storeKind: 'memory', storage: createLocalStorage(tmp('guia-up-')), places: null });
  return { app, store, config };
}

describe('no forgeable admin on the quick start (issue 17 §1)', () => {
  it('refuses a token signed with the public development secret for the admin id derived from its name', async () => {
    const { app, store } = await quickStartApp(tmp('guia-quick-'));
    const forged = jwt.sign({ sub: { user_id: DERIVED_ADMIN_ID, role_id: ROLES.ADMIN }, tv: 0 }, PUBLIC_SECRET, { algorithm: 'HS256' });
    expect((await request(app).get('/api/users').set('Authorization', `Bearer ${forged}`)).status).toBe(401);
    // nor with the real admin's id, now random
    const [admin] = await store.users.list();
    expect(admin!._id).not.toBe(DERIVED_ADMIN_ID);
    const forgedReal = jwt.sign({ sub: { user_id: admin!._id, role_id: ROLES.ADMIN }, tv: 0 }, PUBLIC_SECRET, { algorithm: 'HS256' });
    expect((await request(app).get('/api/users').set('Authorization', `Bearer ${forgedReal}`)).status).toBe(401);
  });

  it('generates the signing secret at the first start, keeps it beside the data (0600) and reuses it after a restart', async () => {
    const dir = tmp('guia-secret-');
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const file = path.join(dir, 'jwt-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: tmp('guia-secret-') }).jwtSecret).not.toBe(first);
  });

  it('never accepts the public development literal or a short secret, in any environment', () => {
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => loadConfig({ NODE_ENV, JWT_SECRET: PUBLIC_SECRET, DATA_DIR: tmp('guia-x-') })).toThrow(/JWT_SECRET/);
      expect(() => loadConfig({ NODE_ENV, JWT_SECRET: 'short', DATA_DIR: tmp('guia-x-') })).toThrow(/JWT_SECRET/);
    }
  });

  it('refuses an ADMIN_PASSWORD shorter than the password rule (issue 17 §13)', () => {
    const admin = { ADMIN_EMAIL: 'jefa@guia.test', ADMIN_USERNAME: 'jefa', DATA_DIR: tmp('guia-x-') };
    expect(() => loadConfig({ ...admin, ADMIN_PASSWORD: 'corta' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ ...admin, ADMIN_PASSWORD: 'una-clave-larga' }).admin).toMatchObject({ username: 'jefa', isDevDefault: false });
  });

  it('gives the development admin a random password, printed once when it is created, and listens on loopback by default', async () => {
    const dir = tmp('guia-quick-');
    const lines: string[] = [];
    const { app, config } = await quickStartApp(dir, lines);
    expect(config.host).toBe('127.0.0.1');
    const said = lines.filter((l) => l.includes('Administrador de desarrollo creado'));
    expect(said).toHaveLength(1);
    const password = /contraseña \\?"([^"\\]+)\\?"/.exec(said[0]!)?.[1];
    expect(password).toBeTruthy();
    expect(password).not.toBe('admin12345');
    const login = await request(app).post('/api/auth/login').send({ identifier: 'admin', password });
    expect(login.status).toBe(200);
    expect((await request(app).post('/api/auth/login').send({ identifier: 'admin', password: 'admin12345' })).status).toBe(401);
  });
});
