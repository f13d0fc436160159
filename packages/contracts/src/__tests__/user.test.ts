import { describe, expect, it } from 'vitest';
import {
  favoriteParamsSchema,
  favoriteSchema,
  MIN_PASSWORD_LENGTH,
  MSG,
  publicUserSchema,
  ROLES,
  userCreateBodySchema,
  userUpdateBodySchema,
  API_MSG,
} from '../index';
import { firstMessage, ID, OTHER_ID } from './helpers';

describe('public user', () => {
  const user = { _id: ID, name: 'Ana', email: 'ana@example.com', username: 'ana', role_id: ROLES.USER, favorite_businesses: [OTHER_ID] };

  it('accepts the fields the public sees', () => {
    expect(publicUserSchema.parse(user)).toEqual(user);
  });

  it('never lets a password or its hash through', () => {
    const parsed = publicUserSchema.parse({ ...user, password: 'secreta123', passwordHash: '$2b$10$x', tokenVersion: 3 });
    expect(parsed).not.toHaveProperty('password');
    expect(parsed).not.toHaveProperty('passwordHash');
    expect(Object.keys(parsed).sort()).toEqual(['_id', 'email', 'favorite_businesses', 'name', 'role_id', 'username']);
  });

  it('refuses an id that is not a 24-hex ObjectId, with the invalid id message', () => {
    expect(firstMessage(publicUserSchema, { ...user, _id: 'abc' })).toBe(API_MSG.invalidId);
    expect(firstMessage(publicUserSchema, { ...user, favorite_businesses: ['nope'] })).toBe(API_MSG.invalidId);
  });

  it('refuses an unknown role', () => {
    expect(publicUserSchema.safeParse({ ...user, role_id: 3 }).success).toBe(false);
  });
});

describe('user create body (admin)', () => {
  const valid = { name: 'Luis', email: 'luis@example.com', username: 'luis', password: 'segura123' };

  it('accepts name, email, username and password; role optional', () => {
    expect(userCreateBodySchema.parse(valid)).toEqual(valid);
    expect(userCreateBodySchema.parse({ ...valid, role_id: ROLES.ADMIN }).role_id).toBe(ROLES.ADMIN);
  });

  it(`when the password is shorter than ${MIN_PASSWORD_LENGTH} characters, fails with the minimum length message`, () => {
    expect(firstMessage(userCreateBodySchema, { ...valid, password: 'a'.repeat(MIN_PASSWORD_LENGTH - 1) })).toBe(
      `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
    );
    expect(userCreateBodySchema.safeParse({ ...valid, password: 'a'.repeat(MIN_PASSWORD_LENGTH) }).success).toBe(true);
  });

  it('requires a password on creation', () => {
    expect(userCreateBodySchema.safeParse({ ...valid, password: undefined }).success).toBe(false);
  });

  it('when the e-mail is not an address, fails with the invalid e-mail message', () => {
    expect(firstMessage(userCreateBodySchema, { ...valid, email: 'luis' })).toBe('El correo electrónico no es válido');
  });

  it('when the name or username is blank, fails with "Todos los campos son obligatorios"', () => {
    expect(firstMessage(userCreateBodySchema, { ...valid, name: ' ' })).toBe('Todos los campos son obligatorios');
    expect(firstMessage(userCreateBodySchema, { ...valid, username: '' })).toBe('Todos los campos son obligatorios');
  });

  it('refuses an unknown role', () => {
    expect(userCreateBodySchema.safeParse({ ...valid, role_id: 7 }).success).toBe(false);
  });
});

describe('user update body', () => {
  it('accepts an empty body: every field is optional', () => {
    expect(userUpdateBodySchema.parse({})).toEqual({});
  });

  it('omits an empty password (spec §5: an empty password is omitted on update)', () => {
    const parsed = userUpdateBodySchema.parse({ name: 'Ana', password: '' });
    expect(parsed).toEqual({ name: 'Ana' });
    expect(parsed.password).toBeUndefined();
  });

  it('when a new password is too short, fails with the minimum length message', () => {
    expect(firstMessage(userUpdateBodySchema, { password: 'corta' })).toBe(MSG.passwordMin);
  });

  it('accepts a new password with the current one', () => {
    expect(userUpdateBodySchema.parse({ password: 'nueva1234', current_password: 'vieja1234' })).toEqual({
      password: 'nueva1234',
      current_password: 'vieja1234',
    });
  });

  it('refuses a bad e-mail and a blank username', () => {
    expect(firstMessage(userUpdateBodySchema, { email: 'x' })).toBe('El correo electrónico no es válido');
    expect(firstMessage(userUpdateBodySchema, { username: '  ' })).toBe('Todos los campos son obligatorios');
  });

  it('drops unknown keys such as a password hash', () => {
    expect(userUpdateBodySchema.parse({ name: 'Ana', passwordHash: 'x' })).toEqual({ name: 'Ana' });
  });
});

describe('favourite', () => {
  it('reads an item with businessId (spec §3)', () => {
    expect(favoriteSchema.parse({ businessId: ID })).toEqual({ businessId: ID });
    expect(favoriteSchema.parse({ businessId: ID, _id: ID })).toEqual({ businessId: ID, _id: ID });
  });

  it('refuses an item without a valid businessId', () => {
    expect(favoriteSchema.safeParse({ _id: ID }).success).toBe(false);
    expect(firstMessage(favoriteSchema, { businessId: '123' })).toBe(API_MSG.invalidId);
  });

  it('checks both ids of /users/{id}/favorites/{businessId}', () => {
    expect(favoriteParamsSchema.parse({ id: ID, businessId: OTHER_ID })).toEqual({ id: ID, businessId: OTHER_ID });
    expect(firstMessage(favoriteParamsSchema, { id: ID, businessId: { $ne: null } })).toBeDefined();
    expect(firstMessage(favoriteParamsSchema, { id: 'x', businessId: OTHER_ID })).toBe(API_MSG.invalidId);
  });
});
