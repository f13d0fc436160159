import OpeningHours from 'opening_hours';
import { HOURS_OVERNIGHT_LIMIT, WEEKDAYS, hhmmToMinutes, minutesToHhmm, weeklyHoursSchema, type HoursRange, type WeeklyHoursInput, type Weekday, type WeeklyHours } from '@guia/contracts';

/**
 * OSM `opening_hours` → the guide's WeeklyHours (issue 24 §2), once, at import time.
 *
 * Why at import time: the API already answers `open_now` from WeeklyHours in Havana's wall clock
 * (contracts' openNowAt, DST included), for whole lists at once and without a library on each
 * request. So opening_hours.js (the reference parser) is asked here what the value means, and its
 * answer is written down as plain weekly ranges:
 *
 * - The value is evaluated over three reference weeks (February, August, November 2030: no public
 *   holiday, no daylight-saving change in the usual zones). The library works in the machine's
 *   local time; only the local fields (weekday, hour, minute) of its answers are read, so the
 *   machine's zone does not matter. The three weeks must agree, or the value is no regular
 *   weekly schedule (month/week/date selectors, sun times…) and it is kept as text.
 * - A range past midnight that closes by 06:00 (HOURS_OVERNIGHT_LIMIT) stays on its day
 *   ('19:00–02:00', the contracts' overnight rule); one that runs later into the next day keeps the
 *   value as text. Around the clock is 00:00–24:00.
 * - `PH` (public holidays): opening_hours.js knows no Cuban holidays, so it is asked what the value
 *   does on a day it knows as a public holiday with the same weekday (1 January of a year where it
 *   falls on that weekday, country 'de'); where that differs from the weekday's ranges, each Cuban
 *   holiday in the year after the extract's date gets a dated exception (closed, or its ranges).
 *   The weekly refresh of the extract moves that year forward. Dated from the extract, not from
 *   today: the same file always gives the same hours (an import is idempotent).
 * - `SH`, open ends ('18:00+'), unknown or fallback rules, anything the library rejects: text
 *   (`hours_text`), shown as written and never counted as open.
 */

