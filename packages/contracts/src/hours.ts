import { z } from './zod';

/**
 * Structured opening hours (issue 16 §2) and the one evaluator of "open now", shared by the API
 * (open_now, the nearby/search filter) and the web (the pill). Always Havana's wall clock, read
 * with the platform's time-zone data (Cuba has daylight saving time): the machine's or phone's
 * own zone never matters. Dependency-free (zod only): the business page imports it.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const CUBA_TIME_ZONE = 'America/Havana';
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
/** '2026-12-31' → '31/12/2026' */
const dateEs = (date: string) => date.split('-').reverse().join('/');

export const HOURS_MESSAGES = {
  invalidHours: 'El horario no es válido',
  invalidTime: 'La hora debe tener el formato HH:MM (de 00:00 a 23:59)',
  openIs24: 'La hora de apertura debe estar entre 00:00 y 23:59',
  endsBeforeStart: (open: string, close: string) =>
    `El horario ${open}–${close} termina antes de empezar (solo puede pasar de medianoche hasta las ${HOURS_OVERNIGHT_LIMIT})`,
  overlap: (day: Weekday) => `Los horarios del ${WEEKDAY_NAMES_ES[day]} se solapan`,
  overlapDate: (date: string) => `Los horarios del ${dateEs(date)} se solapan`,
  unknownWeekday: (key: string) => `Día de la semana desconocido: ${key.replace(/[^\p{L}\p{N} _.$-]/gu, '').slice(0, 30)}`,
  tooManyRanges: `Un día puede tener como máximo ${HOURS_MAX_RANGES_PER_DAY} franjas horarias`,
  invalidDate: 'La fecha debe tener el formato AAAA-MM-DD',
  duplicateException: (date: string) => `Hay más de una excepción para el ${dateEs(date)}`,
  tooManyExceptions: `Puede haber como máximo ${HOURS_MAX_EXCEPTIONS} excepciones`,
  noteTooLong: `La nota puede tener como máximo ${HOURS_NOTE_MAX} caracteres`,
  unparsedTooLong: 'Hay demasiadas líneas de horario sin leer',
  // what the pill and the lines say
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

/** The messages above that carry a value (a time, a day, a date, a key), as patterns (issue 9 §8 checks). */
export const HOURS_MESSAGE_PATTERNS: RegExp[] = [
  /^El horario \d{2}:\d{2}–\d{2}:\d{2} termina antes de empezar \(solo puede pasar de medianoche hasta las \d{2}:\d{2}\)$/,
  /^Los horarios del (lunes|martes|miércoles|jueves|viernes|sábado|domingo|\d{2}\/\d{2}\/\d{4}) se solapan$/,
  /^Día de la semana desconocido: .{0,30}$/u,
  /^Hay más de una excepción para el \d{2}\/\d{2}\/\d{4}$/,
];

// ─── Schemas ────────────────────────────────────────────────────────────────

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** 'HH:MM' from 00:00 to 23:59, and '24:00' (only meaningful as a close time). */
export const hhmmSchema = z.string({ error: HOURS_MESSAGES.invalidTime }).regex(HHMM, HOURS_MESSAGES.invalidTime);

/** minutes after midnight of an 'HH:MM' ('24:00' → 1440) */
export const hhmmToMinutes = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
/** 0–1439 (any integer, wrapped) → 'HH:MM' */
export const minutesToHhmm = (m: number): string => {
  const x = ((m % 1440) + 1440) % 1440;
  return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
};

const OVERNIGHT_LIMIT_MIN = hhmmToMinutes(HOURS_OVERNIGHT_LIMIT);

/** [start, end) in minutes from the range's own day's midnight; end may pass 1440 (past midnight). */
function span(r: { open: string; close: string }): [number, number] {
  const o = hhmmToMinutes(r.open);
  const c = hhmmToMinutes(r.close);
  return [o, c > o ? c : c + 1440];
}

export const hoursRangeSchema = z
  .object({ open: hhmmSchema, close: hhmmSchema })
  .superRefine((r, ctx) => {
    if (r.open === '24:00') {
      ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.openIs24, path: ['open'] });
      return;
    }
    const o = hhmmToMinutes(r.open);
    const c = hhmmToMinutes(r.close);
    if (c <= o && c > OVERNIGHT_LIMIT_MIN) {
      ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.endsBeforeStart(r.open, r.close), path: ['close'] });
    }
  });
