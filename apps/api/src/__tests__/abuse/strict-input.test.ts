/**
 * Issue 9 §8–9, through HTTP: every refusal in Spanish (never zod's English), one id rule for
 * every resource on the memory store as on MongoDB, strict numbers, and an honest google_available.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { BUSINESS_MESSAGES, ROLES, VALIDATION_MESSAGES, type ExternalPlace, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../test/helpers';
import { isSpanishMessage } from '../../test/spanish';
import { newBusiness } from '../../modules/businesses/__tests__/fixtures';
import type { PlacesClient } from '../../modules/places/places.client';

const api = (t: TestApp) => request(t.app);

describe('issue 9 §8: no English message reaches anyone', () => {
  it.each([
    ['POST /users with a number for the name', 'post', '/api/users', { name: 5, email: 'a@example.com', username: 'a', password: 'contraseña-segura' }],
    ['POST /users with a bad role', 'post', '/api/users', { name: 'A', email: 'a@example.com', username: 'a', password: 'contraseña-segura', role_id: 7 }],
    ['PUT /users with an array for the e-mail', 'put', '/api/users/{self}', { email: ['a@example.com'] }],
    ['PUT /users with an object for the password', 'put', '/api/users/{self}', { password: { a: 1 } }],
    ['PUT /users with a number for the current password', 'put', '/api/users/{self}', { password: 'nueva-clave-1', current_password: 5 }],
    ['POST /categories with numbers', 'post', '/api/categories', { nombre: 1, name: 2 }],
  ])('%s answers 400 in Spanish and changes nothing', async (_label, method, path, body) => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const before = JSON.stringify([await t.store.users.list(), await t.store.categories.list()]);
    const res = await (api(t) as unknown as Record<string, (p: string) => request.Test>)[method]!(path.replace('{self}', admin.user._id)).set(admin.auth).send(body);
    expect(res.status).toBe(400);
    expect(isSpanishMessage(res.body.message), res.body.message).toBe(true);
    expect(JSON.stringify([await t.store.users.list(), await t.store.categories.list()])).toBe(before);
  });

  it('answers a review without a body, or with the wrong types, in Spanish', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const b = await t.store.businesses.create(newBusiness());
    const empty = await api(t).post(`/api/business/${b._id}/comments`).set(u.auth);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: BUSINESS_MESSAGES.commentRequired });
    const types = await api(t).post(`/api/business/${b._id}/comments`).set(u.auth).send({ content: 'Hola', rating: { $gt: 0 } });
    expect(types.body).toEqual({ message: BUSINESS_MESSAGES.reviewRatingRange });
    expect((await t.store.reviews.page(b._id, { offset: 0, limit: 5 })).total).toBe(0);
  });

  it('answers ?upcoming=yes in Spanish', async () => {
    const t = createTestApp();
    const res = await api(t).get('/api/events/?upcoming=yes');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.invalidUpcoming });
  });

  it('answers repeated multipart fields in Spanish, storing nothing', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const business = await api(t).post('/api/business/').set(admin.auth).field('name', 'Uno').field('name', 'Dos').field('address', 'A');
    expect(business.status).toBe(400);
    expect(business.body).toEqual({ message: BUSINESS_MESSAGES.nameRequired });
    const event = await api(t)
      .post('/api/events')
      .set(admin.auth)
      .field('title', 'a')
      .field('title', 'b')
      .field('description', 'd')
      .field('start_time', '2031-01-01T20:00')
      .field('end_time', '2031-01-01T22:00');
    expect(event.status).toBe(400);
    expect(event.body).toEqual({ message: VALIDATION_MESSAGES.expectedText });
    expect(await t.store.businesses.count()).toBe(0);
    expect(await t.store.events.list()).toEqual([]);
  });
});

describe('issue 9 §9: one id rule for every resource', () => {
  it('finds, edits and deletes events, categories, businesses and users by an upper-case id on the memory store', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const upper = (id: string) => id.toUpperCase();

    const event = await api(t)
      .post('/api/events')
      .set(admin.auth)
      .field('description', 'd')
      .field('start_time', '2031-01-01T20:00')
      .field('end_time', '2031-01-01T22:00');
    expect((await api(t).get(`/api/events/${upper(event.body._id)}`)).body._id).toBe(event.body._id);

    const category = await api(t).post('/api/categories').set(admin.auth).send({ nombre: 'Bares', name: 'Bars' });
    expect((await api(t).get(`/api/categories/${upper(category.body._id)}`)).body._id).toBe(category.body._id);
    expect((await api(t).put(`/api/categories/${upper(category.body._id)}`).set(admin.auth).send({ nombre: 'Barras', name: 'Bars' })).status).toBe(200);
    expect((await t.store.categories.findById(category.body._id))?.nombre).toBe('Barras');

    const b = await t.store.businesses.create(newBusiness());
    expect((await api(t).get(`/api/business/${upper(b._id)}`)).body._id).toBe(b._id);
    const fav = await api(t).post(`/api/users/${upper(admin.user._id)}/favorites/${upper(b._id)}`).set(admin.auth);
    expect(fav.body).toEqual({ favorite_businesses: [b._id] });
    expect((await api(t).get(`/api/users/${upper(admin.user._id)}`).set(admin.auth)).body._id).toBe(admin.user._id);

    const withBusiness = await api(t)
      .put(`/api/events/${upper(event.body._id)}`)
      .set(admin.auth)
      .field('description', 'd')
      .field('start_time', '2031-01-01T20:00')
      .field('end_time', '2031-01-01T22:00')
      .field('business_ids', JSON.stringify([upper(b._id)]));
    expect(withBusiness.body.business_ids).toEqual([b._id]);

    expect((await api(t).delete(`/api/events/${upper(event.body._id)}`).set(admin.auth)).status).toBe(204);
    expect((await api(t).delete(`/api/categories/${upper(category.body._id)}`).set(admin.auth)).status).toBe(204);
    expect(await t.store.events.list()).toEqual([]);
    expect(await t.store.categories.list()).toEqual([]);
  });

  it('refuses the same malformed ids everywhere with API_MSG.invalidId', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    for (const path of ['/api/events/xyz', '/api/categories/665f1c2e8b3a4d00123456zz', '/api/business/665f1c2e8b3a4d001234567', `/api/users/${'g'.repeat(24)}`]) {
      const res = await api(t).get(path).set(admin.auth);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ message: API_MSG.invalidId });
    }
    expect(ROLES.ADMIN).toBe(1);
  });
});

describe('issue 9 §9: numbers parse strictly', () => {
  it.each(['lat=0x10&lon=0', 'lat=true&lon=0', 'lat=[5]&lon=0', 'lat=1e1&lon=0', 'lat=1&lon=1&lat=2'])('GET /nearby?%s answers 400', async (q) => {
    const t = createTestApp();
    const res = await api(t).get(`/api/business/nearby?${q}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.badCoordinates });
  });

  it('GET /nearby refuses max_distance=0x10 and GET /search refuses lat=true', async () => {
    const t = createTestApp();
    expect((await api(t).get('/api/business/nearby?lat=1&lon=1&max_distance=0x10')).body).toEqual({ message: BUSINESS_MESSAGES.badDistance });
    expect((await api(t).get('/api/business/search?q=cafe&lat=true&lon=1')).body).toEqual({ message: BUSINESS_MESSAGES.badCoordinates });
  });

  it.each([[true], [[5]], ['0x5'], ['5.0e0']])('a review rating of %j answers 400 and stores nothing', async (rating) => {
    const t = createTestApp();
    const u = await createUser(t);
    const b = await t.store.businesses.create(newBusiness());
    const res = await api(t).post(`/api/business/${b._id}/comments`).set(u.auth).send({ content: 'Hola', rating });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.reviewRatingRange });
    expect((await t.store.businesses.findById(b._id))?.user_ratings_total).toBe(0);
  });

  it('a business rating of "0x3" answers 400; a latitude of "0x10" is unparsable, so 0 (spec §5), never 16', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const bad = await api(t).post('/api/business/').set(admin.auth).send({ name: 'N', address: 'A', rating: '0x3' });
    expect(bad.body).toEqual({ message: BUSINESS_MESSAGES.ratingRange });
    const lenient = await api(t).post('/api/business/').set(admin.auth).send({ name: 'N', address: 'A', latitude: '0x10', longitude: '[5]' });
    expect(lenient.status).toBe(201);
    expect(lenient.body.geometry.location).toEqual({ lat: 0, lng: 0 });
  });
});

describe('issue 9 §9: google_available says whether Google was asked and answered', () => {
  const place: ExternalPlace = { place_id: 'g1', name: 'Fuera', geometry: { location: { lat: 23.1373, lng: -82.3598 } }, source: 'google' };
  const places = (answer: () => Promise<ExternalPlace[]>): PlacesClient => ({ nearby: answer });
  const nearby = (t: TestApp, category?: string) =>
    api(t).get(`/api/business/nearby?lat=23.1373&lon=-82.3598${category ? `&category=${encodeURIComponent(category)}` : ''}`);

  it('is false without a Google key, with or without a category', async () => {
    const t = createTestApp();
    expect((await nearby(t)).body.google_available).toBe(false);
    expect((await nearby(t, 'heladería artesanal')).body.google_available).toBe(false);
  });

  it('is false for a category that names no Google type (not asked), true when asked and answered, false when Google fails', async () => {
    let asked = 0;
    const ok = createTestApp({ places: places(async () => ((asked += 1), [place])) });
    expect((await nearby(ok, 'heladería artesanal')).body.google_available).toBe(false);
    expect(asked).toBe(0);
    const answered = await nearby(ok, 'restaurant');
    expect(answered.body.google_available).toBe(true);
    expect(answered.body.google_places).toHaveLength(1);
    const failing = createTestApp({ places: places(async () => Promise.reject(new Error('caído'))) });
    expect((await nearby(failing)).body.google_available).toBe(false);
  });
});
