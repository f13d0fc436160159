import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { nearbyBusinessSchema, nearbyResponseSchema, type NearbyBusiness } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { seedBusinesses } from '../businesses.seed';
import { createMemoryBusinessesRepository } from '../businesses.memory';
import { nearbyRecordOf, type NearbyRecord } from '../businesses.repository';
import { createNearbyJson, toNearbyBusiness } from '../businesses.service';
import { newBusiness, northOf } from './fixtures';

const CENTRE = { lat: 23.1373, lng: -82.3598 };

/**
 * What the map reads of an own business before it is opened (apps/web/src/features/map: list,
 * markers, the panel's first view); the opened panel reads the full record.
 */
const MAP_FIELDS = [
  '_id',
  'name',
  'address',
  'phone',
  'categories',
  'types',
  'photos',
  'geometry',
  'opening_hours',
  'business_status',
  'rating',
  'user_ratings_total',
  'paid_promo',
  'source',
  'distance',
];

/** GET on a real socket, with a phone browser's Accept-Encoding: the compressed bytes as they travel. */
async function wire(t: TestApp, path: string): Promise<{ encoding: string; bytes: number; json: unknown }> {
  const server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const { encoding, body } = await new Promise<{ encoding: string; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: String(res.headers['content-encoding'] ?? 'identity'), body: Buffer.concat(chunks) }));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    const plain = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
    return { encoding, bytes: body.length, json: JSON.parse(plain.toString('utf8')) };
  } finally {
    server.close();
  }
}