export type HoursRange = z.infer<typeof hoursRangeSchema>;

const rangesSchema = z.array(hoursRangeSchema).max(HOURS_MAX_RANGES_PER_DAY, HOURS_MESSAGES.tooManyRanges);

/** true when ranges of one day overlap each other */
function overlaps(ranges: HoursRange[]): boolean {
  const spans = ranges.map(span).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i += 1) if (spans[i]![0] < spans[i - 1]![1]) return true;
  return false;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDate = (d: string) => {
  if (!DATE.test(d)) return false;
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};

export const hoursExceptionSchema = z
  .object({
    date: z.string({ error: HOURS_MESSAGES.invalidDate }).refine(isRealDate, HOURS_MESSAGES.invalidDate),
    closed: z.boolean({ error: HOURS_MESSAGES.invalidHours }),
    ranges: rangesSchema.optional(),
    note: z
      .string({ error: HOURS_MESSAGES.noteTooLong })
      .trim()
      .max(HOURS_NOTE_MAX, HOURS_MESSAGES.noteTooLong)
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  })
  .superRefine((e, ctx) => {
    if (e.ranges && overlaps(e.ranges)) ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.overlapDate(e.date), path: ['ranges'] });
  });
export type HoursException = z.infer<typeof hoursExceptionSchema>;

const weekShape = Object.fromEntries(WEEKDAYS.map((d) => [d, rangesSchema.optional()])) as {
  [K in Weekday]: z.ZodOptional<typeof rangesSchema>;
};

export const weeklyHoursSchema = z
  .object(
    {
      week: z
        .strictObject(weekShape, {
          error: (iss) =>
            iss.code === 'unrecognized_keys' ? HOURS_MESSAGES.unknownWeekday(String(iss.keys[0])) : HOURS_MESSAGES.invalidHours,
        })
        .superRefine((week, ctx) => {
          for (let i = 0; i < WEEKDAYS.length; i += 1) {
            const day = WEEKDAYS[i]!;
            const ranges = week[day] ?? [];
            if (overlaps(ranges)) {
              ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.overlap(day), path: [day] });
              continue;
            }
            // the previous day's past-midnight tail runs into this day's first range
            const prev = week[WEEKDAYS[(i + 6) % 7]!] ?? [];
            const tail = Math.max(0, ...prev.map((r) => span(r)[1] - 1440));
            if (tail > 0 && ranges.some((r) => span(r)[0] < tail)) {
              ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.overlap(day), path: [day] });
            }
          }
        }),
      exceptions: z
        .array(hoursExceptionSchema)
        .max(HOURS_MAX_EXCEPTIONS, HOURS_MESSAGES.tooManyExceptions)
        .default([])
        .superRefine((list, ctx) => {
          const seen = new Set<string>();
          for (const e of list) {
            if (seen.has(e.date)) {
              ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.duplicateException(e.date) });
              return;
            }
            seen.add(e.date);
          }
        }),
      unparsed: z
        .array(z.string().max(HOURS_UNPARSED_LINE_MAX, HOURS_MESSAGES.unparsedTooLong))
        .max(HOURS_MAX_UNPARSED, HOURS_MESSAGES.unparsedTooLong)
        .optional(),
    },
    { error: HOURS_MESSAGES.invalidHours },
  );
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;
export type WeeklyHoursInput = z.input<typeof weeklyHoursSchema>;

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
      const [s, e] = span(r);
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
      days: WEEKDAYS.map((d) => week[d]?.map(span)),
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
    else today = t.ranges.map(span);
    yesterday = rangesOn(hours, addDays(clock.date, -1), WEEKDAYS[prevIndex]!).ranges.map(span);
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
export function openStateText(state: OpenState): string {
  let text: string;
  switch (state.kind) {
    case 'closed_permanently':
      return HOURS_MESSAGES.closedPermanently;
    case 'closed_temporarily':
      return HOURS_MESSAGES.closedTemporarily;
    case 'unknown':
      return HOURS_MESSAGES.unknown;
    case 'open':
      text = state.closesAt ? `${HOURS_MESSAGES.open} · ${HOURS_MESSAGES.closesAt(state.closesAt)}` : HOURS_MESSAGES.open24;
      break;
    case 'closing_soon':
      text = `${HOURS_MESSAGES.closingSoon} · ${state.closesAt ?? ''}`;
      break;
    case 'closed': {
      const o = state.opensAt;
      text = !o
        ? HOURS_MESSAGES.closed
        : `${HOURS_MESSAGES.closed} · ${
            o.day === 'today' ? HOURS_MESSAGES.opensToday(o.time) : o.day === 'tomorrow' ? HOURS_MESSAGES.opensTomorrow(o.time) : HOURS_MESSAGES.opensOn(o.day, o.time)
          }`;
      break;
    }
  }
  return state.note ? `${text} · ${state.note}` : text;
}

