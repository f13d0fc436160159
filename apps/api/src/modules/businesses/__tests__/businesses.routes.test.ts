import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { BUSINESS_BATCH_MAX, BUSINESS_LIST_MAX_LIMIT, BUSINESS_MESSAGES, PHOTO_MAX_WIDTH, TEXT_MESSAGES, THUMBNAIL_MAX_WIDTH, businessListPageSchema, businessSchema, ADMIN_MSG, API_MSG } from '@guia/contracts';
import { PROMOTED_LIMIT } from '../businesses.service';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { newBusiness, png } from './fixtures';

const api = (t: TestApp) => request(t.app);
const unknownId = () => new Types.ObjectId().toHexString();
const uploadsOf = (t: TestApp) => fs.readdirSync(t.ctx.storage.localDir!).sort();

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/business/ and its lists', () => {
  it('the full list is the admins’ (issue 17 §11): 401 without a token, 403 for a user', async () => {
    const t = createTestApp();
    await t.store.businesses.create(newBusiness({ name: 'La Guarida' }));
    expect((await api(t).get('/api/business/')).status).toBe(401);
    expect((await api(t).get('/api/business/').set((await createUser(t)).auth)).status).toBe(403);
  });

  it('answers an empty page when there are no businesses', async () => {
    const t = createTestApp();
    const res = await api(t).get('/api/business/').set((await createAdmin(t)).auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], total: 0, page: 1, limit: BUSINESS_LIST_MAX_LIMIT });
  });

  it('lists a page of businesses, oldest first, with the total and only what the list shows', async () => {
    const t = createTestApp();
    await t.store.businesses.create(newBusiness({ name: 'La Guarida', lat: 23.13783, lng: -82.37045, categories: ['Comer y beber'] }));
    await t.store.businesses.create(newBusiness({ name: 'El Floridita', photos: ['https://example.com/a.jpg'], thumbnails: [] }));
    const res = await api(t).get('/api/business/').set((await createAdmin(t)).auth);
    expect(res.status).toBe(200);
    expect(businessListPageSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((b: { name: string }) => b.name)).toEqual(['La Guarida', 'El Floridita']);
    expect(res.body.items[0]).toMatchObject({ categories: ['Comer y beber'], paid_plan: 'BASIC', version: 0 });
    // no reviews, counters or position in a list row
    for (const key of ['comments', 'visits_count', 'reservations_count', 'location', 'geometry', 'place_id']) expect(res.body.items[0]).not.toHaveProperty(key);
    // an external photo is its own thumbnail
    expect(res.body.items[1].thumbnails).toEqual(['https://example.com/a.jpg']);
  });

  it('pages with ?page&limit (at most BUSINESS_LIST_MAX_LIMIT), 400 in Spanish beyond', async () => {
    const t = createTestApp();
    for (let i = 0; i < 5; i++) await t.store.businesses.create(newBusiness({ name: `N${i}` }));
    const admin = await createAdmin(t);
    const second = await api(t).get('/api/business/?page=2&limit=2').set(admin.auth);
    expect(second.body).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(second.body.items.map((b: { name: string }) => b.name)).toEqual(['N2', 'N3']);
    const tooMany = await api(t).get(`/api/business/?limit=${BUSINESS_LIST_MAX_LIMIT + 1}`).set(admin.auth);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: API_MSG.invalidPage });
  });

  it('GET /business?ids=… answers those businesses (public, in the order asked, unknown ones left out): the profile’s favourites in one request', async () => {
    const t = createTestApp();
    const a = await t.store.businesses.create(newBusiness({ name: 'A' }));
    const b = await t.store.businesses.create(newBusiness({ name: 'B' }));
    const res = await api(t).get(`/api/business/?ids=${b._id},${unknownId()},${a._id.toUpperCase()},${b._id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((x: { name: string }) => x.name)).toEqual(['B', 'A']);
    for (const x of res.body) expect(businessSchema.safeParse(x).success).toBe(true);
    expect((await api(t).get(`/api/business?ids=${a._id}&ids=${b._id}`)).body).toHaveLength(2);
    const bad = await api(t).get('/api/business/?ids=nope');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: API_MSG.invalidId });
    const tooMany = await api(t).get(`/api/business/?ids=${Array.from({ length: BUSINESS_BATCH_MAX + 1 }, unknownId).join(',')}`);
    expect(tooMany.status).toBe(400);
    expect((await api(t).get('/api/business/?ids=')).status).toBe(400);
  });

  it('GET /promoted answers at most PROMOTED_LIMIT businesses, best rated first', async () => {
    const t = createTestApp();
    for (let i = 0; i < PROMOTED_LIMIT + 3; i++) await t.store.businesses.create(newBusiness({ name: `P${i}`, paid_promo: true, rating: (i % 50) / 10 }));
    const res = await api(t).get('/api/business/promoted');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(PROMOTED_LIMIT);
    const ratings = res.body.map((b: { rating: number }) => b.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('GET /promoted answers only paid_promo businesses', async () => {
    const t = createTestApp();
    await t.store.businesses.create(newBusiness({ name: 'Promo', paid_promo: true }));
    await t.store.businesses.create(newBusiness({ name: 'Normal' }));
    const res = await api(t).get('/api/business/promoted');
    expect(res.status).toBe(200);
    expect(res.body.map((b: { name: string }) => b.name)).toEqual(['Promo']);
  });

  it('GET /elite answers ELITE businesses only, at most 10, best rated first', async () => {
    const t = createTestApp();
    for (let i = 0; i < 12; i++) await t.store.businesses.create(newBusiness({ name: `Elite ${i}`, paid_plan: 'ELITE', rating: i / 3 }));
    await t.store.businesses.create(newBusiness({ name: 'Pro', paid_plan: 'PRO', rating: 5 }));
    const res = await api(t).get('/api/business/elite');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    expect(res.body[0].name).toBe('Elite 11');
    expect(res.body.every((b: { paid_plan: string }) => b.paid_plan === 'ELITE')).toBe(true);
  });
});

describe('GET /api/business/:id', () => {
  it('answers the business', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ name: 'Coppelia', rating: 4.04 }));
    const res = await api(t).get(`/api/business/${b._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: b._id, name: 'Coppelia', rating: 4, source: 'mongo' });
  });

  it('answers 404 "Error al cargar el negocio" for an unknown id', async () => {
    const t = createTestApp();
    const res = await api(t).get(`/api/business/${unknownId()}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
    expect(BUSINESS_MESSAGES.notFound).toBe('Error al cargar el negocio');
  });

  it.each(['123', 'not-an-id', '%7B%22%24gt%22%3A%22%22%7D', 'zzzzzzzzzzzzzzzzzzzzzzzz'])('answers 400 for the malformed id %s, never a 5xx', async (id) => {
    const t = createTestApp();
    const res = await api(t).get(`/api/business/${id}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.invalidId });
  });
});

