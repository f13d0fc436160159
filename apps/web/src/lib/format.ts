import { DATE_LOCALE } from '@guia/contracts';

/** Cuts text to `max` characters and adds '...' when it was longer (spec §9 truncation). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const dateTime = new Intl.DateTimeFormat(DATE_LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** es-ES day/month/year hour:minute, or null when the value is not a date. */
export function formatDateTime(value: string | number | Date): string | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
}

/** Case-insensitive, accent-insensitive "contains". */
export function includesText(haystack: string, needle: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  return fold(haystack).includes(fold(needle));
}
