import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { HOME_CATEGORIES, type Business } from '@guia/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { seedBusinesses } from '../businesses.seed';
import { seedCategories } from '../../categories/categories.seed';

/**
 * Issue 7 item 3: each home tile answers only what a visitor would file under it. The oracle is
 * written here by hand, apart from the service's synonym table: a seed place belongs to a tile
 * when one of its own labels (categories or types) names that tile's kind of place. Google's
 * generic types ('food', 'establishment') name no tile.
 */
const KINDS: Record<(typeof HOME_CATEGORIES)[number]['name'], string[]> = {
  restaurant: ['comer y beber', 'restaurant', 'restaurante', 'paladar'],
  store: ['compras', 'store', 'tienda', 'supermarket', 'shopping_mall', 'mercado'],
  night_club: ['vida nocturna', 'night_club', 'cabaret', 'discoteca'],
  cafe: ['cafe y te', 'cafe', 'cafeteria'],
  point_of_interest: ['que hacer', 'point_of_interest', 'tourist_attraction', 'museum', 'museo'],
  health: ['salud y bienestar', 'health', 'pharmacy', 'farmacia', 'hospital', 'spa'],
};

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
const labels = (b: Business) => [...b.categories, ...(b.types ?? [])].map(norm);
const belongsTo = (b: Business, tile: keyof typeof KINDS) => labels(b).some((l) => KINDS[tile].includes(l));

/** The whole seed is within 50 km of the default map position. */
const everywhere = { lat: 23.138, lon: -82.364, max_distance: 50_000 };

let t: TestApp;
let all: Business[];

beforeAll(async () => {
  t = createTestApp();
  await seedCategories(t.store.categories);
  await seedBusinesses(t.store.businesses);
  all = (await request(t.app).get('/api/business/nearby').query(everywhere)).body.mongo_businesses;
});

const byCategory = async (category: string): Promise<Business[]> => {
  const res = await request(t.app).get('/api/business/nearby').query({ ...everywhere, category });
  expect(res.status).toBe(200);
  return res.body.mongo_businesses;
};

describe('GET /api/business/nearby with a home category, over the seed data', () => {
  describe.each(HOME_CATEGORIES.flatMap((c) => [[c.name, c] as const, [c.nombre, c] as const]))('category=%s', (category, tile) => {
    it('answers only places that belong to the tile', async () => {
      const found = await byCategory(category);
      expect(found.length).toBeGreaterThan(0);
      const strangers = found.filter((b) => !belongsTo(b, tile.name)).map((b) => b.name);
      expect(strangers).toEqual([]);
    });

    it('answers every seed place filed under the tile', async () => {
      const found = new Set((await byCategory(category)).map((b) => b.name));
      const home = all.filter((b) => b.categories.includes(tile.nombre)).map((b) => b.name);
      expect(home.length).toBeGreaterThan(0);
      expect(home.filter((name) => !found.has(name))).toEqual([]);
    });
  });

  it('when the filter is restaurant, answers no café and not the Mercado de Cuatro Caminos', async () => {
    const names = (await byCategory('restaurant')).map((b) => b.name);
    expect(names).toContain('La Guarida');
    expect(names).not.toContain('Mercado de Cuatro Caminos');
    for (const cafe of ['Café El Escorial', 'Café Bohemia', 'Heladería Coppelia', "Café O'Reilly"]) expect(names).not.toContain(cafe);
  });

  it('when the filter is cafe, answers the four cafés and no restaurant', async () => {
    const names = (await byCategory('cafe')).map((b) => b.name).sort();
    expect(names).toEqual(['Café Bohemia', 'Café El Escorial', "Café O'Reilly", 'Heladería Coppelia']);
  });
});
