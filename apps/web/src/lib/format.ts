import { DATE_LOCALE } from '@guia/contracts';

/** Cuts text to `max` characters and adds '...' when it was longer (spec §9 truncation). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const DATE_TIME = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
const dateTime = new Intl.DateTimeFormat(DATE_LOCALE, DATE_TIME);
const inZone = new Map<string, Intl.DateTimeFormat>();

/**
 * es-ES day/month/year hour:minute in the device's time zone (or `timeZone`: the server and a
 * hydrating page write Cuba's), or null when the value is not a date.
 */
export function formatDateTime(value: string | number | Date, timeZone?: string): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  if (!timeZone) return dateTime.format(date);
  let format = inZone.get(timeZone);
  if (!format) inZone.set(timeZone, (format = new Intl.DateTimeFormat(DATE_LOCALE, { ...DATE_TIME, timeZone })));
  return format.format(date);
}

/** Case-insensitive, accent-insensitive "contains". */
export function includesText(haystack: string, needle: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  return fold(haystack).includes(fold(needle));
}
