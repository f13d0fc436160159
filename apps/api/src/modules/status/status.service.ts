import { BUSINESS_MESSAGES, ROLES, cubaClock, idParamsSchema, statusOfToday, todayStatusBodySchema, type TodayStatus } from '@guia/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { toTodayStatus } from './status.repository';

const bodyOf = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

/**
 * Today's status (issue 21 §4): set by the business's owner or an admin for Havana's day it is set
 * on, with the time; every write is recorded in the change log (kind 'status') so an admin can
 * undo it. The rule that makes it count in 'Abierto ahora' is contracts' openNowWithStatus.
 */
export function createStatusService(ctx: Pick<AppContext, 'store'>) {
  const repo = ctx.store.todayStatuses;

  async function mustExist(id: string): Promise<string> {
    const businessId = parse(idParamsSchema, { id }).id;
    if (!(await ctx.store.businesses.findById(businessId))) throw notFound(BUSINESS_MESSAGES.notFound);
    return businessId;
  }
  const current = async (businessId: string, now: Date): Promise<TodayStatus | null> => {
    const s = statusOfToday(await repo.get(businessId), cubaClock(now).date);
    return s ? toTodayStatus(s) : null;
  };
  const record = (businessId: string, who: { userId: string; roleId: number }, before: TodayStatus | null, after: TodayStatus | null) =>
    ctx.store.changes.create({ business_id: businessId, user_id: who.userId, by_owner: who.roleId !== ROLES.ADMIN, kind: 'status', before, after });

  return {
    async get(id: string): Promise<{ today_status: TodayStatus | null }> {
      const businessId = await mustExist(id);
      return { today_status: await current(businessId, new Date()) };
    },

    /** Sets today's status (the date and the time are the server's: a body's own are ignored). */
    async set(id: string, body: unknown, who: { userId: string; roleId: number }): Promise<{ today_status: TodayStatus }> {
      const businessId = await mustExist(id);
      const { kind } = parse(todayStatusBodySchema, bodyOf(body));
      const now = new Date();
      const before = await current(businessId, now);
      const saved = toTodayStatus(await repo.set({ business_id: businessId, kind, date: cubaClock(now).date, set_at: now, set_by: who.userId }));
      await record(businessId, who, before, saved);
      return { today_status: saved };
    },

    /** Clears it (the hours alone decide again). */
    async clear(id: string, who: { userId: string; roleId: number }): Promise<{ today_status: null }> {
      const businessId = await mustExist(id);
      const before = await current(businessId, new Date());
      await repo.clear(businessId);
      if (before) await record(businessId, who, before, null);
      return { today_status: null };
    },
  };
}
