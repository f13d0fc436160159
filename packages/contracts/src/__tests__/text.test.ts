import { describe, expect, it } from 'vitest';
import {
  BUSINESS_MESSAGES,
  CATEGORY_MESSAGES,
  TEXT_LIMITS,
  TEXT_MESSAGES,
  businessFormFieldsSchema,
  categoryBodySchema,
  eventFormFieldsSchema,
  isCleanText,
  nearbyQuerySchema,
  objectIdSchema,
  registerBodySchema,
  reviewBodySchema,
  strictInteger,
  strictNumber,
  userUpdateBodySchema,
  versionFieldSchema,
  API_MSG,
} from '../index';
import { firstMessage } from './helpers';

const register = (over: Record<string, unknown>) => ({ name: 'Ana', email: 'ana@example.com', username: 'ana_p', password: 'contraseña-segura', ...over });

describe('clean text (issue 9 §5)', () => {
  it('normalises with NFKC and trims: full-width letters and no-break spaces become plain ones', () => {
    const r = registerBodySchema.parse(register({ name: '\u00A0Ａｎａ\u00A0García ', username: 'ａｎａ' }));
    expect(r.name).toBe('Ana García');
    expect(r.username).toBe('ana');
  });

  it.each([
    ['a zero-width space', 'adm\u200Bin'],
    ['a right-to-left override', 'ana\u202Egnp'],
    ['a NUL byte', 'ana\u0000'],
    ['a lone surrogate', 'ana\uD800'],
    ['a Hangul filler', 'ana\u3164'],
    ['a BOM inside', 'a\uFEFFna'],
  ])('refuses %s in a name with TEXT_MESSAGES.invalidCharacters', (_label, name) => {
    expect(firstMessage(registerBodySchema, register({ name }))).toBe(TEXT_MESSAGES.invalidCharacters);
  });

  it('refuses line breaks in single-line fields and keeps them in descriptions and reviews', () => {
    expect(firstMessage(categoryBodySchema, { nombre: 'Comer\ny beber', name: 'food' })).toBe(TEXT_MESSAGES.lineBreaks);
    expect(reviewBodySchema.parse({ content: 'Muy bueno.\nVolveremos.', rating: 5 }).content).toBe('Muy bueno.\nVolveremos.');
  });

  it('keeps emoji sequences (the joiner of 👩‍💻 is visible text)', () => {
    expect(isCleanText('Riquísimo 👨‍👩‍👧 👩🏽‍💻 ❤️', true)).toBe(true);
    expect(isCleanText('a\u200Db', true)).toBe(false);
  });

  it('gives every text field a maximum length with its own Spanish message', () => {
    expect(firstMessage(registerBodySchema, register({ name: 'n'.repeat(TEXT_LIMITS.personName + 1) }))).toBe(TEXT_MESSAGES.personNameTooLong);
    expect(firstMessage(registerBodySchema, register({ username: 'u'.repeat(TEXT_LIMITS.username + 1) }))).toBe(TEXT_MESSAGES.usernameTooLong);
    expect(firstMessage(registerBodySchema, register({ email: `${'e'.repeat(250)}@example.com` }))).toBe(TEXT_MESSAGES.emailTooLong);
    expect(firstMessage(categoryBodySchema, { nombre: 'c'.repeat(TEXT_LIMITS.categoryName + 1), name: 'x' })).toBe(TEXT_MESSAGES.categoryNameTooLong);
    const event = { description: 'd', start_time: '2030-01-01T10:00', end_time: '2030-01-01T12:00' };
    expect(firstMessage(eventFormFieldsSchema, { ...event, title: 't'.repeat(TEXT_LIMITS.eventTitle + 1) })).toBe(TEXT_MESSAGES.eventTitleTooLong);
    expect(firstMessage(eventFormFieldsSchema, { ...event, description: 'd'.repeat(TEXT_LIMITS.eventDescription + 1) })).toBe(
      TEXT_MESSAGES.eventDescriptionTooLong,
    );
    expect(firstMessage(businessFormFieldsSchema, { name: 'n'.repeat(TEXT_LIMITS.businessName + 1), address: 'a' })).toBe(TEXT_MESSAGES.businessNameTooLong);
    expect(firstMessage(reviewBodySchema, { content: 'x'.repeat(TEXT_LIMITS.review + 1), rating: 3 })).toBe(BUSINESS_MESSAGES.commentTooLong);
    expect(firstMessage(userUpdateBodySchema, { name: 'n'.repeat(TEXT_LIMITS.personName + 1) })).toBe(TEXT_MESSAGES.personNameTooLong);
  });

  it('lets usernames carry letters of any script, digits, dots, dashes and underscores only', () => {
    expect(registerBodySchema.parse(register({ username: 'José.M-1_ñ' })).username).toBe('José.M-1_ñ');
    for (const username of ['ana garcia', 'ana@x', 'ana\uFE0F', 'ana!']) {
      expect(firstMessage(registerBodySchema, register({ username }))).toBe(TEXT_MESSAGES.usernameCharacters);
    }
  });

  it('keeps the required message for blank category names', () => {
    expect(firstMessage(categoryBodySchema, { nombre: ' \u00A0 ', name: 'x' })).toBe(CATEGORY_MESSAGES.namesRequired);
  });
});

