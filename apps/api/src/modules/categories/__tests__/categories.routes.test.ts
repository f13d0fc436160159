import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, HOME_CATEGORIES, type Category, API_MSG } from '@guia/contracts';
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

async function created(body: { name: string; nombre: string; show_on_home?: boolean }): Promise<Category> {
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
      expect(Object.keys(c).sort()).toEqual(['_id', 'home_order', 'name', 'nombre', 'show_on_home']);
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
    expect(bad.body).toEqual({ message: API_MSG.invalidId });
    const unknown = await request(t.app).get('/api/categories/0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: CATEGORY_MESSAGES.notFound });
  });
});

describe('POST /api/categories', () => {
  it('creates a category with trimmed names and answers 201 with it', async () => {
    const res = await create({ nombre: '  Bares ', name: ' bar ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ _id: expect.stringMatching(/^[a-f\d]{24}$/), nombre: 'Bares', name: 'bar', show_on_home: false, home_order: null });
    expect((await request(t.app).get('/api/categories')).body).toEqual([res.body]);
  });

  it('drops unknown keys', async () => {
    const res = await create({ nombre: 'Bares', name: 'bar', role: 'x', _id: '0123456789abcdef01234567' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'home_order', 'name', 'nombre', 'show_on_home']);
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
    expect(res.body).toEqual({ message: API_MSG.invalidJson });
  });
});

describe('PUT /api/categories/:id', () => {
  it('updates both names and answers the category', async () => {
    const c = await created({ name: 'bar', nombre: 'Bares' });
    const res = await request(t.app).put(`/api/categories/${c._id}`).set(admin).send({ name: 'bar', nombre: 'Bares y tabernas' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: c._id, name: 'bar', nombre: 'Bares y tabernas', show_on_home: false, home_order: null });
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
    expect(bad.body).toEqual({ message: API_MSG.invalidId });
    const unknown = await request(t.app).put('/api/categories/0123456789abcdef01234567').set(admin).send({ name: 'x', nombre: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: CATEGORY_MESSAGES.notFound });
  });
});

describe("home's categories, chosen and ordered by the admin (issue 20 §9)", () => {
  const home = async () => ((await request(t.app).get('/api/categories/?home=true')).body as Category[]).map((c) => c.nombre);
  const move = (id: string, direction: unknown, auth: Auth = admin) => request(t.app).post(`/api/categories/${id}/move`).set(auth).send({ direction });

  it('GET ?home=true answers the seeded six, in the order of spec §2', async () => {
    await seedCategories(t.store.categories);
    const res = await request(t.app).get('/api/categories/?home=true');
    expect(res.status).toBe(200);
    expect(res.body.map((c: Category) => c.nombre)).toEqual(HOME_CATEGORIES.map((c) => c.nombre));
    expect(res.body.map((c: Category) => c.home_order)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("a new category marked 'Mostrar en inicio' joins home last; unmarked, it leaves; an unmarked one never shows", async () => {
    await seedCategories(t.store.categories);
    await created({ name: 'bar', nombre: 'Bares' });
    const lodging = await created({ name: 'lodging', nombre: 'Alojamiento', show_on_home: true });
    expect(lodging).toMatchObject({ show_on_home: true, home_order: 6 });
    expect(await home()).toEqual([...HOME_CATEGORIES.map((c) => c.nombre), 'Alojamiento']);
    const put = await request(t.app).put(`/api/categories/${lodging._id}`).set(admin).send({ name: 'lodging', nombre: 'Alojamiento', show_on_home: false });
    expect(put.body).toMatchObject({ show_on_home: false, home_order: null });
    expect(await home()).toEqual(HOME_CATEGORIES.map((c) => c.nombre));
  });

  it('editing the names without show_on_home keeps the category where it was on home', async () => {
    const a = await created({ name: 'cafe', nombre: 'Cafés', show_on_home: true });
    await created({ name: 'bar', nombre: 'Bares', show_on_home: true });
    const res = await request(t.app).put(`/api/categories/${a._id}`).set(admin).send({ name: 'cafe', nombre: 'Café y té' });
    expect(res.body).toMatchObject({ show_on_home: true, home_order: 0 });
    expect(await home()).toEqual(['Café y té', 'Bares']);
  });

  it('moves a home category one place up or down; at either end it stays', async () => {
    const a = await created({ name: 'a', nombre: 'Uno', show_on_home: true });
    const b = await created({ name: 'b', nombre: 'Dos', show_on_home: true });
    const c = await created({ name: 'c', nombre: 'Tres', show_on_home: true });
    const up = await move(c._id, 'up');
    expect(up.status).toBe(200);
    expect(up.body.map((x: Category) => x.nombre)).toEqual(['Uno', 'Tres', 'Dos']);
    expect(await home()).toEqual(['Uno', 'Tres', 'Dos']);
    expect((await move(a._id, 'up')).body.map((x: Category) => x.nombre)).toEqual(['Uno', 'Tres', 'Dos']);
    expect((await move(a._id, 'down')).body.map((x: Category) => x.nombre)).toEqual(['Tres', 'Uno', 'Dos']);
    expect((await move(b._id, 'down')).body.map((x: Category) => x.nombre)).toEqual(['Tres', 'Uno', 'Dos']);
  });

  it('refuses to move a category that is not on home (409), a bad direction (400) and an unknown one (404)', async () => {
    const off = await created({ name: 'bar', nombre: 'Bares' });
    const notOnHome = await move(off._id, 'up');
    expect(notOnHome.status).toBe(409);
    expect(notOnHome.body).toEqual({ message: CATEGORY_MESSAGES.notOnHome });
    const bad = await move(off._id, 'left');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: CATEGORY_MESSAGES.moveDirection });
    const unknown = await move('0123456789abcdef01234567', 'up');
    expect(unknown.status).toBe(404);
  });

  it('only an admin may move: anonymous 401, a user 403', async () => {
    const a = await created({ name: 'a', nombre: 'Uno', show_on_home: true });
    await created({ name: 'b', nombre: 'Dos', show_on_home: true });
    expect((await move(a._id, 'down', {})).status).toBe(401);
    expect((await move(a._id, 'down', (await createUser(t)).auth)).status).toBe(403);
    expect(await home()).toEqual(['Uno', 'Dos']);
  });

  it('refuses a show_on_home that is not true or false', async () => {
    const res = await create({ name: 'bar', nombre: 'Bares', show_on_home: 'sí' });
    expect(res.status).toBe(400);
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
    expect(res.body).toEqual({ message: API_MSG.invalidId });
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
    expect(anon.body).toEqual({ message: API_MSG.unauthorized });
    const user = await createUser(t);
    const asUser = await call(c._id, user.auth);
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({ message: API_MSG.forbidden });
    expect((await request(t.app).get('/api/categories')).body).toEqual([c]);
    const asAdmin = await call(c._id, admin);
    expect(asAdmin.status).toBeGreaterThanOrEqual(200);
    expect(asAdmin.status).toBeLessThan(300);
  });
});
