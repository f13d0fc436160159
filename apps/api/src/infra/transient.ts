import type { Connection } from 'mongoose';

/**
 * State that must be shared when several API instances run behind a proxy, and that may expire
 * (issue 10 §10): the Google nearby cache, rate-limit windows, the once-per-hour counter rule.
 * On MongoDB a TTL collection (`transient`, documents removed after `expires_at`); in the memory
 * store a bounded map. Every read ignores what has expired, whether or not it was removed yet.
 */
export interface TransientRepository {
  /** the live value under `key`, or null */
  get<T = unknown>(key: string): Promise<T | null>;
  /** stores `value` under `key` for `ttlMs` */
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** atomic: true (and the key held for `ttlMs`) when no live record has the key; false otherwise */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** forgets the key (undoes a claim) */
  release(key: string): Promise<void>;
  /**
   * Fixed window counter: adds `by` to the key's count, starting a window of `windowMs` when none
   * is live, and answers the new count and when its window ends. `by` may be negative or 0.
   */
  hit(key: string, windowMs: number, by?: number): Promise<{ count: number; resetAt: Date }>;
}

/** At most this many keys in the memory store's map (expired ones go first, then the oldest). */
const MAX_KEYS = 100_000;

interface Row {
  value?: unknown;
  count: number;
  expiresAt: number;
}

export function createMemoryTransientRepository(maxKeys = MAX_KEYS): TransientRepository {
  const rows = new Map<string, Row>();
  const live = (key: string, now = Date.now()) => {
    const r = rows.get(key);
    if (r && r.expiresAt > now) return r;
    if (r) rows.delete(key);
    return undefined;
  };
  const put = (key: string, row: Row) => {
    rows.delete(key);
    rows.set(key, row);
    if (rows.size > maxKeys) {
      const now = Date.now();
      for (const [k, r] of rows) if (r.expiresAt <= now) rows.delete(k);
      for (const k of rows.keys()) {
        if (rows.size <= maxKeys) break;
        rows.delete(k);
      }
    }
  };
  return {
    async get<T>(key: string) {
      const r = live(key);
      return r && r.value !== undefined ? (structuredClone(r.value) as T) : null;
    },
    async set(key, value, ttlMs) {
      put(key, { value: structuredClone(value), count: 0, expiresAt: Date.now() + ttlMs });
    },
    async claim(key, ttlMs) {
      if (live(key)) return false;
      put(key, { count: 0, expiresAt: Date.now() + ttlMs });
      return true;
    },
    async release(key) {
      rows.delete(key);
    },
    async hit(key, windowMs, by = 1) {
      const now = Date.now();
      const r = live(key, now);
      if (r) {
        r.count += by;
        return { count: r.count, resetAt: new Date(r.expiresAt) };
      }
      const row = { count: by, expiresAt: now + windowMs };
      put(key, row);
      return { count: row.count, resetAt: new Date(row.expiresAt) };
    },
  };
}

interface TransientDoc {
  _id: string;
  value?: unknown;
  count?: number;
  expires_at: Date;
}

/** Collection `transient` with a TTL index on `expires_at` (created by ensureTransientIndexes). */
export function createMongoTransientRepository(conn: Connection): TransientRepository {
  const col = () => conn.collection<TransientDoc>('transient');
  return {
    async get<T>(key: string) {
      const d = await col().findOne({ _id: key, expires_at: { $gt: new Date() } });
      return d && d.value !== undefined ? (d.value as T) : null;
    },
    async set(key, value, ttlMs) {
      await col().replaceOne({ _id: key }, { value, expires_at: new Date(Date.now() + ttlMs) }, { upsert: true });
    },
    async claim(key, ttlMs) {
      const now = new Date();
      try {
        // matches only an expired record; with none at all the upsert inserts; a live one makes
        // the upsert collide with its _id (E11000): someone else holds the key
        await col().updateOne(
          { _id: key, expires_at: { $lte: now } },
          { $set: { expires_at: new Date(now.getTime() + ttlMs), count: 0 }, $unset: { value: '' } },
          { upsert: true },
        );
        return true;
      } catch (err) {
        if ((err as { code?: number } | null)?.code === 11000) return false;
        throw err;
      }
    },
    async release(key) {
      await col().deleteOne({ _id: key });
    },
    async hit(key, windowMs, by = 1) {
      const now = new Date();
      const fresh = { $not: [{ $gt: ['$expires_at', now] }] };
      for (let attempt = 0; ; attempt += 1) {
        try {
          // one pipeline update: a live window adds to its count, an expired or absent one starts anew
          const d = await col().findOneAndUpdate(
            { _id: key },
            [
              {
                $set: {
                  count: { $cond: [fresh, by, { $add: [{ $ifNull: ['$count', 0] }, by] }] },
                  expires_at: { $cond: [fresh, new Date(now.getTime() + windowMs), '$expires_at'] },
                },
              },
            ],
            { upsert: true, returnDocument: 'after' },
          );
          return { count: d?.count ?? by, resetAt: d?.expires_at ?? new Date(now.getTime() + windowMs) };
        } catch (err) {
          // two first hits at once: one upsert inserts, the other collides once and then updates
          if ((err as { code?: number } | null)?.code !== 11000 || attempt >= 2) throw err;
        }
      }
    },
  };
}

