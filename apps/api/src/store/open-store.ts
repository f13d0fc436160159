import fs from 'node:fs';
import path from 'node:path';
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
    return { store: await createMongoStore(conn), kind: 'mongo', close: () => conn.close() };
  }

  try {
    const embedded = await startEmbeddedMongo(config.dataDir);
    const conn = await connectMongo(embedded.uri);
    return {
      store: await createMongoStore(conn),
      kind: 'embedded',
      close: async () => {
        await conn.close();
        await embedded.stop();
      },
    };
  } catch (err) {
    if (config.dataStore === 'mongo') throw err;
    logger.warn(
      `MongoDB embebido no disponible (${(err as Error).message.split('\n')[0]}); usando el almacén en memoria: los datos se pierden al reiniciar. Define MONGODB_URI para usar MongoDB.`,
    );
    return memory();
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
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('tiempo de espera agotado al iniciar MongoDB embebido')), timeoutMs);
  });
  try {
    const server = await Promise.race([start, timeout]);
    return { uri: server.getUri('guia-cuba'), stop: async () => void (await server.stop({ doCleanup: false })) };
  } finally {
    clearTimeout(timer);
    start.then((s) => s, () => undefined);
  }
}
