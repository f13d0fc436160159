import type { AppContext } from '../context';
import { removeImages } from './uploads';

/**
 * Removes stored files that no record shows any more (issue 9 §1: no operation ever deletes a file
 * that another record references). `urls` are the files the caller's own record just dropped;
 * those that another business or event still shows stay on disk. Call it only after the write
 * that dropped them has succeeded.
 */
export async function removeUnusedFiles(
  ctx: Pick<AppContext, 'store' | 'storage'>,
  urls: Iterable<string | undefined | null>,
  owner: { businessId?: string; eventId?: string },
): Promise<void> {
  const list = [...new Set([...urls].filter((u): u is string => typeof u === 'string' && u.length > 0))];
  if (list.length === 0) return;
  const [byBusinesses, byEvents] = await Promise.all([
    ctx.store.businesses.filesInUse(list, owner.businessId),
    ctx.store.events.filesInUse(list, owner.eventId),
  ]);
  const inUse = new Set([...byBusinesses, ...byEvents]);
  await removeImages(ctx, list.filter((u) => !inUse.has(u)));
}