/** Cuba's public holidays in `year` (Ley 116, Código de Trabajo, art. 87 and 88), 'YYYY-MM-DD'. */
export function cubanPublicHolidays(year: number): string[] {
  const d = (m: number, day: number) => `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const easter = easterSunday(year);
  const goodFriday = new Date(Date.UTC(year, easter.month - 1, easter.day - 2)).toISOString().slice(0, 10);
  return [d(1, 1), d(1, 2), goodFriday, d(5, 1), d(7, 25), d(7, 26), d(7, 27), d(10, 10), d(12, 25), d(12, 31)].sort();
}

/** Gregorian Easter Sunday (the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** Mondays of the reference weeks (local dates: year, month index, day). */
const REFERENCE_MONDAYS: [number, number, number][] = [
  [2030, 1, 11],
  [2030, 7, 19],
  [2030, 10, 11],
];
/** 1 January of a year where it is that weekday (Monday first): a public holiday for the library. */
const HOLIDAY_PROBES: Record<Weekday, number> = { mon: 2029, tue: 2030, wed: 2031, thu: 2032, fri: 2027, sat: 2033, sun: 2034 };
/** the country whose holiday list the library reads for the probes */
const PROBE_PLACE = { lat: 52.52, lon: 13.4, address: { country_code: 'de', state: 'Berlin' } };

const OVERNIGHT_MAX_MIN = hhmmToMinutes(HOURS_OVERNIGHT_LIMIT);
const MIN = 60_000;
const DAY_MIN = 1440;

class NotRegular extends Error {}

// opening_hours.js works in the machine's local fields. Only wall-clock fields of reference days
// are read here (never an instant in time): a schedule's hours come out the same in any zone (the
// tests run the conversion under four zones); 'open now' is evaluated later in Havana time.
const localDay = (y: number, m: number, d: number) => new Date(y, m, d);
const plusDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
/** minutes from local midnight `day` to `t` (wall-clock, so a DST change would show: the reference days have none) */
const minutesFrom = (day: Date, t: Date) => {
  const days = Math.round((localDay(t.getFullYear(), t.getMonth(), t.getDate()).getTime() - day.getTime()) / (DAY_MIN * MIN));
  return days * DAY_MIN + t.getHours() * 60 + t.getMinutes();
};

type Interval = [number, number];

/** The library's open intervals around local day `day` (a day either side), in minutes from its midnight. */
function intervalsAround(oh: OpeningHours, day: Date, days: number): Interval[] {
  const from = plusDays(day, -1);
  const to = plusDays(day, days + 1);
  const out: Interval[] = [];
  for (const [a, b, unknown] of oh.getOpenIntervals(from, to)) {
    if (unknown) throw new NotRegular('unknown');
    out.push([minutesFrom(day, a), minutesFrom(day, b)]);
  }
  return out;
}

/**
 * The ranges of the day starting at minute `s` (a multiple of 1440) from open intervals: a range
 * running into the next day up to 06:00 stays on its day (overnight); the next day then skips
 * that tail. Open from the day's midnight, or all day, is clipped at the day's edges.
 */
function dayRanges(intervals: Interval[], s: number): HoursRange[] {
  const e = s + DAY_MIN;
  const out: HoursRange[] = [];
  for (const [a, b] of intervals) {
    if (b <= s || a >= e) continue;
    if (a < s) {
      // the previous day's overnight tail: that day holds it
      if (a > s - DAY_MIN && b <= s + OVERNIGHT_MAX_MIN) continue;
      out.push({ open: '00:00', close: b >= e ? '24:00' : minutesToHhmm(b - s) });
      continue;
    }
    if (b <= e) {
      out.push({ open: minutesToHhmm(a - s), close: b === e ? '24:00' : minutesToHhmm(b - s) });
      continue;
    }
    if (a > s && b <= e + OVERNIGHT_MAX_MIN) {
      out.push({ open: minutesToHhmm(a - s), close: minutesToHhmm(b - e) });
      continue;
    }
    // past midnight beyond 06:00, without running through the next day: not the guide's overnight rule
    if (a > s && b < e + DAY_MIN) throw new NotRegular('overnight beyond the limit');
    out.push({ open: minutesToHhmm(a - s), close: '24:00' });
  }
  return out;
}

function weekOf(oh: OpeningHours, monday: Date): Record<Weekday, HoursRange[]> {
  const intervals = intervalsAround(oh, monday, 7);
  return Object.fromEntries(WEEKDAYS.map((d, i) => [d, dayRanges(intervals, i * DAY_MIN)])) as Record<Weekday, HoursRange[]>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const WEEKDAY_OF_UTC = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Values the guide never reads as a weekly schedule (the library would, with guesses). */
const NOT_WEEKLY = /\b(SH|sunrise|sunset|dawn|dusk|week|easter|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\|\||\+|\d{4}/;

export type OsmHoursResult = { hours: WeeklyHours } | { hours_text: string } | Record<string, never>;

/** A bounded cache: many places share the same few values. */
const cache = new Map<string, OsmHoursResult>();
const CACHE_MAX = 20_000;

/**
 * `opening_hours` → `{ hours }` (structured, Havana wall clock) or `{ hours_text }` (kept as
 * written: never open); `{}` when there is no value. The answer is frozen and shared. `extractDate` ('YYYY-MM-DD') starts the year
 * of dated public-holiday exceptions.
 */
export function osmHours(value: string | undefined, extractDate: string): OsmHoursResult {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return {};
  const key = `${extractDate}\u0000${text}`;
  let result = cache.get(key);
  if (!result) {
    result = deepFreeze(readOpeningHours(text, extractDate));
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, result);
  }
  return result;
}

/** Results are shared by every place with the same value (100,000 places, a few hundred values): frozen, never changed in place. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The conversion itself, uncached (osmHours caches it). */
export function readOpeningHours(text: string, extractDate: string): OsmHoursResult {
  const asText = { hours_text: text.slice(0, 255) };
  let oh: OpeningHours;
  let pretty: string;
  try {
    oh = new OpeningHours(text, PROBE_PLACE, { mode: 0, tag_key: 'opening_hours', map_value: false, warnings_severity: 4, locale: 'en' });
    pretty = oh.prettifyValue();
  } catch {
    return asText;
  }
  if (NOT_WEEKLY.test(pretty)) return asText;
  try {
    const weeks = REFERENCE_MONDAYS.map(([y, m, d]) => weekOf(oh, localDay(y, m, d)));
    if (!weeks.every((w) => same(w, weeks[0]))) return asText;
    const week = weeks[0]!;
    const exceptions: WeeklyHoursInput['exceptions'] & object = [];
    if (/\bPH\b/.test(pretty)) {
      const onHoliday = {} as Record<Weekday, HoursRange[]>;
      for (const d of WEEKDAYS) {
        const probe = localDay(HOLIDAY_PROBES[d], 0, 1);
        if (!oh.getPublicHolidayContext(probe).isHoliday) return asText;
        onHoliday[d] = dayRanges(intervalsAround(oh, probe, 1), 0);
      }
      const start = extractDate;
      const end = new Date(Date.parse(`${extractDate}T00:00:00Z`) + 366 * DAY_MIN * MIN).toISOString().slice(0, 10);
      const year = Number(extractDate.slice(0, 4));
      for (const date of [...cubanPublicHolidays(year), ...cubanPublicHolidays(year + 1)]) {
        if (date < start || date >= end) continue;
        const weekday = WEEKDAY_OF_UTC[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
        const ranges = onHoliday[weekday];
        if (same(ranges, week[weekday])) continue;
        exceptions.push(ranges.length === 0 ? { date, closed: true } : { date, closed: false, ranges });
      }
    }
    const parsed = weeklyHoursSchema.safeParse({ week, exceptions });
    return parsed.success ? { hours: parsed.data } : asText;
  } catch (err) {
    if (err instanceof NotRegular) return asText;
    return asText;
  }
}