describe('POST /api/business/ (admin, multipart)', () => {
  it('refuses an anonymous caller with 401 and a user with 403', async () => {
    const t = createTestApp();
    const user = await createUser(t);
    const anon = await api(t).post('/api/business/').field('name', 'X').field('address', 'Y');
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: API_MSG.unauthorized });
    const res = await api(t).post('/api/business/').set(user.auth).field('name', 'X').field('address', 'Y');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: API_MSG.forbidden });
    expect(await t.store.businesses.count()).toBe(0);
  });

  it('creates a business from the text and JSON-encoded fields of spec §7', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await api(t)
      .post('/api/business/')
      .set(admin.auth)
      .field('name', '  La Guarida ')
      .field('address', 'Concordia 418, Centro Habana')
      .field('business_status', 'OPERATIONAL')
      .field('description', 'Paladar en una mansión')
      .field('phone', '+53 7 866 9047')
      .field('vicinity', 'Centro Habana')
      .field('place_id', 'ChIJ-guarida')
      .field('reference', 'ref-1')
      .field('rating', '4.6')
      .field('user_ratings_total', '3120')
      .field('geometry', JSON.stringify({ location: { lat: 23.13783, lng: -82.37045 } }))
      .field('categories', JSON.stringify(['Comer y beber', ' restaurant ', '', 'RESTAURANT']))
      .field('opening_hours', JSON.stringify({ open_now: true, weekday_text: ['lunes: 12:00–0:00'] }))
      .field('plus_code', JSON.stringify({ global_code: '76XFQ944+8R' }))
      .field('paid_plan', 'ELITE')
      .field('paid_promo', 'true');
    expect(res.status).toBe(201);
    expect(businessSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      name: 'La Guarida',
      address: 'Concordia 418, Centro Habana',
      business_status: 'OPERATIONAL',
      description: 'Paladar en una mansión',
      phone: '+53 7 866 9047',
      vicinity: 'Centro Habana',
      place_id: 'ChIJ-guarida',
      reference: 'ref-1',
      // computed, not typed: the form's 4.6 and 3120 are ignored (issue 20 §9)
      rating: 0,
      user_ratings_total: 0,
      geometry: { location: { lat: 23.13783, lng: -82.37045 } },
      location: { type: 'Point', coordinates: [-82.37045, 23.13783] },
      categories: ['Comer y beber', 'restaurant'],
      // the old free-text field is still accepted: read into structured hours, answered derived from them
      hours: { week: { mon: [{ open: '12:00', close: '00:00' }] }, exceptions: [] },
      opening_hours: { weekday_text: ['Lunes: 12:00–00:00', 'Martes: Cerrado', 'Miércoles: Cerrado', 'Jueves: Cerrado', 'Viernes: Cerrado', 'Sábado: Cerrado', 'Domingo: Cerrado'] },
      plus_code: { global_code: '76XFQ944+8R' },
      paid_plan: 'ELITE',
      paid_promo: true,
      photos: [],
      source: 'mongo',
    });
    const stored = await api(t).get(`/api/business/${res.body._id}`);
    expect(stored.body.name).toBe('La Guarida');
  });

  it('accepts latitude/longitude fields, and makes unparsable ones 0 (spec §5)', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const ok = await api(t).post('/api/business/').set(admin.auth).field('name', 'A').field('address', 'B').field('latitude', '23.5').field('longitude', '-82,25');
    expect(ok.status).toBe(201);
    expect(ok.body.geometry.location).toEqual({ lat: 23.5, lng: -82.25 });
    const bad = await api(t).post('/api/business/').set(admin.auth).field('name', 'A').field('address', 'B').field('latitude', 'abc').field('longitude', '');
    expect(bad.status).toBe(201);
    expect(bad.body.location.coordinates).toEqual([0, 0]);
    const none = await api(t).post('/api/business/').set(admin.auth).field('name', 'A').field('address', 'B');
    expect(none.body.geometry.location).toEqual({ lat: 0, lng: 0 });
  });

  it('gives a new business the defaults: rating 0, no ratings, BASIC, not promoted', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await api(t).post('/api/business/').set(admin.auth).field('name', 'A').field('address', 'B');
    expect(res.body).toMatchObject({ rating: 0, user_ratings_total: 0, paid_plan: 'BASIC', paid_promo: false, categories: [], comments: [] });
  });

  it.each([
    [{ address: 'B' }, BUSINESS_MESSAGES.nameRequired],
    [{ name: '   ', address: 'B' }, BUSINESS_MESSAGES.nameRequired],
    [{ name: 'A' }, BUSINESS_MESSAGES.addressRequired],
    [{ name: 'A', address: 'B', rating: '5.1' }, BUSINESS_MESSAGES.ratingRange],
    [{ name: 'A', address: 'B', rating: '-1' }, BUSINESS_MESSAGES.ratingRange],
    [{ name: 'A', address: 'B', rating: 'mucho' }, BUSINESS_MESSAGES.ratingRange],
    [{ name: 'A', address: 'B', user_ratings_total: '-1' }, BUSINESS_MESSAGES.ratingsTotalMin],
    [{ name: 'A', address: 'B', user_ratings_total: '1.5' }, BUSINESS_MESSAGES.ratingsTotalInteger],
    [{ name: 'A', address: 'B', paid_plan: 'GOLD' }, BUSINESS_MESSAGES.planInvalid],
    [{ name: 'A', address: 'B', paid_promo: 'quizás' }, BUSINESS_MESSAGES.promoInvalid],
    [{ name: 'A', address: 'B', categories: '["a",' }, BUSINESS_MESSAGES.invalidJsonField],
    [{ name: 'A', address: 'B', categories: '{"a":1}' }, BUSINESS_MESSAGES.invalidJsonField],
    [{ name: 'A', address: 'B', geometry: 'lat=1' }, BUSINESS_MESSAGES.invalidJsonField],
    [{ name: 'A', address: 'B', opening_hours: '[1,2]' }, BUSINESS_MESSAGES.invalidJsonField],
    [{ name: 'A', address: 'B', plus_code: 'nope' }, BUSINESS_MESSAGES.invalidJsonField],
    [{ name: 'A', address: 'B', photo_urls: '"x"' }, BUSINESS_MESSAGES.invalidJsonField],
    [{ name: 'A', address: 'B', photo_urls: '["javascript:alert(1)"]' }, BUSINESS_MESSAGES.photoUrlInvalid],
    [{ name: 'A', address: 'B', website: 'javascript:alert(1)' }, BUSINESS_MESSAGES.websiteInvalid],
    [{ name: 'A', address: 'B', latitude: '91', longitude: '0' }, BUSINESS_MESSAGES.badCoordinates],
    [{ name: 'A', address: 'B', geometry: '{"location":{"lat":10,"lng":181}}' }, BUSINESS_MESSAGES.badCoordinates],
    [{ name: 'x'.repeat(201), address: 'B' }, TEXT_MESSAGES.businessNameTooLong],
  ])('answers 400 for %s with its message', async (fields, message) => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    let req = api(t).post('/api/business/').set(admin.auth);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await t.store.businesses.count()).toBe(0);
  });

  it('stores each uploaded photo as a WebP display copy and a WebP thumbnail, keeps photo URLs, and serves them under /uploads/', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await api(t)
      .post('/api/business/')
      .set(admin.auth)
      .field('name', 'Con fotos')
      .field('address', 'Obispo 1')
      .field('photo_urls', JSON.stringify(['https://example.com/fachada.jpg']))
      .attach('photos', await png(2000, 1250), 'uno.png')
      .attach('photos', await png(), { filename: 'dos.jpg', contentType: 'image/jpeg' })
      .attach('icon', await png(32, 32), 'icono.png');
    expect(res.status).toBe(201);
    const { photos, thumbnails, icon } = res.body as { photos: string[]; thumbnails: string[]; icon: string };
    expect(photos).toHaveLength(3);
    expect(photos[0]).toBe('https://example.com/fachada.jpg');
    expect(thumbnails[0]).toBe('https://example.com/fachada.jpg');
    // named .jpg but a PNG by content: judged by what it is, kept as WebP like every upload
    for (const i of [1, 2]) {
      expect(photos[i]).toMatch(/^\/uploads\/[a-f\d]{32}\.webp$/);
      expect(thumbnails[i]).toBe(photos[i]!.replace(/\.webp$/, '.thumb.webp'));
    }
    expect(icon).toMatch(/^\/uploads\/[a-f\d]{32}\.webp$/);
    const served = async (url: string) => {
      const file = await api(t).get(url).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const body = file.body as Buffer;
      // real WebP bytes
      expect([body.subarray(0, 4).toString('latin1'), body.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
      const meta = await sharp(body).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(await served(photos[1]!)).toEqual(['webp', PHOTO_MAX_WIDTH, 800]);
    expect(await served(thumbnails[1]!)).toEqual(['webp', THUMBNAIL_MAX_WIDTH, 300]);
    // a small photo is never enlarged
    expect(await served(photos[2]!)).toEqual(['webp', 8, 8]);
    expect(await served(thumbnails[2]!)).toEqual(['webp', 8, 8]);
    // two copies per photo and the icon; no thumbnail is kept for the icon, nor the uploaded bytes
    expect(uploadsOf(t)).toHaveLength(5);
  });

  it('accepts the photo URLs to keep as a `photos` text field too', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await api(t).post('/api/business/').set(admin.auth).field('name', 'A').field('address', 'B').field('photos', '["https://example.com/1.jpg", " /img/2.png "]');
    expect(res.status).toBe(201);
    expect(res.body.photos).toEqual(['https://example.com/1.jpg', '/img/2.png']);
  });

  it('answers 400 "Solo se permiten imágenes…" for a text file named .jpg, and writes nothing', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await api(t)
      .post('/api/business/')
      .set(admin.auth)
      .field('name', 'A')
      .field('address', 'B')
      .attach('photos', await png(), 'ok.png')
      .attach('photos', Buffer.from('esto no es una imagen'), { filename: 'foto.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.notAnImage });
    expect(uploadsOf(t)).toEqual([]);
    expect(await t.store.businesses.count()).toBe(0);
  });

  it('answers 413 for a photo over 5 MB', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await api(t).post('/api/business/').set(admin.auth).field('name', 'A').field('address', 'B').attach('photos', big, 'grande.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: API_MSG.fileTooLarge });
    expect(await t.store.businesses.count()).toBe(0);
  });

  it('answers 400 for a 13th photo file', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const image = await png();
    let req = api(t).post('/api/business/').set(admin.auth).field('name', 'A').field('address', 'B');
    for (let i = 0; i < 13; i++) req = req.attach('photos', image, `f${i}.png`);
    const res = await req;
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.tooManyFiles });
    expect(await t.store.businesses.count()).toBe(0);
  });

  it('answers 400 when kept URLs and new files together pass 12 photos', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const urls = Array.from({ length: 12 }, (_, i) => `https://example.com/${i}.jpg`);
    const res = await api(t)
      .post('/api/business/')
      .set(admin.auth)
      .field('name', 'A')
      .field('address', 'B')
      .field('photo_urls', JSON.stringify(urls))
      .attach('photos', await png(), 'x.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.tooManyFiles });
    expect(uploadsOf(t)).toEqual([]);
  });

  it('accepts a JSON body as well (no files)', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await api(t)
      .post('/api/business/')
      .set(admin.auth)
      .send({ name: 'JSON', address: 'Calle 23', categories: ['cafe'], geometry: { location: { lat: 23.1, lng: -82.3 } }, paid_promo: true, rating: 3 });
    expect(res.status).toBe(201);
    // rating is computed, a form's is ignored (issue 20 §9)
    expect(res.body).toMatchObject({ name: 'JSON', categories: ['cafe'], geometry: { location: { lat: 23.1, lng: -82.3 } }, paid_promo: true, rating: 0 });
  });
});

