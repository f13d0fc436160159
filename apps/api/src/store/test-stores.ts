import type { Store } from './types';
import { createMemoryStore } from './memory';
import { connectMongo, createMongoStore } from './mongo';
import { startEmbeddedMongo } from './open-store';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';

export interface StoreFactory {
  name: 'memory' | 'mongo';
  /** a fresh, empty store; cleanup drops what it made */
  make(): Promise<{ store: Store; cleanup(): Promise<void> }>;
}

let mongoUri: Promise<string | null> | undefined;
let skipReason = '';

/**
 * MongoDB for tests: MONGODB_TEST_URI when set, else an embedded mongodb-memory-server when its
 * binary can be had. Resolved once per test file.
 */
async function findMongo(): Promise<string | null> {
  const env = process.env.MONGODB_TEST_URI;
  if (env) return env;
  try {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-mongo-test-'));
    const m = await startEmbeddedMongo(dir, 15_000);
    process.once('exit', () => void m.stop());
    return m.uri;
  } catch (err) {
    skipReason = (err as Error).message.split('\n')[0] ?? 'desconocido';
    return null;
  }
}

/** The stores every contract suite runs against: memory always, MongoDB whenever one exists. */
export async function availableStores(): Promise<StoreFactory[]> {
  const factories: StoreFactory[] = [
    { name: 'memory', make: async () => ({ store: createMemoryStore(), cleanup: async () => {} }) },
  ];
  mongoUri ??= findMongo();
  const uri = await mongoUri;
  if (uri) {
    factories.push({
      name: 'mongo',
      make: async () => {
        const dbName = `guia_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
        const conn = await connectMongo(uri, 5000, dbName);
        const store = await createMongoStore(conn);
        return {
          store,
          cleanup: async () => {
            await conn.dropDatabase();
            await conn.close();
          },
        };
      },
    });
  } else {
    console.log(`[contract] MongoDB leg skipped: no MONGODB_TEST_URI and no embedded MongoDB binary (${skipReason})`);
  }
  return factories;
}
