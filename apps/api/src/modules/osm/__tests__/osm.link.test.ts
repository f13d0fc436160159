import fs from 'node:fs';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NearbyResponse, SearchWithOsmResponse } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { createAdmin, createTestApp, type TestApp } from '../../../test/helpers';
import { importOsmExtract } from '../osm.import';
import { HAVANA, node, tempDir, writeExtract } from './extract';

/**
 * Issue 24 §3, the stored link: at import time an OSM place within 50 m of a guide business whose
 * normalised name matches is that business — the business records the OSM object, the place is
 * shown once (as the business, which carries `osm`), and nothing the guide's admins edit is ever
 * written by an import. On every store, through `importOsmExtract` and the HTTP answers.
 */

const factories = await availableStores();

/** metres north of Havana's centre */
const north = (m: number) => HAVANA.lat + m / 111_320;
const east = (m: number) => HAVANA.lng + m / (111_320 * Math.cos((HAVANA.lat * Math.PI) / 180));

const business = (t: TestApp, name: string, lat: number, lng: number, over: Record<string, unknown> = {}) =>
  t.store.businesses.create({
    name,
    address: 'Calle Real 1',
    phone: '+53 7 8000000',
    categories: ['Comer y beber'],
    types: ['restaurant'],
    photos: [],
    thumbnails: [],
    location: { type: 'Point', coordinates: [lng, lat] },
    rating: 4,
    user_ratings_total: 10,
    paid_plan: 'BASIC',
    paid_promo: false,
    ...over,
  });

const nearby = async (t: TestApp): Promise<NearbyResponse> => {
  const res = await request(t.app).get('/api/business/nearby').query({ lat: HAVANA.lat, lon: HAVANA.lng, max_distance: 2000 });
  expect(res.status).toBe(200);
  return res.body as NearbyResponse;
};
const search = async (t: TestApp, q: string): Promise<SearchWithOsmResponse> => {
  const res = await request(t.app).get('/api/business/search').query({ q, osm: 'true', lat: HAVANA.lat, lon: HAVANA.lng });
  expect(res.status).toBe(200);
  return res.body as SearchWithOsmResponse;
};

