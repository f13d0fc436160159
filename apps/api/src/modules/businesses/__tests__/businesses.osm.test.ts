import { afterEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import {
  BUSINESS_MESSAGES,
  OSM_NEARBY_LIMIT,
  businessSchema,
  nearbyResponseSchema,
  searchWithOsmResponseSchema,
  type NearbyResponse,
  type OsmNearbyPlace,
  type SearchWithOsmResponse,
  type WeeklyHours,
} from '@guia/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { OsmPlaceInput } from '../../osm/osm.repository';
import { eastOf, newBusiness, northOf } from './fixtures';

/**
 * Issue 24 §3: GET /business/nearby answers OpenStreetMap places beside the guide's own
 * businesses (`osm_places`, `osm_total`), in the same radius, category and open_now rules, and an
 * OSM place that is a guide business is shown once, as the business (which carries `osm`).
 */

const CENTRE = { lat: 23.1373, lng: -82.3598 };
const everyDay = (open: string, close: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open, close }]]));
const LUNCH: WeeklyHours = { week: everyDay('12:00', '16:00'), exceptions: [] };
/** Wednesday 25 November 2026 in Havana (UTC−5 then) */
const HAVANA_0400 = new Date('2026-11-25T09:00:00Z');
const HAVANA_1300 = new Date('2026-11-25T18:00:00Z');

let nextId = 1;
/** An OSM place `metres` north of the centre (a restaurant unless told). */
const place = (name: string, metres: number, over: Partial<OsmPlaceInput> = {}): OsmPlaceInput => ({
  osm_type: 'node',
  osm_id: nextId++,
  name,
  categories: ['restaurant'],
  types: ['amenity=restaurant'],
  extract_date: '2026-11-20',
  location: { type: 'Point', coordinates: [CENTRE.lng, northOf(CENTRE.lat, metres)] },
  ...over,
});

/** Puts places into the store the way `pnpm osm:import` does. */
const importPlaces = (t: TestApp, places: OsmPlaceInput[]) =>
  t.store.osmPlaces.applyImport(places, { file: 'cuba.osm.pbf', extract_date: '2026-11-20', skipped: {}, started_at: new Date() });

