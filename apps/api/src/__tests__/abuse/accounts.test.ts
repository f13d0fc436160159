/**
 * Issue 9 §4–7, through HTTP: registration limited per address; usernames and names normalised,
 * cleaned and compared by look-alike key; login limits per account whatever the identifier, a
 * correct password through an address's limit, spraying slowed; no control characters in
 * passwords; the current password for e-mail and username changes; the last admin kept.
 */
import bcrypt from 'bcrypt';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { CATEGORY_MESSAGES, MSG, ROLES, TEXT_MESSAGES, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../test/helpers';
import type { Config } from '../../config';
import { createApp } from '../../app';
import { createLogger } from '../../shared/logger';

const api = (t: TestApp) => request(t.app);
const person = (n: number | string, over: Record<string, unknown> = {}) => ({
  name: 'Ana García',
  email: `ana${n}@example.com`,
  username: `ana_${n}`,
  password: 'contraseña-segura',
  ...over,
});
const register = (t: TestApp, body: unknown, ip?: string) => {
  const req = api(t).post('/api/auth/register');
  return (ip ? req.set('X-Forwarded-For', ip) : req).send(body as object);
};
const login = (t: TestApp, identifier: string, password: string, ip = '10.9.0.1') =>
  api(t).post('/api/auth/login').set('X-Forwarded-For', ip).send({ identifier, password });
const app = (config: Partial<Config> = {}) => createTestApp({ config: { trustProxy: true, ...config } });

describe('issue 9 §4: registration is rate-limited per address', () => {
  it('answers 429 in Spanish past the limit from one address, creating no account; another address still registers', async () => {
    const t = app({ registerRateLimit: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) expect((await register(t, person(i), '10.0.0.1')).status).toBe(201);
    const refused = await register(t, person(3), '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: API_MSG.tooManyRegistrations });
    expect(await t.store.users.count()).toBe(3);
    expect((await register(t, person(4), '10.0.0.2')).status).toBe(201);
  });

  it('does not use up the limit with refused registrations', async () => {
    const t = app({ registerRateLimit: { max: 1, windowMs: 60_000 } });
    expect((await register(t, person(0, { password: 'corta' }), '10.0.0.1')).status).toBe(400);
    expect((await register(t, person(0), '10.0.0.1')).status).toBe(201);
  });

  it('creates exactly the limit of accounts under 12 concurrent registrations from one address', async () => {
    const t = app({ registerRateLimit: { max: 4, windowMs: 60_000 } });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => register(t, person(i), '10.0.0.7')));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(4);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(8);
    expect(await t.store.users.count()).toBe(4);
  });
});

describe('issue 9 §5: names and usernames', () => {
  it.each([
    ['admin + zero-width space', { username: 'admin\u200B' }, TEXT_MESSAGES.invalidCharacters],
    ['a right-to-left override', { username: 'nimda\u202E' }, TEXT_MESSAGES.invalidCharacters],
    ['a NUL byte in the name', { name: 'Ana\u0000' }, TEXT_MESSAGES.invalidCharacters],
    ['a lone surrogate in the name', { name: 'Ana \uD800' }, TEXT_MESSAGES.invalidCharacters],
    ['a 90 KB name', { name: 'a'.repeat(90_000) }, TEXT_MESSAGES.personNameTooLong],
    ['a space in the username', { username: 'ana garcia' }, TEXT_MESSAGES.usernameCharacters],
  ])('refuses %s with a Spanish 400 and stores no account', async (_label, over, message) => {
    const t = app();
    const res = await register(t, person(1, over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await t.store.users.count()).toBe(0);
  });

  it.each([
    ['a Cyrillic "а"', 'аdmin'],
    ['full-width letters', 'ＡＤＭＩＮ'],
    ['a Greek omicron and capitals', 'ADMΙN'],
    ['upper case', 'Admin'],
    ['a diaeresis (issue 17 §8)', 'ädmin'],
    ['an accent (issue 17 §8)', 'admín'],
    ['a combining accent (issue 17 §8)', 'admin\u0301'],
  ])('answers 409 for a look-alike of a taken username (%s)', async (_label, username) => {
    const t = app();
    await createUser(t, { username: 'admin' });
    const res = await register(t, person(1, { username }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG.usernameTaken });
    expect(await t.store.users.count()).toBe(1);
  });

  it('stores names NFKC-normalised and trimmed', async () => {
    const t = app();
    const res = await register(t, person(1, { name: '\u00A0Ａｎａ\u00A0García ', username: 'ａｎａ' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Ana García', username: 'ana' });
  });

  it('refuses a look-alike username on update too', async () => {
    const t = app();
    await createUser(t, { username: 'pepe' });
    const u = await createUser(t);
    const res = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ username: 'реpe', current_password: u.password });
    expect(res.status).toBe(409);
    expect((await t.store.users.findById(u.user._id))?.username).toBe(u.user.username);
  });

  it('refuses control characters and over-long texts in category names and event titles', async () => {
    const t = app();
    const admin = await createAdmin(t);
    const cat = await api(t).post('/api/categories').set(admin.auth).send({ nombre: 'Comida\u0000', name: 'Food' });
    expect(cat.status).toBe(400);
    expect(cat.body).toEqual({ message: TEXT_MESSAGES.invalidCharacters });
    const blank = await api(t).post('/api/categories').set(admin.auth).send({ nombre: '\u200B', name: 'Food' });
    expect(blank.body.message).toEqual(TEXT_MESSAGES.invalidCharacters);
    expect(await t.store.categories.list()).toEqual([]);
    const event = await api(t)
      .post('/api/events')
      .set(admin.auth)
      .field('title', 't'.repeat(90_000))
      .field('description', 'd')
      .field('start_time', '2031-01-01T20:00')
      .field('end_time', '2031-01-01T22:00');
    expect(event.status).toBe(400);
    expect(event.body).toEqual({ message: TEXT_MESSAGES.eventTitleTooLong });
    expect(await t.store.events.list()).toEqual([]);
    expect(CATEGORY_MESSAGES.namesRequired).toEqual(expect.any(String));
  });
});

describe('issue 9 §6: login limits', () => {
  it('counts the username and the e-mail of one account as one bucket', async () => {
    const t = app({ loginRateLimit: { max: 4, windowMs: 60_000 } });
    await createUser(t, { username: 'marta', email: 'marta@example.com', password: 'la-buena-clave' });
    for (const identifier of ['marta', 'marta@example.com', 'MARTA', 'Marta@Example.com']) {
      expect((await login(t, identifier, 'mala-clave')).status).toBe(401);
    }
    const blocked = await login(t, 'marta@example.com', 'la-buena-clave');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: API_MSG.tooManyLoginAttempts });
  });

  it('does not let one address lock the owner out: the owner logs in from elsewhere', async () => {
    const t = app({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    await createUser(t, { username: 'victima', password: 'la-buena-clave' });
    for (let i = 0; i < 5; i++) await login(t, 'victima', `mala-${i}`, '10.6.6.6');
    expect((await login(t, 'victima', 'la-buena-clave', '10.6.6.6')).status).toBe(429);
    expect((await login(t, 'victima', 'la-buena-clave', '10.1.1.1')).status).toBe(200);
  });

  it('under attack from many addresses, refuses every address that failed on the account, logs one alarm, and still signs the owner in from a clean address (issue 17 §2)', async () => {
    const lines: string[] = [];
    const t = app({ loginRateLimit: { max: 2, windowMs: 60_000 } });
    t.ctx.logger = createLogger('info', { write: (l: string) => void lines.push(l) });
    const withAlarm = createApp(t.ctx);
    await createUser(t, { username: 'objetivo', password: 'la-buena-clave' });
    const loginHere = (identifier: string, password: string, ip: string) =>
      request(withAlarm).post('/api/auth/login').set('X-Forwarded-For', ip).send({ identifier, password });
    // three addresses fail twice each: 2 × LOGIN_ACCOUNT_FACTOR (3) failures in all
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) for (let i = 0; i < 2; i++) expect((await loginHere('objetivo', `mala-${i}`, ip)).status).toBe(401);
    // any address that already failed on it is refused now, even with the right password
    expect((await loginHere('objetivo', 'mala-otra', '10.2.0.1')).status).toBe(429);
    expect((await loginHere('objetivo', 'la-buena-clave', '10.2.0.2')).status).toBe(429);
    // the owner, from their own phone, signs in
    expect((await loginHere('objetivo', 'la-buena-clave', '10.2.1.1')).status).toBe(200);
    expect(lines.filter((l) => l.includes('alarma: muchos intentos'))).toHaveLength(1);
  });

  it('slows the next attempts of one account from one address progressively instead of locking it for the window (issue 17 §2)', async () => {
    const t = app({ loginRateLimit: { max: 3, windowMs: 15 * 60_000, slowBaseMs: 200, slowMaxMs: 400 } });
    await createUser(t, { username: 'vecino', password: 'la-buena-clave' });
    // ten wrong passwords from a shared address (carrier NAT): the first three unhindered
    for (let i = 0; i < 3; i++) expect((await login(t, 'vecino', `mala-${i}`, '10.7.0.1')).status).toBe(401);
    // then one try per turn: too early → 429, after the wait → heard
    expect((await login(t, 'vecino', 'la-buena-clave', '10.7.0.1')).status).toBe(429);
    await new Promise((r) => setTimeout(r, 220));
    expect((await login(t, 'vecino', 'mala-3', '10.7.0.1')).status).toBe(401);
    expect((await login(t, 'vecino', 'la-buena-clave', '10.7.0.1')).status).toBe(429);
    // the wait doubled (400 ms here, capped: 60 s by default), not the 15-minute window
    await new Promise((r) => setTimeout(r, 420));
    expect((await login(t, 'vecino', 'la-buena-clave', '10.7.0.1')).status).toBe(200);
  });

  it('lets a correct password through an address’s limit when the account itself is not limited', async () => {
    const t = app({ loginRateLimit: { max: 2, windowMs: 60_000, sprayDelayMs: 10 } });
    await createUser(t, { username: 'vecina', password: 'la-buena-clave' });
    // a crowd behind one address fails with many identifiers: 2 × 5 failures put the address over
    for (let i = 0; i < 10; i++) expect((await login(t, `otra${i}`, 'x', '10.3.0.1')).status).toBe(401);
    expect((await login(t, 'otra99', 'x', '10.3.0.1')).status).toBe(429);
    const ok = await login(t, 'vecina', 'la-buena-clave', '10.3.0.1');
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    expect((await login(t, 'vecina', 'mala', '10.3.0.1')).status).toBe(429);
  });

  it('slows down rotating-identifier spraying from an address over its limit', async () => {
    const t = app({ loginRateLimit: { max: 1, windowMs: 60_000, sprayDelayMs: 150 } });
    for (let i = 0; i < 5; i++) await login(t, `spray${i}`, 'x', '10.4.0.1');
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => login(t, `spray-next${i}`, 'x', '10.4.0.1')));
    expect(answers.every((r) => r.status === 429)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 150 - 20);
    // another address is not slowed
    const quick = Date.now();
    expect((await login(t, 'nadie', 'x', '10.4.0.2')).status).toBe(401);
    expect(Date.now() - quick).toBeLessThan(600);
  });

  it('checks at most the limit of 30 parallel guesses on one account, alternating its identifiers', async () => {
    const t = app({ loginRateLimit: { max: 5, windowMs: 60_000 } });
    await createUser(t, { username: 'paralela', email: 'paralela@example.com', password: 'la-buena-clave' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t, i % 2 ? 'paralela' : 'PARALELA@example.com', `mala-${i}`)),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(25);
    expect((await login(t, 'paralela', 'la-buena-clave')).status).toBe(429);
  });
});