describe('PUT /api/business/:id (admin, multipart)', () => {
  it('refuses anonymous (401) and users (403), and leaves the business alone', async () => {
    const t = createTestApp();
    const user = await createUser(t);
    const b = await t.store.businesses.create(newBusiness({ name: 'Intacto' }));
    expect((await api(t).put(`/api/business/${b._id}`).field('name', 'X').field('address', 'Y')).status).toBe(401);
    expect((await api(t).put(`/api/business/${b._id}`).set(user.auth).field('name', 'X').field('address', 'Y')).status).toBe(403);
    expect((await t.store.businesses.findById(b._id))?.name).toBe('Intacto');
  });

  it('updates the fields sent and keeps the others', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const b = await t.store.businesses.create(
      newBusiness({ name: 'Viejo', address: 'Dir', description: 'Se queda', phone: '+53 7 1', categories: ['cafe'], photos: ['https://e.com/1.jpg'], thumbnails: ['https://e.com/1.jpg'], lat: 23.1, lng: -82.3 }),
    );
    const res = await api(t)
      .put(`/api/business/${b._id}`)
      .set(admin.auth)
      .field('name', 'Nuevo')
      .field('address', 'Otra dirección')
      .field('paid_plan', 'PRO')
      .field('paid_promo', 'false')
      .field('phone', '')
      .field('categories', JSON.stringify(['Café y Té', 'cafe']));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Nuevo',
      address: 'Otra dirección',
      description: 'Se queda',
      paid_plan: 'PRO',
      paid_promo: false,
      categories: ['Café y Té', 'cafe'],
      photos: ['https://e.com/1.jpg'],
      geometry: { location: { lat: 23.1, lng: -82.3 } },
    });
    expect(res.body).not.toHaveProperty('phone');
  });

  it('requires name and address on edit', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const b = await t.store.businesses.create(newBusiness({ name: 'X', address: 'Y' }));
    const res = await api(t).put(`/api/business/${b._id}`).set(admin.auth).field('name', 'X');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.addressRequired });
  });

  it('keeps the photo URLs listed, adds new uploads after them, and deletes the files of dropped photos', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const created = await api(t)
      .post('/api/business/')
      .set(admin.auth)
      .field('name', 'Fotos')
      .field('address', 'B')
      .attach('photos', await png(), 'a.png')
      .attach('photos', await png(), 'b.png');
    const [a, b] = created.body.photos as string[];
    expect(uploadsOf(t)).toHaveLength(4);
    const res = await api(t)
      .put(`/api/business/${created.body._id}`)
      .set(admin.auth)
      .field('name', 'Fotos')
      .field('address', 'B')
      .field('photo_urls', JSON.stringify([b, 'https://example.com/x.jpg']))
      .attach('photos', await png(), 'c.png');
    expect(res.status).toBe(200);
    expect(res.body.photos).toHaveLength(3);
    expect(res.body.photos.slice(0, 2)).toEqual([b, 'https://example.com/x.jpg']);
    expect(res.body.thumbnails[0]).toBe(created.body.thumbnails[1]);
    expect(res.body.thumbnails[1]).toBe('https://example.com/x.jpg');
    // a and its thumbnail are gone; b, c and their thumbnails remain
    expect(uploadsOf(t)).toHaveLength(4);
    expect((await api(t).get(a!)).status).toBe(404);
    expect((await api(t).get(b!)).status).toBe(200);
  });

  it("answers 400 when asked to keep another business's uploaded photo, and both photos stay", async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const first = await api(t).post('/api/business/').set(admin.auth).field('name', 'Uno').field('address', 'A').attach('photos', await png(), 'a.png');
    const [theirs] = first.body.photos as string[];
    const second = await api(t).post('/api/business/').set(admin.auth).field('name', 'Dos').field('address', 'B');

    const onCreate = await api(t).post('/api/business/').set(admin.auth).field('name', 'Tres').field('address', 'C').field('photo_urls', JSON.stringify([theirs]));
    expect(onCreate.status).toBe(400);
    expect(onCreate.body).toEqual({ message: BUSINESS_MESSAGES.photoNotOwn });
    const onEdit = await api(t).put(`/api/business/${second.body._id}`).set(admin.auth).field('name', 'Dos').field('address', 'B').field('photo_urls', JSON.stringify([theirs]));
    expect(onEdit.status).toBe(400);
    expect(onEdit.body).toEqual({ message: BUSINESS_MESSAGES.photoNotOwn });

    expect((await api(t).get(`/api/business/${second.body._id}`)).body.photos).toEqual([]);
    expect((await api(t).get(theirs!)).status).toBe(200);
  });

  it('without photo URLs keeps every existing photo and appends new ones, up to 12', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const urls = Array.from({ length: 12 }, (_, i) => `https://example.com/${i}.jpg`);
    const b = await t.store.businesses.create(newBusiness({ name: 'X', address: 'Y', photos: urls, thumbnails: urls }));
    const res = await api(t).put(`/api/business/${b._id}`).set(admin.auth).field('name', 'X').field('address', 'Y').attach('photos', await png(), 'x.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.tooManyFiles });
  });

  it('replaces the icon and deletes the old icon file', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const created = await api(t).post('/api/business/').set(admin.auth).field('name', 'X').field('address', 'Y').attach('icon', await png(), 'i.png');
    const old = created.body.icon as string;
    const res = await api(t).put(`/api/business/${created.body._id}`).set(admin.auth).field('name', 'X').field('address', 'Y').attach('icon', await png(16, 16), 'j.png');
    expect(res.body.icon).not.toBe(old);
    expect((await api(t).get(old)).status).toBe(404);
    expect((await api(t).get(res.body.icon)).status).toBe(200);
  });

  it('answers 404 for an unknown business and 400 for a malformed id', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const unknown = await api(t).put(`/api/business/${unknownId()}`).set(admin.auth).field('name', 'X').field('address', 'Y');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
    const bad = await api(t).put('/api/business/abc').set(admin.auth).field('name', 'X').field('address', 'Y');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: API_MSG.invalidId });
  });
});

