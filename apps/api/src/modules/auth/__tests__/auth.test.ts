import { describe, expect, it } from 'vitest';
import request from 'supertest';
import jwt from 'jsonwebtoken';
import { MSG, ROLES, API_MSG } from '@guia/contracts';
import { createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { signToken } from '../../../shared/auth';

const api = (t: TestApp) => request(t.app);
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Ana Pérez',
  email: 'ana@example.com',
  username: 'anap',
  password: 'contraseña-segura',
  ...over,
});
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function register(t: TestApp, over: Record<string, unknown> = {}) {
  return api(t).post('/api/auth/register').send(body(over));
}
async function login(t: TestApp, identifier: unknown, password: unknown = 'contraseña-segura') {
  return api(t).post('/api/auth/login').send({ identifier, password });
}

describe('POST /auth/register', () => {
  it('creates a plain user and answers 201 with the public user and a session token, never the password or its hash', async () => {
    const t = createTestApp();
    const res = await register(t);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[a-f\d]{24}$/),
      name: 'Ana Pérez',
      email: 'ana@example.com',
      username: 'anap',
      role_id: ROLES.USER,
      favorite_businesses: [],
      token: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|contraseña-segura|token_version|\$2[aby]\$/);
    const stored = await t.store.users.findById(res.body._id);
    expect(stored?.password_hash).toMatch(/^\$2[aby]\$/);
    expect(stored?.password_hash).not.toContain('contraseña-segura');
  });

  it('hashes with the configured bcrypt cost', async () => {
    const t = createTestApp({ config: { bcryptCost: 5 } });
    const res = await register(t);
    expect((await t.store.users.findById(res.body._id))?.password_hash).toMatch(/^\$2[aby]\$05\$/);
  });

  it('ignores a role in the body: the new account is always a plain user', async () => {
    const t = createTestApp();
    const res = await register(t, { role_id: ROLES.ADMIN, role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.role_id).toBe(ROLES.USER);
    expect((await t.store.users.findById(res.body._id))?.role_id).toBe(ROLES.USER);
    const { body: tok } = await login(t, 'anap');
    const list = await api(t).get('/api/users/').set(bearer(tok.token));
    expect(list.status).toBe(403);
  });

  it('answers 409 with the e-mail message when the e-mail is taken in another letter case', async () => {
    const t = createTestApp();
    await register(t);
    const res = await register(t, { email: 'ANA@Example.com', username: 'otra' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG.emailTaken });
    expect(res.body.message).toContain('correo');
  });

  it('answers 409 with the username message when the username is taken in another letter case', async () => {
    const t = createTestApp();
    await register(t);
    const res = await register(t, { email: 'otra@example.com', username: 'AnaP' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG.usernameTaken });
    expect(res.body.message).toContain('usuario');
  });

  it.each(['name', 'email', 'username', 'password'])('answers 400 "Todos los campos son obligatorios" when %s is missing', async (field) => {
    const t = createTestApp();
    const b = body();
    delete (b as Record<string, unknown>)[field];
    const res = await api(t).post('/api/auth/register').send(b);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Todos los campos son obligatorios' });
    expect(await t.store.users.count()).toBe(0);
  });

  it('answers 400 "Todos los campos son obligatorios" for a blank field or no body at all', async () => {
    const t = createTestApp();
    expect((await register(t, { name: '   ' })).body).toEqual({ message: MSG.registerFieldsRequired });
    const none = await api(t).post('/api/auth/register');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ message: MSG.registerFieldsRequired });
  });

  it('answers 400 with the minimum-length message for a password shorter than 8 characters, and creates nobody', async () => {
    const t = createTestApp();
    const res = await register(t, { password: 'corta7c' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'La contraseña debe tener al menos 8 caracteres' });
    expect(await t.store.users.count()).toBe(0);
  });

  it('answers 400 for a malformed e-mail and for a password longer than 72 bytes', async () => {
    const t = createTestApp();
    expect((await register(t, { email: 'no-es-correo' })).body).toEqual({ message: MSG.invalidEmail });
    const long = await register(t, { password: 'ñ'.repeat(37) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: MSG.passwordTooLong });
  });

  it('answers 400 when a field is an object (no operator reaches the store)', async () => {
    const t = createTestApp();
    const res = await register(t, { email: { $gt: '' } });
    expect(res.status).toBe(400);
    expect(await t.store.users.count()).toBe(0);
  });
});

