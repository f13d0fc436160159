import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { BUSINESS_MESSAGES, nearbyResponseSchema } from '@guia/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createPlacesClient, type PlacesClient } from '../../places/places.client';
import { googleNearbyJson, startFakePlaces, type FakePlace } from '../../places/__tests__/fake-places';
import { seedBusinesses } from '../businesses.seed';
import { eastOf, newBusiness, northOf } from './fixtures';

const CENTRE = { lat: 23.1373, lng: -82.3598 };
const api = (t: TestApp) => request(t.app);
type Named = { name: string; distance: number };
const names = (list: Named[]) => list.map((b) => b.name);

/** A grid of own businesses at known distances from CENTRE. */
async function seededGrid(places: PlacesClient | null = null) {
  const t = createTestApp({ places });
  const s = t.store.businesses;
  const at = (m: number) => ({ lat: northOf(CENTRE.lat, m), lng: CENTRE.lng });
  await s.create(newBusiness({ name: 'Paladar 200', categories: ['Comer y beber'], ...at(200), place_id: 'g-own-paladar' }));
  await s.create(newBusiness({ name: 'Restaurante 600', categories: ['Restaurante'], ...at(600) }));
  await s.create(newBusiness({ name: 'Café 300', categories: ['Café y Té'], types: ['cafe'], ...at(300) }));
  await s.create(newBusiness({ name: 'Tienda 800', categories: ['Compras'], ...at(800) }));
  await s.create(newBusiness({ name: 'Club 900', categories: ['Vida Nocturna'], ...at(900) }));
  await s.create(newBusiness({ name: 'Museo 1200', categories: ['Qué Hacer'], ...at(1200) }));
  await s.create(newBusiness({ name: 'Farmacia 2500', types: ['pharmacy'], ...at(2500) }));
  await s.create(newBusiness({ name: 'Bar Este 450', types: ['restaurant', 'bar'], lat: CENTRE.lat, lng: eastOf(CENTRE.lat, CENTRE.lng, 450) }));
  await s.create(newBusiness({ name: 'Lejano 30000', categories: ['Comer y beber'], ...at(30_000) }));
  return t;
}

const nearby = (t: TestApp, query: Record<string, string | number>) =>
  api(t).get('/api/business/nearby').query({ lat: CENTRE.lat, lon: CENTRE.lng, ...query });

