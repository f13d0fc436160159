import { CUBA_TIME_ZONE } from './constants';

/**
 * Structured opening hours (issue 16 §2) and the one evaluator of "open now", shared by the API
 * (open_now, the nearby/search filter) and the web (the pill). Always Havana's wall clock, read
 * with the platform's time-zone data (Cuba has daylight saving time): the machine's or phone's
 * own zone never matters. No zod here (the schemas are in hours.ts): the business page and home
 * import this module, and zod would weigh ~25 KB on their first load (bench:size).
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A close time earlier than (or equal to) the open time means "past midnight" only up to this time. */
export const HOURS_OVERNIGHT_LIMIT = '06:00';
/** 'Cierra pronto' when the place closes within this many minutes. */
export const CLOSING_SOON_MINUTES = 60;
export const HOURS_MAX_EXCEPTIONS = 60;
export const HOURS_MAX_RANGES_PER_DAY = 6;
export const HOURS_NOTE_MAX = 120;
export const HOURS_MAX_UNPARSED = 14;
export const HOURS_UNPARSED_LINE_MAX = 200;

/** Spanish day names, Monday first (lower case, as in a sentence). */
export const WEEKDAY_NAMES_ES: Record<Weekday, string> = {
  mon: 'lunes',
  tue: 'martes',
  wed: 'miércoles',
  thu: 'jueves',
  fri: 'viernes',
  sat: 'sábado',
  sun: 'domingo',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the pill and the week's lines say. */
export const HOURS_TEXT = {
  open: 'Abierto',
  open24: 'Abierto las 24 horas',
  closesAt: (time: string) => `cierra a las ${time}`,
  closingSoon: 'Cierra pronto',
  closed: 'Cerrado',
  opensToday: (time: string) => `abre hoy a las ${time}`,
  opensTomorrow: (time: string) => `abre mañana a las ${time}`,
  opensOn: (day: Weekday, time: string) => `abre el ${WEEKDAY_NAMES_ES[day]} a las ${time}`,
  closedTemporarily: 'Cerrado temporalmente',
  closedPermanently: 'Cerrado permanentemente',
  unknown: 'Horario no disponible',
  allDay: 'Abierto 24 horas',
} as const;
const HOURS_TEXT_ES: HoursTexts = HOURS_TEXT;

/** HOURS_TEXT's shape in any language (issue 22 §1: the web's English catalogue), with the day names its lines use. */
export interface HoursTexts {
  open: string;
  open24: string;
  closesAt: (time: string) => string;
  closingSoon: string;
  closed: string;
  opensToday: (time: string) => string;
  opensTomorrow: (time: string) => string;
  opensOn: (day: Weekday, time: string) => string;
  closedTemporarily: string;
  closedPermanently: string;
  unknown: string;
  allDay: string;
}




/** One opening range, 'HH:MM' to 'HH:MM'; a close at or before the open passes midnight (≤ HOURS_OVERNIGHT_LIMIT). */
export interface HoursRange {
  open: string;
  close: string;
}
/** A dated exception: closed that day, or special ranges; with an optional note ('sin corriente hoy'). */
export interface HoursException {
  date: string;
  closed: boolean;
  ranges?: HoursRange[];
  note?: string;
}
/** Structured hours: per weekday (a missing day or [] = closed), dated exceptions, and what a migration could not read. */
export interface WeeklyHours {
  week: Partial<Record<Weekday, HoursRange[]>>;
  exceptions: HoursException[];
  unparsed?: string[];
}

// ─── Times ──────────────────────────────────────────────────────────────────

/** minutes after midnight of an 'HH:MM' ('24:00' → 1440) */
export const hhmmToMinutes = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
/** 0–1439 (any integer, wrapped) → 'HH:MM' */
export const minutesToHhmm = (m: number): string => {
  const x = ((m % 1440) + 1440) % 1440;
  return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
};


/** [start, end) in minutes from the range's own day's midnight; end may pass 1440 (past midnight). */
export function hoursSpan(r: { open: string; close: string }): [number, number] {
  const o = hhmmToMinutes(r.open);
  const c = hhmmToMinutes(r.close);
  return [o, c > o ? c : c + 1440];
}

// ─── Havana's clock ─────────────────────────────────────────────────────────

export interface CubaClock {
  /** Havana's calendar date, 'YYYY-MM-DD' */
  date: string;
  weekday: Weekday;
  /** wall-clock minutes after Havana's midnight, 0–1439 */
  minutes: number;
}

let havanaFormat: Intl.DateTimeFormat | undefined;
const SHORT_DAYS: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

/** Havana's wall clock at `now` (Intl time-zone data, never a fixed offset, whatever the machine's zone). */
export function cubaClock(now: Date): CubaClock {
  havanaFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CUBA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const p of havanaFormat.formatToParts(now)) parts[p.type] = p.value;
  const hour = Number(parts.hour) % 24;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: SHORT_DAYS[parts.weekday ?? ''] ?? 'mon',
    minutes: hour * 60 + Number(parts.minute),
  };
}

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no zone involved) */
function addDays(date: string, days: number): string {
  const t = new Date(`${date}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

// ─── The evaluator ──────────────────────────────────────────────────────────

export type OpenStateKind = 'open' | 'closing_soon' | 'closed' | 'closed_temporarily' | 'closed_permanently' | 'unknown';
export interface OpenState {
  kind: OpenStateKind;
  /** when it closes (Havana wall clock); absent while open around the clock */
  closesAt?: string;
  opensAt?: { time: string; day: 'today' | 'tomorrow' | Weekday };
  /** the note of today's exception ('sin corriente hoy') */
  note?: string;
}

/** Days looked at ahead for the next opening or the closing time. */
const HORIZON_DAYS = 7;

/** True when the hours say something about when the place opens (not only unread text). */
export function hasStructuredHours(hours: WeeklyHours | null | undefined): boolean {
  if (!hours) return false;
  return Object.keys(hours.week ?? {}).length > 0 || (hours.exceptions?.length ?? 0) > 0;
}

function rangesOn(hours: WeeklyHours, date: string, weekday: Weekday): { ranges: HoursRange[]; note?: string; known: boolean } {
  const exception = hours.exceptions?.find((e) => e.date === date);
  if (exception) return { ranges: exception.closed ? [] : (exception.ranges ?? []), note: exception.note, known: true };
  const ranges = hours.week?.[weekday];
  return { ranges: ranges ?? [], known: ranges !== undefined };
}

/** Today's hours are unknown: none at all, or today's line could not be read (never "closed"). */
function unknownToday(hours: WeeklyHours, today: { known: boolean }): boolean {
  if (today.known) return false;
  return (hours.unparsed?.length ?? 0) > 0 || Object.keys(hours.week ?? {}).length === 0;
}

export function openState(hours: WeeklyHours | null | undefined, now: Date, businessStatus?: string): OpenState {
  return openStateAt(hours, cubaClock(now), businessStatus);
}

/** openState at a Havana clock already read (one cubaClock for a whole list). */
export function openStateAt(hours: WeeklyHours | null | undefined, clock: CubaClock, businessStatus?: string): OpenState {
  if (businessStatus === 'CLOSED_PERMANENTLY') return { kind: 'closed_permanently' };
  if (businessStatus === 'CLOSED_TEMPORARILY') return { kind: 'closed_temporarily' };
  if (!hours || !hasStructuredHours(hours)) return { kind: 'unknown' };

  const todayIndex = WEEKDAYS.indexOf(clock.weekday);
  const today = rangesOn(hours, clock.date, clock.weekday);
  if (unknownToday(hours, today)) return { kind: 'unknown' };

  // every range from yesterday to the horizon, in minutes from today's midnight, merged when touching
  const spans: [number, number][] = [];
  for (let d = -1; d <= HORIZON_DAYS; d += 1) {
    const weekday = WEEKDAYS[(todayIndex + d + 7 * 2) % 7]!;
    const { ranges } = d === 0 ? today : rangesOn(hours, addDays(clock.date, d), weekday);
    for (const r of ranges) {
      const [s, e] = hoursSpan(r);
      spans.push([d * 1440 + s, d * 1440 + e]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }

  const m = clock.minutes;
  const note = today.note;
  const withNote = (state: OpenState): OpenState => (note ? { ...state, note } : state);
  const current = merged.find(([s, e]) => s <= m && m < e);
  if (current) {
    const end = current[1];
    // open to (or past) the end of the days looked at: around the clock
    if (end >= (HORIZON_DAYS + 1) * 1440) return withNote({ kind: 'open' });
    const closesAt = minutesToHhmm(end);
    return withNote({ kind: end - m <= CLOSING_SOON_MINUTES ? 'closing_soon' : 'open', closesAt });
  }
  const next = merged.find(([s]) => s > m);
  if (!next) return withNote({ kind: 'closed' });
  const dayOffset = Math.floor(next[0] / 1440);
  const day = dayOffset === 0 ? 'today' : dayOffset === 1 ? 'tomorrow' : WEEKDAYS[(todayIndex + dayOffset) % 7]!;
  return withNote({ kind: 'closed', opensAt: { time: minutesToHhmm(next[0]), day } });
}

/** The week's ranges as minute spans, per weekday index (undefined: the day is not given). */
interface CompiledWeek {
  structured: boolean;
  unread: boolean;
  keyed: boolean;
  days: ([number, number][] | undefined)[];
}
let compiledWeeks: WeakMap<object, CompiledWeek> | undefined;

/** Read once per hours object (lists and the nearby answers share them unchanged until a write): an hours object is never changed in place. */
function compiledWeek(hours: WeeklyHours): CompiledWeek {
  compiledWeeks ??= new WeakMap();
  let c = compiledWeeks.get(hours);
  if (!c) {
    const week = hours.week ?? {};
    c = {
      structured: hasStructuredHours(hours),
      unread: (hours.unparsed?.length ?? 0) > 0,
      keyed: Object.keys(week).length > 0,
      days: WEEKDAYS.map((d) => week[d]?.map(hoursSpan)),
    };
    compiledWeeks.set(hours, c);
  }
  return c;
}

/**
 * Google's `open_now` at a Havana clock: true/false, or undefined when the hours are unknown
 * (the API omits it then). The same answer as isOpenAt, without the search for the next
 * opening: cheap enough for every business of a list.
 */
export function openNowAt(hours: WeeklyHours | null | undefined, clock: CubaClock, businessStatus?: string): boolean | undefined {
  if (businessStatus === 'CLOSED_PERMANENTLY' || businessStatus === 'CLOSED_TEMPORARILY') return false;
  if (!hours) return undefined;
  const c = compiledWeek(hours);
  if (!c.structured) return undefined;
  const dayIndex = WEEKDAYS.indexOf(clock.weekday);
  const prevIndex = (dayIndex + 6) % 7;
  const hasExceptions = (hours.exceptions?.length ?? 0) > 0;
  let today = c.days[dayIndex];
  let yesterday = c.days[prevIndex];
  if (hasExceptions) {
    const t = rangesOn(hours, clock.date, clock.weekday);
    if (!t.known) today = undefined;
    else today = t.ranges.map(hoursSpan);
    yesterday = rangesOn(hours, addDays(clock.date, -1), WEEKDAYS[prevIndex]!).ranges.map(hoursSpan);
  }
  // today's line unread (or no week at all): unknown, never "closed"
  if (today === undefined && (c.unread || !c.keyed)) return undefined;
  const m = clock.minutes;
  for (const [s, e] of today ?? []) if (s <= m && m < e) return true;
  for (const [, e] of yesterday ?? []) if (m < e - 1440) return true;
  return false;
}

/** Open (or closing soon) at `now` in Havana. Places with no hours are never open. */
export function isOpenAt(hours: WeeklyHours | null | undefined, now: Date, businessStatus?: string): boolean {
  const { kind } = openState(hours, now, businessStatus);
  return kind === 'open' || kind === 'closing_soon';
}

/** What the pill says: 'Abierto · cierra a las 16:00', 'Cerrado · abre mañana a las 12:00', … */
export function openStateText(state: OpenState, HOURS_TEXT: HoursTexts = HOURS_TEXT_ES): string {
  let text: string;
  switch (state.kind) {
    case 'closed_permanently':
      return HOURS_TEXT.closedPermanently;
    case 'closed_temporarily':
      return HOURS_TEXT.closedTemporarily;
    case 'unknown':
      return HOURS_TEXT.unknown;
    case 'open':
      text = state.closesAt ? `${HOURS_TEXT.open} · ${HOURS_TEXT.closesAt(state.closesAt)}` : HOURS_TEXT.open24;
      break;
    case 'closing_soon':
      text = `${HOURS_TEXT.closingSoon} · ${state.closesAt ?? ''}`;
      break;
    case 'closed': {
      const o = state.opensAt;
      text = !o
        ? HOURS_TEXT.closed
        : `${HOURS_TEXT.closed} · ${
            o.day === 'today' ? HOURS_TEXT.opensToday(o.time) : o.day === 'tomorrow' ? HOURS_TEXT.opensTomorrow(o.time) : HOURS_TEXT.opensOn(o.day, o.time)
          }`;
      break;
    }
  }
  return state.note ? `${text} · ${state.note}` : text;
}

// ─── Lines of text ──────────────────────────────────────────────────────────

const is24h = (r: HoursRange) => r.open === '00:00' && (r.close === '00:00' || r.close === '24:00');

/** Seven Spanish lines, Monday first: 'Lunes: 12:00–16:00, 19:00–00:00', 'Martes: Cerrado'. */
export function weekdayLines(
  hours: WeeklyHours | null | undefined,
  HOURS_TEXT: HoursTexts = HOURS_TEXT_ES,
  dayNames: Record<Weekday, string> = WEEKDAY_NAMES_ES,
): string[] {
  const unread = (hours?.unparsed?.length ?? 0) > 0;
  return WEEKDAYS.map((day) => {
    const ranges = hours?.week?.[day];
    const name = capitalise(dayNames[day]);
    if (ranges === undefined && unread) return `${name}: ${HOURS_TEXT.unknown}`;
    if (!ranges || ranges.length === 0) return `${name}: ${HOURS_TEXT.closed}`;
    if (ranges.length === 1 && is24h(ranges[0]!)) return `${name}: ${HOURS_TEXT.allDay}`;
    return `${name}: ${ranges.map((r) => `${r.open}–${r.close === '24:00' ? '00:00' : r.close}`).join(', ')}`;
  });
}
