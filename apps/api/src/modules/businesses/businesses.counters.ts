import { BUSINESS_MESSAGES, takesReservations, type CounterResponse } from '@guia/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../shared/errors';
import type { TransientRepository } from '../../infra/transient';
import type { BusinessRecord } from './businesses.repository';
import { recordCounted } from '../stats/stats.repository';

/** One client counts once per business per hour (issue 3, counters). */
export const COUNTER_WINDOW_MS = 60 * 60 * 1000;

export type CounterKind = 'visit' | 'reservation';

/**
 * Recent counter hits, in the store (issue 10 §10): every API instance behind a proxy sees the
 * same hour (a TTL collection on MongoDB; the memory store's bounded map otherwise).
 */
function createSharedHits(transient: TransientRepository, windowMs: number) {
  const key = (k: string) => `counter:${k}`;
  return {
    /** true (and every key held for the window) when none of `keys` was counted within it */
    async tryAddAll(keys: string[]): Promise<boolean> {
      const held: string[] = [];
      for (const k of keys) {
        if (await transient.claim(key(k), windowMs)) {
          held.push(k);
          continue;
        }
        await Promise.all(held.map((h) => transient.release(key(h))));
        return false;
      }
      return true;
    },
    async forgetAll(keys: string[]): Promise<void> {
      await Promise.all(keys.map((k) => transient.release(key(k))));
    },
  };
}

/**
 * The visit and reservation counters (spec §7). `mustFind` reads a business or answers 404;
 * ids reach `count` already checked.
 */
export function createCounters(ctx: AppContext, mustFind: (id: string) => Promise<BusinessRecord>) {
  const repo = ctx.store.businesses;
  const hits = createSharedHits(ctx.store.transient, COUNTER_WINDOW_MS);
  return {
    /**
     * +1 once per client, business and hour; `counted: false` (and the unchanged count) otherwise.
     * A client is every name it goes by (issue 9 §4): its address, plus its account when logged in.
     * It counts only when none of them counted within the hour, and then all of them are marked,
     * so fresh accounts from one address, or one account from many addresses, count once.
     */
    async count(kind: CounterKind, businessId: string, client: { ip: string; userId?: string }): Promise<CounterResponse> {
      if (kind === 'reservation') {
        // only real reservations count (issue 20 §6): a place that takes none, or has no number of
        // its own, was never written to, whatever an older page sends
        const b = await mustFind(businessId);
        if (!takesReservations(b)) return { count: b.reservations_count, counted: false };
      }
      const keys = [`${kind}|${businessId}|ip:${client.ip}`, ...(client.userId ? [`${kind}|${businessId}|user:${client.userId}`] : [])];
      if (!(await hits.tryAddAll(keys))) {
        const b = await mustFind(businessId);
        return { count: kind === 'visit' ? b.visits_count : b.reservations_count, counted: false };
      }
      let n: number | null;
      try {
        n = kind === 'visit' ? await repo.incrementVisits(businessId) : await repo.incrementReservations(businessId);
      } catch (err) {
        await hits.forgetAll(keys);
        throw err;
      }
      if (n === null) {
        await hits.forgetAll(keys);
        throw notFound(BUSINESS_MESSAGES.notFound);
      }
      // the owner's figures per week (issue 21 §6): what was counted, in this week of Cuba's time.
      // A failure here loses one figure of the week, never the count the visitor's page asked for.
      try {
        await recordCounted(ctx.store, businessId, kind === 'visit' ? 'visits' : 'reservations');
      } catch (err) {
        ctx.logger.warn({ err: (err as Error)?.message ?? err, businessId, kind }, 'estadísticas semanales: no se pudo anotar');
      }
      return { count: n, counted: true };
    },
  };
}
