import { describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  HOME_CATEGORIES,
  idParamsSchema,
  latLngSchema,
  MIN_PASSWORD_LENGTH,
  MSG,
  objectIdSchema,
  PLANS,
  requiredText,
  ROLES,
  STORAGE_KEYS,
  API_MSG,
} from '../index';
import { firstMessage, ID } from './helpers';

describe('ids', () => {
  it('accepts a 24-hex ObjectId in either case', () => {
    expect(objectIdSchema.parse(ID)).toBe(ID);
    expect(objectIdSchema.safeParse(ID.toUpperCase()).success).toBe(true);
  });

  it.each([['abc'], [`${ID}0`], ['zzzzzzzzzzzzzzzzzzzzzzzz'], ['']])('refuses %j with "Identificador inválido"', (id) => {
    expect(firstMessage(idParamsSchema, { id })).toBe('Identificador inválido');
  });

  it('refuses an operator object as id', () => {
    expect(idParamsSchema.safeParse({ id: { $ne: null } }).success).toBe(false);
  });
});

describe('error body and helpers', () => {
  it('an API error is { message }', () => {
    expect(errorBodySchema.parse({ message: API_MSG.forbidden, stack: 'x' })).toEqual({ message: API_MSG.forbidden });
    expect(errorBodySchema.safeParse({ error: 'x' }).success).toBe(false);
  });

  it('requiredText trims and refuses blank text with the given message', () => {
    const schema = requiredText('Falta el texto');
    expect(schema.parse('  hola ')).toBe('hola');
    expect(firstMessage(schema, '   ')).toBe('Falta el texto');
    expect(firstMessage(schema, undefined)).toBe('Falta el texto');
  });

  it('latLng keeps coordinates on the globe', () => {
    expect(latLngSchema.parse({ lat: 23.138, lng: -82.364 })).toEqual({ lat: 23.138, lng: -82.364 });
    expect(latLngSchema.safeParse({ lat: -91, lng: 0 }).success).toBe(false);
    expect(latLngSchema.safeParse({ lat: 0, lng: 181 }).success).toBe(false);
  });
});

describe('constants and messages', () => {
  it('has one admin role and one user role, distinct', () => {
    expect(ROLES.ADMIN).not.toBe(ROLES.USER);
  });

  it('uses 8 as the minimum password length everywhere, and the message says so (DESIGN §9)', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(MSG.passwordMin).toBe('La contraseña debe tener al menos 8 caracteres');
  });

  it('maps the six home tiles to their types (spec §2)', () => {
    expect(HOME_CATEGORIES.map((c) => [c.nombre, c.name])).toEqual([
      ['Comer y beber', 'restaurant'],
      ['Compras', 'store'],
      ['Vida Nocturna', 'night_club'],
      ['Café y Té', 'cafe'],
      ['Qué Hacer', 'point_of_interest'],
      ['Salud y Bienestar', 'health'],
    ]);
  });

  it('has the plans BASIC, PRO, ELITE and the storage keys of spec §3', () => {
    expect(PLANS).toEqual(['BASIC', 'PRO', 'ELITE']);
    expect(STORAGE_KEYS).toEqual({ token: 'token', rememberedIdentifier: 'rememberedIdentifier' });
  });

  it('carries the session, login and register texts of spec §5 and §8 word for word', () => {
    expect(MSG.tokenInvalid).toBe('Token inválido');
    expect(MSG.tokenMissing).toBe('No se recibió ningún token');
    expect(API_MSG.loginFieldsRequired).toBe('Por favor ingresa tu usuario y contraseña');
    expect(MSG.loginNoToken).toBe('No se recibió token de acceso');
    expect(MSG.loginTokenRejected).toBe('Error al procesar el token');
    expect(MSG.loginGenericError).toBe('Error al iniciar sesión. Inténtalo de nuevo.');
    expect(MSG.registerFieldsRequired).toBe('Todos los campos son obligatorios');
    expect(MSG.registerAuthError).toBe('Error de autenticación. Verifica tus credenciales.');
    expect(MSG.usernameTaken).toBe('El nombre de usuario ya está en uso');
    expect(MSG.emailTaken).toBe('El correo electrónico ya está registrado');
    expect(MSG.requestError).toBe('Error en la solicitud');
  });

  it("makes wrong-credential and duplicate messages map as the screens expect (spec §8)", () => {
    expect(API_MSG.invalidCredentials).toMatch(/inválidas/);
    expect(MSG.usernameTaken).toMatch(/usuario/);
    expect(MSG.emailTaken).toMatch(/correo/);
  });

  it('never repeats a message text under two keys of MSG', () => {
    const texts = Object.values(MSG);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
