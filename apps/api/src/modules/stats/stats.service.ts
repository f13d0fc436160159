import { BUSINESS_MESSAGES, CUBA_TIME_ZONE, addWeeks, businessStatsQuerySchema, idParamsSchema, type BusinessStats } from '@guia/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { havanaWeek } from './stats.repository';

/** A count that a racing take-back left below 0 reads as 0. */
const atLeast0 = (n: number | undefined) => Math.max(0, n ?? 0);

/** GET /business/{id}/stats (issue 21 §6): the owner's figures per week, this week first. */
export function createStatsService(ctx: AppContext) {
  return {
    async weeks(id: string, query: unknown, now = new Date()): Promise<BusinessStats> {
      const businessId = parse(idParamsSchema, { id }).id;
      const { weeks } = parse(businessStatsQuerySchema, query);
      if (!(await ctx.store.businesses.findById(businessId))) throw notFound(BUSINESS_MESSAGES.notFound);
      const current = havanaWeek(now);
      const stored = new Map((await ctx.store.weeklyStats.findWeeks(businessId, addWeeks(current, -weeks), current)).map((r) => [r.week, r]));
      return {
        business_id: businessId,
        time_zone: CUBA_TIME_ZONE,
        weeks: Array.from({ length: weeks + 1 }, (_, i) => {
          const week = addWeeks(current, -i);
          const r = stored.get(week);
          return { week, visits: atLeast0(r?.visits), reservations: atLeast0(r?.reservations), favorites: atLeast0(r?.favorites) };
        }),
      };
    },
  };
}
