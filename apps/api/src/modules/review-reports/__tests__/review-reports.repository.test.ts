import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import type { Store } from '../../../store/types';

const factories = await availableStores();
const REVIEW = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PALADAR = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const ANA = '0123456789abcdef01234567';
const LUIS = '0123456789abcdef01234568';
const ADMIN = '0123456789abcdef01234569';

describe.each(factories)('reports repository contract ($name)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  const report = (user_id: string, target: 'review' | 'reply' = 'review') => store.reports.create({ review_id: REVIEW, business_id: PALADAR, target, reason: 'Insultos', user_id });

  it('keeps one report per person and item; another person or the reply is another item', async () => {
    const first = await report(ANA);
    expect(first).toMatchObject({ review_id: REVIEW, business_id: PALADAR, target: 'review', user_id: ANA, status: 'open', reason: 'Insultos' });
    expect(await report(ANA)).toBeNull();
    expect(await report(LUIS)).not.toBeNull();
    expect(await report(ANA, 'reply')).not.toBeNull();
    expect(await store.reports.findById(first!._id.toUpperCase())).toEqual(first);
  });

  it('lists by status, newest first, and marks handled one report or every open one of an item', async () => {
    const a = (await report(ANA))!;
    const b = (await report(LUIS))!;
    const c = (await report(ANA, 'reply'))!;
    expect((await store.reports.page({ status: 'open', offset: 0, limit: 10 })).items.map((r) => r._id)).toEqual([c._id, b._id, a._id]);
    expect(await store.reports.handle({ id: a._id }, ADMIN, new Date())).toBe(1);
    expect(await store.reports.handle({ review_id: REVIEW, target: 'reply' }, ADMIN, new Date())).toBe(1);
    const open = await store.reports.page({ status: 'open', offset: 0, limit: 10 });
    expect(open).toMatchObject({ total: 1, items: [{ _id: b._id }] });
    const handled = await store.reports.page({ status: 'handled', offset: 0, limit: 1 });
    expect(handled.total).toBe(2);
    expect(handled.items[0]).toMatchObject({ status: 'handled', handled_by: ADMIN, handled_at: expect.any(Date) });
  });
});
