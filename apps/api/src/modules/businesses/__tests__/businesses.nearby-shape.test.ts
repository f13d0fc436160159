import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { nearbyBusinessSchema, nearbyResponseSchema, type NearbyBusiness } from '@guia/contracts';
import { createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { seedBusinesses } from '../businesses.seed';
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
