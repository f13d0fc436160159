import fs from 'node:fs';
import path from 'node:path';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import type { Logger } from '../shared/logger';
import type { Store, StoreKind } from './types';
import { createMemoryStore } from './memory';
import { connectMongo, createMongoStore } from './mongo';

export interface OpenedStore {
  store: Store;
  kind: StoreKind;
  close(): Promise<void>;
}

/**
 * Store selection (DESIGN §4): MONGODB_URI → that MongoDB; otherwise an embedded
 * mongodb-memory-server with its data under DATA_DIR/mongo; when that binary cannot be had
 * (offline machines), one warning and the memory store. DATA_STORE forces memory or mongo.
 */
export async function openStore(config: Config, logger: Logger): Promise<OpenedStore> {
  if (config.dataStore === 'memory') return memory();

  if (config.mongodbUri) {
    const conn = await connectMongo(config.mongodbUri);
    return { store: await storeOn(conn), kind: 'mongo', close: () => conn.close() };
  }

  // Only a missing or unstartable binary falls back to memory; a MongoDB that started but cannot
  // serve our data (an index that cannot be built …) is an error to see, not to hide.
  let embedded: Awaited<ReturnType<typeof startEmbeddedMongo>>;
  try {
    embedded = await startEmbeddedMongo(config.dataDir);
  } catch (err) {
    if (config.dataStore === 'mongo') throw err;
    logger.warn(
      `MongoDB embebido no disponible (${(err as Error).message.split('\n')[0]}); usando el almacén en memoria: los datos se pierden al reiniciar. Define MONGODB_URI para usar MongoDB.`,
    );
    return memory();
  }
  try {
    const conn = await connectMongo(embedded.uri);
    return {
      store: await storeOn(conn),
      kind: 'embedded',
      close: async () => {
        await conn.close();
        await embedded.stop();
      },
    };
  } catch (err) {
    // never leave a mongod running on dataDir
    await embedded.stop().catch(() => undefined);
    throw err;
  }

  /** the store, or the connection closed and the error thrown (an index that cannot be built …) */
  async function storeOn(conn: Connection): Promise<Store> {
    try {
      return await createMongoStore(conn);
    } catch (err) {
      await conn.close().catch(() => undefined);
      throw err;
    }
  }

  function memory(): OpenedStore {
    return { store: createMemoryStore(), kind: 'memory', close: async () => {} };
  }
}

/** Starts mongodb-memory-server with a persistent dbPath; fails fast when no binary can be had. */
export async function startEmbeddedMongo(dataDir: string, timeoutMs = 20_000): Promise<{ uri: string; stop(): Promise<void> }> {
  const { MongoMemoryServer, MongoBinary } = await import('mongodb-memory-server');
  // Resolve (or download) the binary first: it fails quietly and fast where none can be had.
  await MongoBinary.getPath();
  const dbPath = path.join(dataDir, 'mongo');
  fs.mkdirSync(dbPath, { recursive: true });
  const start = MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger' } });
  let timer: NodeJS.Timeout | undefined;
  let server: Awaited<typeof start> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('tiempo de espera agotado al iniciar MongoDB embebido')), timeoutMs);
  });
  try {
    server = await Promise.race([start, timeout]);
    const s = server;
    return { uri: s.getUri('guia-cuba'), stop: async () => void (await s.stop({ doCleanup: false })) };
  } finally {
    clearTimeout(timer);
    // A server that comes up after the time-out is stopped, not left running on the dbPath.
    start.then((s) => (s === server ? undefined : s.stop({ doCleanup: false }))).catch(() => undefined);
  }
}
