import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import { StaleWriteError } from '../../../shared/errors';
import type { Store } from '../../../store/types';

const factories = await availableStores();
const PALADAR = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const BAR = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const ANA = '0123456789abcdef01234567';
const menu = (prices: number[]) => [{ name: 'Platos', dishes: prices.map((p, i) => ({ name: `Plato ${i}`, price_cup: p, sold_out: false })) }];

describe.each(factories)('menus and rates repository contract ($name)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('keeps one menu per business, replaced whole with the version read; a stale version changes nothing', async () => {
    expect(await store.menus.get(PALADAR)).toBeNull();
    const first = await store.menus.put(PALADAR, [{ name: 'Entrantes', dishes: [{ name: 'Tostones', description: 'Con mojo', price_cup: 450, sold_out: false }] }], 0, ANA);
    expect(first).toMatchObject({ business_id: PALADAR, version: 1, updated_by: ANA });
    expect(first.updated_at).toBeInstanceOf(Date);
    await expect(store.menus.put(PALADAR, menu([1]), 0, ANA)).rejects.toBeInstanceOf(StaleWriteError);
    const second = await store.menus.put(PALADAR.toUpperCase(), menu([900, 1200]), 1, ANA);
    expect(second.version).toBe(2);
    expect((await store.menus.get(PALADAR))!.sections).toEqual(menu([900, 1200]));
  });

  it('answers the median price of each business that has a menu', async () => {
    await store.menus.put(PALADAR, menu([300, 900, 1500]), 0, ANA);
    await store.menus.put(BAR, menu([200, 400]), 0, ANA);
    const medians = await store.menus.medians([PALADAR, BAR, '665f1c2e8b3a4d0012345678']);
    expect(Object.fromEntries(medians)).toEqual({ [PALADAR]: 900, [BAR]: 300 });
  });

  it('keeps every rate; the latest is the newest date, then the newest written', async () => {
    expect(await store.rates.latest()).toBeNull();
    await store.rates.create({ usd: 440, eur: 480, date: '2026-11-20', source: 'elTOQUE', created_by: ANA });
    await store.rates.create({ usd: 445, eur: 485, date: '2026-11-24', source: 'elTOQUE', created_by: ANA });
    await store.rates.create({ usd: 430, eur: 470, date: '2026-11-10', source: 'elTOQUE', created_by: ANA });
    expect(await store.rates.latest()).toMatchObject({ usd: 445, date: '2026-11-24' });
    const page = await store.rates.page({ offset: 0, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((r) => r.date)).toEqual(['2026-11-24', '2026-11-20']);
  });

  it('logs changes newest first, finds the latest not undone, and marks one undone once', async () => {
    const a = await store.changes.create({ business_id: PALADAR, user_id: ANA, by_owner: true, kind: 'menu', before: [], after: menu([1]) });
    await new Promise((r) => setTimeout(r, 5));
    const b = await store.changes.create({ business_id: PALADAR, user_id: ANA, by_owner: true, kind: 'menu', before: menu([1]), after: menu([2]) });
    await store.changes.create({ business_id: BAR, user_id: ANA, by_owner: false, kind: 'menu', before: [], after: [] });
    expect((await store.changes.page({ business_id: PALADAR, offset: 0, limit: 10 })).items.map((c) => c._id)).toEqual([b._id, a._id]);
    expect((await store.changes.latest(PALADAR, 'menu'))?._id).toBe(b._id);
    expect(await store.changes.markReverted(b._id, ANA, new Date())).toBe(true);
    expect(await store.changes.markReverted(b._id, ANA, new Date())).toBe(false);
    expect((await store.changes.latest(PALADAR, 'menu'))?._id).toBe(a._id);
    expect((await store.changes.findById(a._id))?.after).toEqual(menu([1]));
  });
});
