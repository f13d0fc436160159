import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, createAdmin } from '../test/helpers';
import { seedBusinesses } from '../modules/businesses/businesses.seed';
import { seedCategories } from '../modules/categories/categories.seed';
import { PUBLIC_LIST_CACHE_CONTROL } from '../shared/http-cache';

async function seeded() {
  const t = createTestApp();
  await seedCategories(t.store.categories);
  await seedBusinesses(t.store.businesses);
  return t;
}

describe('public lists: ETag and Cache-Control', () => {
  it.each(['/api/business/promoted', '/api/business/elite', '/api/events', '/api/categories'])(
    '%s carries an ETag and must-revalidate, and a conditional GET with that ETag answers 304 with no body',
    async (path) => {
      const t = await seeded();
      const first = await request(t.app).get(path);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_LIST_CACHE_CONTROL);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await request(t.app).get(path).set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.text ?? '').toBe('');
    },
  );

  it('answers 200 with the new list, not 304, once an admin has changed it', async () => {
    const t = await seeded();
    const first = await request(t.app).get('/api/categories');
    const { auth } = await createAdmin(t);
    const created = await request(t.app)
      .post('/api/categories')
      .set(auth)
      .send({ name: 'bakery', nombre: 'Panaderías' });
    expect(created.status).toBe(201);
    const again = await request(t.app).get('/api/categories').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(200);
    expect((again.body as { nombre: string }[]).map((c) => c.nombre)).toContain('Panaderías');
  });

  it('leaves private answers without the public cache header', async () => {
    const t = await seeded();
    const admin = await createAdmin(t);
    const res = await request(t.app).get(`/api/users/${admin.user._id}`).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toContain('public');
  });
});