describe('issue 9 §7: passwords, account changes, the last admin', () => {
  it('refuses a password of NUL bytes at registration, and a NUL never logs in', async () => {
    const t = app();
    const res = await register(t, person(1, { password: '\u0000'.repeat(8) }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.passwordControlChars });
    expect(await t.store.users.count()).toBe(0);
    // an account stored before the rule, whose password was NUL bytes
    await t.store.users.create({ name: 'Vieja', email: 'vieja@example.com', username: 'vieja', password_hash: await bcrypt.hash('\u0000'.repeat(8), 4), role_id: ROLES.USER });
    const nul = await login(t, 'vieja', '\u0000');
    expect(nul.status).toBe(401);
    expect(nul.body.token).toBeUndefined();
  });

  it('refuses control characters in a new password on PUT /users', async () => {
    const t = app();
    const u = await createUser(t);
    const res = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ password: 'nueva\u0007clave', current_password: u.password });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.passwordControlChars });
    expect((await t.store.users.findById(u.user._id))?.password_hash).toBe(u.user.password_hash);
  });

  it.each([
    ['e-mail', { email: 'robada@example.com' }],
    ['username', { username: 'robada' }],
  ])('asks for the current password before changing one’s own %s', async (_label, change) => {
    const t = app();
    const u = await createUser(t);
    const missing = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send(change);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: MSG.currentPasswordRequired });
    const wrong = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ ...change, current_password: 'no-es-esta' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: MSG.currentPasswordWrong });
    expect(await t.store.users.findById(u.user._id)).toMatchObject({ email: u.user.email, username: u.user.username });
    const right = await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ ...change, current_password: u.password });
    expect(right.status).toBe(200);
    expect(await t.store.users.findById(u.user._id)).toMatchObject(change);
  });

  it('lets a name change, or an unchanged e-mail, through without the password; an admin changes another’s e-mail without it', async () => {
    const t = app();
    const u = await createUser(t);
    expect((await api(t).put(`/api/users/${u.user._id}`).set(u.auth).send({ name: 'Nuevo', email: u.user.email.toUpperCase() })).status).toBe(200);
    const admin = await createAdmin(t);
    expect((await api(t).put(`/api/users/${u.user._id}`).set(admin.auth).send({ email: 'cambiada@example.com' })).status).toBe(200);
  });

  it('answers 409 in Spanish when the last admin would be deleted or demoted, changing nothing', async () => {
    const t = app();
    const admin = await createAdmin(t);
    const del = await api(t).delete(`/api/users/${admin.user._id}`).set(admin.auth);
    expect(del.status).toBe(409);
    expect(del.body).toEqual({ message: API_MSG.lastAdmin });
    const demote = await api(t).put(`/api/users/${admin.user._id}`).set(admin.auth).send({ role_id: ROLES.USER });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ message: API_MSG.lastAdmin });
    expect(await t.store.users.findById(admin.user._id)).toMatchObject({ role_id: ROLES.ADMIN });

    const second = await createAdmin(t);
    expect((await api(t).put(`/api/users/${admin.user._id}`).set(second.auth).send({ role_id: ROLES.USER })).status).toBe(200);
    expect((await api(t).delete(`/api/users/${second.user._id}`).set(second.auth)).status).toBe(409);
    expect(await t.store.users.countAdmins()).toBe(1);
  });

  it('keeps an admin when two admins delete each other at the same time', async () => {
    const t = app();
    const a = await createAdmin(t);
    const b = await createAdmin(t);
    const answers = await Promise.all([
      api(t).delete(`/api/users/${b.user._id}`).set(a.auth),
      api(t).delete(`/api/users/${a.user._id}`).set(b.auth),
    ]);
    expect(answers.map((r) => r.status)).not.toEqual([204, 204]);
    expect(await t.store.users.countAdmins()).toBeGreaterThanOrEqual(1);
  });

  it('keeps an admin when two admins demote themselves at the same time', async () => {
    const t = app();
    const admins = await Promise.all([createAdmin(t), createAdmin(t)]);
    const answers = await Promise.all(admins.map((a) => api(t).put(`/api/users/${a.user._id}`).set(a.auth).send({ role_id: ROLES.USER })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.store.users.countAdmins()).toBe(1);
  });
});