describe('DELETE /api/business/:id (admin)', () => {
  it('refuses anonymous (401) and users (403)', async () => {
    const t = createTestApp();
    const user = await createUser(t);
    const b = await t.store.businesses.create(newBusiness());
    expect((await api(t).delete(`/api/business/${b._id}`)).status).toBe(401);
    expect((await api(t).delete(`/api/business/${b._id}`).set(user.auth)).status).toBe(403);
    expect(await t.store.businesses.findById(b._id)).not.toBeNull();
  });

  it('deletes the business, removes it from every favourite list and every event, and deletes its files', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const created = await api(t).post('/api/business/').set(admin.auth).field('name', 'Borrar').field('address', 'B').attach('photos', await png(), 'a.png').attach('icon', await png(), 'i.png');
    const id = created.body._id as string;
    const other = await t.store.businesses.create(newBusiness({ name: 'Otro' }));
    const ana = await createUser(t);
    const luis = await createUser(t);
    await t.store.users.addFavorite(ana.user._id, id);
    await t.store.users.addFavorite(ana.user._id, other._id);
    await t.store.users.addFavorite(luis.user._id, id);
    const event = await t.store.events.create({
      title: 'Concierto',
      description: 'Jazz',
      start_date: new Date('2030-01-01T20:00:00Z'),
      end_date: new Date('2030-01-01T23:00:00Z'),
      images: [],
      thumbnails: [],
      business_ids: [id, other._id],
    });
    expect(uploadsOf(t).length).toBeGreaterThan(0);

    const res = await api(t).delete(`/api/business/${id}`).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ADMIN_MSG.businessDeleted, _id: id });
    expect((await api(t).get(`/api/business/${id}`)).status).toBe(404);
    expect((await t.store.users.findById(ana.user._id))?.favorite_businesses).toEqual([other._id]);
    expect((await t.store.users.findById(luis.user._id))?.favorite_businesses).toEqual([]);
    expect((await t.store.events.findById(event._id))?.business_ids).toEqual([other._id]);
    expect(uploadsOf(t)).toEqual([]);
  });

  it('answers 404 for an unknown business and 400 for a malformed id', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await api(t).delete(`/api/business/${unknownId()}`).set(admin.auth);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
    expect((await api(t).delete('/api/business/xyz').set(admin.auth)).status).toBe(400);
  });
});

