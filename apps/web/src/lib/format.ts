import { CUBA_TIME_ZONE, DATE_LOCALE, INTL_LOCALE, type Lang } from '@guia/contracts';

/** Cuts text to `max` characters and adds '...' when it was longer (spec §9 truncation). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

// ─── Cuba's time (issue 16 §1) ──────────────────────────────────────────────────────────────
// Every time that belongs to a place or an event is written in Havana's wall clock, read with the
// platform's time-zone data (Cuba has daylight saving time: never a fixed offset). The server, a
// hydrating page and a phone set to any zone write the same text.

/** The guide's time zone: the one all its times are written in. */
export const GUIDE_TIME_ZONE = CUBA_TIME_ZONE;

const inHavana = (options: Intl.DateTimeFormatOptions, locale: string = DATE_LOCALE) => new Intl.DateTimeFormat(locale, { ...options, timeZone: GUIDE_TIME_ZONE });
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const LONG_DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const DATE_TIME = inHavana(DATE_TIME_OPTIONS);
const LONG_DATE = inHavana(LONG_DATE_OPTIONS);

/**
 * Dates in the page's language (issue 22 §1), still in Cuba's time: Spanish as before; English by
 * Intl's en-US ('11/27/2026, 20:00', 'November 27, 2026'), the 24-hour clock kept ('hora de Cuba').
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterIn = (lang: Lang | undefined, kind: 'dateTime' | 'longDate'): Intl.DateTimeFormat => {
  if (!lang || lang === 'es') return kind === 'dateTime' ? DATE_TIME : LONG_DATE;
  const key = `${lang}:${kind}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = inHavana(kind === 'dateTime' ? DATE_TIME_OPTIONS : LONG_DATE_OPTIONS, INTL_LOCALE[lang])));
  return f;
};

/** A number in the page's language ('12 345' / '12,345'; '4,6' / '4.6'). */
export const formatNumber = (value: number, lang: Lang = 'es', options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(INTL_LOCALE[lang], options).format(value);
/** Havana's wall clock in parts, to compute offsets (en-US: plain digits, 24-hour clock). */
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: GUIDE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '27/11/2026, 20:00': es-ES day/month/year hour:minute in Cuba's time, or null when the value is not a date. */
export function formatDateTime(value: string | number | Date, lang?: Lang): string | null {
  const date = toDate(value);
  return date ? formatterIn(lang, 'dateTime').format(date) : null;
}

/** '27 de noviembre de 2026': the es-ES long date in Cuba, or null when the value is not a date. */
export function formatLongDate(value: string | number | Date, lang?: Lang): string | null {
  const date = toDate(value);
  return date ? formatterIn(lang, 'longDate').format(date) : null;
}

/** Havana's wall clock at `date` as fields (month 1–12). */
function havanaFields(date: Date) {
  const p: Record<string, number> = {};
  for (const part of PARTS.formatToParts(date)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour! % 24, minute: p.minute!, second: p.second! };
}

/** Minutes Havana is ahead of UTC at that instant (−300 in winter, −240 in summer). */
export function havanaOffsetMinutes(at: Date | number = Date.now()): number {
  const date = at instanceof Date ? at : new Date(at);
  const f = havanaFields(date);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((wall - (Math.floor(date.getTime() / 1000) * 1000)) / 60_000);
}

/** Minutes the device's own clock is ahead of UTC at that instant. */
export function deviceOffsetMinutes(at: Date | number = Date.now()): number {
  return -new Date(at).getTimezoneOffset();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored instant as the value of an `<input type="datetime-local">` in Cuba's time ('' when not a date). */
export function toCubaDateTimeLocal(value: string | number | Date | undefined | null): string {
  const date = value == null || value === '' ? null : toDate(value);
  if (!date) return '';
  const f = havanaFields(date);
  return `${String(f.year).padStart(4, '0')}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

/**
 * The instant (ISO 8601, UTC) of a `datetime-local` value read as Cuba's wall clock, or null when
 * it is not one. Around a change of time: an hour that happens twice (November) is the first one,
 * an hour that does not exist (March, 00:00–00:59) moves forward by the hour skipped.
 */
export function fromCubaDateTimeLocal(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  const DAY = 86_400_000;
  const before = havanaOffsetMinutes(wall - DAY);
  const after = havanaOffsetMinutes(wall + DAY);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((t) => wall - havanaOffsetMinutes(t) * 60_000 === t)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wall - before * 60_000).toISOString();
}

/** Case-insensitive, accent-insensitive "contains". */
export function includesText(haystack: string, needle: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  return fold(haystack).includes(fold(needle));
}
