import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import { DuplicateKeyError } from '../../../shared/errors';
import type { CategoriesRepository } from '../categories.repository';
import { seedCategories } from '../categories.seed';
import { HOME_CATEGORIES } from '@guia/contracts';

const factories = await availableStores();

describe.each(factories)('categories repository contract ($name)', (factory) => {
  let repo: CategoriesRepository;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    const made = await factory.make();
    repo = made.store.categories;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('creates a category with a 24-hex id and finds it by id', async () => {
    const c = await repo.create({ name: 'bar', nombre: 'Bares' });
    expect(c._id).toMatch(/^[a-f\d]{24}$/);
    expect(await repo.findById(c._id)).toEqual({ _id: c._id, name: 'bar', nombre: 'Bares' });
  });

  it('finds, updates and deletes by an upper-case id as by its lower-case self', async () => {
    const c = await repo.create({ name: 'bar', nombre: 'Bares' });
    expect((await repo.findById(c._id.toUpperCase()))?._id).toBe(c._id);
    expect(await repo.update(c._id.toUpperCase(), { nombre: 'Barras' })).toEqual({ _id: c._id, name: 'bar', nombre: 'Barras' });
    expect(await repo.delete(c._id.toUpperCase())).toBe(true);
    expect(await repo.list()).toEqual([]);
  });

  it('trims both names', async () => {
    const c = await repo.create({ name: '  bar ', nombre: ' Bares  ' });
    expect(c).toMatchObject({ name: 'bar', nombre: 'Bares' });
  });

  it('lists every category sorted by nombre, accents and case aside', async () => {
    await repo.create({ name: 'store', nombre: 'Compras' });
    await repo.create({ name: 'cafe', nombre: 'Café y Té' });
    await repo.create({ name: 'bakery', nombre: 'panadería' });
    await repo.create({ name: 'art', nombre: 'Arte' });
    expect((await repo.list()).map((c) => c.nombre)).toEqual(['Arte', 'Café y Té', 'Compras', 'panadería']);
  });

  it('refuses a name taken by another category, whatever its case, with DuplicateKeyError("name")', async () => {
    await repo.create({ name: 'Restaurant', nombre: 'Comer' });
    const err = await repo.create({ name: 'restaurant ', nombre: 'Otra' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DuplicateKeyError);
    expect((err as DuplicateKeyError).field).toBe('name');
  });

  it('refuses a nombre taken by another category, whatever its case, with DuplicateKeyError("nombre")', async () => {
    await repo.create({ name: 'restaurant', nombre: 'Comer y beber' });
    const err = await repo.create({ name: 'food', nombre: 'COMER Y BEBER' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DuplicateKeyError);
    expect((err as DuplicateKeyError).field).toBe('nombre');
  });

  it('updates names, allows a category to keep (or re-case) its own names, refuses another one\'s', async () => {
    const a = await repo.create({ name: 'cafe', nombre: 'Café' });
    await repo.create({ name: 'bar', nombre: 'Bares' });
    expect(await repo.update(a._id, { name: 'CAFE', nombre: 'Café y Té' })).toEqual({ _id: a._id, name: 'CAFE', nombre: 'Café y Té' });
    const err = await repo.update(a._id, { name: 'bar' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DuplicateKeyError);
    expect((await repo.findById(a._id))?.name).toBe('CAFE');
  });

  it('treats unknown and malformed ids as absent', async () => {
    expect(await repo.findById('0123456789abcdef01234567')).toBeNull();
    expect(await repo.findById('nope')).toBeNull();
    expect(await repo.update('0123456789abcdef01234567', { name: 'x' })).toBeNull();
    expect(await repo.update('nope', { name: 'x' })).toBeNull();
    expect(await repo.delete('0123456789abcdef01234567')).toBe(false);
    expect(await repo.delete('nope')).toBe(false);
  });

  it('deletes a category, freeing its names', async () => {
    const c = await repo.create({ name: 'bar', nombre: 'Bares' });
    expect(await repo.delete(c._id)).toBe(true);
    expect(await repo.findById(c._id)).toBeNull();
    expect(await repo.list()).toEqual([]);
    await expect(repo.create({ name: 'bar', nombre: 'Bares' })).resolves.toMatchObject({ name: 'bar' });
  });

  it('seeds the six home categories once, however often the seed runs', async () => {
    await seedCategories(repo);
    await seedCategories(repo);
    const list = await repo.list();
    expect(list).toHaveLength(HOME_CATEGORIES.length);
    expect(list.map((c) => c.name).sort()).toEqual(HOME_CATEGORIES.map((c) => c.name).sort());
  });

  it('seeding keeps an admin\'s category that already uses a home nombre', async () => {
    await repo.create({ name: 'food', nombre: 'Comer y beber' });
    await seedCategories(repo);
    const list = await repo.list();
    expect(list).toHaveLength(HOME_CATEGORIES.length);
    expect(list.find((c) => c.nombre === 'Comer y beber')?.name).toBe('food');
  });
});
