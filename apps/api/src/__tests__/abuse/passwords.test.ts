/**
 * Issue 17 §3, through HTTP: weak passwords are refused wherever a password is chosen
 * (registration, an admin creating an account, a password change), with a Spanish 400 and
 * nothing stored; after NIST SP 800-63B: the common and leaked lists, the person's own username
 * or e-mail, one character repeated, a plain run; no composition rules.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser } from '../../test/helpers';

const person = (over: Record<string, unknown> = {}) => ({
  name: 'Ana García',
  email: 'ana.garcia@example.com',
  username: 'anagarcia',
  password: 'contraseña-segura',
  ...over,
});

describe('issue 17 §3: weak passwords are refused', () => {
  it.each([
    ['a password from the common list', '12345678', API_MSG.passwordTrivial],
    ['"password"', 'password', API_MSG.passwordCommon],
    ['"iloveyou"', 'iloveyou', API_MSG.passwordCommon],
    ['a Spanish favourite', 'contraseña', API_MSG.passwordCommon],
    ['a common one in capitals', 'PASSWORD1', API_MSG.passwordCommon],
    ['eight spaces', '        ', API_MSG.passwordTrivial],
    ['one letter repeated', 'aaaaaaaaaa', API_MSG.passwordTrivial],
    ['a run of letters', 'abcdefghij', API_MSG.passwordTrivial],
    ['a run down', '987654321', API_MSG.passwordTrivial],
    ['the username itself', 'anagarcia', API_MSG.passwordPersonal],
    ['the username with a few digits', 'anagarcia12', API_MSG.passwordPersonal],
    ['the e-mail', 'ana.garcia@example.com', API_MSG.passwordPersonal],
    ['the e-mail before the @', 'ana.garcia', API_MSG.passwordPersonal],
  ])('registration refuses %s with a Spanish 400 and creates no account', async (_label, password, message) => {
    const t = createTestApp();
    const res = await request(t.app).post('/api/auth/register').send(person({ password }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await t.store.users.count()).toBe(0);
  });

  it.each([['a passphrase', 'malecón al atardecer'], ['a long random-looking one', 'x7#Kq9!vLm'], ['Spanish words with a number', 'cafecito-con-leche-2']])(
    'registration accepts %s (no composition rules)',
    async (_label, password) => {
      const t = createTestApp();
      expect((await request(t.app).post('/api/auth/register').send(person({ password }))).status).toBe(201);
    },
  );

  it('an admin cannot give a new account a common password either', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await request(t.app).post('/api/users').set(admin.auth).send(person({ password: 'qwertyuiop' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.passwordCommon });
    expect(await t.store.users.count()).toBe(1);
  });

  it('a password change to the username is refused and the old password keeps working', async () => {
    const t = createTestApp();
    const user = await createUser(t, { username: 'pepe_perez', password: 'la-buena-clave' });
    const res = await request(t.app)
      .put(`/api/users/${user.user._id}`)
      .set(user.auth)
      .send({ password: 'pepe_perez', current_password: 'la-buena-clave' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.passwordPersonal });
    const login = await request(t.app).post('/api/auth/login').send({ identifier: 'pepe_perez', password: 'la-buena-clave' });
    expect(login.status).toBe(200);
  });
});
