import { cubaClock, openNowAt, type CubaClock, type WeeklyHours } from './hours-core';

/**
 * Today's status (issue 21 §4): what an owner (or an admin) says about today only — 'Cerrado hoy',
 * 'Sin corriente — abrimos con planta' … It is dated with Havana's day it was set on and means
 * nothing on any other day, so it ends by itself at Havana's midnight: nothing has to clear it.
 * No zod here: the business page's pill and the API's open-now filter both import it.
 *
 * THE RULE (the one place it is written; the API's open_now and the web's pill both call it):
 * - no status for today → the hours decide, as before;
 * - 'Cerrado hoy', 'Sin corriente — cerrado' → not open, all day, whatever the hours say;
 * - 'Abierto hoy', 'Sin corriente — abrimos con planta', 'Solo para llevar' → open today. When the
 *   hours give ranges for today, those ranges still say when (open at 13:00, not at 08:00: the
 *   owner said *that* they open, not that they open all day); when the hours give none for today
 *   (no hours at all, unread, or a day they usually close) the place counts as open all of today.
 * - a closure an admin set on the business (business_status: closed temporarily or for good) wins
 *   over any status.
 */

export const TODAY_STATUS_KINDS = ['open', 'closed', 'generator', 'no_power', 'takeaway'] as const;
export type TodayStatusKind = (typeof TODAY_STATUS_KINDS)[number];

/** What visitors and owners read (issue 21 §4), in the order the owner's select lists them. */
export const TODAY_STATUS_TEXT: Record<TodayStatusKind, string> = {
  open: 'Abierto hoy',
  closed: 'Cerrado hoy',
  generator: 'Sin corriente — abrimos con planta',
  no_power: 'Sin corriente — cerrado',
  takeaway: 'Solo para llevar',
};

/** A business's status as the API answers it (`today_status` of a business: only when it is today's). */
export interface TodayStatus {
  kind: TodayStatusKind;
  /** Havana's day it holds for, 'YYYY-MM-DD' */
  date: string;
  /** when it was set (ISO 8601) */
  set_at: string;
}

/** True for the statuses that close the place for the day. */
export const closesToday = (kind: TodayStatusKind) => kind === 'closed' || kind === 'no_power';

/** The status when it is the one of Havana's `today` ('YYYY-MM-DD'); an older one means nothing. */
export function statusOfToday<S extends { date: string }>(status: S | null | undefined, today: string): S | undefined {
  return status && status.date === today ? status : undefined;
}

/** Ranges the hours give for Havana's day of `clock` (a dated exception first). */
function rangesToday(hours: WeeklyHours | null | undefined, clock: CubaClock): number {
  const exception = hours?.exceptions?.find((e) => e.date === clock.date);
  if (exception) return exception.closed ? 0 : (exception.ranges?.length ?? 0);
  return hours?.week?.[clock.weekday]?.length ?? 0;
}

/**
 * open_now with today's status (THE RULE above): true/false, or undefined when neither the hours nor
 * a status say anything. What the API's open_now, 'Abierto ahora' filter and the web's pill use.
 */
export function openNowWithStatus(
  hours: WeeklyHours | null | undefined,
  clock: CubaClock,
  businessStatus: string | null | undefined,
  status: { kind: TodayStatusKind; date: string } | null | undefined,
): boolean | undefined {
  const byHours = openNowAt(hours, clock, businessStatus ?? undefined);
  const today = statusOfToday(status, clock.date);
  if (!today || businessStatus === 'CLOSED_PERMANENTLY' || businessStatus === 'CLOSED_TEMPORARILY') return byHours;
  if (closesToday(today.kind)) return false;
  return rangesToday(hours, clock) > 0 ? byHours === true : true;
}

/** 'actualizado hace un momento', 'actualizado hace 25 min', 'actualizado hace 2 h' */
export function updatedAgoText(setAt: string, now: Date, t: UpdatedAgoTexts = UPDATED_AGO_TEXT): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(setAt).getTime()) / 60_000));
  if (minutes < 1) return t.justNow;
  if (minutes < 60) return t.minutes(minutes);
  return t.hours(Math.floor(minutes / 60));
}

/** 'actualizado hace…' (issue 22 §1: the web's English catalogue has the same shape). */
export interface UpdatedAgoTexts {
  justNow: string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
}
export const UPDATED_AGO_TEXT: UpdatedAgoTexts = {
  justNow: 'actualizado hace un momento',
  minutes: (n) => `actualizado hace ${n} min`,
  hours: (n) => `actualizado hace ${n} h`,
};

/** Havana's day of `now` (the date a status set now holds for). */
export const cubaToday = (now: Date) => cubaClock(now).date;
