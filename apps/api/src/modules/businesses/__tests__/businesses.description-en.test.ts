import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS, TEXT_MESSAGES, businessSchema, ownerDetailsSchema } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { newBusiness } from './fixtures';

/**
 * Issue 22 §1: a business has an optional English description (`description_en`). The admin
 * writes it in the business form (multipart), the owner in 'Editar ficha' (PUT /details, recorded
 * in the change log and undone there); every full answer carries it; a blank one clears it; one
 * too long is refused with a Spanish message and changes nothing.
 */

type Auth = Record<string, string>;
const factories = await availableStores();

const EN = 'The most famous paladar in Havana, on the third floor of a crumbling mansion.';

describe.each(factories)('the English description of a business ($name)', (factory) => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let admin: Auth;

  beforeEach(async () => {
    const made = await factory.make();
    cleanup = made.cleanup;
    t = createTestApp({ store: made.store });
    admin = (await createAdmin(t)).auth;
  });
  afterEach(async () => cleanup());

  const form = (method: 'post' | 'put', url: string, fields: Record<string, string>) => {
    const req = request(t.app)[method](url).set(admin);
    for (const [k, v] of Object.entries({ name: 'La Guarida', address: 'Concordia 418, Centro Habana', ...fields })) req.field(k, v);
    return req;
  };
  const get = async (id: string) => businessSchema.parse((await request(t.app).get(`/api/business/${id}`).expect(200)).body);

  it('the admin creates a business with an English description: the answer, the page and the public lists carry it', async () => {
    const res = await form('post', '/api/business/', { description: 'Paladar en una mansión', description_en: `  ${EN}\nRooftop bar. `, paid_promo: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ description: 'Paladar en una mansión', description_en: `${EN}\nRooftop bar.` });
    expect((await get(res.body._id)).description_en).toBe(`${EN}\nRooftop bar.`);
    const promoted = (await request(t.app).get('/api/business/promoted').expect(200)).body as { _id: string; description_en?: string }[];
    expect(promoted.find((b) => b._id === res.body._id)?.description_en).toBe(`${EN}\nRooftop bar.`);
    const favourites = (await request(t.app).get(`/api/business?ids=${res.body._id}`).expect(200)).body as { description_en?: string }[];
    expect(favourites[0]?.description_en).toBe(`${EN}\nRooftop bar.`);
  });

  it('the admin edits it, and a blank English description clears it; a form without the field keeps it', async () => {
    const id = (await t.store.businesses.create({ ...newBusiness({ name: 'La Guarida' }), address: 'Concordia 418', description: 'Paladar' }))._id;
    expect((await get(id)).description_en).toBeUndefined();
    const set = await form('put', `/api/business/${id}`, { description: 'Paladar', description_en: EN });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.description_en).toBe(EN);
    // an older client that does not know the field leaves it as it is
    expect((await form('put', `/api/business/${id}`, { description: 'Paladar de siempre' })).status).toBe(200);
    expect(await get(id)).toMatchObject({ description: 'Paladar de siempre', description_en: EN });
    const cleared = await form('put', `/api/business/${id}`, { description: 'Paladar', description_en: '   ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('description_en');
    expect(await get(id)).not.toHaveProperty('description_en');
  });

  it(`when the English description is longer than ${TEXT_LIMITS.businessDescription} characters, answers 400 with its Spanish message and changes nothing`, async () => {
    const id = (await t.store.businesses.create({ ...newBusiness({ name: 'La Guarida' }), address: 'Concordia 418', description_en: EN }))._id;
    const long = 'a'.repeat(TEXT_LIMITS.businessDescription + 1);
    const res = await form('put', `/api/business/${id}`, { description: 'Otra', description_en: long });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: TEXT_MESSAGES.businessDescriptionEnTooLong });
    expect(await get(id)).toMatchObject({ description_en: EN, version: 0 });
    const created = await form('post', '/api/business/', { name: 'Nuevo', description_en: long });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ message: TEXT_MESSAGES.businessDescriptionEnTooLong });
    expect(await t.store.businesses.count()).toBe(1);
  });

  describe('the owner', () => {
    let owner: Auth;
    let id: string;

    beforeEach(async () => {
      id = (await t.store.businesses.create({ ...newBusiness({ name: 'Paladar La Esquina' }), description: 'Comida criolla' }))._id;
      const o = await createUser(t, { name: 'Dueña' });
      const claim = await t.store.claims.create({ business_id: id, user_id: o.user._id, phone: '55123456', note: '' });
      await t.store.claims.decide(claim._id, 'pending', 'approved', { decided_by: o.user._id, decided_at: new Date() });
      owner = o.auth;
    });

    const put = (body: object) => request(t.app).put(`/api/business/${id}/details`).set(owner).send(body);
    const changes = async () => (await request(t.app).get('/api/changes').set(admin).expect(200)).body.items as { _id: string; summary: string; before: unknown; after: unknown }[];

    it("sets it in 'Editar ficha': the answer and the page carry it, the change log records 'descripción en inglés', and the admin's undo restores the one before", async () => {
      const first = await put({ description_en: 'Creole food' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(ownerDetailsSchema.parse(first.body)).toMatchObject({ description: 'Comida criolla', description_en: 'Creole food' });
      expect((await get(id)).description_en).toBe('Creole food');
      const [c] = await changes();
      expect(c).toMatchObject({ summary: 'Ficha: descripción en inglés', before: { description_en: null }, after: { description_en: 'Creole food' } });

      expect((await put({ description_en: 'Cuban home cooking', description: 'Comida criolla' })).status).toBe(200);
      const [d] = await changes();
      expect(d).toMatchObject({ before: { description_en: 'Creole food' }, after: { description_en: 'Cuban home cooking' } });
      expect(Object.keys(d!.before as object)).toEqual(['description_en']);

      const undo = await request(t.app).post(`/api/changes/${d!._id}/revert`).set(admin);
      expect(undo.status, JSON.stringify(undo.body)).toBe(200);
      expect((await get(id)).description_en).toBe('Creole food');
    });

    it('a blank English description clears it, and undoing that brings it back', async () => {
      expect((await put({ description_en: 'Creole food' })).status).toBe(200);
      const cleared = await put({ description_en: '  ' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.description_en).toBeNull();
      expect(await get(id)).not.toHaveProperty('description_en');
      const [c] = await changes();
      expect((await request(t.app).post(`/api/changes/${c!._id}/revert`).set(admin)).status).toBe(200);
      expect((await get(id)).description_en).toBe('Creole food');
    });

    it('one too long answers 400 with the Spanish message, and nothing is changed or recorded', async () => {
      const res = await put({ description_en: 'a'.repeat(TEXT_LIMITS.businessDescription + 1) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: TEXT_MESSAGES.businessDescriptionEnTooLong });
      expect(await get(id)).not.toHaveProperty('description_en');
      expect(await changes()).toEqual([]);
    });
  });
});
