import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, HOME_CATEGORIES, MSG, type Category } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { seedCategories } from '../categories.seed';

type Auth = Record<string, string>;

let t: TestApp;
let admin: Auth;

beforeEach(async () => {
  t = createTestApp();
  admin = (await createAdmin(t)).auth;
});

const create = (body: unknown, auth: Auth = admin) => request(t.app).post('/api/categories/').set(auth).send(body as object);

async function created(body: { name: string; nombre: string }): Promise<Category> {
  const res = await create(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Category;
}

describe('GET /api/categories', () => {
  it('is public and lists the seeded home categories sorted by nombre', async () => {
    await seedCategories(t.store.categories);
    const res = await request(t.app).get('/api/categories/');
    expect(res.status).toBe(200);
    expect(res.body.map((c: Category) => c.nombre)).toEqual([
      'Café y Té',
      'Comer y beber',
      'Compras',
      'Qué Hacer',
      'Salud y Bienestar',
      'Vida Nocturna',
    ]);
    for (const c of res.body as Category[]) {
      expect(Object.keys(c).sort()).toEqual(['_id', 'name', 'nombre']);
      expect(HOME_CATEGORIES.find((h) => h.nombre === c.nombre)?.name).toBe(c.name);
    }
  });

  it('answers an empty list when there are none', async () => {
    const res = await request(t.app).get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('GET /api/categories/:id', () => {
  it('answers the category', async () => {
    const c = await created({ name: 'bar', nombre: 'Bares' });
    const res = await request(t.app).get(`/api/categories/${c._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(c);
  });

  it('answers 400 invalidId for a malformed id and 404 for an unknown one', async () => {
    const bad = await request(t.app).get('/api/categories/xyz');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: MSG.invalidId });
    const unknown = await request(t.app).get('/api/categories/0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: CATEGORY_MESSAGES.notFound });
  });
});

describe('POST /api/categories', () => {
  it('creates a category with trimmed names and answers 201 with it', async () => {
    const res = await create({ nombre: '  Bares ', name: ' bar ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ _id: expect.stringMatching(/^[a-f\d]{24}$/), nombre: 'Bares', name: 'bar' });
    expect((await request(t.app).get('/api/categories')).body).toEqual([res.body]);
  });

  it('drops unknown keys', async () => {
    const res = await create({ nombre: 'Bares', name: 'bar', role: 'x', _id: '0123456789abcdef01234567' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'name', 'nombre']);
    expect(res.body._id).not.toBe('0123456789abcdef01234567');
  });

  it.each([
    ['nombre is missing', { name: 'bar' }],
    ['name is missing', { nombre: 'Bares' }],
    ['nombre is blank', { nombre: '  ', name: 'bar' }],
    ['name is blank', { nombre: 'Bares', name: '' }],
    ['a name is not text', { nombre: 'Bares', name: 42 }],
    ['the body is empty', {}],
  ])('when %s, answers 400 "%s"', async (_n, body) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: CATEGORY_MESSAGES.namesRequired });
    expect((await request(t.app).get('/api/categories')).body).toEqual([]);
  });

  it('answers 409 duplicate when the English name is taken, whatever its case', async () => {
    await created({ name: 'Restaurant', nombre: 'Comer' });
    const res = await create({ name: 'RESTAURANT', nombre: 'Restaurantes' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: CATEGORY_MESSAGES.duplicate });
  });

  it('answers 409 duplicate when the Spanish nombre is taken, whatever its case', async () => {
    await created({ name: 'restaurant', nombre: 'Comer y beber' });
    const res = await create({ name: 'food', nombre: 'comer y BEBER' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: CATEGORY_MESSAGES.duplicate });
    expect((await request(t.app).get('/api/categories')).body).toHaveLength(1);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await request(t.app).post('/api/categories').set(admin).set('Content-Type', 'application/json').send('{"nombre":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MSG.invalidJson });
  });
});

describe('PUT /api/categories/:id', () => {
  it('updates both names and answers the category', async () => {
    const c = await created({ name: 'bar', nombre: 'Bares' });
    const res = await request(t.app).put(`/api/categories/${c._id}`).set(admin).send({ name: 'bar', nombre: 'Bares y tabernas' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: c._id, name: 'bar', nombre: 'Bares y tabernas' });
    expect((await request(t.app).get(`/api/categories/${c._id}`)).body).toEqual(res.body);
  });

  it('answers 409 when the new names belong to another category', async () => {
    const a = await created({ name: 'bar', nombre: 'Bares' });
    await created({ name: 'cafe', nombre: 'Cafés' });
    const res = await request(t.app).put(`/api/categories/${a._id}`).set(admin).send({ name: 'Cafe', nombre: 'Bares' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: CATEGORY_MESSAGES.duplicate });
    expect((await request(t.app).get(`/api/categories/${a._id}`)).body).toEqual(a);
  });

  it('requires both names', async () => {
    const c = await created({ name: 'bar', nombre: 'Bares' });
    const res = await request(t.app).put(`/api/categories/${c._id}`).set(admin).send({ nombre: 'Solo nombre' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: CATEGORY_MESSAGES.namesRequired });
  });

  it('answers 400 invalidId for a malformed id and 404 for an unknown one', async () => {
    const bad = await request(t.app).put('/api/categories/nope').set(admin).send({ name: 'x', nombre: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: MSG.invalidId });
    const unknown = await request(t.app).put('/api/categories/0123456789abcdef01234567').set(admin).send({ name: 'x', nombre: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: CATEGORY_MESSAGES.notFound });
  });
});

describe('DELETE /api/categories/:id', () => {
  it('deletes the category (204) and then it is 404', async () => {
    const c = await created({ name: 'bar', nombre: 'Bares' });
    const res = await request(t.app).delete(`/api/categories/${c._id}`).set(admin);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await request(t.app).get(`/api/categories/${c._id}`)).status).toBe(404);
    const again = await request(t.app).delete(`/api/categories/${c._id}`).set(admin);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: CATEGORY_MESSAGES.notFound });
  });

  it('answers 400 invalidId for a malformed id', async () => {
    const res = await request(t.app).delete('/api/categories/1').set(admin);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MSG.invalidId });
  });
});

describe('who may change categories', () => {
  const mutations: [string, (id: string, auth: Auth) => request.Test][] = [
    ['POST /api/categories', (_id, auth) => request(t.app).post('/api/categories').set(auth).send({ name: 'nuevo', nombre: 'Nuevo' })],
    ['PUT /api/categories/:id', (id, auth) => request(t.app).put(`/api/categories/${id}`).set(auth).send({ name: 'otro', nombre: 'Otro' })],
    ['DELETE /api/categories/:id', (id, auth) => request(t.app).delete(`/api/categories/${id}`).set(auth)],
  ];

  it.each(mutations)('%s: anonymous 401, a user 403, an admin 2xx', async (_name, call) => {
    const c = await created({ name: 'bar', nombre: 'Bares' });
    const anon = await call(c._id, {});
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: MSG.unauthorized });
    const user = await createUser(t);
    const asUser = await call(c._id, user.auth);
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({ message: MSG.forbidden });
    expect((await request(t.app).get('/api/categories')).body).toEqual([c]);
    const asAdmin = await call(c._id, admin);
    expect(asAdmin.status).toBeGreaterThanOrEqual(200);
    expect(asAdmin.status).toBeLessThan(300);
  });
});