describe.each([
  ['visit', 'visits_count'],
  ['reservation_count', 'reservations_count'],
] as const)('POST /api/business/:id/%s', (route, field) => {
  // a reservation counts only at a place that takes them at its own number (issue 20 §6)
  const counted = () => newBusiness({ phone: '+53 7 866 9047', reservations: true });
  it('counts once per client and hour, answering { count, counted }', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    const t = createTestApp();
    const b = await t.store.businesses.create(counted());
    const first = await api(t).post(`/api/business/${b._id}/${route}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ count: 1, counted: true });
    for (let i = 0; i < 5; i++) {
      const again = await api(t).post(`/api/business/${b._id}/${route}`);
      expect(again.body).toEqual({ count: 1, counted: false });
    }
    vi.setSystemTime(new Date('2025-06-01T10:59:00Z'));
    expect((await api(t).post(`/api/business/${b._id}/${route}`)).body).toEqual({ count: 1, counted: false });
    vi.setSystemTime(new Date('2025-06-01T11:00:01Z'));
    expect((await api(t).post(`/api/business/${b._id}/${route}`)).body).toEqual({ count: 2, counted: true });
    expect((await t.store.businesses.findById(b._id))?.[field]).toBe(2);
  });

  it('counts a client once whether anonymous or logged in: its address, plus its account when there is one (issue 9 §4)', async () => {
    const t = createTestApp({ config: { trustProxy: true } });
    const b = await t.store.businesses.create(counted());
    const ana = await createUser(t);
    const luis = await createUser(t);
    const hit = (ip: string, auth?: Record<string, string>) => {
      const req = api(t).post(`/api/business/${b._id}/${route}`).set('X-Forwarded-For', ip);
      return (auth ? req.set(auth) : req).then((r) => r.body);
    };
    expect(await hit('10.0.0.1')).toEqual({ count: 1, counted: true });
    // logging in, or in as a fresh account, from the same address counts nothing more
    expect(await hit('10.0.0.1', ana.auth)).toEqual({ count: 1, counted: false });
    expect(await hit('10.0.0.1', luis.auth)).toEqual({ count: 1, counted: false });
    // another address counts, and then its account counts nowhere else
    expect(await hit('10.0.0.2', ana.auth)).toEqual({ count: 2, counted: true });
    expect(await hit('10.0.0.3', ana.auth)).toEqual({ count: 2, counted: false });
    expect(await hit('10.0.0.2')).toEqual({ count: 2, counted: false });
    expect((await t.store.businesses.findById(b._id))?.[field]).toBe(2);
  });

  it('counts every distinct client exactly once under concurrent requests', async () => {
    const t = createTestApp({ config: { trustProxy: true } });
    const b = await t.store.businesses.create(counted());
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    const answers = await Promise.all(
      users.flatMap((u, i) => [1, 2].map(() => api(t).post(`/api/business/${b._id}/${route}`).set('X-Forwarded-For', `10.1.0.${i + 1}`).set(u.auth))),
    );
    expect(answers.filter((r) => r.body.counted).length).toBe(8);
    expect((await t.store.businesses.findById(b._id))?.[field]).toBe(8);
  });

  it('answers 404 for an unknown business and 400 for a malformed id', async () => {
    const t = createTestApp();
    const unknown = await api(t).post(`/api/business/${unknownId()}/${route}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
    const again = await api(t).post(`/api/business/${unknownId()}/${route}`);
    expect(again.status).toBe(404);
    expect((await api(t).post(`/api/business/nope/${route}`)).status).toBe(400);
  });
});