// ─── Lines of text ──────────────────────────────────────────────────────────

const is24h = (r: HoursRange) => r.open === '00:00' && (r.close === '00:00' || r.close === '24:00');

/** Seven Spanish lines, Monday first: 'Lunes: 12:00–16:00, 19:00–00:00', 'Martes: Cerrado'. */
export function weekdayLines(hours: WeeklyHours | null | undefined): string[] {
  const unread = (hours?.unparsed?.length ?? 0) > 0;
  return WEEKDAYS.map((day) => {
    const ranges = hours?.week?.[day];
    const name = capitalise(WEEKDAY_NAMES_ES[day]);
    if (ranges === undefined && unread) return `${name}: ${HOURS_MESSAGES.unknown}`;
    if (!ranges || ranges.length === 0) return `${name}: ${HOURS_MESSAGES.closed}`;
    if (ranges.length === 1 && is24h(ranges[0]!)) return `${name}: ${HOURS_MESSAGES.allDay}`;
    return `${name}: ${ranges.map((r) => `${r.open}–${r.close === '24:00' ? '00:00' : r.close}`).join(', ')}`;
  });
}

const DAY_WORDS: Record<string, Weekday> = {
  lunes: 'mon', martes: 'tue', miercoles: 'wed', jueves: 'thu', viernes: 'fri', sabado: 'sat', domingo: 'sun',
  lun: 'mon', mar: 'tue', mie: 'wed', jue: 'thu', vie: 'fri', sab: 'sat', dom: 'sun',
  monday: 'mon', tuesday: 'tue', wednesday: 'wed', thursday: 'thu', friday: 'fri', saturday: 'sat', sunday: 'sun',
  mon: 'mon', tue: 'tue', wed: 'wed', thu: 'thu', fri: 'fri', sat: 'sat', sun: 'sun',
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

/** 'lunes', 'Monday', 'lunes a viernes', 'lunes-viernes' → the days; null when not a day name */
function readDays(text: string): Weekday[] | null {
  const t = text.replace(/\.$/, '').trim();
  const one = DAY_WORDS[t];
  if (one) return [one];
  const m = /^([a-z]+)\.? ?(?:-|a|to|al) ?([a-z]+)\.?$/.exec(t);
  const from = m && DAY_WORDS[m[1]!];
  const to = m && DAY_WORDS[m[2]!];
  if (!from || !to) return null;
  const days: Weekday[] = [];
  for (let i = WEEKDAYS.indexOf(from); ; i = (i + 1) % 7) {
    days.push(WEEKDAYS[i]!);
    if (WEEKDAYS[i] === to) return days;
  }
}

const TIME = /^(\d{1,2})(?:[:.h](\d{2}))? ?(a\.? ?m\.?|p\.? ?m\.?)?$/;

/** one time of day in 24 h or 12 h form → minutes and its meridiem, or null */
function readTime(text: string): { h: number; min: number; mer?: 'am' | 'pm' } | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] ? Number(m[2]) : 0;
  const mer = m[3] ? (m[3].startsWith('a') ? 'am' : 'pm') : undefined;
  if (min > 59 || h > 24 || (mer && (h < 1 || h > 12))) return null;
  return { h, min, mer };
}

