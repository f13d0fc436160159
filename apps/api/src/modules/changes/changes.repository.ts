import type { ChangeKind } from '@guia/contracts';

/** One recorded change to a business's page (issue 21 §1). */
export interface ChangeRecord {
  _id: string;
  business_id: string;
  user_id: string;
  by_owner: boolean;
  kind: ChangeKind;
  before: unknown;
  after: unknown;
  created_at: Date;
  reverted_at?: Date;
  reverted_by?: string;
}

export type NewChange = Omit<ChangeRecord, '_id' | 'created_at' | 'reverted_at' | 'reverted_by'>;

/** The changes port: an append-only log, newest first. */
export interface ChangesRepository {
  create(input: NewChange): Promise<ChangeRecord>;
  findById(id: string): Promise<ChangeRecord | null>;
  page(opts: { business_id?: string; offset: number; limit: number }): Promise<{ items: ChangeRecord[]; total: number }>;
  /** the newest change of this kind to this business that is not itself undone */
  latest(businessId: string, kind: ChangeKind): Promise<ChangeRecord | null>;
  /** marks it undone, only if it was not: false otherwise */
  markReverted(id: string, by: string, at: Date): Promise<boolean>;
  /**
   * The URLs among `urls` that a change not undone names in its before or after (kind 'photos':
   * `photos`, `thumbnails`): an undo could bring them back, so their files stay stored. The changes
   * of `exceptBusinessId` do not count (that business is gone: nothing can be undone on it).
   */
  filesInUse(urls: string[], exceptBusinessId?: string): Promise<string[]>;
  /** Every stored file the changes of a business name (its photos' changes): what may go with it when it is deleted. */
  filesOfBusiness(businessId: string): Promise<string[]>;
}

/** The stored files a change's before/after names (kind 'photos': `{ photos, thumbnails }`). */
export function filesOfChange(c: Pick<ChangeRecord, 'kind' | 'before' | 'after'>): string[] {
  if (c.kind !== 'photos') return [];
  const of = (v: unknown) => {
    const o = (v ?? {}) as { photos?: unknown; thumbnails?: unknown };
    return [o.photos, o.thumbnails].flatMap((l) => (Array.isArray(l) ? l.filter((u): u is string => typeof u === 'string') : []));
  };
  return [...of(c.before), ...of(c.after)];
}

export const newestChangeFirst = (a: ChangeRecord, b: ChangeRecord) =>
  b.created_at.getTime() - a.created_at.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
