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
