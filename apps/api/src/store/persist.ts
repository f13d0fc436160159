import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { Logger } from '../shared/logger';
import { createMemoryStore } from './memory';
import { isPersistable, type Persistable } from '../infra/persistable';
import type { Store } from './types';

/**
 * The embedded default keeps its data (issue 10 §1): the memory store, when it is the app's store,
 * loads `DATA_DIR/memory-store.json` at start and writes it back atomically (temporary file +
 * fsync + rename, by write-file-atomic) at most `delayMs` after a change, and on close (SIGTERM).
 * A crash loses at most the last second. A file that cannot be read or understood is moved aside
 * (renamed with a timestamp) with a loud error in the log, never silently replaced; one written
 * by a newer version stops the start. Only one process may use the file (a pid lock beside it).
 */

export const MEMORY_STORE_FILE = 'memory-store.json';
const FORMAT = 'guia-cuba/memory-store';
const VERSION = 1;

/** Method names that never change anything: calls to them leave the store clean. */
const READ = /^(list|find|get|nearby|search|promoted|elite|count|page|filesInUse|filesOfBusiness|ping|exportState|lastImport)/;

export interface PersistentMemoryStore {
  store: Store;
  /** the data file */
  file: string;
  /** writes pending changes now */
  flush(): Promise<void>;
  /** flushes, stops writing and releases the lock */
  close(): Promise<void>;
}

export interface PersistOptions {
  dataDir: string;
  logger: Logger;
  /** the longest a change waits to be written (1 s) */
  delayMs?: number;
}

/** Dates survive the round trip as `{ "$date": "…ISO…" }`. */
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.toISOString() } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const d = (value as { $date?: unknown }).$date;
    if (keys.length === 1 && typeof d === 'string') {
      const date = new Date(d);
      if (Number.isNaN(date.getTime())) throw new Error(`fecha no válida: ${d}`);
      return date;
    }
  }
  return value;
}

type Parts = Record<string, Persistable>;

function persistableParts(store: Store): Parts {
  const parts: Parts = {};
  for (const [name, repo] of Object.entries(store)) if (isPersistable(repo)) parts[name] = repo;
  return parts;
}

/** A newer app wrote it: not corrupt, but not ours to read or overwrite. */
class NewerFormatError extends Error {}

/** Loads `text` into a fresh memory store; throws when it is not a store file this version reads. */
function storeFromText(text: string): Store {
  const doc = JSON.parse(text, reviver) as { format?: unknown; version?: unknown; data?: unknown };
  if (!doc || typeof doc !== 'object' || doc.format !== FORMAT) throw new Error('no es un archivo del almacén en memoria');
  if (typeof doc.version !== 'number') throw new Error('sin versión');
  if (doc.version > VERSION) throw new NewerFormatError(`escrito por una versión más nueva (formato ${doc.version})`);
  if (!doc.data || typeof doc.data !== 'object') throw new Error('sin datos');
  const store = createMemoryStore();
  const data = doc.data as Record<string, unknown>;
  for (const [name, part] of Object.entries(persistableParts(store))) {
    if (data[name] !== undefined) part.importState(data[name]);
  }
  return store;
}

function acquireLock(lockFile: string) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `Otro proceso (pid ${pid}) ya usa el almacén en memoria de ${path.dirname(lockFile)}. ` +
            'Detenlo, o usa otro DATA_DIR; para varios servidores a la vez usa MongoDB (MONGODB_URI).',
        );
      }
      // left behind by a process that is gone
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openPersistentMemoryStore({ dataDir, logger, delayMs = 1000 }: PersistOptions): Promise<PersistentMemoryStore> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, MEMORY_STORE_FILE);
  const lockFile = `${file}.lock`;
  acquireLock(lockFile);

  let raw: Store;
  try {
    raw = load();
  } catch (err) {
    fs.rmSync(lockFile, { force: true });
    throw err;
  }

  function load(): Store {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        logger.info(`Almacén en memoria: sin datos previos; se guardarán en ${file}`);
        return createMemoryStore();
      }
      return moveAside(err);
    }
    try {
      const store = storeFromText(text);
      logger.info(`Almacén en memoria: datos cargados de ${file}`);
      return store;
    } catch (err) {
      if (err instanceof NewerFormatError) {
        throw new Error(`${file} fue ${err.message}: actualiza la aplicación o usa otro DATA_DIR.`);
      }
      return moveAside(err);
    }
  }

  /** The file is kept under another name and the store starts empty; never silently. */
  function moveAside(cause: unknown): Store {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const aside = `${file}.corrupt-${stamp}`;
    try {
      fs.renameSync(file, aside);
    } catch (err) {
      throw new Error(
        `No se pudo leer ${file} (${(cause as Error)?.message ?? cause}) ni apartarlo (${(err as Error).message}). ` +
          'Revisa el archivo y sus permisos; no se arranca para no sobrescribirlo.',
        { cause },
      );
    }
    logger.error(
      `¡ATENCIÓN! ${file} no se pudo leer (${(cause as Error)?.message ?? cause}). Se ha apartado como ${aside} ` +
        'y el almacén en memoria empieza vacío. Recupera los datos de ese archivo si los necesitas.',
    );
    return createMemoryStore();
  }

  const parts = persistableParts(raw);
  let dirty = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let saving: Promise<void> | undefined;

  function serialize(): string {
    const data: Record<string, unknown> = {};
    for (const [name, part] of Object.entries(parts)) data[name] = part.exportState();
    return JSON.stringify({ format: FORMAT, version: VERSION, saved_at: new Date(), data }, replacer);
  }

  function schedule() {
    if (closed || timer || saving) return;
    timer = setTimeout(() => void save(), delayMs);
  }

  function markDirty() {
    dirty = true;
    schedule();
  }

  function save(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (saving) return saving;
    if (!dirty) return Promise.resolve();
    dirty = false;
    let text: string;
    try {
      text = serialize();
    } catch (err) {
      logger.error({ err }, 'Almacén en memoria: no se pudieron serializar los datos');
      dirty = true;
      return Promise.resolve();
    }
    saving = writeFileAtomic(file, text, { encoding: 'utf8', fsync: true })
      .catch((err: unknown) => {
        logger.error({ err }, `Almacén en memoria: no se pudo escribir ${file}; se reintenta`);
        dirty = true;
      })
      .finally(() => {
        saving = undefined;
        if (dirty) schedule();
      });
    return saving;
  }

  async function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (saving) await saving;
    if (dirty) await save();
  }

  /** Every call that is not a read marks the store dirty, once done (or failed). */
  function tracked<T extends object>(repo: T): T {
    return new Proxy(repo, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function' || (typeof prop === 'string' && READ.test(prop))) return value;
        return function (this: unknown, ...args: unknown[]) {
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          markDirty();
          if (result && typeof (result as Promise<unknown>).then === 'function') {
            (result as Promise<unknown>).then(markDirty, markDirty);
          }
          return result;
        };
      },
    });
  }

  const store = Object.fromEntries(
    Object.entries(raw).map(([name, repo]) => [name, name in parts ? tracked(repo as object) : repo]),
  ) as unknown as Store;

  return {
    store,
    file,
    flush,
    async close() {
      await flush();
      closed = true;
      if (timer) clearTimeout(timer);
      fs.rmSync(lockFile, { force: true });
    },
  };
}
