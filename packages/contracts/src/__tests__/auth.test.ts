import { describe, expect, it } from 'vitest';
import { loginBodySchema, loginResponseSchema, MIN_PASSWORD_LENGTH, registerBodySchema, ROLES, tokenPayloadSchema } from '../index';
import { firstMessage, messages } from './helpers';

const REQUIRED = 'Todos los campos son obligatorios';
const LOGIN_REQUIRED = 'Por favor ingresa tu usuario y contraseña';

describe('register body', () => {
  const valid = { name: 'Ana Pérez', email: 'ana@example.com', username: 'ana', password: 'secreta123' };

  it('accepts name, email, username and password, trimming the text fields', () => {
    const parsed = registerBodySchema.parse({ ...valid, name: '  Ana Pérez ', email: ' ana@example.com ' });
    expect(parsed).toEqual(valid);
  });

  it.each(['name', 'email', 'username', 'password'] as const)(
    'when %s is missing, fails with "Todos los campos son obligatorios"',
    (field) => {
      const body: Record<string, string> = { ...valid };
      delete body[field];
      expect(firstMessage(registerBodySchema, body)).toBe(REQUIRED);
    },
  );

  it.each(['name', 'email', 'username'] as const)('when %s is blank, fails with "Todos los campos son obligatorios"', (field) => {
    expect(firstMessage(registerBodySchema, { ...valid, [field]: '   ' })).toBe(REQUIRED);
  });

  it('when every field is missing, every issue says "Todos los campos son obligatorios"', () => {
    expect(messages(registerBodySchema, {})).toEqual([REQUIRED, REQUIRED, REQUIRED, REQUIRED]);
  });

  it('when the password is empty, fails with "Todos los campos son obligatorios"', () => {
    expect(firstMessage(registerBodySchema, { ...valid, password: '' })).toBe(REQUIRED);
  });

  it(`when the password is shorter than ${MIN_PASSWORD_LENGTH} characters, fails with the minimum length message (DESIGN §9)`, () => {
    expect(firstMessage(registerBodySchema, { ...valid, password: 'a'.repeat(MIN_PASSWORD_LENGTH - 1) })).toBe(
      `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
    );
  });

  it('when the e-mail is not an address, fails with the invalid e-mail message', () => {
    expect(firstMessage(registerBodySchema, { ...valid, email: 'ana-at-example' })).toBe('El correo electrónico no es válido');
  });

  it('when the password is longer than 72 bytes (bcrypt limit), fails instead of cutting it', () => {
    // 37 two-byte characters = 74 bytes although only 37 characters
    expect(firstMessage(registerBodySchema, { ...valid, password: 'ñ'.repeat(37) })).toBe('La contraseña no puede superar los 72 bytes');
    expect(registerBodySchema.safeParse({ ...valid, password: 'ñ'.repeat(36) }).success).toBe(true);
  });

  it('drops a role sent in the body, so registration cannot choose one', () => {
    const parsed = registerBodySchema.parse({ ...valid, role_id: ROLES.ADMIN, roleId: 1 });
    expect(parsed).not.toHaveProperty('role_id');
    expect(parsed).not.toHaveProperty('roleId');
  });

  it('refuses a non-string field (a NoSQL operator object) with the required-fields message', () => {
    expect(firstMessage(registerBodySchema, { ...valid, email: { $gt: '' } })).toBe(REQUIRED);
  });
});

describe('login body', () => {
  it('accepts an identifier (username or e-mail) and a password, trimming the identifier', () => {
    expect(loginBodySchema.parse({ identifier: ' ana@example.com ', password: 'secreta123' })).toEqual({
      identifier: 'ana@example.com',
      password: 'secreta123',
    });
  });

  it('keeps the password exactly as typed (spaces included)', () => {
    expect(loginBodySchema.parse({ identifier: 'ana', password: ' a b ' }).password).toBe(' a b ');
  });

  it.each([
    ['identifier missing', { password: 'x' }],
    ['password missing', { identifier: 'ana' }],
    ['identifier blank', { identifier: '   ', password: 'x' }],
    ['password blank', { identifier: 'ana', password: '   ' }],
    ['both missing', {}],
  ])('when the %s, fails with "Por favor ingresa tu usuario y contraseña"', (_case, body) => {
    expect(firstMessage(loginBodySchema, body)).toBe(LOGIN_REQUIRED);
  });

  it('refuses a NoSQL operator as identifier', () => {
    const result = loginBodySchema.safeParse({ identifier: { $ne: null }, password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LOGIN_REQUIRED);
  });
});

describe('login response', () => {
  it('carries a token', () => {
    expect(loginResponseSchema.parse({ token: 'a.b.c' })).toEqual({ token: 'a.b.c' });
  });

  it('refuses an answer without a token or with an empty one', () => {
    expect(loginResponseSchema.safeParse({}).success).toBe(false);
    expect(loginResponseSchema.safeParse({ token: '' }).success).toBe(false);
  });
});

describe('token payload', () => {
  it('carries sub with user_id and role_id (spec §3), plus the standard iat/exp', () => {
    const payload = { sub: { user_id: '64b7f0c2a1b2c3d4e5f60718', role_id: ROLES.USER }, tv: 0, iat: 1, exp: 2 };
    expect(tokenPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('accepts both roles: admin and user', () => {
    for (const role_id of [ROLES.ADMIN, ROLES.USER]) {
      expect(tokenPayloadSchema.safeParse({ sub: { user_id: 'u1', role_id } }).success).toBe(true);
    }
  });

  it('refuses an unknown role, a missing user_id or a payload without sub', () => {
    expect(tokenPayloadSchema.safeParse({ sub: { user_id: 'u1', role_id: 99 } }).success).toBe(false);
    expect(tokenPayloadSchema.safeParse({ sub: { role_id: ROLES.USER } }).success).toBe(false);
    expect(tokenPayloadSchema.safeParse({ sub: { user_id: '', role_id: ROLES.USER } }).success).toBe(false);
    expect(tokenPayloadSchema.safeParse({ user_id: 'u1', role_id: ROLES.USER }).success).toBe(false);
  });

  it('refuses a negative token version', () => {
    expect(tokenPayloadSchema.safeParse({ sub: { user_id: 'u1', role_id: ROLES.USER }, tv: -1 }).success).toBe(false);
  });
});