describe('POST /auth/login', () => {
  it('register → login → GET /users/{id} with the token shows the account', async () => {
    const t = createTestApp();
    const reg = await register(t);
    const res = await login(t, 'anap');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String) });
    const me = await api(t).get(`/api/users/${reg.body._id}`).set(bearer(res.body.token));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: reg.body._id, name: 'Ana Pérez', username: 'anap', email: 'ana@example.com', favorite_businesses: [] });
  });

  it('issues an HS256 JWT with an expiry whose payload carries sub { user_id, role_id }', async () => {
    const t = createTestApp();
    const reg = await register(t);
    const { body: b } = await login(t, 'anap');
    const decoded = jwt.decode(b.token, { complete: true }) as jwt.Jwt & { payload: jwt.JwtPayload };
    expect(decoded.header.alg).toBe('HS256');
    expect(decoded.payload.sub).toEqual({ user_id: reg.body._id, role_id: ROLES.USER });
    expect(decoded.payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('accepts the e-mail or the username in any letter case', async () => {
    const t = createTestApp();
    await register(t);
    for (const identifier of ['ana@example.com', 'ANA@EXAMPLE.COM', 'AnaP', '  anap  ']) {
      const res = await login(t, identifier);
      expect(res.status, identifier).toBe(200);
      expect(res.body.token).toEqual(expect.any(String));
    }
  });

  it('answers 401 with a message containing "inválidas" for a wrong password or an unknown user', async () => {
    const t = createTestApp();
    await register(t);
    for (const res of [await login(t, 'anap', 'otra-contraseña'), await login(t, 'nadie', 'contraseña-segura')]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: API_MSG.invalidCredentials });
      expect(res.body.message).toContain('inválidas');
      expect(res.body.token).toBeUndefined();
    }
  });

  it('answers 400 "Por favor ingresa tu usuario y contraseña" for a blank identifier or password', async () => {
    const t = createTestApp();
    for (const b of [{ identifier: ' ', password: 'x' }, { identifier: 'anap', password: '   ' }, {}]) {
      const res = await api(t).post('/api/auth/login').send(b);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: API_MSG.loginFieldsRequired });
    }
  });

  it.each([
    ['identifier', { identifier: { $ne: null }, password: 'contraseña-segura' }],
    ['password', { identifier: 'anap', password: { $ne: null } }],
    ['both', { identifier: { $gt: '' }, password: { $gt: '' } }],
  ])('answers 400 and no token for a NoSQL operator in %s', async (_label, payload) => {
    const t = createTestApp();
    await register(t);
    const res = await api(t).post('/api/auth/login').send(payload);
    expect(res.status).toBe(400);
    expect(res.body.token).toBeUndefined();
    expect(res.body).toEqual({ message: API_MSG.loginFieldsRequired });
  });

  it('answers 429 with the Spanish message after too many failed attempts on one account', async () => {
    const t = createTestApp({ config: { loginRateLimit: { max: 3, windowMs: 60_000 } } });
    await register(t);
    for (let i = 0; i < 3; i += 1) expect((await login(t, 'anap', `mala-${i}`)).status).toBe(401);
    const blocked = await login(t, 'ANAP', 'contraseña-segura');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: API_MSG.tooManyLoginAttempts });
    expect(blocked.body.token).toBeUndefined();
    // another account is untouched
    await register(t, { email: 'otra@example.com', username: 'otra' });
    expect((await login(t, 'otra')).status).toBe(200);
  });

  it('answers 429 after too many failed attempts from one address, whatever the identifiers', async () => {
    const t = createTestApp({ config: { loginRateLimit: { max: 2, windowMs: 60_000 } } });
    let last = 0;
    for (let i = 0; i < 15 && last !== 429; i += 1) last = (await login(t, `desconocida${i}`, 'x')).status;
    expect(last).toBe(429);
  });

  it('does not count successful logins as attempts', async () => {
    const t = createTestApp({ config: { loginRateLimit: { max: 2, windowMs: 60_000 } } });
    await register(t);
    for (let i = 0; i < 5; i += 1) expect((await login(t, 'anap')).status).toBe(200);
  });

  it('keeps the counters of one app to itself', async () => {
    const config = { loginRateLimit: { max: 1, windowMs: 60_000 } };
    const a = createTestApp({ config });
    await login(a, 'x', 'y');
    expect((await login(a, 'x', 'y')).status).toBe(429);
    const b = createTestApp({ config });
    expect((await login(b, 'x', 'y')).status).toBe(401);
  });
});

