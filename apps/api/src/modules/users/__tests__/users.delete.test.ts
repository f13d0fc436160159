import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';

const api = (t: TestApp) => request(t.app);

async function makeBusiness(t: TestApp, name: string, rating = 0, total = 0) {
  return t.store.businesses.create({
    name,
    categories: ['restaurant'],
    types: ['restaurant'],
    photos: [],
    thumbnails: [],
    location: { type: 'Point', coordinates: [-82.3575, 23.1384] },
    rating,
    user_ratings_total: total,
    paid_plan: 'BASIC',
    paid_promo: false,
  });
}

describe('DELETE /users/{id}: the account’s reviews and favourites go with it (issue 17 §12)', () => {
  it('removes the user’s reviews, recomputes each business they reviewed, and takes their favourites', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const [gone, stays] = [await createUser(t, { username: 'se_va' }), await createUser(t, { username: 'se_queda' })];
    const floridita = await makeBusiness(t, 'El Floridita');
    const guarida = await makeBusiness(t, 'La Guarida', 4.5, 10);
    const review = (u: typeof gone, id: string, rating: number, content: string) =>
      api(t).post(`/api/business/${id}/comments`).set(u.auth).send({ content, rating });
    expect((await review(gone, floridita._id, 1, 'Malísimo')).status).toBe(201);
    expect((await review(stays, floridita._id, 5, 'Buenísimo')).status).toBe(201);
    expect((await review(gone, guarida._id, 1, 'Tampoco')).status).toBe(201);
    expect((await api(t).post(`/api/users/${gone.user._id}/favorites/${guarida._id}`).set(gone.auth)).status).toBe(200);

    expect((await api(t).delete(`/api/users/${gone.user._id}`).set(admin.auth)).status).toBe(204);

    const f = (await api(t).get(`/api/business/${floridita._id}`)).body;
    expect(f).toMatchObject({ rating: 5, user_ratings_total: 1, reviews_count: 1 });
    expect(f.comments.map((c: { username: string }) => c.username)).toEqual(['se_queda']);
    const g = (await api(t).get(`/api/business/${guarida._id}`)).body;
    expect(g).toMatchObject({ rating: 4.5, user_ratings_total: 10, reviews_count: 0, comments: [] });
    const page = (await api(t).get(`/api/business/${floridita._id}/comments`)).body;
    expect(page.total).toBe(1);
    expect(JSON.stringify(page)).not.toContain('se_va');
    expect(await t.store.users.findById(gone.user._id)).toBeNull();
  });

  it('a user deleting their own account takes their reviews too', async () => {
    const t = createTestApp();
    const u = await createUser(t, { username: 'me_borro' });
    const b = await makeBusiness(t, 'Café');
    await api(t).post(`/api/business/${b._id}/comments`).set(u.auth).send({ content: 'Rico', rating: 4 });
    expect((await api(t).delete(`/api/users/${u.user._id}`).set(u.auth)).status).toBe(204);
    expect((await api(t).get(`/api/business/${b._id}`)).body).toMatchObject({ rating: 0, user_ratings_total: 0, comments: [] });
  });

  it('when removing the reviews fails half way, a second DELETE (answering 404) finishes the job', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const u = await createUser(t);
    const b = await makeBusiness(t, 'Bar');
    await api(t).post(`/api/business/${b._id}/comments`).set(u.auth).send({ content: 'Bien', rating: 4 });
    const real = t.store.reviews.removeByUser.bind(t.store.reviews);
    let failures = 1;
    t.store.reviews.removeByUser = async (id) => {
      if (failures-- > 0) throw new Error('la base no contesta');
      return real(id);
    };
    expect((await api(t).delete(`/api/users/${u.user._id}`).set(admin.auth)).status).toBe(500);
    expect((await api(t).delete(`/api/users/${u.user._id}`).set(admin.auth)).status).toBe(404);
    expect((await api(t).get(`/api/business/${b._id}`)).body).toMatchObject({ user_ratings_total: 0, comments: [] });
  });

  it('refusing to delete the last admin keeps that admin’s reviews', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const b = await makeBusiness(t, 'Paladar');
    await api(t).post(`/api/business/${b._id}/comments`).set(admin.auth).send({ content: 'Mío', rating: 3 });
    expect((await api(t).delete(`/api/users/${admin.user._id}`).set(admin.auth)).status).toBe(409);
    expect((await api(t).get(`/api/business/${b._id}`)).body).toMatchObject({ user_ratings_total: 1 });
  });
});