const nearby = async (t: TestApp, query: Record<string, string | number> = {}): Promise<NearbyResponse> => {
  const res = await request(t.app).get('/api/business/nearby').query({ lat: CENTRE.lat, lon: CENTRE.lng, max_distance: 2000, ...query });
  expect(res.status).toBe(200);
  const parsed = nearbyResponseSchema.safeParse(res.body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return res.body as NearbyResponse;
};
const names = (list: { name?: string }[]) => list.map((p) => p.name);

const at = (now: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
};
afterEach(() => {
  vi.useRealTimers();
});

describe('nearby answers OpenStreetMap places beside the guide’s own businesses', () => {
  it('lists them in osm_places, nearest first, with their distance, OSM identity, dates and source', async () => {
    const t = createTestApp();
    await importPlaces(t, [
      place('Paladar Lejano', 900, { address: 'Calle 23 nº 5', phone: '+53 7 8300000', website: 'https://lejano.cu', check_date: '2025-03-01' }),
      place('Café Cerca', 100, { categories: ['cafe'], types: ['amenity=cafe'] }),
      place('Casa de Rita', 400, { osm_type: 'way', categories: ['lodging'], types: ['tourism=guest_house', 'guest_house=casa_particular'] }),
    ]);
    const body = await nearby(t);
    expect(names(body.osm_places)).toEqual(['Café Cerca', 'Casa de Rita', 'Paladar Lejano']);
    expect(body.osm_places.map((p) => p.distance)).toEqual([100, 400, 900]);
    expect(body.osm_total).toBe(3);
    const far = body.osm_places[2]!;
    expect(far).toMatchObject({
      name: 'Paladar Lejano',
      categories: ['restaurant'],
      types: ['amenity=restaurant'],
      address: 'Calle 23 nº 5',
      phone: '+53 7 8300000',
      website: 'https://lejano.cu',
      osm_type: 'node',
      check_date: '2025-03-01',
      extract_date: '2026-11-20',
      source: 'osm',
    });
    expect(far._id).toMatch(/^[a-f\d]{24}$/);
    expect(far.osm_id).toBeGreaterThan(0);
    expect(far.geometry.location.lat).toBeCloseTo(northOf(CENTRE.lat, 900), 5);
    expect(far.location.coordinates[0]).toBeCloseTo(CENTRE.lng, 5);
    expect(body.osm_places[1]!.osm_type).toBe('way');
    // the guide's own businesses and Google's arrays are unchanged
    expect(body.mongo_businesses).toEqual([]);
    expect(body.google_places).toEqual([]);
  });

  it('an empty import answers osm_places [] and osm_total 0', async () => {
    const body = await nearby(createTestApp());
    expect(body.osm_places).toEqual([]);
    expect(body.osm_total).toBe(0);
  });

  it('keeps to the radius', async () => {
    const t = createTestApp();
    await importPlaces(t, [place('Dentro', 300), place('Fuera', 1500)]);
    expect(names((await nearby(t, { max_distance: 1000 })).osm_places)).toEqual(['Dentro']);
    expect((await nearby(t, { max_distance: 1000 })).osm_total).toBe(1);
    expect(names((await nearby(t, { max_distance: 2000 })).osm_places)).toEqual(['Dentro', 'Fuera']);
  });

  it('keeps to the category, with the same names the guide’s filter takes (home tiles, Spanish names, lodging)', async () => {
    const t = createTestApp();
    await importPlaces(t, [
      place('Paladar', 100),
      place('Cafetería', 200, { categories: ['cafe'], types: ['amenity=cafe'] }),
      place('Hostal', 300, { categories: ['lodging'], types: ['tourism=guest_house', 'guest_house=casa_particular'] }),
      place('Farmacia', 400, { categories: ['health'], types: ['amenity=pharmacy'] }),
    ]);
    const only = async (category: string) => names((await nearby(t, { category })).osm_places);
    expect(await only('restaurant')).toEqual(['Paladar']);
    expect(await only('Comer y beber')).toEqual(['Paladar']);
    expect(await only('cafe')).toEqual(['Cafetería']);
    expect(await only('Salud')).toEqual(['Farmacia']);
    expect(await only('lodging')).toEqual(['Hostal']);
    expect(await only('Casas particulares')).toEqual(['Hostal']);
    expect(await only('Teatro')).toEqual([]);
    expect((await nearby(t, { category: 'cafe' })).osm_total).toBe(1);
  });

  it('open_now=true keeps only the places open at that moment in Havana; unknown hours and hours OSM wrote unreadably are never open', async () => {
    const t = createTestApp();
    await importPlaces(t, [
      place('Almuerzos', 100, { hours: LUNCH }),
      place('Sin horario', 200),
      place('Horario raro', 300, { hours_text: 'según temporada' }),
    ]);
    at(HAVANA_1300);
    const noon = await nearby(t, { open_now: 'true' });
    expect(names(noon.osm_places)).toEqual(['Almuerzos']);
    expect(noon.osm_places[0]!.opening_hours).toMatchObject({ open_now: true });
    expect(noon.osm_total).toBe(1);
    at(HAVANA_0400);
    const early = await nearby(t, { open_now: 'true' });
    expect(early.osm_places).toEqual([]);
    expect(early.osm_total).toBe(0);

    // without the filter all are listed: open_now computed at answer time, absent when unknown
    const all = await nearby(t);
    const byName = Object.fromEntries(all.osm_places.map((p) => [p.name, p]));
    expect(byName['Almuerzos']!.opening_hours?.open_now).toBe(false);
    expect(byName['Almuerzos']!.opening_hours?.weekday_text?.[0]).toBe('Lunes: 12:00–16:00');
    expect(byName['Almuerzos']!.hours).toEqual(LUNCH);
    expect(byName['Sin horario']).not.toHaveProperty('opening_hours');
    expect(byName['Horario raro']).not.toHaveProperty('opening_hours');
    expect(byName['Horario raro']!.hours_text).toBe('según temporada');
  });

  it(`answers at most the ${OSM_NEARBY_LIMIT} nearest, and osm_total counts them all`, async () => {
    const t = createTestApp();
    await importPlaces(t, Array.from({ length: 70 }, (_, i) => place(`Lugar ${i}`, 10 + i * 10)));
    const body = await nearby(t);
    expect(body.osm_places).toHaveLength(OSM_NEARBY_LIMIT);
    expect(body.osm_total).toBe(70);
    const distances = body.osm_places.map((p: OsmNearbyPlace) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.osm_places.at(-1)!.name).toBe(`Lugar ${OSM_NEARBY_LIMIT - 1}`);
  });

  it('osm_total still counts the whole radius when it holds more places than one answer reads', async () => {
    const t = createTestApp();
    // 260 places along a line east of the centre, 5 m apart
    await importPlaces(
      t,
      Array.from({ length: 260 }, (_, i) => ({
        ...place(`Punto ${i}`, 0),
        location: { type: 'Point' as const, coordinates: [eastOf(CENTRE.lat, CENTRE.lng, 5 + i * 5), CENTRE.lat] as [number, number] },
      })),
    );
    const body = await nearby(t);
    expect(body.osm_places).toHaveLength(OSM_NEARBY_LIMIT);
    expect(body.osm_total).toBe(260);
  });
});

describe('merged, not duplicated: an OSM place that is a guide business is shown once, as the business', () => {
  it('a place within 50 m whose name matches (accents, case, one name inside the other) is left out, and the business carries osm { type, id }', async () => {
    const t = createTestApp();
    const guarida = await t.store.businesses.create(newBusiness({ name: 'La Guarida', lat: northOf(CENTRE.lat, 200), lng: CENTRE.lng }));
    const bohemia = await t.store.businesses.create(newBusiness({ name: 'Café Bohemia', lat: northOf(CENTRE.lat, 600), lng: CENTRE.lng }));
    await importPlaces(t, [
      place('Paladar La Guarida', 230, { osm_type: 'way', osm_id: 4242 }),
      place('CAFE BOHEMIA', 560, { osm_id: 777, categories: ['cafe'], types: ['amenity=cafe'] }),
      place('Otro sitio', 210),
    ]);
    const body = await nearby(t);
    expect(names(body.osm_places)).toEqual(['Otro sitio']);
    expect(body.osm_total).toBe(1);
    const own = Object.fromEntries(body.mongo_businesses.map((b) => [b._id, b]));
    expect(own[guarida._id]!.osm).toEqual({ type: 'way', id: 4242 });
    expect(own[bohemia._id]!.osm).toEqual({ type: 'node', id: 777 });
    // the link sits before the distance, which stays last
    expect(Object.keys(own[guarida._id]!).slice(-2)).toEqual(['osm', 'distance']);
  });

  it('a same-name place farther than 50 m, or a different name within 50 m, is its own place', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ name: 'El Cocinero', lat: northOf(CENTRE.lat, 100), lng: CENTRE.lng }));
    await importPlaces(t, [place('El Cocinero', 180), place('La Cocina de Lilliam', 110), place('Cocinero', 300)]);
    const body = await nearby(t);
    expect(names(body.osm_places)).toEqual(['La Cocina de Lilliam', 'El Cocinero', 'Cocinero']);
    expect(body.mongo_businesses.find((x) => x._id === b._id)).not.toHaveProperty('osm');
  });

  it('merges even when the business is left out of this answer (another category, closed now)', async () => {
    const t = createTestApp();
    await t.store.businesses.create(newBusiness({ name: 'Bar Asturias', categories: ['Vida nocturna'], hours: LUNCH, lat: northOf(CENTRE.lat, 100), lng: CENTRE.lng }));
    await importPlaces(t, [place('Bar Asturias', 120, { hours: { week: everyDay('00:00', '24:00'), exceptions: [] } }), place('Paladar', 150)]);
    at(HAVANA_0400);
    expect(names((await nearby(t, { category: 'restaurant' })).osm_places)).toEqual(['Paladar']);
    const open = await nearby(t, { open_now: 'true' });
    expect(open.mongo_businesses).toEqual([]);
    expect(open.osm_places).toEqual([]);
  });

  it('after a newer import without the place, the business no longer carries the link', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ name: 'Doña Eutimia', lat: northOf(CENTRE.lat, 100), lng: CENTRE.lng }));
    await importPlaces(t, [place('Dona Eutimia', 110, { osm_id: 99 })]);
    expect((await nearby(t)).mongo_businesses.find((x) => x._id === b._id)!.osm).toEqual({ type: 'node', id: 99 });
    await t.store.osmPlaces.applyImport([], { file: 'cuba.osm.pbf', extract_date: '2026-11-27', skipped: {}, started_at: new Date() });
    const after = await nearby(t);
    expect(after.mongo_businesses.find((x) => x._id === b._id)).not.toHaveProperty('osm');
    expect(after.osm_places).toEqual([]);
  });
});