describe('the token on protected requests', () => {
  async function setup() {
    const t = createTestApp();
    const u = await createUser(t);
    return { t, u, path: `/api/users/${u.user._id}` };
  }

  it('accepts a valid token', async () => {
    const { t, u, path } = await setup();
    expect((await api(t).get(path).set(u.auth)).status).toBe(200);
  });

  it('answers 401 without a token, with a non-Bearer scheme, and with garbage', async () => {
    const { t, u, path } = await setup();
    expect((await api(t).get(path)).status).toBe(401);
    expect((await api(t).get(path).set({ Authorization: `Basic ${u.token}` })).status).toBe(401);
    expect((await api(t).get(path).set(bearer('not.a.jwt'))).status).toBe(401);
  });

  it('answers 401 for a tampered token (payload changed, signature kept)', async () => {
    const { t, u, path } = await setup();
    const [h, , s] = u.token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: { user_id: u.user._id, role_id: ROLES.ADMIN }, tv: 0, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    const res = await api(t).get('/api/users/').set(bearer(`${h}.${payload}.${s}`));
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
    expect((await api(t).get(path).set(bearer(`${h}.${payload}.${s}`))).status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const { t, u, path } = await setup();
    const expired = signToken(t.ctx, u.user, -10);
    const res = await api(t).get(path).set(bearer(expired));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: API_MSG.sessionExpired });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const { t, u, path } = await setup();
    const forged = jwt.sign({ sub: { user_id: u.user._id, role_id: ROLES.USER }, tv: 0 }, 'otro-secreto', { algorithm: 'HS256', expiresIn: 3600 });
    expect((await api(t).get(path).set(bearer(forged))).status).toBe(401);
  });

  it('answers 401 for an unsigned "alg: none" token', async () => {
    const { t, u, path } = await setup();
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: { user_id: u.user._id, role_id: ROLES.ADMIN }, tv: 0, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    expect((await api(t).get(path).set(bearer(none))).status).toBe(401);
    expect((await api(t).get('/api/users/').set(bearer(none))).status).toBe(401);
  });

  it('answers 401 once the account is gone', async () => {
    const { t, u, path } = await setup();
    await t.store.users.delete(u.user._id);
    expect((await api(t).get(path).set(u.auth)).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('answers 204 and the token no longer opens anything; a new login works', async () => {
    const t = createTestApp();
    const reg = await register(t);
    const { body: b } = await login(t, 'anap');
    const path = `/api/users/${reg.body._id}`;
    expect((await api(t).get(path).set(bearer(b.token))).status).toBe(200);
    expect((await api(t).post('/api/auth/logout').set(bearer(b.token))).status).toBe(204);
    expect((await api(t).get(path).set(bearer(b.token))).status).toBe(401);
    const again = await login(t, 'anap');
    expect((await api(t).get(path).set(bearer(again.body.token))).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const t = createTestApp();
    expect((await api(t).post('/api/auth/logout')).status).toBe(401);
  });
});