describe('GET /api/business/nearby (own businesses)', () => {
  it('answers the businesses within 1000 m by default, nearest first, with their distance in metres', async () => {
    const t = await seededGrid();
    const res = await nearby(t, {});
    expect(res.status).toBe(200);
    expect(nearbyResponseSchema.safeParse(res.body).success).toBe(true);
    expect(names(res.body.mongo_businesses)).toEqual(['Paladar 200', 'Café 300', 'Bar Este 450', 'Restaurante 600', 'Tienda 800', 'Club 900']);
    expect(res.body.mongo_businesses.map((b: Named) => b.distance)).toEqual([200, 300, 450, 600, 800, 900]);
    expect(res.body.mongo_businesses[0]).toMatchObject({ source: 'mongo', geometry: { location: { lng: CENTRE.lng } } });
    expect(res.body.google_places).toEqual([]);
    expect(res.body.google_available).toBe(false);
  });

  it('honours max_distance in metres, up to 50 000', async () => {
    const t = await seededGrid();
    expect(names((await nearby(t, { max_distance: 350 })).body.mongo_businesses)).toEqual(['Paladar 200', 'Café 300']);
    expect(names((await nearby(t, { max_distance: 3000 })).body.mongo_businesses)).toHaveLength(8);
    expect(names((await nearby(t, { max_distance: 50_000 })).body.mongo_businesses)).toContain('Lejano 30000');
  });

  it.each([
    ['restaurant', ['Paladar 200', 'Bar Este 450', 'Restaurante 600']],
    ['RESTAURANT', ['Paladar 200', 'Bar Este 450', 'Restaurante 600']],
    ['Comer y beber', ['Paladar 200', 'Bar Este 450', 'Restaurante 600']],
    ['restaurante', ['Paladar 200', 'Bar Este 450', 'Restaurante 600']],
    ['cafe', ['Café 300']],
    ['Café y Té', ['Café 300']],
    ['store', ['Tienda 800']],
    ['night_club', ['Club 900']],
    ['point_of_interest', ['Museo 1200']],
    ['health', ['Farmacia 2500']],
    ['bar', ['Bar Este 450']],
    ['zapateria', []],
  ])('filters by category %s over categories and types, with the home mapping', async (category, expected) => {
    const t = await seededGrid();
    const res = await nearby(t, { category, max_distance: 5000 });
    expect(res.status).toBe(200);
    expect(names(res.body.mongo_businesses)).toEqual(expected);
  });

  it('uses the categories collection to match a Spanish name with its English one', async () => {
    const t = await seededGrid();
    await t.store.businesses.create(newBusiness({ name: 'Hostal', categories: ['Hoteles'], lat: CENTRE.lat, lng: CENTRE.lng }));
    await t.store.categories.create({ nombre: 'Hoteles', name: 'lodging' });
    const res = await nearby(t, { category: 'lodging' });
    expect(names(res.body.mongo_businesses)).toEqual(['Hostal']);
  });

  it('finds seeded Havana places around the default map position', async () => {
    const t = createTestApp();
    await seedBusinesses(t.store.businesses);
    const res = await api(t).get('/api/business/nearby').query({ lat: 23.138, lon: -82.364, max_distance: 5000, category: 'restaurant' });
    expect(res.status).toBe(200);
    expect(names(res.body.mongo_businesses)).toEqual(expect.arrayContaining(['La Guarida', 'El Floridita', 'La Bodeguita del Medio']));
    const d = res.body.mongo_businesses.map((b: Named) => b.distance);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });

  it.each([
    [{}, BUSINESS_MESSAGES.badCoordinates],
    [{ lat: CENTRE.lat }, BUSINESS_MESSAGES.badCoordinates],
    [{ lat: 'abc', lon: CENTRE.lng }, BUSINESS_MESSAGES.badCoordinates],
    [{ lat: '', lon: CENTRE.lng }, BUSINESS_MESSAGES.badCoordinates],
    [{ lat: 91, lon: 0 }, BUSINESS_MESSAGES.badCoordinates],
    [{ lat: 0, lon: -181 }, BUSINESS_MESSAGES.badCoordinates],
    [{ lat: CENTRE.lat, lon: CENTRE.lng, max_distance: 0 }, BUSINESS_MESSAGES.badDistance],
    [{ lat: CENTRE.lat, lon: CENTRE.lng, max_distance: 50_001 }, BUSINESS_MESSAGES.badDistance],
    [{ lat: CENTRE.lat, lon: CENTRE.lng, max_distance: 'lejos' }, BUSINESS_MESSAGES.badDistance],
    [{ lat: CENTRE.lat, lon: CENTRE.lng, max_distance: '' }, BUSINESS_MESSAGES.badDistance],
  ])('answers 400 for %j', async (query, message) => {
    const t = await seededGrid();
    const res = await api(t).get('/api/business/nearby').query(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('answers 400 for repeated query parameters', async () => {
    const t = await seededGrid();
    const res = await api(t).get(`/api/business/nearby?lat=1&lat=2&lon=3`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.badCoordinates });
  });
});

describe('GET /api/business/nearby with Google (local fake of the Places API)', () => {
  let fake: Awaited<ReturnType<typeof startFakePlaces>> | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  const googlePlaces: FakePlace[] = [
    { place_id: 'g-far', name: 'Lejos de Google', lat: northOf(CENTRE.lat, 700), lng: CENTRE.lng, types: ['restaurant'] },
    { place_id: 'g-own-paladar', name: 'Paladar 200 (Google)', lat: northOf(CENTRE.lat, 200), lng: CENTRE.lng, types: ['restaurant'] },
    { place_id: 'g-near', name: 'Cerca de Google', lat: northOf(CENTRE.lat, 100), lng: CENTRE.lng, types: ['restaurant'], rating: 4.1 },
    { place_id: 'g-outside', name: 'Fuera del radio', lat: northOf(CENTRE.lat, 5000), lng: CENTRE.lng, types: ['restaurant'] },
  ];

  async function withGoogle(reply: Parameters<typeof startFakePlaces>[0], timeoutMs = 1500) {
    fake = await startFakePlaces(reply);
    return seededGrid(createPlacesClient({ apiKey: 'clave', baseUrl: fake.baseUrl, timeoutMs }));
  }

  it('merges Google places, nearest first with their distance, leaving out those an own business carries', async () => {
    const t = await withGoogle({ body: googleNearbyJson(googlePlaces) });
    const res = await nearby(t, { category: 'Comer y beber', max_distance: 1000 });
    expect(res.status).toBe(200);
    expect(nearbyResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.google_available).toBe(true);
    expect(res.body.google_places.map((p: { place_id: string }) => p.place_id)).toEqual(['g-near', 'g-far']);
    expect(res.body.google_places[0]).toMatchObject({ source: 'google', name: 'Cerca de Google', distance: 100, rating: 4.1 });
    expect(res.body.google_places[1].distance).toBe(700);
    expect(names(res.body.mongo_businesses)).toEqual(['Paladar 200', 'Bar Este 450', 'Restaurante 600']);
    // the home category is asked of Google as its type; the radius covers the circle from anywhere in the position's cell (issue 17 §5)
    const q = fake!.requests[0]!.searchParams;
    expect(q.get('type')).toBe('restaurant');
    expect(q.get('radius')).toBe('2000');
  });

  it('leaves out Google places an own business carries anywhere, not only nearby', async () => {
    const t = await withGoogle({ body: googleNearbyJson(googlePlaces) });
    await t.store.businesses.create(newBusiness({ name: 'Lejos pero nuestro', place_id: 'g-near', lat: 20, lng: -75 }));
    const res = await nearby(t, {});
    expect(res.body.google_places.map((p: { place_id: string }) => p.place_id)).toEqual(['g-far']);
  });

  it('still answers 200 with the own businesses when Google fails (HTTP 500)', async () => {
    const t = await withGoogle({ status: 500, body: { error: 'interno' } });
    const res = await nearby(t, {});
    expect(res.status).toBe(200);
    expect(res.body.google_available).toBe(false);
    expect(res.body.google_places).toEqual([]);
    expect(names(res.body.mongo_businesses)).toHaveLength(6);
  });

  it('still answers 200 with the own businesses when Google refuses the key', async () => {
    const t = await withGoogle({ body: { status: 'REQUEST_DENIED', results: [] } });
    const res = await nearby(t, {});
    expect(res.status).toBe(200);
    expect(res.body.google_available).toBe(false);
  });

  it('still answers 200, in time, with the own businesses when Google does not answer before the time-out', async () => {
    const t = await withGoogle({ delayMs: 3000, body: googleNearbyJson(googlePlaces) }, 200);
    const started = Date.now();
    const res = await nearby(t, {});
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(200);
    expect(res.body.google_available).toBe(false);
    expect(names(res.body.mongo_businesses)).toHaveLength(6);
  });

  it('asks Google once for repeated searches at the same place (10-minute cache)', async () => {
    const t = await withGoogle({ body: googleNearbyJson(googlePlaces) });
    await nearby(t, { category: 'cafe' });
    await nearby(t, { category: 'cafe' });
    expect(fake!.requests).toHaveLength(1);
    expect(fake!.requests[0]!.searchParams.get('type')).toBe('cafe');
  });

  it('does not ask Google for a category that names no Google type', async () => {
    const t = await withGoogle({ body: googleNearbyJson(googlePlaces) });
    const res = await nearby(t, { category: 'Artesanía cubana' });
    expect(res.status).toBe(200);
    expect(res.body.google_places).toEqual([]);
    expect(fake!.requests).toHaveLength(0);
  });
});
