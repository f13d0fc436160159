import fs from 'node:fs';
import path from 'node:path';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import type { Logger } from '../shared/logger';
import type { Store, StoreKind } from './types';
import { createMemoryStore } from './memory';
import { connectMongo, createMongoStore } from './mongo';
import { openPersistentMemoryStore } from './persist';

export interface OpenedStore {
  store: Store;
  kind: StoreKind;
  /** the MongoDB connection (GridFS uses it); absent on the memory store */
  connection?: Connection;
  /** the memory store's data file, when it keeps its data on disk */
  dataFile?: string;
  /** writes what is pending (the persistent memory store; a no-op elsewhere) */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  /**
   * The memory store keeps its data in DATA_DIR/memory-store.json (issue 10 §1). server.ts asks
   * for it; tests don't, so each test's memory store starts empty and writes nothing.
   */
  persistMemory?: boolean;
}

/** No MongoDB binary could be found or downloaded: the only case that may fall back to memory. */
export class MongoBinaryUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MongoBinaryUnavailableError';
  }
}

/** The embedded MongoDB has a binary but did not start (lock, incompatible files, too slow …). */
export class EmbeddedMongoStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbeddedMongoStartError';
  }
}

/**
 * Store selection (DESIGN §4, issue 10 §4): MONGODB_URI → that MongoDB; otherwise an embedded
 * mongodb-memory-server with its data under DATA_DIR/mongo. Only when no MongoDB binary can be
 * had (offline machines) does it fall back to the memory store, with one warning, and never in
 * production. A binary that cannot start on DATA_DIR/mongo (another mongod holds its lock,
 * incompatible files, too slow) stops the start with a clear message. DATA_STORE forces a choice.
 */
