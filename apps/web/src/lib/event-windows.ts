import { cubaClock } from '@guia/contracts';
import { fromCubaDateTimeLocal } from './format';

/**
 * 'Esta noche' and 'Este fin de semana' (issue 22 §4), in Cuba's time whatever the phone's zone:
 * - tonight: 18:00 to 06:00 the next morning (after midnight and before 06:00, the night under way);
 * - the weekend: Friday 18:00 to Monday 06:00, the one under way or the next one.
 * An event belongs to a window when it is still on (it ends after now) and it overlaps the window.
 */
export type EventWindow = 'all' | 'tonight' | 'weekend';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const at = (date: string, hhmm: string) => Date.parse(fromCubaDateTimeLocal(`${date}T${hhmm}`) ?? `${date}T${hhmm}:00Z`);

/** the window's start and end instants (ms), or null for 'all' */
export function windowRange(kind: EventWindow, now: Date): { from: number; to: number } | null {
  if (kind === 'all') return null;
  const clock = cubaClock(now);
  const early = clock.minutes < 6 * 60;
  if (kind === 'tonight') {
    const evening = early ? addDays(clock.date, -1) : clock.date;
    return { from: at(evening, '18:00'), to: at(addDays(evening, 1), '06:00') };
  }
  // days from this weekend's Friday: Fri 0, Sat -1, Sun -2, Mon before 06:00 -3; otherwise the next Friday
  const back: Record<string, number> = { fri: 0, sat: 1, sun: 2 };
  let friday: string;
  if (clock.weekday in back) friday = addDays(clock.date, -back[clock.weekday]!);
  else if (clock.weekday === 'mon' && early) friday = addDays(clock.date, -3);
  else {
    const ahead: Record<string, number> = { mon: 4, tue: 3, wed: 2, thu: 1 };
    friday = addDays(clock.date, ahead[clock.weekday] ?? 0);
  }
  return { from: at(friday, '18:00'), to: at(addDays(friday, 3), '06:00') };
}

/** the events of `kind` among `events` (each with its start and end instants), in their order */
export function inWindow<T>(events: T[], kind: EventWindow, now: Date, times: (e: T) => { start?: string; end?: string }): T[] {
  const range = windowRange(kind, now);
  if (!range) return events;
  return events.filter((e) => {
    const { start, end } = times(e);
    const s = start ? Date.parse(start) : NaN;
    const f = end ? Date.parse(end) : s;
    if (Number.isNaN(s)) return false;
    return s < range.to && f > Math.max(range.from, now.getTime());
  });
}
