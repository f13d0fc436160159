import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_MESSAGES, CLAIM_MESSAGES, MENU_LIMITS, MENU_MESSAGES, RATE_MESSAGES, menuSchema, type Menu, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { makeBusiness } from '../../events/__tests__/fixtures';

/** Menus in CUP with USD/EUR at the reference rate, owners' writes and the admin's undo (issue 21 §1, §2). */

type Auth = Record<string, string>;
let t: TestApp;
let admin: Auth;
let owner: Auth;
let ownerId: string;
let stranger: Auth;
let paladar: string;
let other: string;

async function makeOwner(businessId: string, auth: Auth, userId: string) {
  const claim = await t.store.claims.create({ business_id: businessId, user_id: userId, phone: '55123456', note: '' });
  await t.store.claims.decide(claim._id, 'pending', 'approved', { decided_by: userId, decided_at: new Date() });
  return auth;
}

beforeEach(async () => {
  t = createTestApp();
  admin = (await createAdmin(t)).auth;
  const o = await createUser(t, { name: 'Dueña' });
  ownerId = o.user._id;
  stranger = (await createUser(t)).auth;
  paladar = (await makeBusiness(t, 'Paladar La Guarida'))._id;
  other = (await makeBusiness(t, 'Otro paladar'))._id;
  owner = await makeOwner(paladar, o.auth, ownerId);
});
afterEach(() => vi.useRealTimers());

const MENU = {
  sections: [
    { name: 'Entrantes', dishes: [{ name: 'Tostones con mojo', price_cup: 450 }, { name: 'Croquetas', price_cup: '600,50', sold_out: true }] },
    { name: 'Principales', dishes: [{ name: 'Ropa vieja', description: 'Con arroz y frijoles', price_cup: 2200 }] },
  ],
};
const putMenu = (auth: Auth, body: unknown = MENU, id = paladar) => request(t.app).put(`/api/business/${id}/menu`).set(auth).send(body as object);
const addRate = (body: Record<string, unknown>) => request(t.app).post('/api/rates').set(admin).send(body);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Havana' }).format(new Date());