export async function openStore(config: Config, logger: Logger, options: OpenStoreOptions = {}): Promise<OpenedStore> {
  if (config.dataStore === 'memory') return memory();

  if (config.mongodbUri) {
    const conn = await connectMongo(config.mongodbUri);
    return { store: await storeOn(conn), kind: 'mongo', connection: conn, flush: async () => {}, close: () => conn.close() };
  }

  let binary: string;
  try {
    binary = await resolveMongoBinary({ logger, downloads: config.embeddedMongoDownload });
  } catch (err) {
    if (config.dataStore === 'mongo') throw err;
    const reason = firstLine(err);
    if (config.isProduction) {
      throw new Error(
        `MongoDB embebido no disponible (${reason}). En producción no se usa el almacén en memoria sin pedirlo: define MONGODB_URI (o DATA_STORE=memory para aceptarlo).`,
        { cause: err },
      );
    }
    logger.warn(
      `MongoDB embebido no disponible (${reason}); se usa el almacén en memoria${options.persistMemory ? `, guardado en ${path.join(config.dataDir, 'memory-store.json')}` : ''}. Define MONGODB_URI para usar MongoDB.`,
    );
    return memory();
  }

  const embedded = await startEmbeddedMongo(config.dataDir, { binary });
  try {
    const conn = await connectMongo(embedded.uri);
    return {
      store: await storeOn(conn),
      kind: 'embedded',
      connection: conn,
      flush: async () => {},
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

  async function memory(): Promise<OpenedStore> {
    if (!options.persistMemory) return { store: createMemoryStore(), kind: 'memory', flush: async () => {}, close: async () => {} };
    const persistent = await openPersistentMemoryStore({ dataDir: config.dataDir, logger });
    return { store: persistent.store, kind: 'memory', dataFile: persistent.file, flush: persistent.flush, close: persistent.close };
  }
}

/** The error's message on one line (the library's download error spans two), at most 200 characters. */
const firstLine = (err: unknown) => {
  const text = ((err as Error)?.message ?? String(err)).replace(/\s+/g, ' ').replace(/,? Details: ?/, ': ').trim();
  return (text.length > 200 ? `${text.slice(0, 199)}…` : text) || 'desconocido';
};

/**
 * The mongod binary: one already on the machine (cache, MONGOMS_SYSTEM_BINARY), or a download
 * (~100 MB, once) when downloads are allowed, said in the log first. Throws
 * MongoBinaryUnavailableError when none can be had; the library's own download errors are kept
 * out of the log (one clear line is printed by the caller instead).
 */
export async function resolveMongoBinary({ logger, downloads = true }: { logger?: Logger; downloads?: boolean } = {}): Promise<string> {
  const { DryMongoBinary, MongoBinary } = await import('mongodb-memory-server');
  try {
    const found = await DryMongoBinary.locateBinary(await DryMongoBinary.generateOptions());
    if (found) return found;
  } catch (err) {
    throw new MongoBinaryUnavailableError(firstLine(err), { cause: err });
  }
  if (!downloads) throw new MongoBinaryUnavailableError('no hay binario de MongoDB y las descargas están desactivadas');
  logger?.info(
    'Descargando MongoDB (~100 MB, solo la primera vez) para el almacén embebido. Para evitarlo: MONGODB_URI=mongodb://… (un MongoDB propio) o DATA_STORE=memory.',
  );
  // one attempt (package.json: config.mongodbMemoryServer.maxRetries): offline it fails fast, and
  // the next start simply tries again
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Could NOT download')) return;
    originalError(...args);
  };
  try {
    return await MongoBinary.getPath();
  } catch (err) {
    throw new MongoBinaryUnavailableError(`no se pudo descargar MongoDB: ${firstLine(err)}`, { cause: err });
  } finally {
    console.error = originalError;
  }
}

/**
 * Starts mongodb-memory-server with a persistent dbPath. Without `binary`, resolves one first
 * (MongoBinaryUnavailableError when none can be had). A mongod that cannot start on the dbPath,
 * or is slower than `timeoutMs`, is an EmbeddedMongoStartError with what to do about it.
 */
export async function startEmbeddedMongo(
  dataDir: string,
  opts: { binary?: string; timeoutMs?: number; downloads?: boolean } = {},
): Promise<{ uri: string; stop(): Promise<void> }> {
  const { binary: given, timeoutMs = 60_000, downloads = true } = opts;
  // the library finds the same binary again (it caches what it located)
  if (!given) await resolveMongoBinary({ downloads });
  const { MongoMemoryServer } = await import('mongodb-memory-server');
  const dbPath = path.join(dataDir, 'mongo');
  fs.mkdirSync(dbPath, { recursive: true });
  const start = MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger' } });
  let timer: NodeJS.Timeout | undefined;
  let server: Awaited<typeof start> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`tardó más de ${Math.round(timeoutMs / 1000)} s en arrancar`)), timeoutMs);
  });
  try {
    server = await Promise.race([start, timeout]);
    const s = server;
    return { uri: s.getUri('guia-cuba'), stop: async () => void (await s.stop({ doCleanup: false })) };
  } catch (err) {
    throw new EmbeddedMongoStartError(explainStartFailure(dbPath, err), { cause: err });
  } finally {
    clearTimeout(timer);
    // A server that comes up after the time-out is stopped, not left running on the dbPath.
    start.then((s) => (s === server ? undefined : s.stop({ doCleanup: false }))).catch(() => undefined);
  }
}

function explainStartFailure(dbPath: string, err: unknown): string {
  const text = String((err as Error)?.message ?? err);
  let hint = 'Revisa el registro de mongod; los datos no se han tocado.';
  if (/lock|DBPathInUse|already in use/i.test(text)) {
    hint = `Otro mongod usa esa carpeta (¿queda uno de un arranque anterior?): detenlo; si seguro que no hay ninguno, borra ${path.join(dbPath, 'mongod.lock')}.`;
  } else if (/featureCompatibilityVersion|incompatible|UPGRADE|wiredtiger.*version|unsupported/i.test(text)) {
    hint = 'Los archivos son de otra versión de MongoDB: arranca con la versión que los creó, o mueve esa carpeta a otro sitio.';
  } else if (/tardó más/.test(text)) {
    hint = 'La máquina va lenta o el disco está ocupado: vuelve a intentarlo.';
  }
  return `MongoDB embebido no pudo arrancar con los datos de ${dbPath}: ${text.split('\n')[0]}. ${hint} (No se usa el almacén en memoria para no ocultar tus datos.)`;
}
