import { cubaClock, statusOfToday, type CubaClock, type TodayStatus, type TodayStatusKind } from '@guia/contracts';

/**
 * A business's status for one Havana day (issue 21 §4), as stored: one per business, replaced by
 * the next one set. It holds for `date` only (contracts today-status.ts): nothing clears it at
 * midnight, it simply stops meaning anything.
 */
export interface TodayStatusRecord {
  business_id: string;
  kind: TodayStatusKind;
  /** Havana's day, 'YYYY-MM-DD' */
  date: string;
  set_at: Date;
  set_by: string;
}

/** The today's-status port (module status). Ids are case-insensitive; malformed ones are unknown ones. */
export interface TodayStatusesRepository {
  get(businessId: string): Promise<TodayStatusRecord | null>;
  /** the statuses set for Havana's day `date` of these businesses (by lower-case id) */
  forDay(businessIds: string[], date: string): Promise<Map<string, TodayStatusRecord>>;
  /** stores it, replacing the business's previous one */
  set(record: TodayStatusRecord): Promise<TodayStatusRecord>;
  /** removes the business's status; answers the one removed */
  clear(businessId: string): Promise<TodayStatusRecord | null>;
}

/** The API's view of a stored status. */
export const toTodayStatus = (r: TodayStatusRecord): TodayStatus => ({ kind: r.kind, date: r.date, set_at: r.set_at.toISOString() });

type StatusStore = { todayStatuses: Pick<TodayStatusesRepository, 'forDay'> };

/**
 * For the businesses module (the lead wires it): the records with today's status attached as
 * `today_status` (only those that have one for Havana's day of `clock`), one query for a whole
 * list. openNowWithStatus (contracts) then reads `r.today_status`.
 */
export async function withTodayStatus<T extends { _id: string }>(store: StatusStore, records: T[], clock: CubaClock): Promise<(T & { today_status?: TodayStatus })[]> {
  if (records.length === 0) return records;
  const statuses = await store.todayStatuses.forDay(records.map((r) => r._id), clock.date);
  if (statuses.size === 0) return records;
  return records.map((r) => {
    const s = statuses.get(r._id.toLowerCase());
    return s ? { ...r, today_status: toTodayStatus(s) } : r;
  });
}

/** `{ today_status }` of one business for a Business answer: present only when one is set for Havana's today. */
export async function todayStatusField(store: { todayStatuses: Pick<TodayStatusesRepository, 'get'> }, businessId: string, now = new Date()): Promise<{ today_status?: TodayStatus }> {
  const s = statusOfToday(await store.todayStatuses.get(businessId), cubaClock(now).date);
  return s ? { today_status: toTodayStatus(s) } : {};
}
