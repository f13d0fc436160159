import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { LATEST_COMMENTS } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import type { Store } from '../../../store/types';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { refreshReviewSummary, repairRatings, type NewReview } from '../reviews.repository';
import { newBusiness } from './fixtures';

const factories = await availableStores();
const oid = () => new Types.ObjectId().toHexString();

/**
 * Issue 17 §10: a business's rating, count and latest comments are what its reviews say,
 * recomputed after every write, so no failure leaves them wrong for good.
 */
describe.each(factories)('ratings recomputed from the reviews ($name)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  let minute = 0;
  const review = (business_id: string, over: Partial<NewReview> = {}): NewReview => ({
    business_id,
    user_id: oid(),
    username: 'ana',
    content: 'Bien',
    rating: 4,
    date: new Date(Date.UTC(2025, 0, 1) + (minute += 1) * 60_000),
    ...over,
  });
  /** the figures the business's reviews give, straight from the reviews */
  const truth = async (id: string) => store.reviews.summary(id, LATEST_COMMENTS);

  it('sums a business’s reviews: the average and number of those with a rating, and the newest few', async () => {
    const b = oid();
    await store.reviews.upsert(review(b, { rating: 5, content: 'c1' }));
    await store.reviews.upsert(review(b, { rating: 2, content: 'c2' }));
    await store.reviews.upsert(review(b, { rating: undefined, content: 'c3' }));
    await store.reviews.upsert(review(b, { rating: 3, content: 'c4' }));
    await store.reviews.upsert(review(oid(), { rating: 1 }));
    const s = await truth(b);
    expect(s.reviews_count).toBe(3);
    expect(s.reviews_rating).toBeCloseTo(10 / 3, 10);
    expect(s.comments.map((c) => c.content)).toEqual(['c4', 'c3', 'c2']);
    expect(await store.reviews.summary('nope', 3)).toEqual({ reviews_rating: 0, reviews_count: 0, comments: [] });
    expect((await store.reviews.businessIds()).length).toBe(2);
  });

  it('heals a business whose figures failed to be written: the next review’s recompute puts them right', async () => {
    const b = await store.businesses.create(newBusiness({ rating: 0, user_ratings_total: 0 }));
    await store.reviews.upsert(review(b._id, { rating: 5 }));
    const real = store.businesses.setReviewSummary.bind(store.businesses);
    let failures = 1;
    store.businesses.setReviewSummary = async (...args) => {
      if (failures-- > 0) throw new Error('la base no contesta');
      return real(...args);
    };
    await expect(refreshReviewSummary(store, b._id, LATEST_COMMENTS)).rejects.toThrow('la base no contesta');
    expect(await store.businesses.findById(b._id)).toMatchObject({ user_ratings_total: 0 });
    await store.reviews.upsert(review(b._id, { rating: 1 }));
    const healed = await refreshReviewSummary(store, b._id, LATEST_COMMENTS);
    expect(healed).toMatchObject({ rating: 3, user_ratings_total: 2, reviews_count: 2 });
    expect(healed!.comments).toHaveLength(2);
  });

  it('never counts below the reviews that exist: a delete, repeated, leaves the external figures plus what remains', async () => {
    const b = await store.businesses.create(newBusiness({ rating: 4, user_ratings_total: 2 }));
    const { review: first } = await store.reviews.upsert(review(b._id, { rating: 1 }));
    await store.reviews.upsert(review(b._id, { rating: 5 }));
    await refreshReviewSummary(store, b._id, LATEST_COMMENTS);
    await store.reviews.delete(first._id);
    await store.reviews.delete(first._id);
    await refreshReviewSummary(store, b._id, LATEST_COMMENTS);
    const after = await refreshReviewSummary(store, b._id, LATEST_COMMENTS);
    expect(after).toMatchObject({ user_ratings_total: 3, reviews_count: 1, external_ratings_total: 2 });
    expect(after!.rating).toBeCloseTo((4 * 2 + 5) / 3, 10);
    const { review: only } = (await store.reviews.page(b._id, { offset: 0, limit: 5 })).items.map((r) => ({ review: r }))[0]!;
    await store.reviews.delete(only._id);
    expect(await refreshReviewSummary(store, b._id, LATEST_COMMENTS)).toMatchObject({ rating: 4, user_ratings_total: 2, reviews_count: 0, comments: [] });
  });

  it('removes an author’s reviews and names the businesses they were about', async () => {
    const author = oid();
    const [b1, b2, b3] = [oid(), oid(), oid()];
    await store.reviews.upsert(review(b1, { user_id: author }));
    await store.reviews.upsert(review(b2, { user_id: author }));
    await store.reviews.upsert(review(b3));
    expect((await store.reviews.removeByUser(author.toUpperCase())).sort()).toEqual([b1, b2].sort());
    expect((await truth(b1)).comments).toEqual([]);
    expect((await truth(b3)).reviews_count).toBe(1);
    expect(await store.reviews.removeByUser(author)).toEqual([]);
  });

  it('repair recomputes every business with reviews and leaves those without any as they are', async () => {
    const reviewed = await store.businesses.create(newBusiness({ name: 'Con reseñas', rating: 4, user_ratings_total: 10 }));
    const untouched = await store.businesses.create(newBusiness({ name: 'Sin reseñas', rating: 4.6, user_ratings_total: 3120 }));
    await store.reviews.upsert(review(reviewed._id, { rating: 1 }));
    await store.reviews.upsert(review(reviewed._id, { rating: 1, content: 'otra' }));
    // figures that drifted: a summary no set of reviews gives
    await store.businesses.setReviewSummary(reviewed._id, { reviews_rating: 5, reviews_count: 7, comments: [] });
    const result = await repairRatings(store, LATEST_COMMENTS);
    expect(result).toEqual({ repaired: 1, failed: [] });
    const after = await store.businesses.findById(reviewed._id);
    expect(after).toMatchObject({ user_ratings_total: 12, reviews_count: 2, reviews_rating: 1, external_ratings_total: 10 });
    expect(after!.rating).toBeCloseTo((4 * 10 + 2) / 12, 10);
    expect(after!.comments.map((c) => c.content)).toEqual(['otra', 'Bien']);
    expect(await store.businesses.findById(untouched._id)).toMatchObject({ rating: 4.6, user_ratings_total: 3120, comments: [] });
    // idempotent
    await repairRatings(store, LATEST_COMMENTS);
    expect(await store.businesses.findById(reviewed._id)).toMatchObject({ user_ratings_total: 12, reviews_count: 2 });
  });

  it('two API instances on one store, reviews written at once (first ones and replacements), end consistent', async () => {
    const one = createTestApp({ store });
    const two = createTestApp({ store });
    const b = await store.businesses.create(newBusiness({ rating: 0, user_ratings_total: 0 }));
    const people = await Promise.all(Array.from({ length: 8 }, () => createUser(one)));
    const post = (t: TestApp, p: (typeof people)[number], rating: number) =>
      request(t.app).post(`/api/business/${b._id}/comments`).set(p.auth).send({ content: `Opinión ${rating}`, rating });
    const answers = await Promise.all(
      people.flatMap((p, i) => [post(i % 2 ? one : two, p, 1 + (i % 5)), post(i % 2 ? two : one, p, 5 - (i % 5))]),
    );
    for (const a of answers) expect([200, 201]).toContain(a.status);
    const reviews = (await store.reviews.page(b._id, { offset: 0, limit: 50 })).items;
    expect(reviews).toHaveLength(8);
    const average = reviews.reduce((n, r) => n + r.rating!, 0) / reviews.length;
    const stored = await store.businesses.findById(b._id);
    expect(stored).toMatchObject({ user_ratings_total: 8, reviews_count: 8 });
    expect(stored!.rating).toBeCloseTo(average, 10);
    expect(stored!.comments).toHaveLength(LATEST_COMMENTS);
    const { body } = await request(two.app).get(`/api/business/${b._id}`);
    expect(body).toMatchObject({ user_ratings_total: 8, reviews_count: 8 });
  });
});

