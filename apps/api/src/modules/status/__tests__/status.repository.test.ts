import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cubaClock } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { withTodayStatus } from '../status.repository';
import type { Store } from '../../../store/types';

const factories = await availableStores();
const PALADAR = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const BAR = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const ANA = '0123456789abcdef01234567';
const at = new Date('2026-11-25T15:00:00Z');

describe.each(factories)("today's status repository contract ($name)", (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('keeps one status per business, replaced by the next; ids in either case name the same business', async () => {
    expect(await store.todayStatuses.get(PALADAR)).toBeNull();
    await store.todayStatuses.set({ business_id: PALADAR, kind: 'no_power', date: '2026-11-25', set_at: at, set_by: ANA });
    const second = await store.todayStatuses.set({ business_id: PALADAR.toUpperCase(), kind: 'generator', date: '2026-11-25', set_at: at, set_by: ANA });
    expect(second).toEqual({ business_id: PALADAR, kind: 'generator', date: '2026-11-25', set_at: at, set_by: ANA });
    expect(await store.todayStatuses.get(PALADAR.toUpperCase())).toEqual(second);
    expect(await store.todayStatuses.get('not-an-id')).toBeNull();
  });

  it("answers only the statuses of the day asked, for the businesses asked", async () => {
    await store.todayStatuses.set({ business_id: PALADAR, kind: 'closed', date: '2026-11-25', set_at: at, set_by: ANA });
    await store.todayStatuses.set({ business_id: BAR, kind: 'open', date: '2026-11-24', set_at: at, set_by: ANA });
    const today = await store.todayStatuses.forDay([PALADAR, BAR, 'nonsense'], '2026-11-25');
    expect([...today.keys()]).toEqual([PALADAR]);
    expect((await store.todayStatuses.forDay([BAR], '2026-11-24')).get(BAR)?.kind).toBe('open');
  });

  it('clears a status and answers the one removed (null when there was none)', async () => {
    await store.todayStatuses.set({ business_id: PALADAR, kind: 'takeaway', date: '2026-11-25', set_at: at, set_by: ANA });
    expect((await store.todayStatuses.clear(PALADAR))?.kind).toBe('takeaway');
    expect(await store.todayStatuses.get(PALADAR)).toBeNull();
    expect(await store.todayStatuses.clear(PALADAR)).toBeNull();
  });

  it("withTodayStatus attaches today's status to the records that have one, and only today's", async () => {
    const clock = cubaClock(at);
    await store.todayStatuses.set({ business_id: PALADAR, kind: 'no_power', date: clock.date, set_at: at, set_by: ANA });
    await store.todayStatuses.set({ business_id: BAR, kind: 'open', date: '2026-11-01', set_at: at, set_by: ANA });
    const out = await withTodayStatus(store, [{ _id: PALADAR }, { _id: BAR }], clock);
    expect(out).toEqual([{ _id: PALADAR, today_status: { kind: 'no_power', date: clock.date, set_at: at.toISOString() } }, { _id: BAR }]);
  });
});
