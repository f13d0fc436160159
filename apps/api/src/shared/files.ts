import type { AppContext } from '../context';
import { removeImages } from './uploads';

/**
 * Removes stored files that no record shows any more (issue 9 §1: no operation ever deletes a file
 * that another record references). `urls` are the files the caller's own record just dropped;
 * those that another business or event still shows stay on disk. Call it only after the write
 * that dropped them has succeeded. A file a change of the log could bring back (an owner's photo
 * taken off, issue 21 §1) stays too, until that change is undone; `businessGone` when the caller's
 * business was deleted: its own changes can no longer be undone and keep nothing.
 */
export async function removeUnusedFiles(
  ctx: Pick<AppContext, 'store' | 'storage'>,
  urls: Iterable<string | undefined | null>,
  owner: { businessId?: string; eventId?: string; businessGone?: boolean },
): Promise<void> {
  const list = [...new Set([...urls].filter((u): u is string => typeof u === 'string' && u.length > 0))];
  if (list.length === 0) return;
  const [byBusinesses, byEvents, byChanges] = await Promise.all([
    ctx.store.businesses.filesInUse(list, owner.businessId),
    ctx.store.events.filesInUse(list, owner.eventId),
    ctx.store.changes.filesInUse(list, owner.businessGone ? owner.businessId : undefined),
  ]);
  const inUse = new Set([...byBusinesses, ...byEvents, ...byChanges]);
  await removeImages(ctx, list.filter((u) => !inUse.has(u)));
}
