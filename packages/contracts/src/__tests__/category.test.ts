import { describe, expect, it } from 'vitest';
import { categoryBodySchema, categorySchema, CATEGORY_MESSAGES, API_MSG } from '../index';
import { firstMessage, ID } from './helpers';

describe('category', () => {
  it('has _id, name (English) and nombre (Spanish)', () => {
    const category = { _id: ID, name: 'restaurant', nombre: 'Comer y beber' };
    expect(categorySchema.parse(category)).toEqual(category);
  });

  it('refuses a category without its Spanish name or with a bad id', () => {
    expect(categorySchema.safeParse({ _id: ID, name: 'cafe' }).success).toBe(false);
    expect(firstMessage(categorySchema, { _id: '1', name: 'cafe', nombre: 'Café y Té' })).toBe(API_MSG.invalidId);
  });
});

describe('category body', () => {
  it('accepts nombre and name, trimmed', () => {
    expect(categoryBodySchema.parse({ nombre: ' Café y Té ', name: ' cafe ' })).toEqual({ nombre: 'Café y Té', name: 'cafe' });
  });

  it.each([
    ['nombre missing', { name: 'cafe' }],
    ['name missing', { nombre: 'Café y Té' }],
    ['nombre blank', { nombre: ' ', name: 'cafe' }],
    ['name blank', { nombre: 'Café y Té', name: '' }],
  ])('when %s, fails saying both names are required', (_case, body) => {
    expect(firstMessage(categoryBodySchema, body)).toBe(CATEGORY_MESSAGES.namesRequired);
  });

  it('drops unknown keys', () => {
    expect(categoryBodySchema.parse({ nombre: 'Compras', name: 'store', _id: ID })).toEqual({ nombre: 'Compras', name: 'store' });
  });
});
