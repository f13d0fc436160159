import { z } from './zod';
import { versionFieldSchema } from './common';
import { UPLOAD_MAX_FILES } from './constants';

/**
 * The photos of a business's page as its owner (or an admin) edits them (issue 21 §1): add
 * (multipart `photos`, checked by content, each with its WebP thumbnail), remove one, put them in
 * order. The limit is the admin form's own (UPLOAD_MAX_FILES). Each write names the `version` the
 * page was read with (a stale one → 409) and is recorded in the change log (kind 'photos'), so an
 * admin can undo it in 'Cambios'; a photo taken off stays stored while an undo can bring it back.
 */
export const OWNER_PHOTO_LIMITS = { max: UPLOAD_MAX_FILES } as const;

export const OWNER_PHOTO_MESSAGES = {
  /** 'Caben como máximo 12 fotos: quita alguna antes de añadir más' */
  tooMany: `Caben como máximo ${UPLOAD_MAX_FILES} fotos: quita alguna antes de añadir más`,
  noFile: 'Elige al menos una foto para añadir',
  notFound: 'Esa foto no está en la página del negocio',
  orderMismatch: 'El nuevo orden debe tener todas las fotos del negocio, cada una una vez',
} as const;

/** POST /business/{id}/photos: besides the files (`photos`), only `version`. */
export const ownerPhotosAddFieldsSchema = z.strictObject({ version: versionFieldSchema });

/** DELETE /business/{id}/photos?url=…&version=…: which photo (its display URL, as `photos` lists it). */
export const ownerPhotoRemoveQuerySchema = z.strictObject({
  url: z.string({ error: OWNER_PHOTO_MESSAGES.notFound }).trim().min(1, OWNER_PHOTO_MESSAGES.notFound).max(2048, OWNER_PHOTO_MESSAGES.notFound),
  version: versionFieldSchema,
});

/** PUT /business/{id}/photos/order: every photo of the page, in the new order. */
export const ownerPhotosOrderBodySchema = z.strictObject({
  photos: z.array(z.string().max(2048), { error: OWNER_PHOTO_MESSAGES.orderMismatch }).max(UPLOAD_MAX_FILES, OWNER_PHOTO_MESSAGES.orderMismatch),
  version: versionFieldSchema,
});
export type OwnerPhotosOrderBody = z.input<typeof ownerPhotosOrderBodySchema>;

/** What the three answer: the photos and their thumbnails as they now are, and the new version. */
export const ownerPhotosSchema = z.object({
  photos: z.array(z.string()),
  thumbnails: z.array(z.string()),
  version: z.number().int().min(0),
});
export type OwnerPhotos = z.infer<typeof ownerPhotosSchema>;

/** 'Fotos: 1 añadida (3 en total)', 'Fotos: 1 quitada (2 en total)', 'Fotos: nuevo orden' */
export function photosChangeText(before: unknown, after: unknown): string {
  const list = (v: unknown) => {
    const p = (v as { photos?: unknown } | null)?.photos;
    return Array.isArray(p) ? (p as string[]) : [];
  };
  const was = list(before);
  const now = list(after);
  const added = now.filter((u) => !was.includes(u)).length;
  const removed = was.filter((u) => !now.includes(u)).length;
  const total = `${now.length} en total`;
  const parts = [added > 0 ? `${added} ${added === 1 ? 'añadida' : 'añadidas'}` : '', removed > 0 ? `${removed} ${removed === 1 ? 'quitada' : 'quitadas'}` : ''].filter(Boolean);
  if (parts.length > 0) return `${parts.join(', ')} (${total})`;
  return was.join('\n') === now.join('\n') ? 'sin cambios' : 'nuevo orden';
}
