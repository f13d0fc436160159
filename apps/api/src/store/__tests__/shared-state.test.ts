import sharp from 'sharp';
import request from 'supertest';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../app';
import { availableStores } from '../test-stores';
import type { Store } from '../types';
import { connectMongo } from '../mongo';
import { createAdmin, createTestApp, createUser } from '../../test/helpers';
import { createGridFsStorage } from '../../shared/gridfs-storage';
import { createPlacesClient } from '../../modules/places/places.client';
import { googleNearbyJson, startFakePlaces } from '../../modules/places/__tests__/fake-places';

/**
 * Ready for more than one server (issue 10 §10): expiring state lives in the store
 * (TransientRepository), so every API instance sees the same; files can live in GridFS.
 */
const factories = await availableStores();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(factories)('shared expiring state (store.transient) — $name', (factory) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((c) => c()));
  });
  async function fresh(): Promise<Store> {
    const { store, cleanup } = await factory.make();
    cleanups.push(cleanup);
    return store;
  }

  it('get answers what set stored until it expires', async () => {
    const s = await fresh();
    await s.transient.set('k', { places: [{ name: 'Café' }] }, 300);
    expect(await s.transient.get('k')).toEqual({ places: [{ name: 'Café' }] });
    expect(await s.transient.get('other')).toBeNull();
    await sleep(400);
    expect(await s.transient.get('k')).toBeNull();
  });

  it('claim: of many at once exactly one holds the key, until it expires or is released', async () => {
    const s = await fresh();
    const wins = await Promise.all(Array.from({ length: 6 }, () => s.transient.claim('visit|b|ip:1', 300)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await s.transient.claim('visit|b|ip:1', 300)).toBe(false);
    await sleep(400);
    expect(await s.transient.claim('visit|b|ip:1', 300)).toBe(true);
    await s.transient.release('visit|b|ip:1');
    expect(await s.transient.claim('visit|b|ip:1', 300)).toBe(true);
  });

  it('hit counts within a window, every instance adding to the same count, and starts again once it ends', async () => {
    const s = await fresh();
    const counts = await Promise.all(Array.from({ length: 5 }, () => s.transient.hit('login|ip:1', 400)));
    expect(counts.map((c) => c.count).sort()).toEqual([1, 2, 3, 4, 5]);
    const resetAt = counts[0]!.resetAt.getTime();
    expect(counts.every((c) => c.resetAt.getTime() === resetAt)).toBe(true);
    expect((await s.transient.hit('login|ip:1', 400, -2)).count).toBe(3);
    expect((await s.transient.hit('login|ip:1', 400, 0)).count).toBe(3);
    await sleep(500);
    expect((await s.transient.hit('login|ip:1', 400)).count).toBe(1);
  });

  it('login, registration and review limits and the once-per-hour counter rule hold across two API instances on one store', async () => {
    const s = await fresh();
    const config = {
      loginRateLimit: { max: 3, windowMs: 60_000 },
      registerRateLimit: { max: 2, windowMs: 60_000 },
      reviewRateLimit: { max: 2, windowMs: 60_000 },
    };
    const a = createTestApp({ store: s, config });
    const b = createTestApp({ store: s, config });
    const ana = await createUser(a, { username: 'ana_limites', password: 'contraseña-buena' });
    const wrong = (t: typeof a) => request(t.app).post('/api/auth/login').send({ identifier: 'ana_limites', password: 'contraseña-mala' });
    expect((await wrong(a)).status).toBe(401);
    expect((await wrong(b)).status).toBe(401);
    expect((await wrong(a)).status).toBe(401);
    expect((await wrong(b)).status).toBe(429);

    const register = (t: typeof a, n: number) =>
      request(t.app).post('/api/auth/register').send({ name: `Persona ${n}`, username: `persona${n}`, email: `persona${n}@guia.test`, password: 'contraseña-segura' });
    expect((await register(a, 1)).status).toBe(201);
    expect((await register(b, 2)).status).toBe(201);
    expect((await register(a, 3)).status).toBe(429);

    const biz = await s.businesses.create({
      name: 'Contado una vez',
      categories: [],
      types: [],
      photos: [],
      thumbnails: [],
      location: { type: 'Point', coordinates: [-82.37, 23.13] },
      rating: 0,
      user_ratings_total: 0,
      paid_plan: 'BASIC',
      paid_promo: false,
    });
    expect((await request(a.app).post(`/api/business/${biz._id}/visit`)).body).toMatchObject({ counted: true });
    expect((await request(b.app).post(`/api/business/${biz._id}/visit`)).body).toMatchObject({ counted: false });
    expect((await s.businesses.findById(biz._id))!.visits_count).toBe(1);

    const review = (t: typeof a, n: number) => request(t.app).post(`/api/business/${biz._id}/comments`).set(ana.auth).send({ content: `Opinión ${n}`, rating: 4 });
    expect((await review(a, 1)).status).toBe(201);
    expect((await review(b, 2)).status).toBe(200);
    expect((await review(a, 3)).status).toBe(429);
  });

  it('the Google nearby cache is shared: a second API instance on the same store does not ask Google again', async () => {
    const s = await fresh();
    const fake = await startFakePlaces({ body: googleNearbyJson([{ place_id: 'g1', name: 'Café de Google', lat: 23.1136, lng: -82.3666 }]) });
    cleanups.push(() => fake.close());
    const instance = () => createTestApp({ store: s, places: createPlacesClient({ apiKey: 'clave', baseUrl: fake.baseUrl, timeoutMs: 1500 }, s.transient) });
    const a = instance();
    const b = instance();
    const q = { lat: 23.1136, lon: -82.3666, max_distance: 1000 };
    const first = await request(a.app).get('/api/business/nearby').query(q);
    expect(first.body.google_places.map((p: { place_id: string }) => p.place_id)).toEqual(['g1']);
    const second = await request(b.app).get('/api/business/nearby').query(q);
    expect(second.body.google_places.map((p: { place_id: string }) => p.place_id)).toEqual(['g1']);
    expect(fake.requests).toHaveLength(1);
  });
});

