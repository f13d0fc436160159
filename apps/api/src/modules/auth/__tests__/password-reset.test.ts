import { afterEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { MSG, RESET_MESSAGES, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';

const api = (t: TestApp) => request(t.app);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const NEW_PASSWORD = 'una frase nueva y larga';

async function makeLink(t: TestApp, userId: string) {
  const admin = await createAdmin(t);
  return api(t).post(`/api/users/${userId}/password-reset`).set(admin.auth);
}
const reset = (t: TestApp, token: unknown, password: unknown = NEW_PASSWORD) =>
  api(t).post('/api/auth/password-reset').send({ token, password });
const login = (t: TestApp, identifier: string, password: string) => api(t).post('/api/auth/login').send({ identifier, password });

afterEach(() => vi.useRealTimers());

describe('POST /users/{id}/password-reset (issue 20 §7)', () => {
  it('as an admin, answers 201 with a one-time token and its /restablecer path, expiring in 24 hours; only its sha256 is stored', async () => {
    const t = createTestApp();
    const { user } = await createUser(t);
    const before = Date.now();
    const res = await makeLink(t, user._id);
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body.token).toMatch(/^[\w-]{40,}$/);
    expect(res.body.path).toBe(`/restablecer/${res.body.token}`);
    const expires = new Date(res.body.expires_at).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    expect(await t.store.users.findPasswordReset(res.body.token)).toBeNull();
    const state = JSON.stringify((t.store.users as unknown as { exportState(): unknown }).exportState());
    expect(state).not.toContain(res.body.token);
  });

  it('answers 403 to a plain user (even for their own account) and 401 without a session', async () => {
    const t = createTestApp();
    const person = await createUser(t);
    expect((await api(t).post(`/api/users/${person.user._id}/password-reset`).set(person.auth)).status).toBe(403);
    expect((await api(t).post(`/api/users/${person.user._id}/password-reset`)).status).toBe(401);
  });

  it('answers 404 for an unknown user', async () => {
    const t = createTestApp();
    const res = await makeLink(t, '0123456789abcdef01234567');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.userNotFound });
  });
});

describe('POST /auth/password-reset (issue 20 §7)', () => {
  it('sets the new password and signs the person in; the old password and older sessions stop working', async () => {
    const t = createTestApp();
    const person = await createUser(t);
    const { token } = (await makeLink(t, person.user._id)).body;
    const res = await reset(t, token);
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect((await api(t).get(`/api/users/${person.user._id}`).set(bearer(res.body.token))).status).toBe(200);
    expect((await api(t).get(`/api/users/${person.user._id}`).set(person.auth)).status).toBe(401);
    expect((await login(t, person.user.username, person.password)).status).toBe(401);
    expect((await login(t, person.user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('works once: a second use answers 400 with the Spanish message', async () => {
    const t = createTestApp();
    const { user } = await createUser(t);
    const { token } = (await makeLink(t, user._id)).body;
    expect((await reset(t, token)).status).toBe(200);
    const again = await reset(t, token, 'otra frase distinta aquí');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: RESET_MESSAGES.resetLinkInvalid });
  });

  it('after 24 hours answers 400 with the Spanish message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const t = createTestApp();
    const { user } = await createUser(t);
    const { token } = (await makeLink(t, user._id)).body;
    vi.setSystemTime(Date.now() + 24 * 3600_000 + 1000);
    const res = await reset(t, token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: RESET_MESSAGES.resetLinkInvalid });
  });

  it('answers 400 with the Spanish message for a wrong or missing token', async () => {
    const t = createTestApp();
    const { user } = await createUser(t);
    await makeLink(t, user._id);
    for (const token of ['no-es-un-enlace', undefined, { $ne: null }]) {
      const res = await reset(t, token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: RESET_MESSAGES.resetLinkInvalid });
    }
  });

  it('refuses a weak password with the policy message and keeps the link usable', async () => {
    const t = createTestApp();
    const { user } = await createUser(t);
    const { token } = (await makeLink(t, user._id)).body;
    const weak = await reset(t, token, '12345678');
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ message: API_MSG.passwordTrivial });
    const short = await reset(t, token, 'corta');
    expect(short.body).toEqual({ message: MSG.passwordMin });
    const own = await reset(t, token, user.username);
    expect(own.status).toBe(400);
    expect((await reset(t, token)).status).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const t = createTestApp();
    const { user } = await createUser(t);
    const first = (await makeLink(t, user._id)).body.token;
    const second = (await makeLink(t, user._id)).body.token;
    expect((await reset(t, first)).body).toEqual({ message: RESET_MESSAGES.resetLinkInvalid });
    expect((await reset(t, second)).status).toBe(200);
  });
});
