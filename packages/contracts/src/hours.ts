import { z } from './zod';
import {
  HOURS_MAX_EXCEPTIONS,
  HOURS_MAX_RANGES_PER_DAY,
  HOURS_MAX_UNPARSED,
  HOURS_TEXT,
  WEEKDAY_NAMES_ES,
  HOURS_NOTE_MAX,
  HOURS_OVERNIGHT_LIMIT,
  HOURS_UNPARSED_LINE_MAX,
  WEEKDAYS,
  hhmmToMinutes,
  minutesToHhmm,
  hoursSpan as span,
  type HoursException,
  type HoursRange,
  type Weekday,
  type WeeklyHours,
} from './hours-core';

/**
 * The zod schemas of structured hours (issue 16 §2) and the reader of old free-text hours. The
 * types and the evaluator are in hours-core.ts, which has no zod (the public pages import it).
 */

/** '2026-12-31' → '31/12/2026' */
const dateEs = (date: string) => date.split('-').reverse().join('/');
/** What a custom issue's function message is (en/index.ts MessageRef): its English names the same day or date. */
const ref = (key: keyof typeof HOURS_MESSAGES, ...args: string[]) => ({ table: 'HOURS_MESSAGES', key, args });

/** The Spanish messages of bad hours (and, for one place to look, the display texts too). */
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
  ...HOURS_TEXT,
} as const;

/** The messages above that carry a value (a time, a day, a date, a key), as patterns (issue 9 §8 checks). */
export const HOURS_MESSAGE_PATTERNS: RegExp[] = [
  /^El horario \d{2}:\d{2}–\d{2}:\d{2} termina antes de empezar \(solo puede pasar de medianoche hasta las \d{2}:\d{2}\)$/,
  /^Los horarios del (lunes|martes|miércoles|jueves|viernes|sábado|domingo|\d{2}\/\d{2}\/\d{4}) se solapan$/,
  /^Día de la semana desconocido: .{0,30}$/u,
  /^Hay más de una excepción para el \d{2}\/\d{2}\/\d{4}$/,
];

// ─── Schemas ────────────────────────────────────────────────────────────────

const OVERNIGHT_LIMIT_MIN = hhmmToMinutes(HOURS_OVERNIGHT_LIMIT);

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** 'HH:MM' from 00:00 to 23:59, and '24:00' (only meaningful as a close time). */
export const hhmmSchema = z.string({ error: HOURS_MESSAGES.invalidTime }).regex(HHMM, HOURS_MESSAGES.invalidTime);

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
      ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.endsBeforeStart(r.open, r.close), path: ['close'], params: ref('endsBeforeStart', r.open, r.close) });
    }
  });

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
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
  })
  .superRefine((e, ctx) => {
    if (e.ranges && overlaps(e.ranges)) ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.overlapDate(e.date), path: ['ranges'], params: ref('overlapDate', e.date) });
  });

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
              ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.overlap(day), path: [day], params: ref('overlap', day) });
              continue;
            }
            // the previous day's past-midnight tail runs into this day's first range
            const prev = week[WEEKDAYS[(i + 6) % 7]!] ?? [];
            const tail = Math.max(0, ...prev.map((r) => span(r)[1] - 1440));
            if (tail > 0 && ranges.some((r) => span(r)[0] < tail)) {
              ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.overlap(day), path: [day], params: ref('overlap', day) });
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
              ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.duplicateException(e.date), params: ref('duplicateException', e.date) });
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
export type WeeklyHoursInput = z.input<typeof weeklyHoursSchema>;


// what the schemas let through is usable as the plain types of hours-core.ts
type Fits<A, B> = [A] extends [B] ? true : false;
const schemasFit: [Fits<z.infer<typeof hoursRangeSchema>, HoursRange>, Fits<z.infer<typeof hoursExceptionSchema>, HoursException>, Fits<z.infer<typeof weeklyHoursSchema>, WeeklyHours>] = [true, true, true];
void schemasFit;

// ─── Reading old free-text hours ─────────────────────────────────────────────

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