describe('passwords (issue 9 §7)', () => {
  it('refuses control characters: a password of NUL bytes is never stored', () => {
    expect(firstMessage(registerBodySchema, register({ password: '\u0000'.repeat(8) }))).toBe(API_MSG.passwordControlChars);
    expect(firstMessage(userUpdateBodySchema, { password: 'buena-clave\u0007' })).toBe(API_MSG.passwordControlChars);
  });

  it('never normalises a password: the bytes typed are the bytes hashed', () => {
    expect(registerBodySchema.parse(register({ password: 'ｃｌａｖｅ-ｌａｒｇａ' })).password).toBe('ｃｌａｖｅ-ｌａｒｇａ');
  });
});

describe('strict numbers and ids (issue 9 §9)', () => {
  it.each(['0x10', 'true', '[5]', '1e3', 'Infinity', '', ' ', '5px', '--5'])('%j is no number', (v) => {
    expect(strictNumber(v)).toBeNaN();
  });

  it('reads plain decimals with a point or a comma, and real numbers', () => {
    expect(strictNumber(' 23.5 ')).toBe(23.5);
    expect(strictNumber('-82,38')).toBe(-82.38);
    expect(strictNumber(7)).toBe(7);
    expect(strictNumber(true)).toBeNaN();
    expect(strictNumber([5])).toBeNaN();
    expect(strictInteger('12')).toBe(12);
    expect(strictInteger('1.5')).toBeNaN();
  });

  it('refuses "0x10", "true" and "[5]" as coordinates and ratings', () => {
    expect(firstMessage(nearbyQuerySchema, { lat: '0x10', lon: '0' })).toBe(BUSINESS_MESSAGES.badCoordinates);
    expect(firstMessage(nearbyQuerySchema, { lat: '1', lon: 'true' })).toBe(BUSINESS_MESSAGES.badCoordinates);
    expect(firstMessage(reviewBodySchema, { content: 'Hola', rating: [5] })).toBe(BUSINESS_MESSAGES.reviewRatingRange);
    expect(firstMessage(reviewBodySchema, { content: 'Hola', rating: true })).toBe(BUSINESS_MESSAGES.reviewRatingRange);
    expect(firstMessage(businessFormFieldsSchema, { name: 'n', address: 'a', rating: '0x3' })).toBe(BUSINESS_MESSAGES.ratingRange);
    expect(businessFormFieldsSchema.parse({ name: 'n', address: 'a', latitude: '0x10' }).latitude).toBe(0);
  });

  it('normalises ids to lower case', () => {
    expect(objectIdSchema.parse('64B7F0C2A1B2C3D4E5F60718')).toBe('64b7f0c2a1b2c3d4e5f60718');
    expect(firstMessage(objectIdSchema, 5)).toBe(API_MSG.invalidId);
  });

  it('reads the version of a form strictly', () => {
    expect(versionFieldSchema.parse('3')).toBe(3);
    expect(versionFieldSchema.parse('')).toBeUndefined();
    expect(versionFieldSchema.parse(undefined)).toBeUndefined();
    for (const v of ['0x1', '-1', '1.5', 'true', ['1']]) expect(firstMessage(versionFieldSchema, v)).toBe(API_MSG.invalidVersion);
  });
});
