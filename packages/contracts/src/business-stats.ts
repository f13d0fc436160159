import { z } from './zod';
import { CUBA_TIME_ZONE } from './constants';

/**
 * The owner's figures per week (issue 21 §6): visits, WhatsApp reservations and favourites of one
 * business, counted into weeks of Cuba's time — Monday to Sunday by Havana's date (ISO weeks),
 * whatever the server's or the reader's zone. A week is named by its Monday, 'YYYY-MM-DD'.
 *
 * - a visit and a reservation count in the week they were counted (the counters' rule: once per
 *   client, business and hour; the running totals `visits_count`/`reservations_count` stay as
 *   they are);
 * - a favourite counts in the week a person adds it, once per person, business and week; taking it
 *   off again within that same week takes that one back (tapping the heart on and off leaves
 *   nothing); taking off an older favourite leaves past weeks as they were.
 */
export const STATS_WEEKS = { default: 8, max: 52 } as const;

export const STATS_MESSAGES = {
  invalidWeeks: `El número de semanas debe ser un número entero entre 1 y ${STATS_WEEKS.max}.`,
} as const;

/** `?weeks=N`: how many weeks before this one (1–52, default 8); the answer has N + 1 weeks. */
export const businessStatsQuerySchema = z.object({
  weeks: z
    .preprocess(
      (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : /^\d+$/.test(String(v)) ? Number(v) : NaN),
      z
        .number({ error: STATS_MESSAGES.invalidWeeks })
        .int(STATS_MESSAGES.invalidWeeks)
        .min(1, STATS_MESSAGES.invalidWeeks)
        .max(STATS_WEEKS.max, STATS_MESSAGES.invalidWeeks)
        .optional(),
    )
    .transform((v) => v ?? STATS_WEEKS.default),
});

export const weekStatsSchema = z.object({
  /** the week's Monday, Havana's date 'YYYY-MM-DD' */
  week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  visits: z.number().int().min(0),
  reservations: z.number().int().min(0),
  favorites: z.number().int().min(0),
});
export type WeekStats = z.infer<typeof weekStatsSchema>;

/** GET /business/{id}/stats: this week first, then the N weeks before it, newest first (weeks with nothing count 0). */
export const businessStatsSchema = z.object({
  business_id: z.string(),
  time_zone: z.literal(CUBA_TIME_ZONE),
  weeks: z.array(weekStatsSchema).min(1),
});
export type BusinessStats = z.infer<typeof businessStatsSchema>;

/** The Monday of the week of Havana's date `date` ('YYYY-MM-DD', calendar arithmetic, no zone involved). */
export function weekOfDate(date: string): string {
  const t = new Date(`${date}T12:00:00Z`);
  // getUTCDay: 0 Sunday … 6 Saturday; Monday-start weeks
  t.setUTCDate(t.getUTCDate() - ((t.getUTCDay() + 6) % 7));
  return t.toISOString().slice(0, 10);
}

/** The week `n` weeks after the week starting `week` (negative: before). */
export function addWeeks(week: string, n: number): string {
  const t = new Date(`${week}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 7 * n);
  return t.toISOString().slice(0, 10);
}
