import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, claimSchema, claimsPageSchema, type Claim, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { makeBusiness } from '../../events/__tests__/fixtures';

/** '¿Es tu negocio?' and the admins' 'Solicitudes' over HTTP (issue 21 §1). */

type Auth = Record<string, string>;
let t: TestApp;
let ana: Auth;
let anaId: string;
let admin: Auth;
let paladar: string;

beforeEach(async () => {
  t = createTestApp();
  const a = await createUser(t, { name: 'Ana Pérez', username: 'anaperez' });
  ana = a.auth;
  anaId = a.user._id;
  admin = (await createAdmin(t)).auth;
  paladar = (await makeBusiness(t, 'Paladar La Guarida'))._id;
});

const ask = (auth: Auth = ana, body: Record<string, unknown> = { phone: '+53 5 123 4567', note: 'Soy la dueña desde 2019' }, id = paladar) =>
  request(t.app).post(`/api/business/${id}/claims`).set(auth).send(body);

describe('POST /api/business/{id}/claims', () => {
  it('records a pending claim with who asks, the business and the contact number', async () => {
    const res = await ask();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(claimSchema.parse(res.body)).toMatchObject({
      business_id: paladar,
      business_name: 'Paladar La Guarida',
      user_id: anaId,
      user_name: 'Ana Pérez',
      username: 'anaperez',
      phone: '+53 5 123 4567',
      note: 'Soy la dueña desde 2019',
      status: 'pending',
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['without a number', { note: 'hola' }, CLAIM_MESSAGES.phoneRequired],
    ['with a number too short', { phone: '12 34' }, CLAIM_MESSAGES.badPhone],
    ['with a note over the limit', { phone: '55123456', note: 'x'.repeat(501) }, CLAIM_MESSAGES.noteTooLong],
  ])('%s answers 400 with the Spanish message and records nothing', async (_what, body, message) => {
    const res = await ask(ana, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await t.store.claims.listByUser(anaId)).length).toBe(0);
  });

  it('answers 409 for a second request while one is pending, and once approved says she already manages it', async () => {
    const first = await ask();
    const again = await ask();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CLAIM_MESSAGES.alreadyPending);
    await request(t.app).post(`/api/claims/${first.body._id}/approve`).set(admin).expect(200);
    const owner = await ask();
    expect(owner.status).toBe(409);
    expect(owner.body.message).toBe(CLAIM_MESSAGES.alreadyOwner);
  });

  it('answers 401 without a session and 404 for a business the guide does not have', async () => {
    expect((await request(t.app).post(`/api/business/${paladar}/claims`).send({ phone: '55123456' })).status).toBe(401);
    const missing = await ask(ana, { phone: '55123456' }, '665f1c2e8b3a4d0012345678');
    expect(missing.status).toBe(404);
    expect((await ask(ana, { phone: '55123456' }, 'no-es-un-id')).status).toBe(400);
  });
});

describe("the admins' Solicitudes (/api/claims)", () => {
  it('lists pending claims newest first, paged, to admins only', async () => {
    await ask();
    const luis = (await createUser(t, { name: 'Luis' })).auth;
    await ask(luis);
    const res = await request(t.app).get('/api/claims').query({ status: 'pending' }).set(admin);
    expect(res.status).toBe(200);
    const page = claimsPageSchema.parse(res.body);
    expect(page.items.map((c) => c.user_name)).toEqual(['Luis', 'Ana Pérez']);
    expect(page.total).toBe(2);
    expect((await request(t.app).get('/api/claims').set(ana)).status).toBe(403);
    expect((await request(t.app).get('/api/claims').query({ status: 'todas' }).set(admin)).body).toEqual({ message: CLAIM_MESSAGES.badStatus });
  });

  it('approve: the person owns the business and sees it in /mine; a second decision answers 409 and changes nothing', async () => {
    const claim = (await ask()).body as Claim;
    const approved = await request(t.app).post(`/api/claims/${claim._id}/approve`).set(admin);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(await t.store.claims.isOwner(anaId, paladar)).toBe(true);

    const refuseLate = await request(t.app).post(`/api/claims/${claim._id}/refuse`).set(admin).send({ reason: 'tarde' });
    expect(refuseLate.status).toBe(409);
    expect(refuseLate.body.message).toBe(CLAIM_MESSAGES.notPending);
    expect(await t.store.claims.isOwner(anaId, paladar)).toBe(true);

    const mine = await request(t.app).get('/api/claims/mine').set(ana);
    expect(mine.body.map((c: Claim) => [c.business_name, c.status])).toEqual([['Paladar La Guarida', 'approved']]);
  });

  it('refuse with a reason the person then reads; revoke ends an ownership', async () => {
    const claim = (await ask()).body as Claim;
    const refused = await request(t.app).post(`/api/claims/${claim._id}/refuse`).set(admin).send({ reason: 'El número no contesta' });
    expect(refused.body).toMatchObject({ status: 'refused', reason: 'El número no contesta' });
    expect((await request(t.app).get('/api/claims/mine').set(ana)).body[0]).toMatchObject({ status: 'refused', reason: 'El número no contesta' });

    const second = (await ask()).body as Claim;
    expect((await request(t.app).post(`/api/claims/${second._id}/revoke`).set(admin)).body.message).toBe(CLAIM_MESSAGES.notApproved);
    await request(t.app).post(`/api/claims/${second._id}/approve`).set(admin).expect(200);
    const revoked = await request(t.app).post(`/api/claims/${second._id}/revoke`).set(admin).send({ reason: 'Vendió el negocio' });
    expect(revoked.body.status).toBe('revoked');
    expect(await t.store.claims.isOwner(anaId, paladar)).toBe(false);
  });

  it('a person cannot approve their own claim, and an unknown claim answers 404', async () => {
    const claim = (await ask()).body as Claim;
    const self = await request(t.app).post(`/api/claims/${claim._id}/approve`).set(ana);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(API_MSG.forbidden);
    expect(await t.store.claims.isOwner(anaId, paladar)).toBe(false);
    const unknown = await request(t.app).post('/api/claims/665f1c2e8b3a4d0012345678/approve').set(admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CLAIM_MESSAGES.notFound);
  });

  it("an account's deletion takes its claims and ownerships with it", async () => {
    const claim = (await ask()).body as Claim;
    await request(t.app).post(`/api/claims/${claim._id}/approve`).set(admin).expect(200);
    await request(t.app).delete(`/api/users/${anaId}`).set(admin).expect(204);
    expect(await t.store.claims.isOwner(anaId, paladar)).toBe(false);
    expect((await request(t.app).get('/api/claims').set(admin)).body.total).toBe(0);
  });
});