const mongoUri = inject('mongoUri');

describe.skipIf(!mongoUri)('uploads in GridFS (STORAGE=gridfs), seen by every instance', () => {
  it('stores a business photo and its thumbnail, serves them at /uploads/ from another instance, and removes them with the business', async () => {
    const dbName = `guia_gridfs_${Date.now()}`;
    const conn = await connectMongo(mongoUri, 5000, dbName);
    try {
      const mongo = factories.find((f) => f.name === 'mongo')!;
      const { store, cleanup } = await mongo.make();
      try {
        const t = createTestApp({ store });
        const one = createApp({ ...t.ctx, storage: createGridFsStorage(conn) });
        const two = createApp({ ...t.ctx, storage: createGridFsStorage(conn) });
        const admin = await createAdmin(t);
        const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: { r: 10, g: 200, b: 30 } } }).png().toBuffer();
        const created = await request(one)
          .post('/api/business')
          .set(admin.auth)
          .field('name', 'Con foto en GridFS')
          .field('address', 'Obispo 1')
          .attach('photos', png, { filename: 'foto.png', contentType: 'image/png' });
        expect(created.status).toBe(201);
        const [photo] = created.body.photos as string[];
        const [thumb] = created.body.thumbnails as string[];
        // uploads are stored as a WebP display copy and a WebP thumbnail (issue 11), never the original
        expect(photo).toMatch(/^\/uploads\/[a-f\d]{32}\.webp$/);
        expect(thumb).toBe(photo!.replace(/\.webp$/, '.thumb.webp'));
        const served = await request(two).get(photo!).buffer(true).parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        });
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const stored = await sharp(served.body as Buffer).metadata();
        expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({ format: 'webp', width: 20, height: 10 });
        expect((await request(two).get(thumb!)).headers['content-type']).toBe('image/webp');

        expect((await request(two).delete(`/api/business/${created.body._id}`).set(admin.auth)).status).toBe(200);
        expect((await request(one).get(photo!)).status).toBe(404);
        expect((await request(one).get(thumb!)).status).toBe(404);
      } finally {
        await cleanup();
      }
    } finally {
      await conn.dropDatabase();
      await conn.close();
    }
  });
});
