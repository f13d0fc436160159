import type { MapArchiveInfo } from './map-info';

/**
 * The basemap archive kept on the phone (issue 16 item 3). The whole PMTiles file goes to the
 * Origin Private File System (`navigator.storage.getDirectory()`), or to IndexedDB where OPFS
 * cannot write; the Cache API is no use here (it refuses the 206 answers the map reads).
 * Downloaded with a streaming `fetch`, so progress can be shown; the map then reads it with a
 * `pmtiles` FileSource (see basemap.ts).
 */
export interface SavedMapMeta {
  etag: string;
  bytes: number;
  /** ISO date of the download. */
  savedAt: string;
  kind: MapArchiveInfo['kind'];
  attribution: string;
  minzoom: number;
  maxzoom: number;
  /** Where the archive is: an OPFS file name, or the IndexedDB key. */
  file: string;
  store: 'opfs' | 'idb';
}

export interface SavedMap {
  meta: SavedMapMeta;
  /** The archive (an OPFS File, or the Blob kept in IndexedDB). */
  file: Blob;
}

/** Not enough room on the phone: what the archive needs and what is left, in bytes. */
export class NotEnoughSpaceError extends Error {
  constructor(
    readonly needed: number,
    readonly free: number,
  ) {
    super('not enough space');
    this.name = 'NotEnoughSpaceError';
  }
}

export class StorageUnsupportedError extends Error {
  constructor() {
    super('no OPFS nor IndexedDB');
    this.name = 'StorageUnsupportedError';
  }
}

const DIR = 'mapa-sin-conexion';
const META = 'meta.json';
const IDB_NAME = 'guia-mapa';
const IDB_STORE = 'archivo';

// ---- change notices (the map switches to the saved copy as soon as it exists) -----------------
const changes = new EventTarget();
export function onSavedMapChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}
const notify = () => changes.dispatchEvent(new Event('change'));

// ---- OPFS --------------------------------------------------------------------------------------
async function opfsDir(): Promise<FileSystemDirectoryHandle | null> {
  try {
    const root = await navigator.storage?.getDirectory?.();
    return root ? await root.getDirectoryHandle(DIR, { create: true }) : null;
  } catch {
    return null;
  }
}

async function opfsReadMeta(dir: FileSystemDirectoryHandle): Promise<SavedMapMeta | null> {
  try {
    const file = await (await dir.getFileHandle(META)).getFile();
    return JSON.parse(await file.text()) as SavedMapMeta;
  } catch {
    return null;
  }
}

async function opfsWriteText(dir: FileSystemDirectoryHandle, name: string, text: string) {
  const writable = await (await dir.getFileHandle(name, { create: true })).createWritable();
  await writable.write(text);
  await writable.close();
}

async function opfsClear(dir: FileSystemDirectoryHandle, keep?: string) {
  const names: string[] = [];
  // remove the meta first: a half-removed copy is never taken for a saved one
  for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
  names.sort((a, b) => (a === META ? -1 : b === META ? 1 : 0));
  for (const name of names) if (name !== keep) await dir.removeEntry(name).catch(() => undefined);
}

// ---- IndexedDB -----------------------------------------------------------------------------------
function idbOpen(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(IDB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(IDB_STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB'));
  });
}

async function idb<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await idbOpen();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(IDB_STORE, mode);
      const req = run(tx.objectStore(IDB_STORE));
      tx.oncomplete = () => resolve(req ? req.result : undefined);
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB'));
      tx.onabort = () => reject(tx.error ?? new Error('indexedDB'));
    });
  } finally {
    db.close();
  }
}

const hasIdb = () => typeof indexedDB !== 'undefined';

// ---- reading -----------------------------------------------------------------------------------
/** The saved copy's details, or null when there is none. */
export async function savedMapMeta(): Promise<SavedMapMeta | null> {
  return (await readSavedMap())?.meta ?? null;
}

/** The saved copy (details and archive), or null when there is none or it cannot be read. */
export async function readSavedMap(): Promise<SavedMap | null> {
  const dir = await opfsDir();
  if (dir) {
    const meta = await opfsReadMeta(dir);
    if (meta) {
      try {
        return { meta, file: await (await dir.getFileHandle(meta.file)).getFile() };
      } catch {
        // the archive went (the browser evicted it): no saved copy
      }
    }
  }
  if (hasIdb()) {
    try {
      const meta = await idb<SavedMapMeta | undefined>('readonly', (s) => s.get(META));
      const file = meta ? await idb<Blob | undefined>('readonly', (s) => s.get(meta.file)) : undefined;
      if (meta && file) return { meta, file };
    } catch {
      // no IndexedDB (private mode): nothing saved
    }
  }
  return null;
}

