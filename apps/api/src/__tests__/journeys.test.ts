import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { MSG } from '@guia/contracts';
import { availableStores } from '../store/test-stores';
import { createAdmin, createTestApp, type TestApp } from '../test/helpers';

/**
 * The main API journeys through HTTP on every store available: the memory store always, MongoDB
 * wherever one can be reached (MONGODB_TEST_URI or an embedded binary), so both adapters answer
 * the same behind the same routes.
 */
const factories = await availableStores();

const jpeg = () => sharp({ create: { width: 900, height: 600, channels: 3, background: '#f97316' } }).jpeg().toBuffer();

describe.each(factories)('API journeys on the $name store', (factory) => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let admin: { Authorization: string };

  beforeEach(async () => {
    const made = await factory.make();
    cleanup = made.cleanup;
    t = createTestApp({ store: made.store });
    admin = (await createAdmin(t)).auth;
  });
  afterEach(async () => cleanup());

  it('a visitor registers, logs in, keeps a favourite, and loses it cleanly when the admin deletes the place', async () => {
    const reg = await request(t.app)
      .post('/api/auth/register')
      .send({ name: 'Lucía', email: 'Lucia@Example.com', username: 'lucia', password: 'malecon-2026' });
    expect(reg.status).toBe(201);
    const dup = await request(t.app)
      .post('/api/auth/register')
      .send({ name: 'Otra', email: 'lucia@example.COM', username: 'otra', password: 'malecon-2026' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: MSG.emailTaken });

    const login = await request(t.app).post('/api/auth/login').send({ identifier: 'LUCIA', password: 'malecon-2026' });
    expect(login.status).toBe(200);
    const me = { Authorization: `Bearer ${login.body.token}` };
    const userId: string = reg.body._id;

    const created = await request(t.app)
      .post('/api/business/')
      .set(admin)
      .field('name', 'La Bodeguita del Medio')
      .field('address', 'Empedrado 207, La Habana Vieja')
      .field('geometry', JSON.stringify({ location: { lat: 23.1408, lng: -82.3514 } }))
      .field('categories', JSON.stringify(['Vida Nocturna', 'bar']));
    expect(created.status).toBe(201);
    const businessId: string = created.body._id;

    const event = await request(t.app)
      .post('/api/events')
      .set(admin)
      .field('title', 'Mojitos y son')
      .field('description', 'Música en vivo')
      .field('start_time', '2030-03-01T20:00:00Z')
      .field('end_time', '2030-03-01T23:00:00Z')
      .field('business_ids', JSON.stringify([businessId]));
    expect(event.status).toBe(201);

    await request(t.app).post(`/api/users/${userId}/favorites/${businessId}`).set(me).expect(200);
    await request(t.app).post(`/api/users/${userId}/favorites/${businessId}`).set(me).expect(200);
    const favs = await request(t.app).get(`/api/users/${userId}/favorites`).set(me);
    expect(favs.body).toEqual([{ businessId, _id: businessId }]);

    await request(t.app).delete(`/api/business/${businessId}`).set(admin).expect(200);
    expect((await request(t.app).get(`/api/users/${userId}`).set(me)).body.favorite_businesses).toEqual([]);
    expect((await request(t.app).get(`/api/events/${event.body._id}`)).body.business_ids).toEqual([]);
    expect((await request(t.app).get(`/api/business/${businessId}`)).status).toBe(404);
  });

  it('an admin adds a café with a photo; nearby, search and reviews see it', async () => {
    const created = await request(t.app)
      .post('/api/business/')
      .set(admin)
      .field('name', 'Café El Escorial')
      .field('address', 'Mercaderes 317, Plaza Vieja')
      .field('geometry', JSON.stringify({ location: { lat: 23.1365, lng: -82.3502 } }))
      .field('categories', JSON.stringify(['Café y Té', 'cafe']))
      .attach('photos', await jpeg(), 'escorial.jpg');
    expect(created.status).toBe(201);
    const [photo] = created.body.photos as string[];
    const [thumb] = created.body.thumbnails as string[];
    expect((await request(t.app).get(photo!)).headers['content-type']).toBe('image/webp');
    expect((await request(t.app).get(thumb!)).headers['content-type']).toBe('image/webp');

    const near = await request(t.app).get('/api/business/nearby').query({ lat: 23.1375, lon: -82.3502, max_distance: 500, category: 'cafe' });
    expect(near.status).toBe(200);
    expect(near.body.mongo_businesses.map((b: { name: string }) => b.name)).toEqual(['Café El Escorial']);
    expect(Math.abs(near.body.mongo_businesses[0].distance - 111)).toBeLessThan(3);

    const far = await request(t.app).get('/api/business/nearby').query({ lat: 23.1375, lon: -82.3502, max_distance: 500, category: 'night_club' });
    expect(far.body.mongo_businesses).toEqual([]);

    const found = await request(t.app).get('/api/business/search').query({ q: 'cafe escorial' });
    expect(found.body.map((b: { name: string }) => b.name)).toEqual(['Café El Escorial']);

    const user = await request(t.app).post('/api/auth/register').send({ name: 'Pepe', email: 'pepe@example.com', username: 'pepe', password: 'cafecito-1' });
    const login = await request(t.app).post('/api/auth/login').send({ identifier: 'pepe', password: 'cafecito-1' });
    expect(user.status).toBe(201);
    const review = await request(t.app)
      .post(`/api/business/${created.body._id}/comments`)
      .set('Authorization', `Bearer ${login.body.token}`)
      .send({ content: 'El mejor café de la Plaza Vieja', rating: 4 });
    expect(review.status).toBe(201);
    expect(review.body).toMatchObject({ rating: 4, user_ratings_total: 1 });
    expect(review.body.comments[0]).toMatchObject({ content: 'El mejor café de la Plaza Vieja', username: 'pepe', rating: 4 });
  });

  it('events: upcoming ones only, edits keep the chosen images, deletion removes them', async () => {
    const past = await request(t.app)
      .post('/api/events')
      .set(admin)
      .field('description', 'Ya pasó')
      .field('start_time', '2020-01-01T20:00:00Z')
      .field('end_time', '2020-01-01T22:00:00Z');
    expect(past.status).toBe(201);
    const next = await request(t.app)
      .post('/api/events')
      .set(admin)
      .field('title', 'Festival de Jazz')
      .field('description', 'Jazz en el Teatro Mella')
      .field('start_time', '2030-01-15T20:00:00Z')
      .field('end_time', '2030-01-15T23:00:00Z')
      .attach('images', await jpeg(), 'a.jpg')
      .attach('images', await jpeg(), 'b.jpg');
    expect(next.status).toBe(201);
    expect(next.body.images).toHaveLength(2);

    const upcoming = await request(t.app).get('/api/events/').query({ upcoming: 'true' });
    expect(upcoming.body.map((e: { title: string }) => e.title)).toEqual(['Festival de Jazz']);

    const [keep, drop] = next.body.images as string[];
    const edited = await request(t.app)
      .put(`/api/events/${next.body._id}`)
      .set(admin)
      .field('description', 'Jazz en el Teatro Mella')
      .field('start_time', '2030-01-15T20:00:00Z')
      .field('end_time', '2030-01-15T23:30:00Z')
      .field('existing_images', JSON.stringify([keep]));
    expect(edited.status).toBe(200);
    expect(edited.body.images).toEqual([keep]);
    expect((await request(t.app).get(drop!)).status).toBe(404);

    await request(t.app).delete(`/api/events/${next.body._id}`).set(admin).expect(204);
    expect((await request(t.app).get(keep!)).status).toBe(404);
    expect((await request(t.app).get(`/api/events/${next.body._id}`)).status).toBe(404);
  });
});
