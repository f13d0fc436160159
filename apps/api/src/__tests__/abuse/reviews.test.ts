/**
 * Issue 9 §3, through HTTP: one review per person and business, a per-person rate limit, a length
 * cap, reviews in their own port, a consistent running average, and lists that carry only the
 * latest few — every review paged on GET /business/{id}/comments.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { BUSINESS_MESSAGES, LATEST_COMMENTS, TEXT_LIMITS, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../test/helpers';
import { newBusiness } from '../../modules/businesses/__tests__/fixtures';

const api = (t: TestApp) => request(t.app);
const post = (t: TestApp, id: string, auth: Record<string, string>, body: unknown) => api(t).post(`/api/business/${id}/comments`).set(auth).send(body as object);
const allReviews = (t: TestApp, id: string) => t.store.reviews.page(id, { offset: 0, limit: 1000 });

describe('issue 9 §3: one review per person and business', () => {
  it('replaces the first review with the second (200), keeping one review and one rating of that person', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ rating: 4, user_ratings_total: 10 }));
    const ana = await createUser(t, { username: 'ana' });
    const first = await post(t, b._id, ana.auth, { content: 'Malo', rating: 1 });
    expect(first.status).toBe(201);
    const second = await post(t, b._id, ana.auth, { content: 'Mejoró mucho', rating: 5 });
    expect(second.status).toBe(200);
    expect(second.body.comments).toEqual([expect.objectContaining({ content: 'Mejoró mucho', username: 'ana', rating: 5 })]);

    const stored = await t.store.businesses.findById(b._id);
    expect(stored?.user_ratings_total).toBe(11);
    expect(stored?.rating).toBeCloseTo((4 * 10 + 5) / 11, 10);
    expect((await allReviews(t, b._id)).items.map((r) => r.content)).toEqual(['Mejoró mucho']);
  });

  it('keeps one review and a consistent average when one person posts 10 at once', async () => {
    const t = createTestApp({ config: { reviewRateLimit: { max: 100, windowMs: 60_000 } } });
    const b = await t.store.businesses.create(newBusiness({ rating: 4.6, user_ratings_total: 3126 }));
    const u = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(t, b._id, u.auth, { content: `Opinión ${i}`, rating: 1 + (i % 5) })));
    expect(answers.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const { items, total } = await allReviews(t, b._id);
    expect(total).toBe(1);
    const stored = await t.store.businesses.findById(b._id);
    expect(stored?.user_ratings_total).toBe(3127);
    expect(stored?.rating).toBeCloseTo((4.6 * 3126 + items[0]!.rating!) / 3127, 8);
    expect(stored?.comments).toHaveLength(1);
  });

  it('keeps the running average and count of many people consistent under concurrent reviews', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ rating: 4, user_ratings_total: 10 }));
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(t)));
    await Promise.all(users.map((u, i) => post(t, b._id, u.auth, { content: 'Bien', rating: 1 + (i % 5) })));
    // then each replaces theirs with a 5
    await Promise.all(users.map((u) => post(t, b._id, u.auth, { content: 'Genial', rating: 5 })));
    const stored = await t.store.businesses.findById(b._id);
    expect(stored?.user_ratings_total).toBe(22);
    expect(stored?.rating).toBeCloseTo((40 + 12 * 5) / 22, 8);
    expect((await allReviews(t, b._id)).total).toBe(12);
  });
});

describe('issue 9 §3: limits', () => {
  it('answers 429 in Spanish once one account has published its reviews for the window, storing nothing more', async () => {
    const t = createTestApp({ config: { reviewRateLimit: { max: 3, windowMs: 60_000 } } });
    const u = await createUser(t);
    const other = await createUser(t);
    const businesses = await Promise.all(Array.from({ length: 5 }, () => t.store.businesses.create(newBusiness())));
    for (const b of businesses.slice(0, 3)) expect((await post(t, b._id, u.auth, { content: 'Bien', rating: 4 })).status).toBe(201);
    const refused = await post(t, businesses[3]!._id, u.auth, { content: 'Bien', rating: 4 });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: API_MSG.tooManyReviews });
    expect((await allReviews(t, businesses[3]!._id)).total).toBe(0);
    expect((await t.store.businesses.findById(businesses[3]!._id))?.user_ratings_total).toBe(0);
    // another account is not limited
    expect((await post(t, businesses[4]!._id, other.auth, { content: 'Bien', rating: 4 })).status).toBe(201);
  });

  it('does not use up the limit with refused reviews', async () => {
    const t = createTestApp({ config: { reviewRateLimit: { max: 1, windowMs: 60_000 } } });
    const u = await createUser(t);
    const b = await t.store.businesses.create(newBusiness());
    for (let i = 0; i < 3; i++) expect((await post(t, b._id, u.auth, { content: '', rating: 4 })).status).toBe(400);
    expect((await post(t, b._id, u.auth, { content: 'Ahora sí', rating: 4 })).status).toBe(201);
  });

  it('answers 400 for content over the length cap and stores nothing', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const b = await t.store.businesses.create(newBusiness());
    const res = await post(t, b._id, u.auth, { content: 'x'.repeat(TEXT_LIMITS.review + 1), rating: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.commentTooLong });
    expect((await allReviews(t, b._id)).total).toBe(0);
    expect(await t.store.businesses.findById(b._id)).toMatchObject({ rating: 0, user_ratings_total: 0, comments: [] });
  });
});

describe('issue 9 §3: lists carry the latest few, the rest are paged', () => {
  async function reviewed(count: number) {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ name: 'Muy comentado', paid_promo: true, paid_plan: 'ELITE' }));
    for (let i = 1; i <= count; i++) {
      const u = await createUser(t, { username: `autor${i}` });
      await post(t, b._id, u.auth, { content: `Opinión ${i}`, rating: 4 });
      await new Promise((r) => setTimeout(r, 2));
    }
    return { t, b };
  }

  it('GET /business/{id} and every list carry at most the latest comments, newest first', async () => {
    const { t, b } = await reviewed(7);
    const latest = ['Opinión 7', 'Opinión 6', 'Opinión 5'].slice(0, LATEST_COMMENTS);
    const contents = (x: { comments: { content: string }[] }) => x.comments.map((c) => c.content);
    expect(contents((await api(t).get(`/api/business/${b._id}`)).body)).toEqual(latest);
    // (the admin list, GET /api/business/, carries no comments at all since issue 17 §11; ?ids= does, like GET /business/{id})
    for (const path of [`/api/business/?ids=${b._id}`, '/api/business/promoted', '/api/business/elite', '/api/business/search?q=comentado']) {
      const list = (await api(t).get(path)).body as { comments: { content: string }[] }[];
      expect(list.map(contents), path).toEqual([latest]);
    }
    const [lng, lat] = b.location.coordinates;
    // the map's nearby answer carries no comments at all (issue 11): the panel loads GET /business/{id}
    const nearby = await api(t).get(`/api/business/nearby?lat=${lat}&lon=${lng}`);
    expect(nearby.body.mongo_businesses).toHaveLength(1);
    expect(nearby.body.mongo_businesses[0]).not.toHaveProperty('comments');
    expect((await t.store.businesses.findById(b._id))?.comments).toHaveLength(LATEST_COMMENTS);
    expect((await allReviews(t, b._id)).total).toBe(7);
  });

  it('GET /business/{id}/comments pages every review: { items, total, page, limit }', async () => {
    const { t, b } = await reviewed(5);
    const first = await api(t).get(`/api/business/${b._id}/comments?page=1&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(first.body.items.map((c: { content: string }) => c.content)).toEqual(['Opinión 5', 'Opinión 4']);
    // the author's name comes with each review (issue 20 §5: cards show the name, not the username)
    expect(first.body.items[0]).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), content: 'Opinión 5', username: 'autor5', name: expect.any(String), rating: 4, date: expect.any(String) });
    const last = await api(t).get(`/api/business/${b._id}/comments?page=3&limit=2`);
    expect(last.body.items.map((c: { content: string }) => c.content)).toEqual(['Opinión 1']);
    const defaults = await api(t).get(`/api/business/${b._id}/comments`);
    expect(defaults.body).toMatchObject({ total: 5, page: 1, limit: 20 });
    expect(defaults.body.items).toHaveLength(5);
  });

  it('answers 400 in Spanish for a page or limit that is no positive whole number, 404 for an unknown business', async () => {
    const { t, b } = await reviewed(1);
    for (const q of ['page=0', 'page=0x1', 'limit=500', 'limit=true', 'page=1.5', 'page=1&page=2']) {
      const res = await api(t).get(`/api/business/${b._id}/comments?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body).toEqual({ message: API_MSG.invalidPage });
    }
    expect((await api(t).get('/api/business/665f1c2e8b3a4d0012345678/comments')).status).toBe(404);
  });

  it('deleting a business deletes its reviews', async () => {
    const { t, b } = await reviewed(2);
    const admin = await createAdmin(t);
    expect((await api(t).delete(`/api/business/${b._id}`).set(admin.auth)).status).toBe(200);
    expect((await allReviews(t, b._id)).total).toBe(0);
  });
});
