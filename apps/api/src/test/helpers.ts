import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcrypt';
import type { Express } from 'express';
import { ROLES, type RoleId } from '@guia/contracts';
import { testConfig, type Config } from '../config';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { createLogger } from '../shared/logger';
import { signToken } from '../shared/auth';
import { createMemoryStore } from '../store/memory';
import { createLocalStorage } from '../shared/local-storage';
import type { Store } from '../store/types';
import type { PlacesClient } from '../modules/places/places.client';

export interface TestApp {
  app: Express;
  ctx: AppContext;
  store: Store;
}

let seq = 0;

/** A fresh app on a fresh memory store (or the given one), uploads in a temp dir. */
export function createTestApp(
  opts: { config?: Partial<Config>; store?: Store; places?: PlacesClient | null } = {},
): TestApp {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-uploads-'));
  const config = testConfig({ uploadsDir, webDist: path.join(uploadsDir, 'no-web'), ...opts.config });
  const store = opts.store ?? createMemoryStore();
  const ctx: AppContext = {
    config,
    logger: createLogger('silent'),
    store,
    storeKind: 'memory',
    storage: createLocalStorage(uploadsDir),
    places: opts.places ?? null,
  };
  return { app: createApp(ctx), ctx, store };
}

/** Creates a user straight in the store and returns it with a valid token. */
export async function createUser(
  t: TestApp,
  overrides: { role_id?: RoleId; password?: string; name?: string; username?: string; email?: string } = {},
) {
  seq += 1;
  const password = overrides.password ?? 'contraseña-segura';
  const user = await t.store.users.create({
    name: overrides.name ?? `Usuaria ${seq}`,
    username: overrides.username ?? `usuaria${seq}_${Date.now().toString(36)}`,
    email: overrides.email ?? `usuaria${seq}_${Date.now().toString(36)}@example.com`,
    password_hash: await bcrypt.hash(password, 4),
    role_id: overrides.role_id ?? ROLES.USER,
  });
  return { user, password, token: signToken(t.ctx, user), auth: { Authorization: `Bearer ${signToken(t.ctx, user)}` } };
}

export const createAdmin = (t: TestApp) => createUser(t, { role_id: ROLES.ADMIN });