describe('POST /api/business/:id/comments', () => {
  it('needs a login (401)', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness());
    const res = await api(t).post(`/api/business/${b._id}/comments`).send({ content: 'Hola', rating: 5 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: API_MSG.unauthorized });
  });

  it('saves the review with the username and date, keeps the running average, and lists comments newest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T10:00:00Z'));
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ rating: 4, user_ratings_total: 1 }));
    const ana = await createUser(t, { username: 'ana_habana' });
    const luis = await createUser(t, { username: 'luis' });
    const first = await api(t).post(`/api/business/${b._id}/comments`).set(ana.auth).send({ content: '  Muy bueno  ', rating: 5 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ _id: b._id, rating: 4.5, user_ratings_total: 2 });
    expect(first.body.comments).toEqual([{ content: 'Muy bueno', username: 'ana_habana', rating: 5, date: '2025-06-01T10:00:00.000Z' }]);
    vi.setSystemTime(new Date('2025-06-02T10:00:00Z'));
    const second = await api(t).post(`/api/business/${b._id}/comments`).set(luis.auth).send({ content: 'Regular', rating: '3' });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ rating: 4, user_ratings_total: 3 });
    expect(second.body.comments.map((c: { username: string }) => c.username)).toEqual(['luis', 'ana_habana']);
    const read = await api(t).get(`/api/business/${b._id}`);
    expect(read.body.comments).toHaveLength(2);
    expect(read.body.comments[0]).toEqual({ content: 'Regular', username: 'luis', rating: 3, date: '2025-06-02T10:00:00.000Z' });
  });

  it('rounds the shown average to one decimal', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ rating: 5, user_ratings_total: 2 }));
    const u = await createUser(t);
    const res = await api(t).post(`/api/business/${b._id}/comments`).set(u.auth).send({ content: 'Bien', rating: 4 });
    // (5·2 + 4) / 3 = 4.666…
    expect(res.body.rating).toBe(4.7);
  });

  it.each([
    [{ content: '   ', rating: 4 }, BUSINESS_MESSAGES.commentRequired],
    [{ rating: 4 }, BUSINESS_MESSAGES.commentRequired],
    [{ content: 'Hola' }, BUSINESS_MESSAGES.reviewRatingRange],
    [{ content: 'Hola', rating: 0 }, BUSINESS_MESSAGES.reviewRatingRange],
    [{ content: 'Hola', rating: 6 }, BUSINESS_MESSAGES.reviewRatingRange],
    [{ content: 'Hola', rating: 4.5 }, BUSINESS_MESSAGES.reviewRatingRange],
    [{ content: 'x'.repeat(2001), rating: 4 }, BUSINESS_MESSAGES.commentTooLong],
  ])('answers 400 for %s', async (body, message) => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ rating: 4, user_ratings_total: 1 }));
    const u = await createUser(t);
    const res = await api(t).post(`/api/business/${b._id}/comments`).set(u.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await t.store.businesses.findById(b._id))?.user_ratings_total).toBe(1);
  });

  it('answers 404 for an unknown business and 400 for a malformed id', async () => {
    const t = createTestApp();
    const u = await createUser(t);
    const res = await api(t).post(`/api/business/${unknownId()}/comments`).set(u.auth).send({ content: 'Hola', rating: 4 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
    expect((await api(t).post('/api/business/1/comments').set(u.auth).send({ content: 'Hola', rating: 4 })).status).toBe(400);
  });
});

