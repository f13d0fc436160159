import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { availableStores } from '../../../store/test-stores';
import type { NewReview, ReviewsRepository } from '../reviews.repository';

const factories = await availableStores();
const id = () => new Types.ObjectId().toHexString();

describe.each(factories)('reviews repository contract ($name)', (factory) => {
  let repo: ReviewsRepository;
  let cleanup: () => Promise<void>;
  const business = id();

  beforeEach(async () => {
    const made = await factory.make();
    repo = made.store.reviews;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  const review = (over: Partial<NewReview> & { at?: number } = {}): NewReview => {
    const { at = 0, ...rest } = over;
    return { business_id: business, username: 'ana', content: 'Bueno', rating: 4, date: new Date(Date.UTC(2025, 0, 1) + at * 60_000), ...rest };
  };

  it('stores a first review and answers no previous one', async () => {
    const user = id();
    const { review: r, previous } = await repo.upsert(review({ user_id: user, content: '$name' }));
    expect(previous).toBeNull();
    expect(r._id).toMatch(/^[a-f\d]{24}$/);
    expect(r).toMatchObject({ business_id: business, user_id: user, content: '$name', rating: 4 });
    expect(await repo.page(business, { offset: 0, limit: 10 })).toMatchObject({ total: 1, items: [{ content: '$name', username: 'ana' }] });
  });

  it('replaces an author’s review of the same business and answers the one it replaced', async () => {
    const user = id();
    const first = await repo.upsert(review({ user_id: user, rating: 1, content: 'malo', at: 1 }));
    const second = await repo.upsert(review({ user_id: user, rating: 5, content: 'bueno', at: 2 }));
    expect(second.previous).toMatchObject({ _id: first.review._id, rating: 1, content: 'malo' });
    const page = await repo.page(business, { offset: 0, limit: 10 });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ content: 'bueno', rating: 5 });
  });

  it('keeps one review per author even when the same author writes many at once', async () => {
    const user = id();
    await Promise.all(Array.from({ length: 8 }, (_, i) => repo.upsert(review({ user_id: user, content: `r${i}`, at: i }))));
    expect((await repo.page(business, { offset: 0, limit: 50 })).total).toBe(1);
  });

  it('keeps reviews of other authors and businesses apart; reviews without an author are all kept', async () => {
    await repo.upsert(review({ user_id: id() }));
    await repo.upsert(review({ user_id: id() }));
    await repo.upsert(review({}));
    await repo.upsert(review({}));
    await repo.upsert(review({ business_id: id(), user_id: id() }));
    expect((await repo.page(business, { offset: 0, limit: 50 })).total).toBe(4);
  });

  it('pages newest first with the total', async () => {
    for (let at = 1; at <= 5; at += 1) await repo.upsert(review({ user_id: id(), content: `c${at}`, at }));
    const first = await repo.page(business, { offset: 0, limit: 2 });
    const second = await repo.page(business, { offset: 2, limit: 2 });
    const last = await repo.page(business, { offset: 4, limit: 2 });
    expect(first).toMatchObject({ total: 5, items: [{ content: 'c5' }, { content: 'c4' }] });
    expect(second.items.map((r) => r.content)).toEqual(['c3', 'c2']);
    expect(last.items.map((r) => r.content)).toEqual(['c1']);
    expect((await repo.page(business.toUpperCase(), { offset: 0, limit: 1 })).total).toBe(5);
    expect(await repo.page('nope', { offset: 0, limit: 1 })).toEqual({ items: [], total: 0 });
  });

  it('deletes and restores a review exactly', async () => {
    const user = id();
    const { review: r } = await repo.upsert(review({ user_id: user, content: 'antes' }));
    await repo.upsert(review({ user_id: user, content: 'después', rating: 2 }));
    await repo.restore(r);
    expect((await repo.page(business, { offset: 0, limit: 5 })).items).toEqual([r]);
    await repo.delete(r._id);
    expect((await repo.page(business, { offset: 0, limit: 5 })).total).toBe(0);
    // the author may review again after a delete
    expect((await repo.upsert(review({ user_id: user }))).previous).toBeNull();
  });

  it('removes every review of a business', async () => {
    await repo.upsert(review({ user_id: id() }));
    await repo.upsert(review({}));
    const other = id();
    await repo.upsert(review({ business_id: other, user_id: id() }));
    await repo.removeByBusiness(business);
    expect((await repo.page(business, { offset: 0, limit: 5 })).total).toBe(0);
    expect((await repo.page(other, { offset: 0, limit: 5 })).total).toBe(1);
  });
});