const search = async (t: TestApp, query: Record<string, string | number>): Promise<SearchWithOsmResponse> => {
  const res = await request(t.app).get('/api/business/search').query({ osm: 'true', ...query });
  expect(res.status).toBe(200);
  const parsed = searchWithOsmResponseSchema.safeParse(res.body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return res.body as SearchWithOsmResponse;
};

describe('search with osm=true answers the OpenStreetMap places whose names match beside the guide’s businesses', () => {
  it('a place whose name has a word starting with each word of the query (accents and case folded), nearest first with a point', async () => {
    const t = createTestApp();
    await importPlaces(t, [
      place('Paladar Doña Eutimia', 900),
      place('Eutimia Express', 300, { categories: ['cafe'], types: ['amenity=cafe'] }),
      place('Casa Rita', 100, { name_en: "Rita's Guest House" }),
      place('Bar Tímido', 200),
    ]);
    const body = await search(t, { q: 'EUTIM', lat: CENTRE.lat, lon: CENTRE.lng });
    expect(names(body.osm_places)).toEqual(['Eutimia Express', 'Paladar Doña Eutimia']);
    expect(body.osm_places.map((p) => p.distance)).toEqual([300, 900]);
    expect(body.osm_total).toBe(2);
    expect(body.osm_places[0]).toMatchObject({ source: 'osm', osm_type: 'node', extract_date: '2026-11-20' });
    expect(names((await search(t, { q: 'dona eutimia' })).osm_places)).toEqual(['Paladar Doña Eutimia']);
    expect(names((await search(t, { q: 'guest house' })).osm_places)).toEqual(['Casa Rita']);
    // without a point: no distance, names starting with the query first
    const noPoint = await search(t, { q: 'eutimia' });
    expect(names(noPoint.osm_places)).toEqual(['Eutimia Express', 'Paladar Doña Eutimia']);
    expect(noPoint.osm_places[0]).not.toHaveProperty('distance');
    expect((await search(t, { q: 'timido' })).osm_places.map((p) => p.name)).toEqual(['Bar Tímido']);
    expect((await search(t, { q: 'imido' })).osm_places).toEqual([]);
  });

  it('without osm=true the answer is the array of businesses, as before; a bad osm value answers 400', async () => {
    const t = createTestApp();
    await t.store.businesses.create(newBusiness({ name: 'La Guarida' }));
    await importPlaces(t, [place('Guarida Dos', 100)]);
    const res = await request(t.app).get('/api/business/search').query({ q: 'guarida' });
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((b: { name: string }) => b.name)).toEqual(['La Guarida']);
    expect(businessSchema.safeParse(res.body[0]).success).toBe(true);
    const bad = await request(t.app).get('/api/business/search').query({ q: 'guarida', osm: 'si' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: BUSINESS_MESSAGES.osmParamInvalid });
  });

  it('open_now=true keeps only the places open now in Havana (unreadable hours never open)', async () => {
    const t = createTestApp();
    await importPlaces(t, [place('Cocina Uno', 100, { hours: LUNCH }), place('Cocina Dos', 200), place('Cocina Tres', 300, { hours_text: 'a veces' })]);
    at(HAVANA_1300);
    const open = await search(t, { q: 'cocina', open_now: 'true' });
    expect(names(open.osm_places)).toEqual(['Cocina Uno']);
    expect(open.osm_total).toBe(1);
    at(HAVANA_0400);
    expect((await search(t, { q: 'cocina', open_now: 'true' })).osm_places).toEqual([]);
  });

  it('a place that is one of the businesses found (within 50 m, matching name) is left out, and the business carries osm', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ name: 'La Guarida', lat: northOf(CENTRE.lat, 100), lng: CENTRE.lng }));
    await importPlaces(t, [place('Paladar La Guarida', 120, { osm_type: 'way', osm_id: 31 }), place('Guarida Lejos', 1000)]);
    const body = await search(t, { q: 'guarida', lat: CENTRE.lat, lon: CENTRE.lng });
    expect(names(body.osm_places)).toEqual(['Guarida Lejos']);
    expect(body.mongo_businesses.map((x) => [x._id, x.osm])).toEqual([[b._id, { type: 'way', id: 31 }]]);
  });

  it(`answers at most ${OSM_NEARBY_LIMIT} places, osm_total counts the matches`, async () => {
    const t = createTestApp();
    await importPlaces(t, Array.from({ length: 60 }, (_, i) => place(`Fonda ${i}`, 10 + i * 10)));
    const body = await search(t, { q: 'fonda', lat: CENTRE.lat, lon: CENTRE.lng });
    expect(body.osm_places).toHaveLength(OSM_NEARBY_LIMIT);
    expect(body.osm_places[0]!.name).toBe('Fonda 0');
    expect(body.osm_total).toBe(60);
  });
});
