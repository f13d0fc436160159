import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { commentsPageSchema } from '@guia/contracts';
import { createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { newBusiness } from './fixtures';

const api = (t: TestApp) => request(t.app);

describe('GET /api/business/{id}/comments: who wrote each review (issue 20 §5)', () => {
  it("answers each review with its author's name beside the username, so cards can show the person's name", async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness());
    const ana = await createUser(t, { username: 'ana_habana', name: 'Ana María Pérez' });
    const luis = await createUser(t, { username: 'luis', name: 'Luis Díaz' });
    await api(t).post(`/api/business/${b._id}/comments`).set(ana.auth).send({ content: 'Muy bueno', rating: 5 }).expect(201);
    await api(t).post(`/api/business/${b._id}/comments`).set(luis.auth).send({ content: 'Regular', rating: 3 }).expect(201);

    const res = await api(t).get(`/api/business/${b._id}/comments`);
    expect(res.status).toBe(200);
    expect(commentsPageSchema.parse(res.body)).toBeTruthy();
    const byUser = Object.fromEntries(res.body.items.map((c: { username: string; name?: string }) => [c.username, c.name]));
    expect(byUser).toEqual({ ana_habana: 'Ana María Pérez', luis: 'Luis Díaz' });
  });

  it('shows the name the person has now, after they change it', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness());
    const ana = await createUser(t, { username: 'ana_habana', name: 'Ana' });
    await api(t).post(`/api/business/${b._id}/comments`).set(ana.auth).send({ content: 'Muy bueno', rating: 5 }).expect(201);
    await t.store.users.update(ana.user._id, { name: 'Ana María' });

    const res = await api(t).get(`/api/business/${b._id}/comments`);
    expect(res.body.items[0]).toMatchObject({ username: 'ana_habana', name: 'Ana María', rating: 5 });
  });

  it('a seeded review (no account behind it) carries no name: the username is all there is', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness());
    await t.store.reviews.upsert({ business_id: b._id, username: 'marta_hab', content: 'La escalera impresiona', date: new Date() });

    const res = await api(t).get(`/api/business/${b._id}/comments`);
    expect(res.body.items).toEqual([{ _id: expect.any(String), content: 'La escalera impresiona', username: 'marta_hab', date: expect.any(String) }]);
  });
});
