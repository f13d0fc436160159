import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import request from 'supertest';
import { CLAIM_MESSAGES, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../test/helpers';

/**
 * One table for every mutating endpoint × who calls it (DESIGN §5): reading is public;
 * businesses, events, categories and users are written by admins only; a user's own account and
 * favourites by that user or an admin; reviews by any logged-in user; the counters by anyone.
 * Owners (issue 21): the owner of the business (an approved claim) writes its menu; the owner of
 * another business is refused there like anyone else, and gains nothing an admin has.
 */
type Who = 'anonymous' | 'user' | 'another user' | 'admin' | 'owner' | 'owner of another';

interface World {
  t: TestApp;
  /** the account the `:id` of /users routes names */
  userId: string;
  businessId: string;
  eventId: string;
  categoryId: string;
  /** a pending claim of 'user' on the business */
  claimId: string;
  /** a recorded menu change on the business */
  changeId: string;
  /** a review of the business by a fifth person, with the owner's reply (issue 21 §5) */
  reviewId: string;
  /** an open report of that reply by 'user' */
  reportId: string;
  tokens: Record<Exclude<Who, 'anonymous'>, string>;
}

async function world(): Promise<World> {
  const t = createTestApp();
  const user = await createUser(t);
  const another = await createUser(t);
  const admin = await createAdmin(t);
  const business = await t.store.businesses.create({
    name: 'El Floridita',
    address: 'Obispo 557, La Habana Vieja',
    categories: ['Vida Nocturna'],
    types: ['bar'],
    photos: ['https://example.org/barra.jpg', 'https://example.org/daiquiri.jpg'],
    thumbnails: ['https://example.org/barra.jpg', 'https://example.org/daiquiri.jpg'],
    location: { type: 'Point', coordinates: [-82.3571, 23.1383] },
    rating: 4.5,
    user_ratings_total: 10,
    paid_plan: 'PRO',
    paid_promo: false,
  });
  const event = await t.store.events.create({
    title: 'Noche de son',
    description: 'Son y trova en vivo',
    start_date: new Date(Date.now() + 86_400_000),
    end_date: new Date(Date.now() + 90_000_000),
    images: [],
    thumbnails: [],
    business_ids: [business._id],
  });
  const category = await t.store.categories.create({ name: 'museum', nombre: 'Museos' });
  const otherBusiness = await t.store.businesses.create({
    name: 'Otro bar',
    address: 'Obispo 1',
    categories: [],
    types: ['bar'],
    photos: [],
    thumbnails: [],
    location: { type: 'Point', coordinates: [-82.35, 23.13] },
    rating: 0,
    user_ratings_total: 0,
    paid_plan: 'BASIC',
    paid_promo: false,
  });
  const owner = await createUser(t);
  const ownerOfAnother = await createUser(t);
  for (const [who, owned] of [[owner, business._id], [ownerOfAnother, otherBusiness._id]] as const) {
    const c = await t.store.claims.create({ business_id: owned, user_id: who.user._id, phone: '55123456', note: '' });
    await t.store.claims.decide(c._id, 'pending', 'approved', { decided_by: admin.user._id, decided_at: new Date() });
  }
  const claim = await t.store.claims.create({ business_id: business._id, user_id: user.user._id, phone: '55123456', note: '' });
  await t.store.menus.put(business._id, [{ name: 'Tragos', dishes: [{ name: 'Daiquirí', price_cup: 900, sold_out: false }] }], 0, owner.user._id);
  const change = await t.store.changes.create({ business_id: business._id, user_id: owner.user._id, by_owner: true, kind: 'menu', before: [], after: [] });
  const reviewer = await createUser(t);
  const { review } = await t.store.reviews.upsert({ business_id: business._id, user_id: reviewer.user._id, username: reviewer.user.username, content: 'Rico', rating: 4, date: new Date() });
  await t.store.reviews.setReply(review._id, { content: 'Gracias', date: new Date(), user_id: owner.user._id });
  const report = await t.store.reports.create({ review_id: review._id, business_id: business._id, target: 'reply', reason: 'Grosero', user_id: user.user._id });
  return {
    t,
    reviewId: review._id,
    reportId: report!._id,
    userId: user.user._id,
    businessId: business._id,
    eventId: event._id,
    categoryId: category._id,
    claimId: claim._id,
    changeId: change._id,
    tokens: { user: user.token, 'another user': another.token, admin: admin.token, owner: owner.token, 'owner of another': ownerOfAnother.token },
  };
}

/** A real image for the photo uploads. */
const PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2410c' } }).png().toBuffer();

interface Case {
  name: string;
  send: (w: World, agent: ReturnType<typeof request>) => request.Test;
  expect: Record<Who, number>;
  /** the 403's message when it is not API_MSG.forbidden */
  forbidden?: string;
}

const adminOnly = (ok: number) => ({ anonymous: 401, user: 403, 'another user': 403, admin: ok, owner: 403, 'owner of another': 403 });
const selfOrAdmin = (ok: number) => ({ anonymous: 401, user: ok, 'another user': 403, admin: ok, owner: 403, 'owner of another': 403 });
const anyLoggedIn = (ok: number) => ({ anonymous: 401, user: ok, 'another user': ok, admin: ok, owner: ok, 'owner of another': ok });
const anyone = (ok: number) => ({ anonymous: ok, user: ok, 'another user': ok, admin: ok, owner: ok, 'owner of another': ok });
const ownerOrAdmin = (ok: number) => ({ anonymous: 401, user: 403, 'another user': 403, admin: ok, owner: ok, 'owner of another': 403 });

const cases: Case[] = [
  { name: 'POST /auth/logout', send: (_w, a) => a.post('/api/auth/logout'), expect: anyLoggedIn(204) },
  {
    name: 'POST /users/',
    send: (_w, a) => a.post('/api/users/').send({ name: 'Nueva', email: 'nueva@example.com', username: 'nueva', password: 'contraseña-larga' }),
    expect: adminOnly(201),
  },
  { name: 'PUT /users/{id}', send: (w, a) => a.put(`/api/users/${w.userId}`).send({ name: 'Otro nombre' }), expect: selfOrAdmin(200) },
  { name: 'DELETE /users/{id}', send: (w, a) => a.delete(`/api/users/${w.userId}`), expect: selfOrAdmin(204) },
  {
    name: 'POST /users/{id}/favorites/{businessId}',
    send: (w, a) => a.post(`/api/users/${w.userId}/favorites/${w.businessId}`),
    expect: selfOrAdmin(200),
  },
  {
    name: 'DELETE /users/{id}/favorites/{businessId}',
    send: (w, a) => a.delete(`/api/users/${w.userId}/favorites/${w.businessId}`),
    expect: selfOrAdmin(200),
  },
  {
    name: 'POST /business/',
    send: (_w, a) => a.post('/api/business/').field('name', 'Café Nuevo').field('address', 'Calle 23, Vedado'),
    expect: adminOnly(201),
  },
  {
    name: 'PUT /business/{id}',
    send: (w, a) => a.put(`/api/business/${w.businessId}`).field('name', 'El Floridita').field('address', 'Obispo 557'),
    expect: adminOnly(200),
  },
  { name: 'DELETE /business/{id}', send: (w, a) => a.delete(`/api/business/${w.businessId}`), expect: adminOnly(200) },
  {
    name: 'POST /business/{id}/comments',
    send: (w, a) => a.post(`/api/business/${w.businessId}/comments`).send({ content: 'Muy buen daiquirí', rating: 5 }),
    expect: anyLoggedIn(201),
  },
  { name: 'POST /business/{id}/visit', send: (w, a) => a.post(`/api/business/${w.businessId}/visit`), expect: anyone(200) },
  {
    name: 'POST /business/{id}/reservation_count',
    send: (w, a) => a.post(`/api/business/${w.businessId}/reservation_count`),
    expect: anyone(200),
  },
  {
    name: 'POST /events',
    send: (_w, a) =>
      a
        .post('/api/events')
        .field('title', 'Festival')
        .field('description', 'Música en el Malecón')
        .field('start_time', '2030-01-10T20:00:00Z')
        .field('end_time', '2030-01-10T23:00:00Z'),
    expect: adminOnly(201),
  },
  {
    name: 'PUT /events/{id}',
    send: (w, a) =>
      a
        .put(`/api/events/${w.eventId}`)
        .field('description', 'Son, trova y bolero')
        .field('start_time', '2030-01-10T20:00:00Z')
        .field('end_time', '2030-01-10T23:00:00Z'),
    expect: adminOnly(200),
  },
  { name: 'DELETE /events/{id}', send: (w, a) => a.delete(`/api/events/${w.eventId}`), expect: adminOnly(204) },
  { name: 'POST /categories/', send: (_w, a) => a.post('/api/categories/').send({ name: 'beach', nombre: 'Playas' }), expect: adminOnly(201) },
  {
    name: 'PUT /categories/{id}',
    send: (w, a) => a.put(`/api/categories/${w.categoryId}`).send({ name: 'museums', nombre: 'Museos y galerías' }),
    expect: adminOnly(200),
  },
  { name: 'DELETE /categories/{id}', send: (w, a) => a.delete(`/api/categories/${w.categoryId}`), expect: adminOnly(204) },
  {
    name: 'PUT /business/{id}/menu',
    send: (w, a) => a.put(`/api/business/${w.businessId}/menu`).send({ sections: [{ name: 'Tragos', dishes: [{ name: 'Mojito', price_cup: 800 }] }] }),
    expect: ownerOrAdmin(200),
    forbidden: CLAIM_MESSAGES.notOwner,
  },
  {
    name: 'POST /business/{id}/claims',
    send: (w, a) => a.post(`/api/business/${w.businessId}/claims`).send({ phone: '+53 5 555 1234' }),
    // 'user' already asked (pending) and the owner already owns it: 409
    expect: { ...anyLoggedIn(201), user: 409, owner: 409 },
  },
  { name: 'POST /claims/{id}/approve', send: (w, a) => a.post(`/api/claims/${w.claimId}/approve`), expect: adminOnly(200) },
  { name: 'POST /claims/{id}/refuse', send: (w, a) => a.post(`/api/claims/${w.claimId}/refuse`).send({ reason: 'No' }), expect: adminOnly(200) },
  {
    name: 'POST /rates',
    send: (_w, a) => a.post('/api/rates').send({ usd: 440, eur: 480, date: '2026-11-20', source: 'elTOQUE' }),
    expect: adminOnly(201),
  },
  { name: 'POST /changes/{id}/revert', send: (w, a) => a.post(`/api/changes/${w.changeId}/revert`), expect: adminOnly(200) },
  // issue 21 §3: payment methods
  {
    name: 'PUT /business/{id}/payments',
    send: (w, a) => a.put(`/api/business/${w.businessId}/payments`).send({ methods: ['transfermovil'], surcharge_pct: 10 }),
    expect: ownerOrAdmin(200),
    forbidden: CLAIM_MESSAGES.notOwner,
  },
  // issue 21 §1: the page's description, phone, hours and reservations
  {
    name: 'PUT /business/{id}/details',
    send: (w, a) => a.put(`/api/business/${w.businessId}/details`).send({ description: 'Cócteles desde 1817', reservations: true }),
    expect: ownerOrAdmin(200),
    forbidden: CLAIM_MESSAGES.notOwner,
  },
  // issue 21 §1: the page's photos (the owner of another business is refused before any file is read)
  {
    name: 'POST /business/{id}/photos',
    send: (w, a) => a.post(`/api/business/${w.businessId}/photos`).attach('photos', PNG, 'foto.png'),
    expect: ownerOrAdmin(201),
    forbidden: CLAIM_MESSAGES.notOwner,
  },
  {
    name: 'DELETE /business/{id}/photos',
    send: (w, a) => a.delete(`/api/business/${w.businessId}/photos`).query({ url: 'https://example.org/barra.jpg' }),
    expect: ownerOrAdmin(200),
    forbidden: CLAIM_MESSAGES.notOwner,
  },
  {
    name: 'PUT /business/{id}/photos/order',
    send: (w, a) => a.put(`/api/business/${w.businessId}/photos/order`).send({ photos: ['https://example.org/daiquiri.jpg', 'https://example.org/barra.jpg'] }),
    expect: ownerOrAdmin(200),
    forbidden: CLAIM_MESSAGES.notOwner,
  },
  // issue 21 §4, §5: today's status, replies to reviews, reports
  { name: 'PUT /business/{id}/status', send: (w, a) => a.put(`/api/business/${w.businessId}/status`).send({ kind: 'no_power' }), expect: ownerOrAdmin(200), forbidden: CLAIM_MESSAGES.notOwner },
  { name: 'DELETE /business/{id}/status', send: (w, a) => a.delete(`/api/business/${w.businessId}/status`), expect: ownerOrAdmin(200), forbidden: CLAIM_MESSAGES.notOwner },
  {
    name: 'PUT /business/{id}/comments/{reviewId}/reply',
    send: (w, a) => a.put(`/api/business/${w.businessId}/comments/${w.reviewId}/reply`).send({ content: '¡Gracias!' }),
    expect: ownerOrAdmin(200),
    forbidden: CLAIM_MESSAGES.notOwner,
  },
  {
    name: 'DELETE /business/{id}/comments/{reviewId}/reply',
    send: (w, a) => a.delete(`/api/business/${w.businessId}/comments/${w.reviewId}/reply`),
    expect: ownerOrAdmin(200),
    forbidden: CLAIM_MESSAGES.notOwner,
  },
  // issue 21 §6: the figures per week are a read, but the owner's and admins' only
  { name: 'GET /business/{id}/stats', send: (w, a) => a.get(`/api/business/${w.businessId}/stats`), expect: ownerOrAdmin(200), forbidden: CLAIM_MESSAGES.notOwner },
  { name: 'POST /reports', send: (w, a) => a.post('/api/reports').send({ review_id: w.reviewId, target: 'review', reason: 'Falso' }), expect: anyLoggedIn(201) },
  { name: 'POST /reports/{id}/handled', send: (w, a) => a.post(`/api/reports/${w.reportId}/handled`), expect: adminOnly(200) },
  { name: 'DELETE /reports/{id}/item', send: (w, a) => a.delete(`/api/reports/${w.reportId}/item`), expect: adminOnly(200) },
];

const rows = cases.flatMap((c) => (Object.keys(c.expect) as Who[]).map((who) => ({ ...c, who, status: c.expect[who] })));

describe('authorization of every mutating endpoint', () => {
  it.each(rows)('$name as $who answers $status', async ({ send, who, status, forbidden }) => {
    const w = await world();
    let req = send(w, request(w.t.app));
    if (who !== 'anonymous') req = req.set('Authorization', `Bearer ${w.tokens[who]}`);
    const res = await req;
    expect(res.status).toBe(status);
    if (status === 401) expect(res.body).toEqual({ message: API_MSG.unauthorized });
    if (status === 403) expect(res.body).toEqual({ message: forbidden ?? API_MSG.forbidden });
  });

  it('a refused write changes nothing: a user cannot delete a business, and it is still there', async () => {
    const w = await world();
    await request(w.t.app).delete(`/api/business/${w.businessId}`).set('Authorization', `Bearer ${w.tokens.user}`).expect(403);
    const res = await request(w.t.app).get(`/api/business/${w.businessId}`);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('El Floridita');
  });
});
