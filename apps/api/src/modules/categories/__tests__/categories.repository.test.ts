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
    expect(await repo.findById(c._id)).toEqual({ _id: c._id, name: 'bar', nombre: 'Bares', show_on_home: false, home_order: null });
  });

  it('finds, updates and deletes by an upper-case id as by its lower-case self', async () => {
    const c = await repo.create({ name: 'bar', nombre: 'Bares' });
    expect((await repo.findById(c._id.toUpperCase()))?._id).toBe(c._id);
    expect(await repo.update(c._id.toUpperCase(), { nombre: 'Barras' })).toMatchObject({ _id: c._id, name: 'bar', nombre: 'Barras' });
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
    expect(await repo.update(a._id, { name: 'CAFE', nombre: 'Café y Té' })).toMatchObject({ _id: a._id, name: 'CAFE', nombre: 'Café y Té' });
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

  it('seeds the six home categories on home, in the order of spec §2', async () => {
    await seedCategories(repo);
    const home = (await repo.list()).filter((c) => c.show_on_home).sort((a, b) => a.home_order! - b.home_order!);
    expect(home.map((c) => c.nombre)).toEqual(HOME_CATEGORIES.map((c) => c.nombre));
    expect(home.map((c) => c.home_order)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a new category is off home unless asked; turned on, it goes after the last home category', async () => {
    const a = await repo.create({ name: 'cafe', nombre: 'Café', show_on_home: true });
    const b = await repo.create({ name: 'bar', nombre: 'Bares' });
    expect(b).toMatchObject({ show_on_home: false, home_order: null });
    expect(a).toMatchObject({ show_on_home: true, home_order: 0 });
    const c = await repo.create({ name: 'lodging', nombre: 'Alojamiento', show_on_home: true });
    expect(c).toMatchObject({ show_on_home: true, home_order: 1 });
    expect(await repo.update(b._id, { show_on_home: true })).toMatchObject({ show_on_home: true, home_order: 2 });
    // renaming alone keeps the place; turning it on again does not move it
    expect(await repo.update(a._id, { nombre: 'Cafés', show_on_home: true })).toMatchObject({ show_on_home: true, home_order: 0 });
    expect(await repo.update(a._id, { show_on_home: false })).toMatchObject({ show_on_home: false, home_order: null });
    expect(await repo.findById(a._id)).toMatchObject({ show_on_home: false, home_order: null });
  });

  it('setHomeOrder gives each home category its index and skips the others', async () => {
    const a = await repo.create({ name: 'a', nombre: 'A', show_on_home: true });
    const b = await repo.create({ name: 'b', nombre: 'B', show_on_home: true });
    const off = await repo.create({ name: 'c', nombre: 'C' });
    await repo.setHomeOrder([b._id.toUpperCase(), 'nope', off._id, a._id]);
    expect(await repo.findById(b._id)).toMatchObject({ home_order: 0 });
    expect(await repo.findById(a._id)).toMatchObject({ home_order: 3 });
    expect(await repo.findById(off._id)).toMatchObject({ show_on_home: false, home_order: null });
  });

  it('seeding keeps an admin\'s category that already uses a home nombre', async () => {
    await repo.create({ name: 'food', nombre: 'Comer y beber' });
    await seedCategories(repo);
    const list = await repo.list();
    expect(list).toHaveLength(HOME_CATEGORIES.length);
    expect(list.find((c) => c.nombre === 'Comer y beber')?.name).toBe('food');
  });
});

describe('categories stored before home had its fields (memory store file)', () => {
  it('reads the six spec categories as on home in the spec order and any other as off', async () => {
    const { createMemoryCategoriesRepository } = await import('../categories.memory');
    const repo = createMemoryCategoriesRepository();
    const legacy = [...HOME_CATEGORIES].reverse().map((c, i) => ({ _id: `0123456789abcdef0123456${i}`, name: c.name, nombre: c.nombre }));
    repo.importState({ records: [...legacy, { _id: '0123456789abcdef01234599', name: 'lodging', nombre: 'Alojamiento' }] });
    const list = await repo.list();
    const home = list.filter((c) => c.show_on_home).sort((a, b) => a.home_order! - b.home_order!);
    expect(home.map((c) => c.nombre)).toEqual(HOME_CATEGORIES.map((c) => c.nombre));
    expect(list.find((c) => c.name === 'lodging')).toMatchObject({ show_on_home: false, home_order: null });
  });
});
