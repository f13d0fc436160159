import {
  CUBA_TIME_ZONE,
  HOURS_TEXT,
  MSG,
  WEEKDAYS,
  cubaClock,
  openNowWithStatus,
  statusOfToday,
  updatedAgoText,
  type TodayStatus,
  openState,
  openStateText,
  weekdayLines,
  type HoursException,
  type OpenStateKind,
  type WeeklyHours,
} from '@guia/contracts';
import { HOURS_CATALOG, type HoursCatalog } from './hours-text';
import type { Catalog } from './i18n/text';

/** The words these lines are written with (lib/hours-text.ts `useHoursText()`, MSG `useMsg()`): Spanish when not given. */
export interface HoursWords {
  t: Catalog<HoursCatalog>;
  msg: Pick<Catalog<typeof MSG>, 'openNow' | 'closedNow' | 'hoursUnavailable'>;
}
const SPANISH: HoursWords = { t: HOURS_CATALOG, msg: MSG };

/**
 * Open or not, today's hours and the week, in Havana's time (issue 16): what the business page and
 * the map panel show. Apart from business-info.ts so that lists (Tops, home) do not load the
 * hours evaluator.
 */

export interface OpeningHoursLike {
  open_now?: boolean;
  weekday_text?: string[];
}

const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Index into a Monday-first week (Google's weekday_text, `weekdayLines`) for a date: Havana's
 * weekday by default, whatever the phone's own zone (a phone set to Tokyo is a day ahead).
 */
export function weekdayIndex(date: Date, timeZone: string = CUBA_TIME_ZONE): number {
  return WEEKDAY_SHORT.indexOf(new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(date));
}

/**
 * Spec §9: today's weekday_text entry (Monday first, as Google sends it), else 'Abierto ahora' /
 * 'Cerrado ahora' from open_now, else 'Horario no disponible'. Today is Havana's.
 */
export function todayHours(
  hours: OpeningHoursLike | null | undefined,
  now: Date = new Date(),
  timeZone: string = CUBA_TIME_ZONE,
  { msg }: HoursWords = SPANISH,
): string {
  const today = hours?.weekday_text?.[weekdayIndex(now, timeZone)]?.trim();
  if (today) return today;
  if (hours?.open_now === true) return msg.openNow;
  if (hours?.open_now === false) return msg.closedNow;
  return msg.hoursUnavailable;
}

/** What a business or place carries about being open: own businesses their structured `hours`, Google places `opening_hours`. */
export interface HoursSource {
  business_status?: string | null;
  hours?: WeeklyHours | null;
  opening_hours?: OpeningHoursLike | null;
  source?: string;
  /** the owner's status for a day (issue 21 §4): it counts only on that day in Havana */
  today_status?: TodayStatus | null;
}

/** The pill's colour: open green, closing soon amber, closed red, closed for good grey, unknown neutral. */
export type OpenTone = 'open' | 'soon' | 'closed' | 'gone' | 'unknown';

const TONES: Record<OpenStateKind, OpenTone> = {
  open: 'open',
  closing_soon: 'soon',
  closed: 'closed',
  closed_temporarily: 'closed',
  closed_permanently: 'gone',
  unknown: 'unknown',
};

const isGoogle = (b: HoursSource) => b.source === 'google';

/**
 * Open or not at `now`, in Havana (issue 16): own businesses from their hours ('Abierto · cierra a
 * las 16:00', 'Cierra pronto · 16:00', 'Cerrado · abre hoy a las 19:00'), a business_status closure
 * first; Google places from their own open_now ('Abierto ahora' / 'Cerrado ahora'); otherwise
 * 'Horario no disponible' — a place with no hours is never shown as open.
 */
export function openStatusOf(b: HoursSource, now: Date, { t, msg }: HoursWords = SPANISH): { text: string; tone: OpenTone } {
  const HOURS_TEXT = t.hours;
  const status = b.business_status ?? undefined;
  if (isGoogle(b) && !b.hours) {
    const closure = openState(null, now, status);
    if (closure.kind !== 'unknown') return { text: openStateText(closure, HOURS_TEXT), tone: TONES[closure.kind] };
    if (b.opening_hours?.open_now === true) return { text: msg.openNow, tone: 'open' };
    if (b.opening_hours?.open_now === false) return { text: msg.closedNow, tone: 'closed' };
    return { text: HOURS_TEXT.unknown, tone: 'unknown' };
  }
  const state = openState(b.hours, now, status);
  // today's status (issue 21 §4) overrides the hours, by the one rule (contracts today-status.ts)
  if (statusOfToday(b.today_status, cubaClock(now).date)) {
    const open = openNowWithStatus(b.hours, cubaClock(now), status, b.today_status);
    const shownOpen = state.kind === 'open' || state.kind === 'closing_soon';
    if (open === true && !shownOpen) return { text: HOURS_TEXT.open, tone: 'open' };
    // a place without hours ('unknown') that says it is closed today is closed, not 'Horario no disponible'
    if (open === false && (shownOpen || state.kind === 'unknown')) return { text: HOURS_TEXT.closed, tone: 'closed' };
  }
  return { text: openStateText(state, HOURS_TEXT), tone: TONES[state.kind] };
}

/** 'Sin corriente — cerrado · actualizado hace 2 h': the owner's status for today beside the pill; null when there is none today. */
export function todayStatusLine(b: HoursSource, now: Date, { t }: HoursWords = SPANISH): string | null {
  const today = statusOfToday(b.today_status, cubaClock(now).date);
  return today ? `${t.todayStatus[today.kind]} · ${updatedAgoText(today.set_at, now, t.updatedAgo)}` : null;
}

/** Hours with a week to show (structured days, or lines kept unread). */
const hasWeek = (hours: WeeklyHours | null | undefined): hours is WeeklyHours =>
  !!hours && (Object.keys(hours.week ?? {}).length > 0 || (hours.unparsed?.length ?? 0) > 0);

const rangesText = (ranges: { open: string; close: string }[]) =>
  ranges.map((r) => `${r.open}–${r.close === '24:00' ? '00:00' : r.close}`).join(', ');
const withNote = (text: string, note?: string) => (note ? `${text} (${note})` : text);
/** '2026-12-31' → '31/12' */
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** 'Hoy: cerrado (sin corriente hoy)', 'Hoy: 10:00–14:00 (horario especial)': a dated exception, as shown. */
export function exceptionText(e: HoursException, label: string = HOURS_CATALOG.today, closed: string = HOURS_TEXT.closed): string {
  const ranges = !e.closed && e.ranges?.length ? rangesText(e.ranges) : closed.toLowerCase();
  return withNote(`${label}: ${ranges}`, e.note);
}

/**
 * Today's hours as the business page and the map panel show them, today being Havana's: an own
 * business's line from its hours ('Miércoles: 12:00–16:00, 19:00–00:00', or today's exception
 * 'Hoy: cerrado (sin corriente hoy)'); a Google place's by spec §9 (`todayHours`).
 */
export function todayHoursOf(b: HoursSource, now: Date, words: HoursWords = SPANISH): string {
  const { t } = words;
  if (isGoogle(b) && !b.hours) return todayHours(b.opening_hours, now, CUBA_TIME_ZONE, words);
  const hours = b.hours;
  // a copy saved before the hours were structured: its old line for today, never a guess at open_now
  if (!hours) return todayHours({ weekday_text: b.opening_hours?.weekday_text }, now, CUBA_TIME_ZONE, words);
  const { date, weekday } = cubaClock(now);
  const exception = hours.exceptions?.find((e) => e.date === date);
  if (exception) return exceptionText(exception, t.today, t.hours.closed);
  if (!hasWeek(hours)) return t.hours.unknown;
  return weekdayLines(hours, t.hours, t.days)[WEEKDAYS.indexOf(weekday)]!;
}

/** The week, Monday first: an own business's seven lines from its hours; a Google place's weekday_text. */
export function weekLinesOf(b: HoursSource, { t }: HoursWords = SPANISH): string[] {
  if (!b.hours) return (b.opening_hours?.weekday_text ?? []).filter((line) => line.trim());
  return hasWeek(b.hours) ? weekdayLines(b.hours, t.hours, t.days) : [];
}

/** The dated exceptions from today (Havana) on, soonest first, as lines ('31/12: cerrado (Fin de año)'). */
export function upcomingExceptionLines(b: HoursSource, now: Date, limit = 5, { t }: HoursWords = SPANISH): string[] {
  const today = cubaClock(now).date;
  return (b.hours?.exceptions ?? [])
    .filter((e) => e.date >= today)
    .sort((x, y) => x.date.localeCompare(y.date))
    .slice(0, limit)
    .map((e) => exceptionText(e, e.date === today ? t.today : dayMonth(e.date), t.hours.closed));
}