describe('GET /api/business/search', () => {
  async function seeded() {
    const t = createTestApp();
    const s = t.store.businesses;
    await s.create(newBusiness({ name: 'Bar La Cafetera', description: 'Cócteles', lat: 23.2, lng: -82.3 }));
    await s.create(newBusiness({ name: 'Café El Escorial', categories: ['Café y Té'], lat: 23.1, lng: -82.3 }));
    await s.create(newBusiness({ name: 'Dulcería', description: 'Pasteles y un buen café', lat: 23.1, lng: -82.3 }));
    await s.create(newBusiness({ name: 'El Escondite', categories: ['cafe'], types: ['cafe'], lat: 23.1, lng: -82.3 }));
    await s.create(newBusiness({ name: 'Nescafé Punto', lat: 23.1, lng: -82.3 }));
    await s.create(newBusiness({ name: 'Gran Café Real', lat: 23.1, lng: -82.3 }));
    await s.create(newBusiness({ name: 'Farmacia', lat: 23.1, lng: -82.3 }));
    return t;
  }
  const names = (res: request.Response) => res.body.map((b: { name: string }) => b.name);

  it("finds 'Café' when asked for 'cafe' (and 'CAFÉ'), best matches first: name start > name word > category > description; words by their start only (issue 17 §11: 'Nescafé' is not a word starting 'cafe')", async () => {
    const t = await seeded();
    const res = await api(t).get('/api/business/search').query({ q: 'cafe' });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Café El Escorial', 'Bar La Cafetera', 'Gran Café Real', 'El Escondite', 'Dulcería']);
    expect(names(await api(t).get('/api/business/search').query({ q: 'nesca' }))).toEqual(['Nescafé Punto']);
    const upper = await api(t).get('/api/business/search').query({ q: 'CAFÉ' });
    expect(names(upper)).toEqual(names(res));
  });

  it('ranks nearer first among equal matches when lat/lon are given, with the distance', async () => {
    const t = createTestApp();
    await t.store.businesses.create(newBusiness({ name: 'Paladar Lejos', lat: 23.2, lng: -82.3 }));
    await t.store.businesses.create(newBusiness({ name: 'Paladar Cerca', lat: 23.1001, lng: -82.3 }));
    const res = await api(t).get('/api/business/search').query({ q: 'paladar', lat: 23.1, lon: -82.3 });
    expect(names(res)).toEqual(['Paladar Cerca', 'Paladar Lejos']);
    expect(res.body[0].distance).toBe(11);
  });

  it('matches several words across fields', async () => {
    const t = await seeded();
    expect(names(await api(t).get('/api/business/search').query({ q: 'dulceria cafe' }))).toEqual(['Dulcería']);
  });

  it('answers at most 50', async () => {
    const t = createTestApp();
    for (let i = 0; i < 60; i++) await t.store.businesses.create(newBusiness({ name: `Tienda ${i}` }));
    const res = await api(t).get('/api/business/search').query({ q: 'tienda' });
    expect(res.body).toHaveLength(50);
  });

  it('answers an empty list when nothing matches', async () => {
    const t = await seeded();
    const res = await api(t).get('/api/business/search').query({ q: 'zapatería' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it.each([
    [{}, BUSINESS_MESSAGES.searchQueryRequired],
    [{ q: '   ' }, BUSINESS_MESSAGES.searchQueryRequired],
    [{ q: '¿?' }, BUSINESS_MESSAGES.searchQueryRequired],
    [{ q: 'cafe', lat: 'norte', lon: '1' }, BUSINESS_MESSAGES.badCoordinates],
  ])('answers 400 for %j', async (query, message) => {
    const t = await seeded();
    const res = await api(t).get('/api/business/search').query(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('treats regular-expression characters as text', async () => {
    const t = await seeded();
    const res = await api(t).get('/api/business/search').query({ q: '.*' });
    expect(res.status).toBe(400);
    const res2 = await api(t).get('/api/business/search').query({ q: 'escorial)' });
    expect(res2.status).toBe(200);
    expect(names(res2)).toEqual(['Café El Escorial']);
  });
});
