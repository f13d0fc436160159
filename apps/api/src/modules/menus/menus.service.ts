import { BUSINESS_MESSAGES, CUBA_TIME_ZONE, RATE_MAX_AGE_DAYS, RATE_LIMITS, RATE_MESSAGES, convertCup, menuBodySchema, rateBodySchema, ratesQuerySchema, type LatestRate, type Menu, type Rate, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { StaleWriteError, badRequest, conflict, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { medianPrice, type RateRecord } from './menus.repository';

/** today in Cuba, YYYY-MM-DD (en-CA writes dates that way) */
export const cubaToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: CUBA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const DAY_MS = 86_400_000;
/** whole days from `date` to `today` (both YYYY-MM-DD) */
const daysBetween = (date: string, today: string) => Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);

const toRate = (r: RateRecord): Rate => ({ _id: r._id, usd: r.usd, eur: r.eur, date: r.date, source: r.source, created_at: r.created_at.toISOString() });

/** a rate is fresh for RATE_MAX_AGE_DAYS days after its date (Cuba's calendar) */
export const isStale = (r: RateRecord | null, now = new Date()) => !r || daysBetween(r.date, cubaToday(now)) > RATE_MAX_AGE_DAYS;

/**
 * Menus and the reference rate (issue 21 §2). A menu answers its CUP prices and, while the latest
 * rate is fresh, the USD and EUR ones; a business without a menu answers an empty one (version 0).
 * Writes replace the whole menu, owners and admins only, with the version read (409 when stale).
 */
export function createMenusService(ctx: Pick<AppContext, 'store'>) {
  const { menus, rates } = ctx.store;

  async function freshRate(): Promise<RateRecord | null> {
    const latest = await rates.latest();
    return isStale(latest) ? null : latest;
  }

  async function answer(businessId: string): Promise<Menu> {
    const [menu, rate] = await Promise.all([menus.get(businessId), freshRate()]);
    const sections = menu?.sections ?? [];
    return {
      business_id: businessId.toLowerCase(),
      sections: sections.map((s) => ({
        name: s.name,
        dishes: s.dishes.map((d) => ({
          ...d,
          ...(rate ? { price_usd: convertCup(d.price_cup, rate.usd), price_eur: convertCup(d.price_cup, rate.eur) } : {}),
        })),
      })),
      rate: rate ? toRate(rate) : null,
      median_price_cup: medianPrice(sections),
      updated_at: menu ? menu.updated_at.toISOString() : null,
      version: menu?.version ?? 0,
    };
  }

  async function mustExist(businessId: string) {
    if (!(await ctx.store.businesses.findById(businessId))) throw notFound(BUSINESS_MESSAGES.notFound);
  }

  return {
    async get(businessId: string): Promise<Menu> {
      await mustExist(businessId);
      return answer(businessId);
    },

    async put(businessId: string, body: unknown, by: string): Promise<{ before: Menu; after: Menu }> {
      const input = parse(menuBodySchema, body ?? {});
      await mustExist(businessId);
      const before = await answer(businessId);
      const sections = input.sections.map((s) => ({
        name: s.name,
        dishes: s.dishes.map((d) => ({
          name: d.name,
          ...(d.description ? { description: d.description } : {}),
          price_cup: d.price_cup,
          ...(d.photo ? { photo: d.photo } : {}),
          sold_out: d.sold_out,
        })),
      }));
      try {
        await menus.put(businessId, sections, input.version ?? before.version, by);
      } catch (err) {
        if (err instanceof StaleWriteError) throw conflict(API_MSG.staleWrite);
        throw err;
      }
      return { before, after: await answer(businessId) };
    },

    async latestRate(): Promise<LatestRate> {
      const latest = await rates.latest();
      return { rate: latest ? toRate(latest) : null, stale: isStale(latest) };
    },

    async addRate(body: unknown, by: string): Promise<Rate> {
      const input = parse(rateBodySchema, body ?? {});
      const day = new Date(`${input.date}T12:00:00Z`);
      if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(input.date) || input.date > cubaToday()) throw badRequest(RATE_MESSAGES.badDate);
      return toRate(await rates.create({ usd: input.usd, eur: input.eur, date: input.date, source: input.source, created_by: by }));
    },

    async ratesPage(query: unknown) {
      const { page } = parse(ratesQuerySchema, query ?? {});
      const limit = RATE_LIMITS.pageMax;
      const { items, total } = await rates.page({ offset: (page - 1) * limit, limit });
      return { items: items.map(toRate), total, page, limit };
    },
  };
}