describe('GET /api/business/nearby: the map answer (issue 11)', () => {
  it('carries what the map list, markers and panel first view read, and no reviews, counters, plan, version or location copy', async () => {
    const t = createTestApp();
    const stored = await t.store.businesses.create(
      newBusiness({
        name: 'La Guarida',
        description: 'Paladar en una casona',
        address: 'Concordia 418',
        vicinity: 'Centro Habana',
        phone: '+53 7 8669047',
        website: 'https://laguarida.com',
        categories: ['Comer y beber'],
        types: ['restaurant'],
        photos: ['/uploads/a.jpg'],
        thumbnails: ['/uploads/a-thumb.webp'],
        opening_hours: { weekday_text: ['lunes: 12:00–0:00'] },
        business_status: 'OPERATIONAL',
        rating: 4.6,
        user_ratings_total: 12,
        place_id: 'g-guarida',
        paid_plan: 'ELITE',
        paid_promo: true,
        lat: northOf(CENTRE.lat, 150),
        lng: CENTRE.lng,
      }),
    );
    const { auth } = await createUser(t);
    expect((await request(t.app).post(`/api/business/${stored._id}/comments`).set(auth).send({ content: 'Muy rico', rating: 5 })).status).toBe(201);

    const res = await request(t.app).get('/api/business/nearby').query({ lat: CENTRE.lat, lon: CENTRE.lng, max_distance: 500 });
    expect(res.status).toBe(200);
    expect(nearbyResponseSchema.safeParse(res.body).success).toBe(true);
    const [b] = res.body.mongo_businesses as NearbyBusiness[];
    expect(Object.keys(b!).sort()).toEqual([...MAP_FIELDS, 'thumbnails'].sort());
    expect(b).toMatchObject({
      _id: stored._id,
      name: 'La Guarida',
      address: 'Concordia 418',
      photos: ['/uploads/a.jpg'],
      thumbnails: ['/uploads/a-thumb.webp'],
      // to 6 decimals (~0.1 m)
      geometry: { location: { lat: Math.round(northOf(CENTRE.lat, 150) * 1e6) / 1e6, lng: CENTRE.lng } },
      // the running average with the new 5-star review: (4.6 × 12 + 5) / 13
      rating: 4.6,
      user_ratings_total: 13,
      paid_promo: true,
      source: 'mongo',
      distance: 150,
    });
    for (const heavy of ['description', 'comments', 'reservations_count', 'visits_count', 'paid_plan', 'version', 'location', 'website', 'place_id', 'vicinity']) {
      expect(b).not.toHaveProperty(heavy);
    }
    // the full record, reviews included, is one GET away when the business is opened
    const full = await request(t.app).get(`/api/business/${stored._id}`);
    expect(full.body.comments).toEqual([expect.objectContaining({ content: 'Muy rico', rating: 5 })]);
    expect(full.body).toMatchObject({ description: 'Paladar en una casona', paid_plan: 'ELITE', website: 'https://laguarida.com', vicinity: 'Centro Habana' });
  });

  it('sends the vicinity when there is no address, and a photo that is its own thumbnail once', async () => {
    const t = createTestApp();
    await t.store.businesses.create(
      newBusiness({ name: 'Sin dirección', vicinity: 'Vedado', photos: ['https://ejemplo.cu/a.jpg'], thumbnails: ['https://ejemplo.cu/a.jpg'] }),
    );
    const res = await request(t.app).get('/api/business/nearby').query({ lat: CENTRE.lat, lon: CENTRE.lng });
    const [b] = res.body.mongo_businesses as NearbyBusiness[];
    expect(b).toMatchObject({ vicinity: 'Vedado', photos: ['https://ejemplo.cu/a.jpg'] });
    expect(b).not.toHaveProperty('address');
    expect(b).not.toHaveProperty('thumbnails');
    expect(nearbyBusinessSchema.safeParse(b).success).toBe(true);
  });

  it('shows every change to a business in the next answer: a new name, address, photo, review or position, and a deletion', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const { auth } = await createUser(t);
    const b = await t.store.businesses.create(
      newBusiness({ name: 'Antes', address: 'Obispo 1', photos: ['https://ejemplo.cu/a.jpg'], thumbnails: ['https://ejemplo.cu/a.jpg'], lat: northOf(CENTRE.lat, 100), lng: CENTRE.lng }),
    );
    const near = async (max = 1000) => {
      const res = await request(t.app).get('/api/business/nearby').query({ lat: CENTRE.lat, lon: CENTRE.lng, max_distance: max });
      expect(res.status).toBe(200);
      expect(nearbyResponseSchema.safeParse(res.body).success).toBe(true);
      return res.body.mongo_businesses as NearbyBusiness[];
    };
    expect(await near()).toEqual([expect.objectContaining({ name: 'Antes', address: 'Obispo 1', distance: 100, rating: 0 })]);
    // the same answer twice (each business's part is reused), then each write shows at once
    expect(await near()).toEqual(await near());

    const put = await request(t.app)
      .put(`/api/business/${b._id}`)
      .set(admin.auth)
      .field('name', 'Después')
      .field('address', 'Obispo 2')
      .field('photo_urls', JSON.stringify(['https://ejemplo.cu/b.jpg']));
    expect(put.status).toBe(200);
    expect(await near()).toEqual([expect.objectContaining({ name: 'Después', address: 'Obispo 2', photos: ['https://ejemplo.cu/b.jpg'] })]);

    expect((await request(t.app).post(`/api/business/${b._id}/comments`).set(auth).send({ content: 'Muy bueno', rating: 4 })).status).toBe(201);
    expect(await near()).toEqual([expect.objectContaining({ name: 'Después', rating: 4, user_ratings_total: 1 })]);

    const moved = await request(t.app).put(`/api/business/${b._id}`).set(admin.auth).field('name', 'Después').field('address', 'Obispo 2').field('latitude', String(northOf(CENTRE.lat, 700))).field('longitude', String(CENTRE.lng));
    expect(moved.status).toBe(200);
    expect(await near(500)).toEqual([]);
    expect(await near()).toEqual([expect.objectContaining({ name: 'Después', distance: 700 })]);

    expect((await request(t.app).delete(`/api/business/${b._id}`).set(admin.auth)).status).toBe(200);
    expect(await near()).toEqual([]);
  });

  it('answers the same JSON as the map shape serialised whole, distance last, text escaped as JSON', async () => {
    const t = createTestApp();
    await t.store.businesses.create(newBusiness({ name: 'Comillas "dobles" \\ y \u2028 raro', address: 'Calle </script>', lat: northOf(CENTRE.lat, 42.4), lng: CENTRE.lng }));
    const res = await request(t.app).get('/api/business/nearby').query({ lat: CENTRE.lat, lon: CENTRE.lng });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const [b] = res.body.mongo_businesses as NearbyBusiness[];
    expect(b).toMatchObject({ name: 'Comillas "dobles" \\ y \u2028 raro', address: 'Calle </script>', distance: 42 });
    expect(Object.keys(b!).at(-1)).toBe('distance');
    expect(res.body).toEqual({ mongo_businesses: [b], google_places: [], google_available: false, osm_places: [], osm_total: 0 });
  });

  it("serialises each business once per version: the cached part plus the answer's own distance is exactly its map shape", async () => {
    const repo = createMemoryBusinessesRepository();
    const stored = await repo.create(
      newBusiness({ name: 'Café "Bohemia" – ñ', address: 'Plaza Vieja', phone: '+53 7 1', categories: ['Café y Té'], types: ['cafe'], photos: ['/uploads/b.webp'], thumbnails: ['/uploads/b-thumb.webp'], opening_hours: { open_now: true, weekday_text: ['lunes: 8:00–20:00'] }, business_status: 'OPERATIONAL', rating: 4.26, lat: northOf(CENTRE.lat, 120), lng: CENTRE.lng }),
    );
    await repo.create(newBusiness({ name: 'Vecino', lat: northOf(CENTRE.lat, 300), lng: CENTRE.lng }));
    const json = createNearbyJson();
    const REST = '"google_places":[],"google_available":false}';
    const answer = (records: NearbyRecord[]) => json(records, REST).toString('utf8');
    const expected = (records: NearbyRecord[]) => JSON.stringify({ mongo_businesses: records.map((r) => toNearbyBusiness(r)), google_places: [], google_available: false });

    const first = await repo.nearby({ ...CENTRE, radiusM: 1000 });
    expect(first).toHaveLength(2);
    expect(first[0]!.snapshot).toBeDefined();
    expect(answer(first)).toBe(expected(first));
    expect(JSON.parse(answer(first)).mongo_businesses[0]).toMatchObject({ name: 'Café "Bohemia" – ñ', rating: 4.3, distance: 120 });
    expect(answer([])).toBe(expected([]));
    // another point of view: the same snapshots (their cached parts), other distances
    const farther = await repo.nearby({ lat: northOf(CENTRE.lat, -200), lng: CENTRE.lng, radiusM: 1000 });
    expect(farther[0]!.snapshot).toBe(first[0]!.snapshot);
    expect(answer(farther)).toBe(expected(farther));
    expect(JSON.parse(answer(farther)).mongo_businesses.map((b: NearbyBusiness) => b.distance)).toEqual([320, 500]);
    // a write makes a new snapshot: the next answer is serialised again, with the change
    await repo.update(stored._id, { name: 'Café Bohemia' });
    const changed = await repo.nearby({ ...CENTRE, radiusM: 1000 });
    expect(changed[0]!.snapshot).not.toBe(first[0]!.snapshot);
    expect(answer(changed)).toBe(expected(changed));
    // without a snapshot (MongoDB's records), serialised every time, the same JSON
    const plain = nearbyRecordOf((await repo.findById(stored._id))!, 57.4);
    expect(plain.snapshot).toBeUndefined();
    expect(answer([plain])).toBe(expected([plain]));
  });

  it('answers 20 seeded Havana businesses (descriptions, hours, latest reviews) in at most 4 KB compressed', async () => {
    const t = createTestApp();
    await seedBusinesses(t.store.businesses, t.store.reviews);
    const around = (max: number) => `/api/business/nearby?lat=23.1372&lon=-82.3586&max_distance=${max}`;
    // the radius that holds the 20 nearest
    const all = (await request(t.app).get(around(50_000))).body.mongo_businesses as NearbyBusiness[];
    expect(all.length).toBeGreaterThanOrEqual(20);
    const { encoding, bytes, json } = await wire(t, around(Math.floor(all[19]!.distance) + 1));
    expect((json as { mongo_businesses: unknown[] }).mongo_businesses).toHaveLength(20);
    expect(encoding).toBe('br');
    expect(bytes).toBeLessThanOrEqual(4096);
  });
});