function to24(t: { h: number; min: number; mer?: 'am' | 'pm' }): number {
  let h = t.h;
  if (t.mer === 'am') h = h === 12 ? 0 : h;
  if (t.mer === 'pm') h = h === 12 ? 12 : h + 12;
  return h * 60 + t.min;
}

/** '12:00–16:00, 19:00–0:00' | 'Cerrado' | 'Abierto 24 horas' | '9:00 AM – 5:00 PM' → ranges, or null */
function readRanges(text: string): HoursRange[] | null {
  const t = text.trim();
  if (/^(cerrado|closed)$/.test(t)) return [];
  if (/^(abierto (las )?24 horas|24 horas|open 24 hours|24 hours)$/.test(t)) return [{ open: '00:00', close: '24:00' }];
  const ranges: HoursRange[] = [];
  for (const part of t.split(/ ?[,;] ?| y | and /)) {
    const p = part.trim();
    const m = /^(.+?) ?- ?(.+)$/.exec(p) ?? /^(.+?) (?:a|to|hasta) (.+)$/.exec(p);
    if (!m) return null;
    const open = readTime(m[1]!);
    const close = readTime(m[2]!);
    if (!open || !close) return null;
    // Google writes '5:00 – 10:00 PM': the open time takes the close time's meridiem
    if (!open.mer && close.mer && open.h <= 12) {
      const asClose = { ...open, mer: close.mer };
      open.mer = to24(asClose) <= to24(close) ? close.mer : close.mer === 'pm' ? 'am' : 'pm';
    }
    const o = to24(open);
    const c = to24(close);
    if (o >= 1440 || c > 1440) return null;
    ranges.push({ open: minutesToHhmm(o), close: c === 1440 ? '24:00' : minutesToHhmm(c) });
  }
  return ranges;
}

/**
 * Reads free-text hours (the seed's and Google's, Spanish or English) into structured hours.
 * A line it cannot read is never dropped: it goes to `unparsed` (also kept in `hours.unparsed`).
 */
export function parseWeekdayText(lines: string[]): { hours: WeeklyHours; unparsed: string[] } {
  const week: Partial<Record<Weekday, HoursRange[]>> = {};
  const unparsed: string[] = [];
  for (const raw of lines) {
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const line = fold(raw);
    const colon = line.indexOf(':');
    const days = colon > 0 ? readDays(line.slice(0, colon)) : null;
    const ranges = days ? readRanges(line.slice(colon + 1)) : null;
    if (!days || !ranges) {
      unparsed.push(raw.trim());
      continue;
    }
    const next = { ...week };
    for (const d of days) next[d] = [...(week[d] ?? []), ...ranges];
    // only keep what the schema accepts (no range ending before it starts, no overlap)
    if (weeklyHoursSchema.safeParse({ week: next, exceptions: [] }).success) Object.assign(week, next);
    else unparsed.push(raw.trim());
  }
  const kept = unparsed.slice(0, HOURS_MAX_UNPARSED).map((l) => l.slice(0, HOURS_UNPARSED_LINE_MAX));
  const hours: WeeklyHours = { week, exceptions: [], ...(kept.length ? { unparsed: kept } : {}) };
  return { hours, unparsed };
}
