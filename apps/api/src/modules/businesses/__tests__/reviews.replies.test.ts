import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, OWNER_MESSAGES } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { makeBusiness } from '../../events/__tests__/fixtures';
import type { Store } from '../../../store/types';

/** Replies of a business's owner to its reviews (issue 21 §5). */

const factories = await availableStores();
const PALADAR = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const ANA = '0123456789abcdef01234567';
const OWNER = '0123456789abcdef01234568';

describe.each(factories)('reviews repository: replies ($name)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('writes, rewrites and removes the one reply of a review; finds a review by its id', async () => {
    const { review } = await store.reviews.upsert({ business_id: PALADAR, user_id: ANA, username: 'ana', content: 'Muy rico', rating: 5, date: new Date('2026-11-20T12:00:00Z') });
    expect((await store.reviews.findById(review._id.toUpperCase()))?.content).toBe('Muy rico');
    const date = new Date('2026-11-21T12:00:00Z');
    expect((await store.reviews.setReply(review._id, { content: '¡Gracias!', date, user_id: OWNER }))?.reply).toEqual({ content: '¡Gracias!', date, user_id: OWNER });
    await store.reviews.setReply(review._id, { content: '¡Gracias, Ana!', date, user_id: OWNER });
    const page = await store.reviews.page(PALADAR, { offset: 0, limit: 10 });
    expect(page.items[0]!.reply?.content).toBe('¡Gracias, Ana!');
    expect((await store.reviews.setReply(review._id, null))?.reply).toBeUndefined();
    expect(await store.reviews.setReply('665f1c2e8b3a4d0012345678', null)).toBeNull();
    expect(await store.reviews.findById('nonsense')).toBeNull();
  });

  it('a review its author replaces loses the reply (it answered other words)', async () => {
    const { review } = await store.reviews.upsert({ business_id: PALADAR, user_id: ANA, username: 'ana', content: 'Frío', date: new Date() });
    await store.reviews.setReply(review._id, { content: 'Lo sentimos', date: new Date(), user_id: OWNER });
    await store.reviews.upsert({ business_id: PALADAR, user_id: ANA, username: 'ana', content: 'Ya mejor', date: new Date() });
    expect((await store.reviews.findById(review._id))?.reply).toBeUndefined();
  });
});

describe('PUT and DELETE /api/business/{id}/comments/{reviewId}/reply', () => {
  type Auth = Record<string, string>;
  let t: TestApp;
  let owner: Auth;
  let ownerId: string;
  let ana: Auth;
  let admin: Auth;
  let paladar: string;
  let other: string;

  beforeEach(async () => {
    t = createTestApp();
    admin = (await createAdmin(t)).auth;
    const o = await createUser(t, { name: 'Dueña' });
    owner = o.auth;
    ownerId = o.user._id;
    ana = (await createUser(t, { name: 'Ana' })).auth;
    paladar = (await makeBusiness(t, 'Paladar La Guarida'))._id;
    other = (await makeBusiness(t, 'Otro paladar'))._id;
    const claim = await t.store.claims.create({ business_id: paladar, user_id: ownerId, phone: '55123456', note: '' });
    await t.store.claims.decide(claim._id, 'pending', 'approved', { decided_by: ownerId, decided_at: new Date() });
  });

  const review = async (auth: Auth, id = paladar) => {
    await request(t.app).post(`/api/business/${id}/comments`).set(auth).send({ content: 'Muy rico todo', rating: 5 }).expect((r) => expect(r.status).toBeLessThan(300));
    return (await request(t.app).get(`/api/business/${id}/comments`)).body.items[0]._id as string;
  };
  const reply = (auth: Auth, reviewId: string, body: unknown = { content: '¡Gracias por venir!' }, id = paladar) =>
    request(t.app).put(`/api/business/${id}/comments/${reviewId}/reply`).set(auth).send(body as object);

  it("the owner replies once, edits it, and everyone reads it under the review", async () => {
    const id = await review(ana);
    const first = await reply(owner, id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ _id: id, content: 'Muy rico todo', name: 'Ana', reply: { content: '¡Gracias por venir!' } });
    expect(first.headers['cache-control']).toBe('private, no-store');
    await reply(owner, id, { content: '¡Gracias, Ana! Vuelve pronto.' }).expect(200);
    const page = await request(t.app).get(`/api/business/${paladar}/comments`);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0].reply).toEqual({ content: '¡Gracias, Ana! Vuelve pronto.', date: expect.any(String) });
    const removed = await request(t.app).delete(`/api/business/${paladar}/comments/${id}/reply`).set(owner);
    expect(removed.body.reply).toBeUndefined();
    expect((await request(t.app).delete(`/api/business/${paladar}/comments/${id}/reply`).set(owner)).body).toEqual({ message: OWNER_MESSAGES.replyNotFound });
  });

  it('refuses a reply to one\'s own review with a Spanish 400', async () => {
    const own = await review(owner);
    const res = await reply(owner, own);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: OWNER_MESSAGES.ownReview });
  });

  it('refuses an empty or too long reply, the owner of another business, and a review of another business', async () => {
    const id = await review(ana);
    expect((await reply(owner, id, { content: '  ' })).body).toEqual({ message: OWNER_MESSAGES.replyRequired });
    expect((await reply(owner, id, { content: 'x'.repeat(1001) })).body).toEqual({ message: OWNER_MESSAGES.replyTooLong });
    expect((await reply(ana, id)).body).toEqual({ message: CLAIM_MESSAGES.notOwner });
    const elsewhere = await review(ana, other);
    // the review is of another business than the one named: it is not found there
    expect((await reply(owner, elsewhere)).status).toBe(404);
    expect((await reply(admin, elsewhere, undefined, other)).status).toBe(200);
    expect((await request(t.app).get(`/api/business/${paladar}/comments`)).body.items[0].reply).toBeUndefined();
  });
});
