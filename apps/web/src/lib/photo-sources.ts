import { PHOTO_MAX_WIDTH, THUMBNAIL_MAX_WIDTH } from '@guia/contracts';
import { PLACEHOLDER_IMAGE } from './business-info';

/**
 * The copies of one photo for an <img> (issue 11 §3). The API keeps two WebP copies of every
 * uploaded (and seeded) photo — `photos[i]`, the display copy (≤ PHOTO_MAX_WIDTH px wide), and
 * `thumbnails[i]` (≤ THUMBNAIL_MAX_WIDTH px) — so:
 * - `src` is always the thumbnail (what old browsers and the data-saving mode load);
 * - `srcSet` offers both with their widths, and the browser takes the smallest that fills the slot
 *   (the `sizes` of each screen) at the screen's density.
 * An external photo URL is its own thumbnail: one copy, no srcset. No photo: the inline placeholder.
 */
export interface PhotoSources {
  src: string;
  srcSet?: string;
}

const isInline = (url: string) => url.startsWith('data:') || url.startsWith('blob:');

export function photoSources(photo: string | null | undefined, thumbnail?: string | null): PhotoSources {
  const full = photo?.trim() || '';
  const thumb = thumbnail?.trim() || full;
  if (!thumb) return { src: PLACEHOLDER_IMAGE };
  if (!full || thumb === full || isInline(thumb) || isInline(full)) return { src: thumb };
  return { src: thumb, srcSet: `${thumb} ${THUMBNAIL_MAX_WIDTH}w, ${full} ${PHOTO_MAX_WIDTH}w` };
}

/** The copies of photo `index` of a business (`photos`/`thumbnails`) or an event (`images`/`thumbnails`). */
export function photoSourcesOf(
  item: { photos?: string[] | null; images?: string[] | null; thumbnails?: string[] | null },
  index = 0,
): PhotoSources {
  const photos = item.photos ?? item.images ?? [];
  return photoSources(photos[index], item.thumbnails?.[index]);
}