/** The TTL index: MongoDB removes a document once `expires_at` is past (its monitor runs every minute). */
export async function ensureTransientIndexes(conn: Connection): Promise<void> {
  await conn.collection('transient').createIndex({ expires_at: 1 }, { expireAfterSeconds: 0, name: 'expires_at_ttl' });
}

/**
 * The version of the data an answer was built from (issue 19: the nearby answer kept encoded).
 * Every write through a port wrapped by `versionWrites` moves it on, before the write is
 * acknowledged; a cache keyed by it never serves what was read before an acknowledged write. In
 * the memory store a counter; on MongoDB one document every instance increments and reads (so an
 * instance sees another's writes, or an import run by `pnpm osm:import`, at its next request).
 */
export interface DataVersion {
  /** the current version (an opaque string) */
  read(): Promise<string>;
  /** moves the version on */
  bump(): void | Promise<void>;
}

export function createMemoryDataVersion(): DataVersion {
  let n = 0;
  return {
    async read() {
      return String(n);
    },
    bump() {
      n += 1;
    },
  };
}

/** Collection `data_versions`, one document per name (`{ _id, n }`; absent reads as 0). */
export function createMongoDataVersion(conn: Connection, name = 'answers'): DataVersion {
  const col = () => conn.collection<{ _id: string; n: number }>('data_versions');
  return {
    async read() {
      const d = await col().findOne({ _id: name });
      return String(d?.n ?? 0);
    },
    async bump() {
      await col().updateOne({ _id: name }, { $inc: { n: 1 } }, { upsert: true });
    },
  };
}

const VERSION = Symbol('data version');

/**
 * `repo` with every method but `reads` moving `version` on after it ran (whether it succeeded or
 * threw: a failed write may have changed something). A method not listed as a read counts as a
 * write, so a new write method can never be forgotten. The wrapped port carries its version
 * (dataVersionOf).
 */
export function versionWrites<T extends object>(repo: T, version: DataVersion, reads: readonly (keyof T & string)[]): T {
  const isRead = new Set<PropertyKey>(reads);
  // by function, not by name: a method replaced on the port (a test's fault) is wrapped anew
  const wrapped = new WeakMap<object, unknown>();
  return new Proxy(repo, {
    get(target, key, receiver) {
      if (key === VERSION) return version;
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || isRead.has(key)) return value;
      let w = wrapped.get(value);
      if (!w) {
        const method = value as (...args: unknown[]) => unknown;
        w = function versioned(this: unknown, ...args: unknown[]) {
          let out: unknown;
          try {
            out = method.apply(target, args);
          } catch (err) {
            // a synchronous method that threw: the version moves, its own failure is not this one
            Promise.resolve(version.bump()).catch(() => undefined);
            throw err;
          }
          if (out && typeof (out as Promise<unknown>).then === 'function') {
            const after = async () => {
              await version.bump();
            };
            return (out as Promise<unknown>).then(
              async (v) => {
                await after();
                return v;
              },
              async (err) => {
                await after();
                throw err;
              },
            );
          }
          const bumped = version.bump();
          // a synchronous method (importState) on a version that answers later: not awaited
          if (bumped) bumped.catch(() => undefined);
          return out;
        };
        wrapped.set(value, w);
      }
      return w;
    },
  });
}

/** The version every one of `ports` moves (one DataVersion for all), or null when one is not wrapped or they differ (nothing may be cached). */
export function dataVersionOf(ports: readonly object[]): DataVersion | null {
  let found: DataVersion | null = null;
  for (const p of ports) {
    const v = (p as { [VERSION]?: DataVersion })[VERSION];
    if (!v || (found && v !== found)) return null;
    found = v;
  }
  return found;
}

/**
 * Answers kept ready to send, per API instance (issue 19): at most `maxEntries`, and at most
 * `maxBytes` of their `bytes` (counted as they are when the next one is added: an answer that
 * grew a compressed form since counts it then), least recently used out first. `get(key, make)`
 * answers the kept value or makes it once: a second request for the same key while the first is
 * being made waits for that one (at a minute's turn 50 connections asking the same question make
 * one answer, not 50). A value with `keep: false` goes to those waiting and is not kept.
 */
export class AnswerCache<V extends { bytes: number; keep?: boolean }> {
  private readonly rows = new Map<string, Promise<V>>();
  private readonly made = new Map<string, V>();

  constructor(
    private readonly maxEntries = 64,
    private readonly maxBytes = 32 * 2 ** 20,
  ) {}

  get(key: string, make: () => Promise<V>): Promise<V> {
    const kept = this.rows.get(key);
    if (kept) {
      // most recently used last
      this.rows.delete(key);
      this.rows.set(key, kept);
      return kept;
    }
    const pending = make();
    this.rows.set(key, pending);
    pending.then(
      (v) => {
        if (this.rows.get(key) !== pending) return;
        if (v.keep === false) this.rows.delete(key);
        else {
          this.made.set(key, v);
          this.trim();
        }
      },
      () => {
        // a failure is not kept: the next request tries again
        if (this.rows.get(key) === pending) this.rows.delete(key);
      },
    );
    this.trim();
    return pending;
  }

  get size(): number {
    return this.rows.size;
  }

  private trim(): void {
    let total = 0;
    for (const v of this.made.values()) total += v.bytes;
    for (const key of this.rows.keys()) {
      if (this.rows.size <= 1 || (this.rows.size <= this.maxEntries && total <= this.maxBytes)) break;
      this.rows.delete(key);
      total -= this.made.get(key)?.bytes ?? 0;
      this.made.delete(key);
    }
  }
}
