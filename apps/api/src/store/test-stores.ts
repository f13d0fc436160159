import type { Connection } from 'mongoose';
import type { Store } from './types';
import { createMemoryStore } from './memory';
import { connectMongo, createMongoStore } from './mongo';
import { inject } from 'vitest';

export interface StoreFactory {
  name: 'memory' | 'mongo';
  /** a fresh, empty store; cleanup drops what it made; `connection`: MongoDB's (for explain and the like) */
  make(): Promise<{ store: Store; cleanup(): Promise<void>; connection?: Connection }>;
}

/** The stores every contract suite runs against: memory always, MongoDB whenever one exists. */
export async function availableStores(): Promise<StoreFactory[]> {
  const factories: StoreFactory[] = [
    { name: 'memory', make: async () => ({ store: createMemoryStore(), cleanup: async () => {} }) },
  ];
  // found once for the whole run by src/test/global-setup.ts
  const uri = inject('mongoUri');
  if (uri) {
    factories.push({
      name: 'mongo',
      make: async () => {
        const dbName = `guia_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
        const conn = await connectMongo(uri, 5000, dbName);
        const store = await createMongoStore(conn);
        return {
          store,
          connection: conn,
          cleanup: async () => {
            await conn.dropDatabase();
            await conn.close();
          },
        };
      },
    });
  }
  return factories;
}
