import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_MSG, CLAIM_MESSAGES, HOURS_MESSAGES, VALIDATION_MESSAGES, businessSchema, ownerDetailsSchema, takesReservations } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { newBusiness } from './fixtures';

/**
 * Issue 21 §1: the owner (or an admin) edits the page's description, phone, hours with date
 * exceptions and reservations through PUT /business/{id}/details — those fields only —, each
 * write is recorded in the change log (kind 'details') and an admin can undo it in 'Cambios'.
 */

type Auth = Record<string, string>;
const factories = await availableStores();

const HOURS = {
  week: { mon: [{ open: '12:00', close: '23:00' }], tue: [{ open: '12:00', close: '23:00' }] },
  exceptions: [{ date: '2026-12-24', closed: true, note: 'Nochebuena' }],
};

describe.each(factories)('the owner edits the page ($name)', (factory) => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let admin: Auth;
  let owner: Auth;
  let ownerOfAnother: Auth;
  let paladar: string;

  beforeEach(async () => {
    const made = await factory.make();
    cleanup = made.cleanup;
    t = createTestApp({ store: made.store });
    admin = (await createAdmin(t)).auth;
    paladar = (await t.store.businesses.create({ ...newBusiness({ name: 'Paladar La Esquina' }), description: 'Comida criolla', phone: '+53 7 111 1111' }))._id;
    const other = (await t.store.businesses.create(newBusiness({ name: 'Cafetería El Rincón' })))._id;
    const o = await createUser(t, { name: 'Dueña' });
    const o2 = await createUser(t, { name: 'Otro dueño' });
    for (const [who, owned] of [[o, paladar], [o2, other]] as const) {
      const claim = await t.store.claims.create({ business_id: owned, user_id: who.user._id, phone: '55123456', note: '' });
      await t.store.claims.decide(claim._id, 'pending', 'approved', { decided_by: who.user._id, decided_at: new Date() });
    }
    owner = o.auth;
    ownerOfAnother = o2.auth;
  });
  afterEach(async () => cleanup());

  const put = (auth: Auth | null, body: unknown, id = paladar) => {
    const r = request(t.app).put(`/api/business/${id}/details`);
    return (auth ? r.set(auth) : r).send(body as object);
  };
  const page = async () => businessSchema.parse((await request(t.app).get(`/api/business/${paladar}`).expect(200)).body);
  const changes = async () => (await request(t.app).get('/api/changes').set(admin).expect(200)).body.items as { _id: string; kind: string; by_owner: boolean; summary: string; before: unknown; after: unknown }[];

  it('the owner changes the description, phone, hours with a date exception and reservations: the page shows them and the log records only what changed', async () => {
    const res = await put(owner, { description: 'Cocina cubana de autor', phone: '+53 5 222 2222', hours: HOURS, reservations: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(ownerDetailsSchema.parse(res.body)).toMatchObject({ description: 'Cocina cubana de autor', phone: '+53 5 222 2222', reservations: true });
    const b = await page();
    expect(b).toMatchObject({ description: 'Cocina cubana de autor', phone: '+53 5 222 2222', reservations: true });
    expect(b.hours?.exceptions).toEqual([expect.objectContaining({ date: '2026-12-24', closed: true })]);
    // 'Reservar' shows: reservations on, and a phone
    expect(takesReservations(b)).toBe(true);
    const [c] = await changes();
    expect(c).toMatchObject({ kind: 'details', by_owner: true, summary: 'Ficha: descripción, teléfono, horario, reservas' });
    expect(c!.before).toMatchObject({ description: 'Comida criolla', phone: '+53 7 111 1111', hours: null, reservations: false });

    // a second edit of the description only: before/after hold that field alone
    expect((await put(owner, { description: 'Otra descripción', phone: '+53 5 222 2222' })).status).toBe(200);
    const [d] = await changes();
    expect(d).toMatchObject({ kind: 'details', summary: 'Ficha: descripción', before: { description: 'Cocina cubana de autor' }, after: { description: 'Otra descripción' } });
    expect(Object.keys(d!.before as object)).toEqual(['description']);
  });

  it('the admin undoes the owner’s change in Cambios: the fields are as they were', async () => {
    expect((await put(owner, { description: 'Cocina cubana de autor', phone: '', reservations: true })).status).toBe(200);
    const [c] = await changes();
    const undo = await request(t.app).post(`/api/changes/${c!._id}/revert`).set(admin);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    const b = await page();
    expect(b).toMatchObject({ description: 'Comida criolla', phone: '+53 7 111 1111' });
    expect(b.reservations ?? false).toBe(false);
    const [redo] = await changes();
    expect(redo).toMatchObject({ kind: 'details', by_owner: false, after: { description: 'Comida criolla' } });
  });

  it('an admin edits any business (200); the owner of another gets 403, nobody signed in 401', async () => {
    expect((await put(admin, { description: 'Por el admin' })).status).toBe(200);
    const forbidden = await put(ownerOfAnother, { description: 'Ajeno' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(CLAIM_MESSAGES.notOwner);
    expect((await put(null, { description: 'Anónimo' })).status).toBe(401);
    expect((await page()).description).toBe('Por el admin');
  });

  it.each([{ plan: 'PRO' }, { paid_plan: 'PRO' }, { promoted: true }, { paid_promo: true }, { rating: 5 }, { name: 'Otro nombre' }])(
    'a field the owner does not set (%o) answers 400 and changes nothing',
    async (extra) => {
      const res = await put(owner, { description: 'Nueva', ...extra });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(VALIDATION_MESSAGES.unknownFields);
      const b = await page();
      expect(b.description).toBe('Comida criolla');
      expect(b.paid_plan).not.toBe('PRO');
      expect(await changes()).toEqual([]);
    },
  );

  it('hours that end before they start answer 400 with the hours’ Spanish message and change nothing', async () => {
    const res = await put(owner, { hours: { week: { mon: [{ open: '23:00', close: '08:00' }] }, exceptions: [] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(HOURS_MESSAGES.endsBeforeStart('23:00', '08:00'));
    const bad = await put(owner, { hours: { week: {}, exceptions: [{ date: '2026-02-30', closed: true }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(HOURS_MESSAGES.invalidDate);
    expect((await page()).hours).toBeUndefined();
  });

  it('a description over the admin form’s limit answers 400 with its message', async () => {
    const res = await put(owner, { description: 'a'.repeat(20_000) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/descripción/i);
  });

  it('a stale version answers 409 and changes nothing; the current one is accepted', async () => {
    const { version } = await page();
    expect((await put(owner, { description: 'Primera', version })).status).toBe(200);
    const stale = await put(owner, { description: 'Segunda', version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(API_MSG.staleWrite);
    expect((await page()).description).toBe('Primera');
  });
});
