import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_MESSAGES, CLAIM_MESSAGES, OWNER_MESSAGES, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { makeBusiness } from '../../events/__tests__/fixtures';

/** Today's status (issue 21 §4): set by the owner or an admin for Havana's day, recorded, undone by an admin. */

type Auth = Record<string, string>;
let t: TestApp;
let admin: Auth;
let owner: Auth;
let stranger: Auth;
let paladar: string;
let other: string;

beforeEach(async () => {
  t = createTestApp();
  admin = (await createAdmin(t)).auth;
  const o = await createUser(t, { name: 'Dueña' });
  stranger = (await createUser(t)).auth;
  paladar = (await makeBusiness(t, 'Paladar La Guarida'))._id;
  other = (await makeBusiness(t, 'Otro paladar'))._id;
  const claim = await t.store.claims.create({ business_id: paladar, user_id: o.user._id, phone: '55123456', note: '' });
  await t.store.claims.decide(claim._id, 'pending', 'approved', { decided_by: o.user._id, decided_at: new Date() });
  owner = o.auth;
});
afterEach(() => vi.useRealTimers());

const put = (auth: Auth | null, body: unknown, id = paladar) => {
  const r = request(t.app).put(`/api/business/${id}/status`);
  return (auth ? r.set(auth) : r).send(body as object);
};

describe('PUT, GET and DELETE /api/business/{id}/status', () => {
  it("the owner sets 'Sin corriente — cerrado' for Havana's today with the time; everyone reads it", async () => {
    // 23:30 in Havana on the 24th is already the 25th in UTC: the status is the 24th's
    vi.useFakeTimers({ now: new Date('2026-11-25T04:30:00Z'), shouldAdvanceTime: true });
    const res = await put(owner, { kind: 'no_power' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ today_status: { kind: 'no_power', date: '2026-11-24', set_at: expect.stringMatching(/^2026-11-25T04:30/) } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const read = await request(t.app).get(`/api/business/${paladar}/status`);
    expect(read.body.today_status).toMatchObject({ kind: 'no_power', date: '2026-11-24' });
  });

  it("ends by itself at Havana's midnight: the next day nobody reads it", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), shouldAdvanceTime: true });
    await put(owner, { kind: 'closed' }).expect(200);
    vi.setSystemTime(new Date('2026-11-26T05:01:00Z')); // 00:01 on the 26th in Havana (UTC−5)
    expect((await request(t.app).get(`/api/business/${paladar}/status`)).body).toEqual({ today_status: null });
  });

  it('ignores a date, a time or an author sent in the body: the server sets them', async () => {
    const res = await put(owner, { kind: 'takeaway', date: '2030-01-01', set_at: '2000-01-01T00:00:00Z', set_by: '0123456789abcdef01234567' });
    expect(res.status).toBe(200);
    expect(res.body.today_status.date).not.toBe('2030-01-01');
    expect(res.body.today_status.set_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('refuses an unknown status with a Spanish message and keeps the one there was', async () => {
    await put(owner, { kind: 'open' }).expect(200);
    for (const body of [{ kind: 'party' }, {}, { kind: 3 }]) {
      const res = await put(owner, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: OWNER_MESSAGES.badStatus });
    }
    expect((await request(t.app).get(`/api/business/${paladar}/status`)).body.today_status.kind).toBe('open');
  });

  it("refuses a status for a business one does not own (403, Spanish), without a session (401), and 404 for an unknown business", async () => {
    const onOther = await put(owner, { kind: 'closed' }, other);
    expect(onOther.status).toBe(403);
    expect(onOther.body).toEqual({ message: CLAIM_MESSAGES.notOwner });
    expect((await put(stranger, { kind: 'closed' })).status).toBe(403);
    expect((await put(null, { kind: 'closed' })).body).toEqual({ message: API_MSG.unauthorized });
    expect((await request(t.app).get(`/api/business/${other}/status`)).body).toEqual({ today_status: null });
    const unknown = await put(admin, { kind: 'closed' }, '665f1c2e8b3a4d0012345678');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
  });

  it('the owner clears it; every write is in the change log and the admin undoes the latest', async () => {
    await put(owner, { kind: 'generator' }).expect(200);
    await put(owner, { kind: 'no_power' }).expect(200);
    const cleared = await request(t.app).delete(`/api/business/${paladar}/status`).set(owner);
    expect(cleared.body).toEqual({ today_status: null });
    const log = await request(t.app).get(`/api/changes?business_id=${paladar}`).set(admin);
    expect(log.body.items.map((c: { summary: string }) => c.summary)).toEqual([
      'Estado de hoy: Sin corriente — cerrado → ninguno',
      'Estado de hoy: Sin corriente — abrimos con planta → Sin corriente — cerrado',
      'Estado de hoy: ninguno → Sin corriente — abrimos con planta',
    ]);
    expect(log.body.items[0].by_owner).toBe(true);
    const undo = await request(t.app).post(`/api/changes/${log.body.items[0]._id}/revert`).set(admin);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect((await request(t.app).get(`/api/business/${paladar}/status`)).body.today_status.kind).toBe('no_power');
  });
});