describe.each(factories)('the stored link between an OSM place and a guide business ($name)', (factory) => {
  let dir: string;
  let t: TestApp;
  let cleanup: () => Promise<void>;

  beforeAll(() => {
    dir = tempDir('guia-osm-link-');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    const made = await factory.make();
    t = createTestApp({ store: made.store });
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  /** the guide's 'Paladar La Guarida' 20 m from OSM's 'La Guarida'; a café 30 m from an OSM place of another name; a bar 80 m from its OSM namesake */
  const FIRST = () => [
    node(1, north(20), HAVANA.lng, { amenity: 'restaurant', name: 'La Guarida', phone: '+53 7 8669047', opening_hours: 'Mo-Su 12:00-24:00' }),
    node(2, north(30), east(300), { amenity: 'cafe', name: 'Café Arcángel' }),
    node(3, north(80), east(600), { amenity: 'bar', name: 'El Floridita' }),
    node(4, north(500), HAVANA.lng, { amenity: 'restaurant', name: 'Otro Paladar' }),
  ];

  it('links at import a place within 50 m whose normalised name matches: the business records the object and the place is shown once, as the business', async () => {
    const guarida = await business(t, 'Paladar La Guarida', HAVANA.lat, HAVANA.lng);
    const cafe = await business(t, 'Café Escorial', HAVANA.lat, east(300));
    const bar = await business(t, 'El Floridita', HAVANA.lat, east(600));
    const summary = await importOsmExtract(t.store, writeExtract(dir, 'first', FIRST()));
    expect(summary.linked).toBe(1);

    expect((await t.store.businesses.findById(guarida._id))!.osm).toEqual({ type: 'node', id: 1 });
    expect((await t.store.businesses.findById(cafe._id))!.osm).toBeUndefined();
    expect((await t.store.businesses.findById(bar._id))!.osm).toBeUndefined();

    const body = await nearby(t);
    expect(body.mongo_businesses.find((b) => b._id === guarida._id)?.osm).toEqual({ type: 'node', id: 1 });
    expect(body.osm_places.map((p) => p.name).sort()).toEqual(['Café Arcángel', 'El Floridita', 'Otro Paladar']);
  });

  it('an admin’s edits are never overwritten by a later import, and the business stays that place after a rename', async () => {
    const guarida = await business(t, 'Paladar La Guarida', HAVANA.lat, HAVANA.lng);
    await importOsmExtract(t.store, writeExtract(dir, 'first', FIRST()));

    // the admin renames it (no longer OSM's name), changes its phone and hours
    const admin = await createAdmin(t);
    const res = await request(t.app)
      .put(`/api/business/${guarida._id}`)
      .set(admin.auth)
      .field('name', 'Casa Guarida de Enrique')
      .field('address', 'Concordia 418, 3er piso')
      .field('phone', '+53 5 2640000');
    expect(res.status).toBe(200);
    const edited = (await t.store.businesses.findById(guarida._id))!;

    // a newer extract where OSM changed the place's phone and hours
    const newer = FIRST().map((n) => (n.tags?.phone === '+53 7 8669047' ? { ...n, tags: { ...n.tags, phone: '+53 7 8000001', opening_hours: 'Mo-Sa 13:00-23:00' } } : n));
    await importOsmExtract(t.store, writeExtract(dir, 'newer', newer, '2026-12-01'));

    const after = (await t.store.businesses.findById(guarida._id))!;
    expect(after).toEqual(edited);
    expect(after).toMatchObject({ name: 'Casa Guarida de Enrique', address: 'Concordia 418, 3er piso', phone: '+53 5 2640000', osm: { type: 'node', id: 1 } });

    // shown once, as the business, though the names no longer match
    const body = await nearby(t);
    expect(body.mongo_businesses.find((b) => b._id === guarida._id)?.osm).toEqual({ type: 'node', id: 1 });
    expect(body.osm_places.map((p) => p.name)).not.toContain('La Guarida');
    const found = await search(t, 'guarida');
    expect(found.mongo_businesses.map((b) => [b.name, b.osm])).toEqual([['Casa Guarida de Enrique', { type: 'node', id: 1 }]]);
    expect(found.osm_places).toEqual([]);
  });

  it('a second import of the same file changes no business', async () => {
    const guarida = await business(t, 'Paladar La Guarida', HAVANA.lat, HAVANA.lng);
    const file = writeExtract(dir, 'first', FIRST());
    await importOsmExtract(t.store, file);
    const once = await t.store.businesses.findById(guarida._id);
    const again = await importOsmExtract(t.store, file);
    expect(again.linked).toBe(1);
    expect(await t.store.businesses.findById(guarida._id)).toEqual(once);
  });

  it('a newer extract without the object unlinks the business (and links it to a new matching place when there is one)', async () => {
    const guarida = await business(t, 'Paladar La Guarida', HAVANA.lat, HAVANA.lng);
    await importOsmExtract(t.store, writeExtract(dir, 'first', FIRST()));
    const withoutIt = FIRST().slice(1);
    const summary = await importOsmExtract(t.store, writeExtract(dir, 'gone', withoutIt, '2026-12-01'));
    expect(summary.linked).toBe(0);
    expect((await t.store.businesses.findById(guarida._id))!.osm).toBeUndefined();

    const remapped = [...withoutIt, node(9, north(-10), HAVANA.lng, { amenity: 'restaurant', name: 'la guarida' })];
    await importOsmExtract(t.store, writeExtract(dir, 'remapped', remapped, '2026-12-08'));
    expect((await t.store.businesses.findById(guarida._id))!.osm).toEqual({ type: 'node', id: 9 });
  });
});
