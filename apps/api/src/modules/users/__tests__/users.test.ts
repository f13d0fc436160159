import { describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { Types } from 'mongoose';
import { BUSINESS_MESSAGES, MSG, ROLES, USERS_PAGE_MAX_LIMIT, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';

const api = (t: TestApp) => request(t.app);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const unknownId = () => new Types.ObjectId().toHexString();
const PUBLIC_KEYS = ['_id', 'email', 'favorite_businesses', 'name', 'role_id', 'username'];

/** No answer may carry a password, its hash or the token version. */
function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/password|token_version|\$2[aby]\$/);
}

async function makeBusiness(t: TestApp, name = 'El Floridita') {
  return t.store.businesses.create({
    name,
    categories: ['restaurant'],
    types: ['restaurant'],
    photos: [],
    thumbnails: [],
    location: { type: 'Point', coordinates: [-82.3575, 23.1384] },
    rating: 4.5,
    user_ratings_total: 10,
    paid_plan: 'BASIC',
    paid_promo: false,
  });
}

describe('GET /users/', () => {
  it('lists every user for an admin, each with only its public fields', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const u = await createUser(t, { name: 'Beatriz' });
    const res = await api(t).get('/api/users/').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: USERS_PAGE_MAX_LIMIT });
    expect(res.body.items.map((x: { _id: string }) => x._id).sort()).toEqual([admin.user._id, u.user._id].sort());
    for (const item of res.body.items) expect(Object.keys(item).sort()).toEqual(PUBLIC_KEYS);
    expectNoSecrets(res.body);
  });

  it('pages the list (issue 17 §11): ?page&limit, oldest first, at most USERS_PAGE_MAX_LIMIT, 400 beyond; the store never reads password hashes for it', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    for (let i = 0; i < 4; i++) await createUser(t, { name: `U${i}` });
    const list = vi.spyOn(t.store.users, 'list');
    const second = await api(t).get('/api/users/?page=2&limit=2').set(admin.auth);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(second.body.items.map((x: { name: string }) => x.name)).toEqual(['U1', 'U2']);
    expect(list).not.toHaveBeenCalled();
    const page = await t.store.users.listPage({ offset: 0, limit: 10 });
    for (const item of page.items) expect(item).not.toHaveProperty('password_hash');
    const tooMany = await api(t).get(`/api/users/?limit=${USERS_PAGE_MAX_LIMIT + 1}`).set(admin.auth);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: API_MSG.invalidPage });
  });

  it('answers 403 for a plain user and 401 without a token', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const asUser = await api(t).get('/api/users/').set(u.auth);
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({ message: API_MSG.forbidden });
    const anon = await api(t).get('/api/users/');
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: API_MSG.unauthorized });
  });
});

describe('POST /users/', () => {
  const newUser = { name: 'Carlos', email: 'carlos@example.com', username: 'carlos', password: 'una-clave-larga' };

  it('lets an admin create a plain user (201, public fields, can log in)', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await api(t).post('/api/users/').set(admin.auth).send(newUser);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Carlos', email: 'carlos@example.com', username: 'carlos', role_id: ROLES.USER, favorite_businesses: [] });
    expectNoSecrets(res.body);
    const login = await api(t).post('/api/auth/login').send({ identifier: 'carlos', password: 'una-clave-larga' });
    expect(login.status).toBe(200);
  });

  it('lets an admin create another admin with role_id', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await api(t).post('/api/users/').set(admin.auth).send({ ...newUser, role_id: ROLES.ADMIN });
    expect(res.status).toBe(201);
    expect(res.body.role_id).toBe(ROLES.ADMIN);
  });

  it('answers 409 for a taken e-mail or username in another letter case', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    await api(t).post('/api/users/').set(admin.auth).send(newUser);
    const e = await api(t).post('/api/users/').set(admin.auth).send({ ...newUser, email: 'CARLOS@example.com', username: 'otro' });
    expect(e.status).toBe(409);
    expect(e.body).toEqual({ message: MSG.emailTaken });
    const n = await api(t).post('/api/users/').set(admin.auth).send({ ...newUser, email: 'otro@example.com', username: 'Carlos' });
    expect(n.status).toBe(409);
    expect(n.body).toEqual({ message: MSG.usernameTaken });
  });

  it('answers 400 for a password shorter than 8 characters and for a missing name', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const short = await api(t).post('/api/users/').set(admin.auth).send({ ...newUser, password: 'corta' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: MSG.passwordMin });
    const noName = await api(t).post('/api/users/').set(admin.auth).send({ ...newUser, name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ message: MSG.registerFieldsRequired });
  });

  it('answers 403 for a plain user and 401 without a token, creating nobody', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    expect((await api(t).post('/api/users/').set(u.auth).send({ ...newUser, role_id: ROLES.ADMIN })).status).toBe(403);
    expect((await api(t).post('/api/users/').send(newUser)).status).toBe(401);
    expect(await t.store.users.count()).toBe(1);
  });
});

