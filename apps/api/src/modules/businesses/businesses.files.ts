import { BUSINESS_MESSAGES } from '@guia/contracts';
import type { AppContext } from '../../context';
import { badRequest } from '../../shared/errors';
import { removeImages, saveImages } from '../../shared/uploads';
import type { BusinessRecord } from './businesses.repository';

/**
 * A business's files on a create or update: the uploads stored (photos with their thumbnails, the
 * icon as is), the photo lists of the record, whose uploads it may keep, and the clean-up of a
 * failed write's files.
 */

/** Files of a create/update, as multer left them. */
export interface BusinessFiles {
  photos: Express.Multer.File[];
  icon: Express.Multer.File[];
}

/** A file of our own storage (served under /uploads/), as opposed to an external URL. */
export const isUpload = (u: string) => u.startsWith('/uploads/');

/**
 * An uploaded file belongs to the business it was uploaded to: keeping another business's
 * /uploads/ URL would let deleting either one delete the other's photo.
 */
export function assertOwnUploads(kept: string[], own: string[]) {
  if (kept.some((u) => isUpload(u) && !own.includes(u))) throw badRequest(BUSINESS_MESSAGES.photoNotOwn);
}

/** When removing a failed write's uploads fails too (GridFS lives in the MongoDB that just failed), retried after these delays. */
export const LEFTOVER_RETRY_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

/**
 * Removes the files a failed write had stored (issue 17 §12). On GridFS the store write usually
 * failed because MongoDB is away, and then so does this removal: each file that could not be
 * removed is tried again in the background after LEFTOVER_RETRY_MS (timers that never keep the
 * process alive), and one that still cannot be is named in the log for an operator.
 */
export async function removeLeftovers(ctx: Pick<AppContext, 'storage' | 'logger'>, urls: Iterable<string | undefined | null>, delays = LEFTOVER_RETRY_MS): Promise<void> {
  const list = [...new Set([...urls].filter((u): u is string => typeof u === 'string' && isUpload(u)))];
  const failed: string[] = [];
  await Promise.all(list.map((u) => ctx.storage.remove(u).catch(() => void failed.push(u))));
  if (failed.length === 0) return;
  const retry = (left: string[], attempt: number) => {
    const delay = delays[attempt];
    if (delay === undefined) {
      ctx.logger.error({ files: left }, 'archivos de una escritura fallida que no se pudieron borrar: bórralos a mano');
      return;
    }
    setTimeout(() => {
      const still: string[] = [];
      void Promise.all(left.map((u) => ctx.storage.remove(u).catch(() => void still.push(u)))).then(() => {
        if (still.length > 0) retry(still, attempt + 1);
      });
    }, delay).unref();
  };
  retry(failed, 0);
}
/** Stores the uploads of a create/update; the photos leave storage again when the icon fails. */
export async function storeFiles(ctx: Pick<AppContext, 'storage' | 'logger'>, files: BusinessFiles): Promise<{ photos: { url: string; thumbnail: string }[]; icon: string | undefined }> {
  const photos = await saveImages(ctx, files.photos);
  let icon: { url: string; thumbnail: string } | undefined;
  try {
    [icon] = await saveImages(ctx, files.icon);
  } catch (err) {
    await removeLeftovers(ctx, photos.flatMap((p) => [p.url, p.thumbnail]));
    throw err;
  }
  // the icon is shown as is: its thumbnail is not needed
  if (icon) await removeImages(ctx, [icon.thumbnail]);
  return { photos, icon: icon?.url };
}

/** Photos and thumbnails kept from `current` (by URL), then the new uploads. */
export function photoLists(kept: string[], current: BusinessRecord | null, added: { url: string; thumbnail: string }[]) {
  const thumbOf = new Map<string, string>();
  current?.photos.forEach((p, i) => thumbOf.set(p, current.thumbnails[i] || p));
  return {
    photos: [...kept, ...added.map((a) => a.url)],
    thumbnails: [...kept.map((p) => thumbOf.get(p) ?? p), ...added.map((a) => a.thumbnail)],
  };
}
