import {
  HOURS_OVERNIGHT_LIMIT,
  WEEKDAYS,
  WEEKDAY_NAMES_ES,
  hhmmToMinutes,
  parseWeekdayText,
  weeklyHoursSchema,
  type HoursRange,
  type Weekday,
  type WeeklyHours,
  type WeeklyHoursInput,
} from '@guia/contracts';

/**
 * The hours editor's values (issue 16): per weekday, Monday first, 'Cerrado' or one or more time
 * ranges; dated exceptions (closed, or special ranges, with a note); and the old free-text lines
 * the start-up migration could not read (shown read-only until someone has checked them).
 */
export interface RangeInput {
  open: string;
  close: string;
}
export interface DayInput {
  closed: boolean;
  ranges: RangeInput[];
}
export interface ExceptionInput {
  date: string;
  closed: boolean;
  ranges: RangeInput[];
  note: string;
}
export interface HoursInput {
  days: DayInput[];
  exceptions: ExceptionInput[];
  unparsed: string[];
}

export const DAY_LABELS = WEEKDAYS.map((d) => WEEKDAY_NAMES_ES[d].charAt(0).toUpperCase() + WEEKDAY_NAMES_ES[d].slice(1));

export const blankRange = (): RangeInput => ({ open: '', close: '' });
export const blankDay = (): DayInput => ({ closed: false, ranges: [blankRange()] });
export const blankException = (): ExceptionInput => ({ date: '', closed: true, ranges: [blankRange()], note: '' });

export function emptyHoursInput(): HoursInput {
  return { days: WEEKDAYS.map(blankDay), exceptions: [], unparsed: [] };
}

/** A time field shows 'HH:MM' up to 23:59: a close at '24:00' is midnight ('00:00', past midnight). */
const fieldTime = (t: string) => (t === '24:00' ? '00:00' : t);
const rangesInput = (ranges: HoursRange[] | undefined): RangeInput[] =>
  ranges?.length ? ranges.map((r) => ({ open: fieldTime(r.open), close: fieldTime(r.close) })) : [blankRange()];

/**
 * The editor's values for a business: its structured `hours`; a record from before them (free
 * text only) is read as the migration would, what cannot be read kept as unparsed.
 */
export function hoursInputOf(hours: WeeklyHours | null | undefined, weekdayText?: string[]): HoursInput {
  const source = hours ?? (weekdayText?.length ? parseWeekdayText(weekdayText).hours : null);
  if (!source) return emptyHoursInput();
  return {
    days: WEEKDAYS.map((d) => {
      const ranges = source.week?.[d];
      return { closed: ranges !== undefined && ranges.length === 0, ranges: rangesInput(ranges) };
    }),
    exceptions: (source.exceptions ?? []).map((e) => ({
      date: e.date,
      closed: e.closed,
      ranges: rangesInput(e.ranges),
      note: e.note ?? '',
    })),
    unparsed: [...(source.unparsed ?? [])],
  };
}

const isBlank = (r: RangeInput) => !r.open.trim() && !r.close.trim();

/** Ranges as sent, with each one's index in the editor (blank rows are left out). */
function filled(ranges: RangeInput[]): { range: RangeInput; index: number }[] {
  return ranges.map((range, index) => ({ range: { open: range.open.trim(), close: range.close.trim() }, index })).filter(({ range }) => !isBlank(range));
}

/**
 * What the API receives (multipart `hours`, `weeklyHoursSchema`): a 'Cerrado' day is [], a day with
 * no range filled in is left out (not known), blank rows are dropped.
 */
export function weeklyHoursOf(input: HoursInput): WeeklyHoursInput {
  const week: Partial<Record<Weekday, HoursRange[]>> = {};
  input.days.forEach((day, i) => {
    const ranges = filled(day.ranges).map(({ range }) => range);
    if (day.closed) week[WEEKDAYS[i]!] = [];
    else if (ranges.length) week[WEEKDAYS[i]!] = ranges;
  });
  const exceptions = input.exceptions.map((e) => {
    const note = e.note.trim();
    return {
      date: e.date.trim(),
      closed: e.closed,
      ...(e.closed ? {} : { ranges: filled(e.ranges).map(({ range }) => range) }),
      ...(note ? { note } : {}),
    };
  });
  return { week, exceptions, ...(input.unparsed.length ? { unparsed: input.unparsed } : {}) };
}

/** Where a problem is shown: 'day-0', 'day-0-range-1-close', 'exception-2-date', 'hours'. */
export type HoursProblemKey = string;

/**
 * The problems of the editor's values by the API's own rules (`weeklyHoursSchema`: a range ending
 * before it starts unless it passes midnight up to 06:00, overlaps, dates), each with the place it
 * belongs to in the editor; the first one per place.
 */
export function hoursProblems(input: HoursInput): Map<HoursProblemKey, string> {
  const problems = new Map<HoursProblemKey, string>();
  const parsed = weeklyHoursSchema.safeParse(weeklyHoursOf(input));
  if (parsed.success) return problems;
  const dayRows = input.days.map((d) => filled(d.ranges));
  const exceptionRows = input.exceptions.map((e) => filled(e.ranges));
  for (const issue of parsed.error.issues) {
    const [top, a, b, c, d] = issue.path;
    let key: HoursProblemKey = 'hours';
    if (top === 'week' && typeof a === 'string' && WEEKDAYS.includes(a as Weekday)) {
      const day = WEEKDAYS.indexOf(a as Weekday);
      const row = typeof b === 'number' ? dayRows[day]?.[b]?.index : undefined;
      key = row !== undefined ? `day-${day}-range-${row}-${c === 'open' ? 'open' : 'close'}` : `day-${day}`;
    } else if (top === 'exceptions' && typeof a === 'number') {
      if (b === 'date' || b === 'note') key = `exception-${a}-${b}`;
      else if (b === 'ranges' && typeof c === 'number') {
        const row = exceptionRows[a]?.[c]?.index ?? c;
        key = `exception-${a}-range-${row}-${d === 'open' ? 'open' : 'close'}`;
      } else key = `exception-${a}`;
    } else if (top === 'exceptions') key = 'exceptions';
    if (!problems.has(key)) problems.set(key, issue.message);
  }
  return problems;
}

/** True when the close time is on the next day (02:00 after 19:00, up to 06:00): the editor says '(día siguiente)'. */
export function closesNextDay(r: RangeInput): boolean {
  if (!/^\d{2}:\d{2}$/.test(r.open) || !/^\d{2}:\d{2}$/.test(r.close)) return false;
  const close = hhmmToMinutes(r.close);
  return close <= hhmmToMinutes(r.open) && close <= hhmmToMinutes(HOURS_OVERNIGHT_LIMIT);
}
