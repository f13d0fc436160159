import type { Connection } from 'mongoose';
import { recordsOf, type Persistable } from '../infra/persistable';

/**
 * Facts about the database itself (issue 10 §3): that the seed ran and when, that the admin was
 * created … One record per key. `claim` is the atomic "insert when absent" that makes it a lock:
 * of two processes starting together, exactly one gets true.
 */
export interface MetaRepository {
  get<T = unknown>(key: string): Promise<T | null>;
  /** stores `value` under `key` when no record has that key; true when this call stored it */
  claim(key: string, value: unknown): Promise<boolean>;
  /** stores `value` under `key`, replacing what was there */
  set(key: string, value: unknown): Promise<void>;
  /** resolves when the store answers (the health check); rejects when it does not */
  ping(): Promise<void>;
}

export function createMemoryMetaRepository(): MetaRepository & Persistable {
  const rows = new Map<string, unknown>();
  const clone = <T>(v: T): T => (v === undefined ? v : structuredClone(v));
  return {
    async get<T>(key: string) {
      return rows.has(key) ? (clone(rows.get(key)) as T) : null;
    },
    async claim(key, value) {
      if (rows.has(key)) return false;
      rows.set(key, clone(value));
      return true;
    },
    async set(key, value) {
      rows.set(key, clone(value));
    },
    async ping() {},
    exportState() {
      return { records: [...rows].map(([k, v]) => ({ _id: k, value: clone(v) })) };
    },
    importState(data) {
      rows.clear();
      for (const r of recordsOf<{ _id: string; value: unknown }>(data, 'meta')) rows.set(r._id, r.value);
    },
  };
}

interface MetaDoc {
  _id: string;
  value: unknown;
}

/** Collection `meta`, one document per key (`_id` is the key, so it is unique). */
export function createMongoMetaRepository(conn: Connection, pingTimeoutMs = 2000): MetaRepository {
  const meta = () => conn.collection<MetaDoc>('meta');
  return {
    async get<T>(key: string) {
      const d = await meta().findOne({ _id: key });
      return d ? (d.value as T) : null;
    },
    async claim(key, value) {
      try {
        await meta().insertOne({ _id: key, value });
        return true;
      } catch (err) {
        if ((err as { code?: number } | null)?.code === 11000) return false;
        throw err;
      }
    },
    async set(key, value) {
      await meta().replaceOne({ _id: key }, { value }, { upsert: true });
    },
    async ping() {
      // a ping while the server is away waits for server selection: bounded here
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('ping timed out')), pingTimeoutMs);
      });
      try {
        const db = conn.db;
        if (!db) throw new Error('not connected');
        await Promise.race([db.command({ ping: 1 }), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