describe('GET /users/{id}', () => {
  it('shows the user themself their public fields only', async () => {
    const t = createTestApp();
    const u = await createUser(t, { name: 'Dalia', username: 'dalia', email: 'dalia@example.com' });
    const res = await api(t).get(`/api/users/${u.user._id}`).set(u.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: u.user._id, name: 'Dalia', email: 'dalia@example.com', username: 'dalia', role_id: ROLES.USER, favorite_businesses: [] });
    expectNoSecrets(res.body);
  });

  it('lets an admin read any user', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const u = await createUser(t);
    const res = await api(t).get(`/api/users/${u.user._id}`).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(u.user._id);
  });

  it('answers 403 when a user reads another user, 401 without a token', async () => {
    const t = createTestApp();
    const a = await createUser(t);
    const b = await createUser(t);
    const res = await api(t).get(`/api/users/${b.user._id}`).set(a.auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: API_MSG.forbidden });
    expect((await api(t).get(`/api/users/${b.user._id}`)).status).toBe(401);
  });

  it('answers 404 "Usuario no encontrado" for an unknown id and 400 for a malformed one, never 5xx', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const missing = await api(t).get(`/api/users/${unknownId()}`).set(admin.auth);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: API_MSG.userNotFound });
    for (const bad of ['123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '%24ne']) {
      const res = await api(t).get(`/api/users/${bad}`).set(admin.auth);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ message: API_MSG.invalidId });
    }
  });

  it('reads the user themself when the id is written in upper case', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const res = await api(t).get(`/api/users/${u.user._id.toUpperCase()}`).set(u.auth);
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(u.user._id);
  });
});