// ---- writing -----------------------------------------------------------------------------------
interface Sink {
  store: SavedMapMeta['store'];
  file: string;
  write(chunk: Uint8Array): Promise<void>;
  /** Makes the copy the saved one (details last), and removes the one it replaces. */
  commit(meta: SavedMapMeta): Promise<void>;
  abort(): Promise<void>;
}

async function openSink(): Promise<Sink> {
  const file = `mapa-${Date.now()}.pmtiles`;
  const dir = await opfsDir();
  if (dir) {
    try {
      const handle = await dir.getFileHandle(file, { create: true });
      if (typeof handle.createWritable === 'function') {
        const writable = await handle.createWritable();
        return {
          store: 'opfs',
          file,
          write: (chunk) => writable.write(chunk as Uint8Array<ArrayBuffer>),
          async commit(meta) {
            await writable.close();
            // the copy it replaces goes (details first), then the new one's details make it the saved one
            await opfsClear(dir, file).catch(() => undefined);
            await opfsWriteText(dir, META, JSON.stringify(meta));
            if (hasIdb()) await idb('readwrite', (s) => s.clear()).catch(() => undefined);
          },
          async abort() {
            await writable.abort().catch(() => undefined);
            await dir.removeEntry(file).catch(() => undefined);
          },
        };
      }
      await dir.removeEntry(file).catch(() => undefined);
    } catch {
      // OPFS cannot write here (Safari's main thread): IndexedDB below
    }
  }
  if (!hasIdb()) throw new StorageUnsupportedError();
  const chunks: Uint8Array[] = [];
  return {
    store: 'idb',
    file,
    write: async (chunk) => {
      chunks.push(chunk);
    },
    async commit(meta) {
      const blob = new Blob(chunks as Uint8Array<ArrayBuffer>[], { type: 'application/vnd.pmtiles' });
      chunks.length = 0;
      await idb('readwrite', (s) => {
        s.clear();
        s.put(blob, file);
        s.put(meta, META);
      });
      if (dir) await opfsClear(dir).catch(() => undefined);
    },
    async abort() {
      chunks.length = 0;
    },
  };
}

/** Free bytes for the map: the browser's quota left, plus what the saved copy it replaces holds. */
export async function freeSpace(): Promise<number | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate || typeof estimate.quota !== 'number') return null;
    const current = (await savedMapMeta())?.bytes ?? 0;
    return Math.max(0, estimate.quota - (estimate.usage ?? 0)) + current;
  } catch {
    return null;
  }
}

export interface DownloadOptions {
  /** 0..1 as the bytes arrive. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/**
 * Downloads the whole archive the server names and keeps it on the phone. Checks the space first
 * (NotEnoughSpaceError) and asks the browser to keep it (persist). A failed or cancelled download
 * leaves the previous copy, if any, as it was.
 */
export async function downloadMap(info: MapArchiveInfo, { onProgress, signal }: DownloadOptions = {}): Promise<SavedMapMeta> {
  const free = await freeSpace();
  if (free !== null && free < info.bytes) throw new NotEnoughSpaceError(info.bytes, free);
  await navigator.storage?.persist?.().catch(() => false);

  const res = await fetch(info.url, { signal, cache: 'no-store' });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  const total = info.bytes || Number(res.headers.get('Content-Length')) || 0;
  const sink = await openSink();
  const reader = res.body.getReader();
  let received = 0;
  try {
    onProgress?.(0);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await sink.write(value);
      received += value.byteLength;
      if (total) onProgress?.(Math.min(1, received / total));
    }
    if (total && received !== total) throw new Error(`incomplete: ${received}/${total}`);
    const meta: SavedMapMeta = {
      etag: info.etag,
      bytes: received,
      savedAt: new Date().toISOString(),
      kind: info.kind,
      attribution: info.attribution,
      minzoom: info.minzoom,
      maxzoom: info.maxzoom,
      file: sink.file,
      store: sink.store,
    };
    await sink.commit(meta);
    notify();
    return meta;
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    await sink.abort();
    throw error;
  }
}

/** Removes the saved copy and frees its space. */
export async function deleteSavedMap(): Promise<void> {
  const dir = await opfsDir();
  if (dir) await opfsClear(dir);
  if (hasIdb()) await idb('readwrite', (s) => s.clear()).catch(() => undefined);
  notify();
}

/** '4,2 MB' (1 MB = 1 000 000 bytes, as phones count), '85 MB' from 10 MB up; '4.2 MB' with locale 'en-US' (the page's language). */
export function formatMegabytes(bytes: number, locale = 'es-ES'): string {
  const mb = bytes / 1_000_000;
  const digits = mb >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(mb)} MB`;
}
