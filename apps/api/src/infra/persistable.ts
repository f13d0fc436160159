/**
 * What a memory repository offers so the embedded default keeps its data (issue 10 §1): its
 * whole state as plain data, and that state put back. Not part of the ports: only
 * store/persist.ts calls it, on the memory adapters.
 *
 * `exportState` answers records as they are (Dates stay Dates: persist.ts tags them in the file);
 * `importState` replaces everything the repository holds and rebuilds its derived indexes. It
 * throws on data it cannot read, so a corrupt file is noticed, never half-loaded.
 */
export interface Persistable {
  exportState(): unknown;
  importState(data: unknown): void;
}

export const isPersistable = (x: unknown): x is Persistable =>
  typeof (x as Persistable | null)?.exportState === 'function' && typeof (x as Persistable | null)?.importState === 'function';

/** The records of a state written by exportState as `{ records: [...] }`; throws when it is not that. */
export function recordsOf<T extends { _id: string }>(data: unknown, what: string): T[] {
  const records = (data as { records?: unknown } | null)?.records;
  if (!Array.isArray(records)) throw new Error(`${what}: no records`);
  for (const r of records) {
    if (!r || typeof r !== 'object' || typeof (r as { _id?: unknown })._id !== 'string') throw new Error(`${what}: a record without _id`);
  }
  return records as T[];
}