describe('PUT /users/{id}', () => {
  it('lets a user change their own name, e-mail and username (the last two with their current password)', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const res = await api(t)
      .put(`/api/users/${u.user._id}`)
      .set(u.auth)
      .send({ name: 'Elena', email: 'elena@example.com', username: 'elena', current_password: u.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: u.user._id, name: 'Elena', email: 'elena@example.com', username: 'elena' });
    expect(res.body.token).toBeUndefined();
    expectNoSecrets(res.body);
    // no password change: the old token still works
    expect((await api(t).get(`/api/users/${u.user._id}`).set(u.auth)).status).toBe(200);
  });

  it('answers 409 when the new e-mail or username belongs to someone else', async () => {
    const t = createTestApp();
    const a = await createUser(t, { email: 'a@example.com', username: 'aaa' });
    const b = await createUser(t);
    const e = await api(t).put(`/api/users/${b.user._id}`).set(b.auth).send({ email: 'A@example.com', current_password: b.password });
    expect(e.status).toBe(409);
    expect(e.body).toEqual({ message: MSG.emailTaken });
    const n = await api(t).put(`/api/users/${b.user._id}`).set(b.auth).send({ username: 'AAA', current_password: b.password });
    expect(n.status).toBe(409);
    expect(n.body).toEqual({ message: MSG.usernameTaken });
    expect((await t.store.users.findById(a.user._id))?.email).toBe('a@example.com');
  });

  it('answers 403 when a plain user sends role_id, and changes nothing', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const res = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ role_id: ROLES.ADMIN, name: 'Hacker' });
    expect(res.status).toBe(403);
    expect(await t.store.users.findById(u.user._id)).toMatchObject({ role_id: ROLES.USER, name: u.user.name });
  });

  it('lets an admin set another user’s role', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const u = await createUser(t);
    const res = await api(t).put(`/api/users/${u.user._id}`).set(admin.auth).send({ role_id: ROLES.ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.role_id).toBe(ROLES.ADMIN);
    // the role is read from the store on every request: the old token now passes the admin check
    expect((await api(t).get('/api/users/').set(u.auth)).status).toBe(200);
  });

  it('answers 403 when a user edits another user', async () => {
    const t = createTestApp();
    const a = await createUser(t);
    const b = await createUser(t);
    expect((await api(t).put(`/api/users/${b.user._id}`).set(a.auth).send({ name: 'x' })).status).toBe(403);
    expect((await api(t).put(`/api/users/${b.user._id}`).send({ name: 'x' })).status).toBe(401);
  });

  it('refuses a password change without the current password (400 with its message)', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const res = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ password: 'nueva-clave-1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MSG.currentPasswordRequired });
    expect((await api(t).post('/api/auth/login').send({ identifier: u.user.username, password: 'nueva-clave-1' })).status).toBe(401);
  });

  it('refuses a password change with a wrong current password (400, not a logout)', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const res = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ password: 'nueva-clave-1', current_password: 'no-es-esta' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MSG.currentPasswordWrong });
    expect((await api(t).get(`/api/users/${u.user._id}`).set(u.auth)).status).toBe(200);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const res = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ password: 'corta', current_password: u.password });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MSG.passwordMin });
  });

  it('changes the password with the current one: old tokens die, the answer carries a fresh working token', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const other = await api(t).post('/api/auth/login').send({ identifier: u.user.username, password: u.password });
    const res = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ password: 'nueva-clave-1', current_password: u.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: u.user._id, username: u.user.username });
    expect(res.body.token).toEqual(expect.any(String));
    expectNoSecrets({ ...res.body, token: undefined });

    expect((await api(t).get(`/api/users/${u.user._id}`).set(u.auth)).status).toBe(401);
    expect((await api(t).get(`/api/users/${u.user._id}`).set(bearer(other.body.token))).status).toBe(401);
    expect((await api(t).get(`/api/users/${u.user._id}`).set(bearer(res.body.token))).status).toBe(200);

    expect((await api(t).post('/api/auth/login').send({ identifier: u.user.username, password: u.password })).status).toBe(401);
    expect((await api(t).post('/api/auth/login').send({ identifier: u.user.username, password: 'nueva-clave-1' })).status).toBe(200);
  });

  it('treats an empty password as no change', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const res = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ name: 'Fátima', password: '' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Fátima');
    expect((await api(t).get(`/api/users/${u.user._id}`).set(u.auth)).status).toBe(200);
  });

  it('lets an admin set another user’s password without a current password; that user’s tokens die, no token is handed out', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const u = await createUser(t);
    const res = await api(t).put(`/api/users/${u.user._id}`).set(admin.auth).send({ password: 'puesta-por-admin' });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeUndefined();
    expect((await api(t).get(`/api/users/${u.user._id}`).set(u.auth)).status).toBe(401);
    expect((await api(t).get('/api/users/').set(admin.auth)).status).toBe(200);
    expect((await api(t).post('/api/auth/login').send({ identifier: u.user.email, password: 'puesta-por-admin' })).status).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a malformed id (admin)', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const missing = await api(t).put(`/api/users/${unknownId()}`).set(admin.auth).send({ name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: API_MSG.userNotFound });
    const bad = await api(t).put('/api/users/nope').set(admin.auth).send({ name: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: API_MSG.invalidId });
  });
});

describe('DELETE /users/{id}', () => {
  it('lets a user delete their own account (204); their token then stops working', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    expect((await api(t).delete(`/api/users/${u.user._id}`).set(u.auth)).status).toBe(204);
    expect(await t.store.users.findById(u.user._id)).toBeNull();
    expect((await api(t).get(`/api/users/${u.user._id}`).set(u.auth)).status).toBe(401);
  });

  it('lets an admin delete a user, and answers 404 for one already gone', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const u = await createUser(t);
    expect((await api(t).delete(`/api/users/${u.user._id}`).set(admin.auth)).status).toBe(204);
    const again = await api(t).delete(`/api/users/${u.user._id}`).set(admin.auth);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: API_MSG.userNotFound });
  });

  it('answers 403 when a user deletes another user and 401 without a token', async () => {
    const t = createTestApp();
    const a = await createUser(t);
    const b = await createUser(t);
    expect((await api(t).delete(`/api/users/${b.user._id}`).set(a.auth)).status).toBe(403);
    expect((await api(t).delete(`/api/users/${b.user._id}`)).status).toBe(401);
    expect(await t.store.users.findById(b.user._id)).not.toBeNull();
  });
});

