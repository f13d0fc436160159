/**
 * Issue 16 §5: private answers (a person's own data, anything answered to a token) carry
 * `Cache-Control: private, no-store` and `Vary: Authorization`, so neither the browser's cache,
 * a proxy nor the service worker keeps them; public lists keep their ETag revalidation.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../test/helpers';

const NO_STORE = 'private, no-store';

async function business(t: TestApp) {
  return t.store.businesses.create({
    name: 'El Floridita',
    categories: ['restaurant'],
    types: ['restaurant'],
    photos: [],
    thumbnails: [],
    location: { type: 'Point', coordinates: [-82.3575, 23.1384] },
    rating: 4.5,
    user_ratings_total: 10,
    paid_plan: 'BASIC',
    paid_promo: true,
  });
}

function expectPrivate(res: request.Response, what: string) {
  expect(res.headers['cache-control'], what).toBe(NO_STORE);
  expect(String(res.headers.vary ?? ''), what).toMatch(/authorization/i);
}

describe('private answers carry Cache-Control: private, no-store', () => {
  it('every answer about a person (profile, favourites, the user list) says no cache may keep it', async () => {
    const t = createTestApp();
    const person = await createUser(t);
    const admin = await createAdmin(t);
    const b = await business(t);
    const id = person.user._id;
    const answers: [string, request.Response][] = [
      [`GET /api/users/${id}`, await request(t.app).get(`/api/users/${id}`).set(person.auth)],
      [`GET /api/users/${id}/favorites`, await request(t.app).get(`/api/users/${id}/favorites`).set(person.auth)],
      [`POST favourite`, await request(t.app).post(`/api/users/${id}/favorites/${b._id}`).set(person.auth)],
      [`DELETE favourite`, await request(t.app).delete(`/api/users/${id}/favorites/${b._id}`).set(person.auth)],
      ['GET /api/users/ (admin)', await request(t.app).get('/api/users/').set(admin.auth)],
      [`GET /api/users/${id} by an admin`, await request(t.app).get(`/api/users/${id}`).set(admin.auth)],
    ];
    for (const [what, res] of answers) {
      expect(res.status, what).toBeLessThan(300);
      expectPrivate(res, what);
    }
    // the profile answered is the person's, and it must not be cached by anyone
    expect(answers[0]![1].body.email).toBe(person.user.email);
  });

  it('refusals of a private route are private too (401 without a token, 403 for another person)', async () => {
    const t = createTestApp();
    const a = await createUser(t);
    const b = await createUser(t);
    expectPrivate(await request(t.app).get(`/api/users/${a.user._id}`), '401');
    expectPrivate(await request(t.app).get(`/api/users/${a.user._id}/favorites`).set(b.auth), '403');
  });

  it('the session routes (register, login, logout) are never cached', async () => {
    const t = createTestApp();
    const person = await createUser(t, { username: 'cachefree', password: 'contraseña-segura' });
    const login = await request(t.app).post('/api/auth/login').send({ identifier: 'cachefree', password: 'contraseña-segura' });
    expect(login.status).toBe(200);
    expectPrivate(login, 'login');
    expectPrivate(
      await request(t.app).post('/api/auth/register').send({ name: 'Nueva', username: 'nueva1', email: 'nueva1@example.com', password: 'contraseña-segura' }),
      'register',
    );
    expectPrivate(await request(t.app).post('/api/auth/logout').set(person.auth), 'logout');
  });

  it('a public route called with a token (a counter) answers privately; without one it varies by Authorization', async () => {
    const t = createTestApp();
    const person = await createUser(t);
    const b = await business(t);
    expectPrivate(await request(t.app).post(`/api/business/${b._id}/visit`).set(person.auth), 'visit with a token');
    const anonymous = await request(t.app).post(`/api/business/${b._id}/visit`);
    expect(anonymous.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect(String(anonymous.headers.vary ?? '')).toMatch(/authorization/i);
  });

  it('a route behind a token (directions) is private', async () => {
    const t = createTestApp();
    expectPrivate(await request(t.app).get('/api/directions?origin=23.1,-82.3&destination=23.2,-82.4'), 'directions without a token');
  });
});

describe('public answers stay shareable', () => {
  it.each(['/api/business/promoted', '/api/business/elite', '/api/events', '/api/categories'])(
    '%s is public with an ETag, answers 304 to a matching If-None-Match, and is not marked private',
    async (path) => {
      const t = createTestApp();
      await business(t);
      const first = await request(t.app).get(path);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(first.headers.etag).toBeTruthy();
      const again = await request(t.app).get(path).set('If-None-Match', first.headers.etag as string);
      expect(again.status).toBe(304);
    },
  );

  it('one business and its comments carry no private marking (the service worker may keep them)', async () => {
    const t = createTestApp();
    const b = await business(t);
    for (const path of [`/api/business/${b._id}`, `/api/business/${b._id}/comments`]) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'] ?? '', path).not.toMatch(/private|no-store/);
    }
  });
});
