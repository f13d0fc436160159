import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../test/helpers';

/**
 * One table for every mutating endpoint × who calls it (DESIGN §5): reading is public;
 * businesses, events, categories and users are written by admins only; a user's own account and
 * favourites by that user or an admin; reviews by any logged-in user; the counters by anyone.
 */
type Who = 'anonymous' | 'user' | 'another user' | 'admin';

interface World {
  t: TestApp;
  /** the account the `:id` of /users routes names */
  userId: string;
  businessId: string;
  eventId: string;
  categoryId: string;
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
    photos: [],
    thumbnails: [],
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
  return {
    t,
    userId: user.user._id,
    businessId: business._id,
    eventId: event._id,
    categoryId: category._id,
    tokens: { user: user.token, 'another user': another.token, admin: admin.token },
  };
}

interface Case {
  name: string;
  send: (w: World, agent: ReturnType<typeof request>) => request.Test;
  expect: Record<Who, number>;
}

const adminOnly = (ok: number) => ({ anonymous: 401, user: 403, 'another user': 403, admin: ok });
const selfOrAdmin = (ok: number) => ({ anonymous: 401, user: ok, 'another user': 403, admin: ok });
const anyLoggedIn = (ok: number) => ({ anonymous: 401, user: ok, 'another user': ok, admin: ok });
const anyone = (ok: number) => ({ anonymous: ok, user: ok, 'another user': ok, admin: ok });

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
];

const rows = cases.flatMap((c) => (Object.keys(c.expect) as Who[]).map((who) => ({ ...c, who, status: c.expect[who] })));

describe('authorization of every mutating endpoint', () => {
  it.each(rows)('$name as $who answers $status', async ({ send, who, status }) => {
    const w = await world();
    let req = send(w, request(w.t.app));
    if (who !== 'anonymous') req = req.set('Authorization', `Bearer ${w.tokens[who]}`);
    const res = await req;
    expect(res.status).toBe(status);
    if (status === 401) expect(res.body).toEqual({ message: MSG.unauthorized });
    if (status === 403) expect(res.body).toEqual({ message: MSG.forbidden });
  });

  it('a refused write changes nothing: a user cannot delete a business, and it is still there', async () => {
    const w = await world();
    await request(w.t.app).delete(`/api/business/${w.businessId}`).set('Authorization', `Bearer ${w.tokens.user}`).expect(403);
    const res = await request(w.t.app).get(`/api/business/${w.businessId}`);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('El Floridita');
  });
});
