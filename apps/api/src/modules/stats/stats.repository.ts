import { cubaClock, weekOfDate } from '@guia/contracts';
import type { TransientRepository } from '../../infra/transient';

/**
 * The owner's figures per week (issue 21 §6, contracts business-stats.ts): for each business and
 * week (its Monday, Havana's date 'YYYY-MM-DD'), how many visits and WhatsApp reservations were
 * counted and how many people added it to their favourites. Written as they happen (one atomic
 * add each), never recomputed: the running totals on the business stay where they are.
 */
export type StatsKind = 'visits' | 'reservations' | 'favorites';

export interface WeekStatsRecord {
  business_id: string;
  /** the week's Monday, Havana's date 'YYYY-MM-DD' */
  week: string;
  visits: number;
  reservations: number;
  favorites: number;
}

/** The weekly figures port (module stats). Ids are case-insensitive; malformed ones are unknown ones. */
export interface WeeklyStatsRepository {
  /**
   * Atomic: adds `by` (1 unless said; may be negative) to the `kind` count of the business's week,
   * the week starting at 0 for every kind when it is new. A malformed id changes nothing.
   */
  add(businessId: string, week: string, kind: StatsKind, by?: number): Promise<void>;
  /** the stored weeks of the business from `from` to `to` (Mondays, both included); weeks never written are absent */
  findWeeks(businessId: string, from: string, to: string): Promise<WeekStatsRecord[]>;
  /** when a business is deleted: its weeks go with it */
  removeByBusiness(businessId: string): Promise<void>;
}

/** The week (its Monday, Havana's date) that `now` falls in: Cuba's calendar, never the server's zone. */
export const havanaWeek = (now: Date): string => weekOfDate(cubaClock(now).date);

type StatsStore = { weeklyStats: Pick<WeeklyStatsRepository, 'add'>; transient: Pick<TransientRepository, 'hit'> };

/** How long the note that a person's favourite counted this week is kept: past the week's end. */
const FAVORITE_NOTE_MS = 8 * 24 * 60 * 60 * 1000;

/**
 * For the counters (businesses module): a counted visit or reservation goes into this week's
 * figures. Call it only for a hit the counters counted.
 */
export async function recordCounted(store: StatsStore, businessId: string, kind: 'visits' | 'reservations', now = new Date()): Promise<void> {
  await store.weeklyStats.add(businessId, havanaWeek(now), kind);
}

/**
 * For the favourites (users module), after the person's list really changed:
 * - `added`: +1 in this week's favourites, once per person, business and week (tapping the heart
 *   on, off and on again counts once);
 * - `removed`: when that person's favourite counted this week, it is taken back (-1); an older
 *   favourite taken off leaves every week as it was.
 * The per-person note lives in the transient store (`hit`, atomic on both stores): its count is 1
 * while the person's addition this week stands, 0 otherwise; a call that would take it elsewhere
 * (a second add racing the first, a removal of an older favourite) is undone at once.
 */
export async function recordFavorite(store: StatsStore, businessId: string, userId: string, change: 'added' | 'removed', now = new Date()): Promise<void> {
  const week = havanaWeek(now);
  const key = `favorite-week|${businessId.toLowerCase()}|${userId.toLowerCase()}|${week}`;
  if (change === 'added') {
    const { count } = await store.transient.hit(key, FAVORITE_NOTE_MS, 1);
    if (count === 1) await store.weeklyStats.add(businessId, week, 'favorites', 1);
    else await store.transient.hit(key, FAVORITE_NOTE_MS, -1);
    return;
  }
  const { count } = await store.transient.hit(key, FAVORITE_NOTE_MS, -1);
  if (count === 0) await store.weeklyStats.add(businessId, week, 'favorites', -1);
  else await store.transient.hit(key, FAVORITE_NOTE_MS, 1);
}
