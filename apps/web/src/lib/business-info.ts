import { INTL_LOCALE, MSG, type Lang } from '@guia/contracts';
import type { Catalog } from './i18n/text';

/** MSG in the page's language (lib/i18n/messages.ts `useMsg()`); Spanish when not given. */
type Messages = Catalog<typeof MSG>;

/** Spec §4: business_status → the text shown. */
export function statusText(status: string | null | undefined, m: Messages = MSG): string {
  switch (status) {
    case 'OPERATIONAL':
      return m.statusOperational;
    case 'CLOSED_TEMPORARILY':
      return m.statusClosedTemporarily;
    case 'CLOSED_PERMANENTLY':
      return m.statusClosedPermanently;
    default:
      return m.statusUnknown;
  }
}

const ratingFormats: Record<Lang, Intl.NumberFormat> = {
  es: new Intl.NumberFormat(INTL_LOCALE.es, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat(INTL_LOCALE.en, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** A rating as shown beside its star ('4,6'; in English '4.6'), or 'Sin calificaciones' when 0 or missing. */
export function ratingText(rating: number | null | undefined, m: Messages = MSG, lang: Lang = 'es'): string {
  return rating && rating > 0 ? ratingFormats[lang].format(rating) : m.noRatings;
}

const countFormats: Record<Lang, Intl.NumberFormat> = { es: new Intl.NumberFormat('es'), en: new Intl.NumberFormat(INTL_LOCALE.en) };

/**
 * A count as Spanish writes it (issue 20: '8900', '12.345'; Intl.NumberFormat('es') groups from
 * five digits) followed by its word, singular for 1: countText(2210, 'valoración', 'valoraciones').
 */
export function countText(n: number, one: string, many: string, lang: Lang = 'es'): string {
  return `${countFormats[lang].format(n)} ${n === 1 ? one : many}`;
}

/** True when the rating should be drawn with a star. */
export function hasRating(rating: number | null | undefined): boolean {
  return !!rating && rating > 0;
}

export const businessName = (name: string | null | undefined, m: Messages = MSG) => (name?.trim() ? name : m.fallbackBusinessName);
export const businessAddress = (b: { address?: string | null; vicinity?: string | null }, m: Messages = MSG) =>
  b.address?.trim() || b.vicinity?.trim() || m.fallbackLocation;
export const descriptionText = (text: string | null | undefined, m: Messages = MSG) => (text?.trim() ? text : m.fallbackDescription);
export const commentText = (text: string | null | undefined, m: Messages = MSG) => (text?.trim() ? text : m.fallbackComment);
export const commentAuthor = (name: string | null | undefined, m: Messages = MSG) => (name?.trim() ? name : m.fallbackUsername);

/** Placeholder image (inline SVG, no request) for businesses and events without a photo. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><rect width="400" height="250" fill="#fde7d4"/>' +
      '<path d="M160 150l30-40 25 30 15-20 30 30z" fill="#f08a3c"/><circle cx="175" cy="95" r="12" fill="#f08a3c"/></svg>',
  );

/** The smallest good image for a list or carousel: the WebP thumbnail when the API made one. */
export function thumbnailOf(b: { photos?: string[]; thumbnails?: string[] }, index = 0): string {
  return b.thumbnails?.[index] || b.photos?.[index] || PLACEHOLDER_IMAGE;
}