describe('GET and PUT /api/business/{id}/menu', () => {
  it('answers an empty menu for a business without one, and 404 for an unknown business', async () => {
    const res = await request(t.app).get(`/api/business/${paladar}/menu`);
    expect(res.status).toBe(200);
    expect(menuSchema.parse(res.body)).toMatchObject({ sections: [], rate: null, median_price_cup: null, version: 0, updated_at: null });
    expect((await request(t.app).get('/api/business/665f1c2e8b3a4d0012345678/menu')).status).toBe(404);
  });

  it("the owner writes the menu; everyone reads it in CUP, and in USD and EUR at today's rate", async () => {
    await addRate({ usd: 440, eur: 480, date: today(), source: 'elTOQUE' }).expect(201);
    const put = await putMenu(owner);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const res = await request(t.app).get(`/api/business/${paladar}/menu`);
    const menu = menuSchema.parse(res.body) as Menu;
    expect(menu.version).toBe(1);
    expect(menu.rate).toMatchObject({ usd: 440, eur: 480, source: 'elTOQUE' });
    expect(menu.sections[0]!.dishes[0]).toMatchObject({ name: 'Tostones con mojo', price_cup: 450, price_usd: 1.02, price_eur: 0.94, sold_out: false });
    expect(menu.sections[0]!.dishes[1]).toMatchObject({ name: 'Croquetas', price_cup: 600.5, sold_out: true });
    expect(menu.median_price_cup).toBe(600.5);
  });

  it(`shows no conversion once the latest rate is more than 14 days old`, async () => {
    await addRate({ usd: 440, eur: 480, date: '2026-01-02', source: 'elTOQUE' }).expect(201);
    await putMenu(owner).expect(200);
    const menu = (await request(t.app).get(`/api/business/${paladar}/menu`)).body as Menu;
    expect(menu.rate).toBeNull();
    expect(menu.sections[0]!.dishes[0]!.price_usd).toBeUndefined();
    expect((await request(t.app).get('/api/rates/latest')).body).toMatchObject({ stale: true, rate: { date: '2026-01-02' } });
  });

  it("refuses the owner of one business on another, and anyone else, with the Spanish message; nothing changes", async () => {
    const onOther = await putMenu(owner, MENU, other);
    expect(onOther.status).toBe(403);
    expect(onOther.body.message).toBe(CLAIM_MESSAGES.notOwner);
    expect((await putMenu(stranger)).status).toBe(403);
    expect((await request(t.app).put(`/api/business/${paladar}/menu`).send(MENU)).status).toBe(401);
    expect(((await request(t.app).get(`/api/business/${other}/menu`)).body as Menu).sections).toEqual([]);
    expect(((await request(t.app).get(`/api/business/${paladar}/menu`)).body as Menu).sections).toEqual([]);
    // an admin may
    expect((await putMenu(admin, MENU, other)).status).toBe(200);
  });

  it.each([
    ['a negative price', { sections: [{ name: 'A', dishes: [{ name: 'X', price_cup: -5 }] }] }, MENU_MESSAGES.badPrice],
    ['an absurd price', { sections: [{ name: 'A', dishes: [{ name: 'X', price_cup: 5e9 }] }] }, MENU_MESSAGES.badPrice],
    ['a price with three decimals', { sections: [{ name: 'A', dishes: [{ name: 'X', price_cup: 1.234 }] }] }, MENU_MESSAGES.badPrice],
    ['a dish without a name', { sections: [{ name: 'A', dishes: [{ name: ' ', price_cup: 5 }] }] }, MENU_MESSAGES.dishNameRequired],
    ['a photo from nowhere', { sections: [{ name: 'A', dishes: [{ name: 'X', price_cup: 5, photo: 'javascript:alert(1)' }] }] }, MENU_MESSAGES.badPhoto],
    [`a menu of ${MENU_LIMITS.dishes + 300} dishes`, { sections: [0, 1, 2, 3, 4].map((s) => ({ name: `S${s}`, dishes: Array.from({ length: 100 }, (_, i) => ({ name: `D${i}`, price_cup: 10 })) })) }, MENU_MESSAGES.tooManyDishes],
  ])('with %s answers 400 with the Spanish message and keeps the menu', async (_what, body, message) => {
    await putMenu(owner).expect(200);
    const res = await putMenu(owner, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(((await request(t.app).get(`/api/business/${paladar}/menu`)).body as Menu).version).toBe(1);
  });

  it('a write with a stale version answers 409 and changes nothing', async () => {
    await putMenu(owner).expect(200);
    const stale = await putMenu(owner, { ...MENU, sections: [], version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(API_MSG.staleWrite);
    expect(((await request(t.app).get(`/api/business/${paladar}/menu`)).body as Menu).sections).toHaveLength(2);
  });
});

describe('/api/rates', () => {
  it('admins add the day’s rate with its source; anyone reads the latest; a rate of 0, a future date or no source answer 400', async () => {
    const res = await addRate({ usd: '440', eur: 480, date: today(), source: 'elTOQUE' });
    expect(res.status).toBe(201);
    expect((await request(t.app).get('/api/rates/latest')).body).toMatchObject({ stale: false, rate: { usd: 440, eur: 480 } });
    expect((await addRate({ usd: 0, eur: 480, date: today(), source: 'x' })).body).toEqual({ message: RATE_MESSAGES.badRate });
    expect((await addRate({ usd: 440, eur: 480, date: '2999-01-01', source: 'x' })).body).toEqual({ message: RATE_MESSAGES.badDate });
    expect((await addRate({ usd: 440, eur: 480, date: '2026-02-30', source: 'x' })).body).toEqual({ message: RATE_MESSAGES.badDate });
    expect((await addRate({ usd: 440, eur: 480, date: today() })).body).toEqual({ message: RATE_MESSAGES.sourceRequired });
    expect((await request(t.app).post('/api/rates').set(owner).send({ usd: 1, eur: 1, date: today(), source: 'x' })).status).toBe(403);
    const history = await request(t.app).get('/api/rates').set(admin);
    expect(history.body.total).toBe(1);
    // the admin's lists are nobody else's to keep
    expect(history.headers['cache-control']).toBe('private, no-store');
    expect((await request(t.app).get('/api/changes').set(admin)).headers['cache-control']).toBe('private, no-store');
  });
});

describe('/api/changes (the admin sees and undoes what owners changed)', () => {
  it('records who changed the menu and what; the admin undoes the latest and the menu is back', async () => {
    await putMenu(owner).expect(200);
    await putMenu(owner, { sections: [{ name: 'Solo postres', dishes: [{ name: 'Flan', price_cup: 300 }] }] }).expect(200);
    const list = await request(t.app).get('/api/changes').query({ business_id: paladar }).set(admin);
    expect(list.status).toBe(200);
    expect(list.body.items.map((c: { summary: string; by_owner: boolean; user_name: string }) => [c.summary, c.by_owner, c.user_name])).toEqual([
      ['Menú: 2 secciones y 3 platos → 1 sección y 1 plato', true, 'Dueña'],
      ['Menú: 0 secciones y 0 platos → 2 secciones y 3 platos', true, 'Dueña'],
    ]);
    const [latest, first] = list.body.items;

    expect((await request(t.app).post(`/api/changes/${first._id}/revert`).set(admin)).body.message).toBe(CHANGE_MESSAGES.notLatest);
    const undo = await request(t.app).post(`/api/changes/${latest._id}/revert`).set(admin);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body.reverted_at).toEqual(expect.any(String));
    const menu = (await request(t.app).get(`/api/business/${paladar}/menu`)).body as Menu;
    expect(menu.sections.map((s) => s.name)).toEqual(['Entrantes', 'Principales']);
    expect((await request(t.app).post(`/api/changes/${latest._id}/revert`).set(admin)).body.message).toBe(CHANGE_MESSAGES.alreadyReverted);
    expect((await request(t.app).get('/api/changes').set(owner)).status).toBe(403);
  });
});