describe('reviews through HTTP: the figures follow the reviews (issue 17 §10)', () => {
  it('when the figures fail to be written once, the review is kept, the answer shows the real figures, and the next review heals the stored ones', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ rating: 0, user_ratings_total: 0 }));
    const [ana, luis] = [await createUser(t), await createUser(t)];
    const real = t.store.businesses.setReviewSummary.bind(t.store.businesses);
    let failures = 1;
    t.store.businesses.setReviewSummary = async (...args) => {
      if (failures-- > 0) throw new Error('la base no contesta');
      return real(...args);
    };
    const first = await request(t.app).post(`/api/business/${b._id}/comments`).set(ana.auth).send({ content: 'Muy bueno', rating: 5 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ rating: 5, user_ratings_total: 1, reviews_count: 1 });
    expect((await t.store.businesses.findById(b._id))!.user_ratings_total).toBe(0);
    const second = await request(t.app).post(`/api/business/${b._id}/comments`).set(luis.auth).send({ content: 'Regular', rating: 3 });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ rating: 4, user_ratings_total: 2, reviews_count: 2 });
    expect((await t.store.businesses.findById(b._id))!).toMatchObject({ rating: 4, user_ratings_total: 2 });
    expect(second.body.comments.map((c: { content: string }) => c.content)).toEqual(['Regular', 'Muy bueno']);
  });

  it('a replaced review counts once, and the same request sent again changes nothing', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ rating: 0, user_ratings_total: 0 }));
    const ana = await createUser(t);
    const send = (rating: number) => request(t.app).post(`/api/business/${b._id}/comments`).set(ana.auth).send({ content: 'Otra vez', rating });
    await send(1);
    await send(5);
    const again = await send(5);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ rating: 5, user_ratings_total: 1, reviews_count: 1 });
  });

  it('keeps the external (seeded, Google-style) figures apart from the guide’s own and adds them honestly', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ rating: 4.6, user_ratings_total: 3120 }));
    const ana = await createUser(t);
    const { body } = await request(t.app).post(`/api/business/${b._id}/comments`).set(ana.auth).send({ content: 'Genial', rating: 5 });
    expect(body).toMatchObject({ external_rating: 4.6, external_ratings_total: 3120, reviews_rating: 5, reviews_count: 1, user_ratings_total: 3121 });
    expect(body.rating).toBeCloseTo(4.6, 1);
  });
});

describe('the admin form cannot type the figures: they are computed (issue 20 §9)', () => {
  it('rating and user_ratings_total sent by an admin are ignored on update; the external figures and the guide’s own stay', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const b = await t.store.businesses.create(newBusiness({ rating: 4, user_ratings_total: 10 }));
    await request(t.app).post(`/api/business/${b._id}/comments`).set((await createUser(t)).auth).send({ content: 'Genial', rating: 5 });
    const shown = (await request(t.app).get(`/api/business/${b._id}`)).body;
    expect(shown).toMatchObject({ rating: 4.1, user_ratings_total: 11 });
    const typed = await request(t.app)
      .put(`/api/business/${b._id}`)
      .set(admin.auth)
      .field('name', 'Negocio de prueba')
      .field('address', 'Obispo 1')
      .field('rating', '1')
      .field('user_ratings_total', '999');
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ user_ratings_total: 11, external_rating: 4, external_ratings_total: 10, reviews_count: 1 });
    expect(typed.body.rating).toBeCloseTo(4.1, 1);
  });
});