describe('favourites', () => {
  it('adds a business once however often it is added, lists it, and removes it', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const b = await makeBusiness(t);
    const base = `/api/users/${u.user._id}/favorites`;

    const first = await api(t).post(`${base}/${b._id}`).set(u.auth);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/json/);
    expect(first.body).toEqual({ favorite_businesses: [b._id] });
    const second = await api(t).post(`${base}/${b._id}`).set(u.auth);
    expect(second.body).toEqual({ favorite_businesses: [b._id] });

    const list = await api(t).get(base).set(u.auth);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ businessId: b._id, _id: b._id }]);
    expect((await api(t).get(`/api/users/${u.user._id}`).set(u.auth)).body.favorite_businesses).toEqual([b._id]);

    const removed = await api(t).delete(`${base}/${b._id}`).set(u.auth);
    expect(removed.status).toBe(200);
    expect(removed.headers['content-type']).toMatch(/json/);
    expect(removed.body).toEqual({ favorite_businesses: [] });
    expect((await api(t).get(base).set(u.auth)).body).toEqual([]);
  });

  it('keeps the order in which favourites were added', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const a = await makeBusiness(t, 'A');
    const b = await makeBusiness(t, 'B');
    await api(t).post(`/api/users/${u.user._id}/favorites/${b._id}`).set(u.auth);
    const res = await api(t).post(`/api/users/${u.user._id}/favorites/${a._id}`).set(u.auth);
    expect(res.body.favorite_businesses).toEqual([b._id, a._id]);
  });

  it('answers 404 with the business message for an unknown business, adding nothing', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const res = await api(t).post(`/api/users/${u.user._id}/favorites/${unknownId()}`).set(u.auth);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
    expect((await t.store.users.findById(u.user._id))?.favorite_businesses).toEqual([]);
  });

  it('answers 400 for a malformed business id or user id', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const res = await api(t).post(`/api/users/${u.user._id}/favorites/not-an-id`).set(u.auth);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.invalidId });
    const admin = await createAdmin(t);
    expect((await api(t).get('/api/users/xyz/favorites').set(admin.auth)).status).toBe(400);
  });

  it('lets an admin manage another user’s favourites; answers 404 for an unknown user', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const u = await createUser(t);
    const b = await makeBusiness(t);
    expect((await api(t).post(`/api/users/${u.user._id}/favorites/${b._id}`).set(admin.auth)).body).toEqual({ favorite_businesses: [b._id] });
    expect((await api(t).get(`/api/users/${u.user._id}/favorites`).set(admin.auth)).body).toEqual([{ businessId: b._id, _id: b._id }]);
    const ghost = unknownId();
    for (const res of [
      await api(t).get(`/api/users/${ghost}/favorites`).set(admin.auth),
      await api(t).post(`/api/users/${ghost}/favorites/${b._id}`).set(admin.auth),
      await api(t).delete(`/api/users/${ghost}/favorites/${b._id}`).set(admin.auth),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: API_MSG.userNotFound });
    }
  });

  it('answers 403 for another user’s favourites and 401 without a token', async () => {
    const t = createTestApp();
    const a = await createUser(t);
    const b = await createUser(t);
    const biz = await makeBusiness(t);
    const base = `/api/users/${b.user._id}/favorites`;
    expect((await api(t).get(base).set(a.auth)).status).toBe(403);
    expect((await api(t).post(`${base}/${biz._id}`).set(a.auth)).status).toBe(403);
    expect((await api(t).delete(`${base}/${biz._id}`).set(a.auth)).status).toBe(403);
    expect((await api(t).get(base)).status).toBe(401);
    expect((await api(t).post(`${base}/${biz._id}`)).status).toBe(401);
    expect((await t.store.users.findById(b.user._id))?.favorite_businesses).toEqual([]);
  });
});
