import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { ITINERARY_LIMITS, ITINERARY_MESSAGES, itinerarySchema, sharedItinerarySchema, type Itinerary, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { makeBusiness } from '../../events/__tests__/fixtures';

/** Plans for the day over HTTP (issue 22 §3): owner-only writes, a read-only shared link, limits. */

type Auth = Record<string, string>;
let t: TestApp;
let ana: Auth;
let anaId: string;
let luis: Auth;
let museo: string;
let bar: string;

beforeEach(async () => {
  t = createTestApp();
  const a = await createUser(t, { name: 'Ana' });
  ana = a.auth;
  anaId = a.user._id;
  luis = (await createUser(t, { name: 'Luis' })).auth;
  museo = (await makeBusiness(t, 'Museo de la Revolución'))._id;
  const b = await makeBusiness(t, 'Bar Floridita');
  // 1.1 km east of the museum's point
  await t.store.businesses.update(b._id, { location: { type: 'Point', coordinates: [-82.3986, 23.1347] } });
  bar = b._id;
});

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Sábado en La Habana Vieja',
  date: '2026-12-05',
  stops: [
    { business_id: museo, time: '10:00' },
    { business_id: bar, time: '13:30', note: 'Un daiquirí' },
  ],
  ...over,
});

async function createPlan(auth: Auth = ana, over: Record<string, unknown> = {}): Promise<Itinerary> {
  const res = await request(t.app).post('/api/itineraries').set(auth).send(body(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Itinerary;
}

describe('POST /api/itineraries', () => {
  it('creates a named plan with its stops in order, each with its place, and the walking distance through them', async () => {
    const plan = await createPlan();
    expect(itinerarySchema.parse(plan)).toEqual(plan);
    expect(plan).toMatchObject({ name: 'Sábado en La Habana Vieja', date: '2026-12-05', share_token: null, version: 0 });
    expect(plan.stops.map((s) => [s.business?.name, s.time, s.note])).toEqual([
      ['Museo de la Revolución', '10:00', undefined],
      ['Bar Floridita', '13:30', 'Un daiquirí'],
    ]);
    expect(plan.distance_m).toBeGreaterThan(1000);
    expect(plan.distance_m).toBeLessThan(1200);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const res = await request(t.app).post('/api/itineraries').send(body());
    expect(res.status).toBe(401);
    expect(await t.store.itineraries.countByOwner(anaId)).toBe(0);
  });

  it.each([
    ['no name', { name: '  ' }, ITINERARY_MESSAGES.nameRequired],
    ['a time that is not HH:MM', { stops: [{ business_id: '0123456789abcdef01234567', time: '25:00' }] }, ITINERARY_MESSAGES.badTime],
    ['a date that does not exist', { date: '2026-02-30' }, ITINERARY_MESSAGES.badDate],
    ['stops that are not a list', { stops: 'museo' }, ITINERARY_MESSAGES.badStops],
    ['a place that is not in the guide', { stops: [{ business_id: '0123456789abcdef01234567' }] }, ITINERARY_MESSAGES.unknownBusinesses],
    [`more than ${ITINERARY_LIMITS.stops} stops`, 'many', ITINERARY_MESSAGES.tooManyStops],
  ])('with %s answers 400 with the Spanish message and stores nothing', async (_what, over, message) => {
    const stops = Array.from({ length: ITINERARY_LIMITS.stops + 1 }, (_, i) => ({ business_id: i % 2 ? museo : bar }));
    const res = await request(t.app)
      .post('/api/itineraries')
      .set(ana)
      .send(body(over === 'many' ? { stops } : (over as Record<string, unknown>)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await t.store.itineraries.countByOwner(anaId)).toBe(0);
  });

  it(`refuses a plan beyond ${ITINERARY_LIMITS.perPerson} per person with a message that says the limit`, async () => {
    for (let i = 0; i < ITINERARY_LIMITS.perPerson; i++) await t.store.itineraries.create({ owner_id: anaId, name: `Plan ${i}`, date: null, stops: [] });
    const res = await request(t.app).post('/api/itineraries').set(ana).send(body());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ITINERARY_MESSAGES.tooManyPlans);
    expect(res.body.message).toContain(String(ITINERARY_LIMITS.perPerson));
  });
});

describe('reading and changing a plan', () => {
  it("lists a person's own plans only, privately", async () => {
    await createPlan(ana, { name: 'De Ana' });
    await createPlan(luis, { name: 'De Luis' });
    const res = await request(t.app).get('/api/itineraries').set(ana);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.map((p: Itinerary) => p.name)).toEqual(['De Ana']);
  });

  it("answers 404 for someone else's plan on every route (it does not say it exists) and changes nothing", async () => {
    const plan = await createPlan(ana);
    const admin = (await createAdmin(t)).auth;
    for (const who of [luis, admin]) {
      expect((await request(t.app).get(`/api/itineraries/${plan._id}`).set(who)).status).toBe(404);
      expect((await request(t.app).put(`/api/itineraries/${plan._id}`).set(who).send(body({ name: 'Robado' }))).status).toBe(404);
      expect((await request(t.app).put(`/api/itineraries/${plan._id}/share`).set(who)).status).toBe(404);
      const del = await request(t.app).delete(`/api/itineraries/${plan._id}`).set(who);
      expect(del.status).toBe(404);
      expect(del.body.message).toBe(ITINERARY_MESSAGES.notFound);
    }
    expect((await request(t.app).get(`/api/itineraries/${plan._id}`).set(ana)).body).toEqual(plan);
  });

  it('reorders the stops and renames with PUT; a stale version answers 409 and changes nothing', async () => {
    const plan = await createPlan();
    const res = await request(t.app)
      .put(`/api/itineraries/${plan._id}`)
      .set(ana)
      .send(body({ name: 'Domingo', stops: [{ business_id: bar }, { business_id: museo, time: '17:00' }], version: 0 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'Domingo', version: 1 });
    expect(res.body.stops.map((s: Itinerary['stops'][number]) => s.business?.name)).toEqual(['Bar Floridita', 'Museo de la Revolución']);

    const stale = await request(t.app).put(`/api/itineraries/${plan._id}`).set(ana).send(body({ name: 'Viejo', version: 0 }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(API_MSG.staleWrite);
    expect((await request(t.app).get(`/api/itineraries/${plan._id}`).set(ana)).body.name).toBe('Domingo');
  });

  it("keeps a stop whose place left the guide, marked, and a PUT that keeps it is accepted", async () => {
    const plan = await createPlan();
    await t.store.businesses.delete(bar);
    const read = await request(t.app).get(`/api/itineraries/${plan._id}`).set(ana);
    expect(read.body.stops.map((s: Itinerary['stops'][number]) => [s.business_id, s.business?.name ?? null])).toEqual([
      [museo, 'Museo de la Revolución'],
      [bar, null],
    ]);
    expect(read.body.distance_m).toBe(0);
    const kept = await request(t.app).put(`/api/itineraries/${plan._id}`).set(ana).send(body({ name: 'Con lo que queda' }));
    expect(kept.status).toBe(200);
    expect(kept.body.stops).toHaveLength(2);
  });

  it('deletes a plan: then it is 404 for its owner and its shared link', async () => {
    const plan = await createPlan();
    const shared = (await request(t.app).put(`/api/itineraries/${plan._id}/share`).set(ana)).body as Itinerary;
    expect((await request(t.app).delete(`/api/itineraries/${plan._id}`).set(ana)).status).toBe(204);
    expect((await request(t.app).get(`/api/itineraries/${plan._id}`).set(ana)).status).toBe(404);
    const link = await request(t.app).get(`/api/itineraries/shared/${shared.share_token}`);
    expect(link.status).toBe(404);
    expect(link.body.message).toBe(ITINERARY_MESSAGES.notFound);
  });

  it("goes with its owner's account", async () => {
    const { user, auth } = await createUser(t);
    await createPlan(auth);
    const admin = (await createAdmin(t)).auth;
    expect((await request(t.app).delete(`/api/users/${user._id}`).set(admin)).status).toBe(204);
    expect(await t.store.itineraries.countByOwner(user._id)).toBe(0);
  });
});

describe('sharing a plan (read-only link)', () => {
  it('gives an unguessable token that stays the same while shared; anyone reads the plan without owner, token or version, and cannot change it', async () => {
    const plan = await createPlan();
    const first = await request(t.app).put(`/api/itineraries/${plan._id}/share`).set(ana);
    expect(first.status).toBe(200);
    const token = first.body.share_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await request(t.app).put(`/api/itineraries/${plan._id}/share`).set(ana)).body.share_token).toBe(token);

    const read = await request(t.app).get(`/api/itineraries/shared/${token}`);
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(sharedItinerarySchema.strict().parse(read.body)).toEqual(read.body);
    expect(read.body).not.toHaveProperty('share_token');
    expect(JSON.stringify(read.body)).not.toContain(anaId);
    expect(read.body.stops.map((s: Itinerary['stops'][number]) => s.business?.name)).toEqual(['Museo de la Revolución', 'Bar Floridita']);

    // the link is read-only: there is no write route through it
    expect((await request(t.app).put(`/api/itineraries/shared/${token}`).send(body({ name: 'x' }))).status).toBe(404);
    expect((await request(t.app).delete(`/api/itineraries/shared/${token}`)).status).toBe(404);
    expect((await request(t.app).get(`/api/itineraries/${plan._id}`).set(ana)).body.name).toBe(plan.name);
  });

  it('stops sharing: the old link answers 404, and sharing again makes a new one', async () => {
    const plan = await createPlan();
    const token = (await request(t.app).put(`/api/itineraries/${plan._id}/share`).set(ana)).body.share_token as string;
    const off = await request(t.app).delete(`/api/itineraries/${plan._id}/share`).set(ana);
    expect(off.body.share_token).toBeNull();
    expect((await request(t.app).get(`/api/itineraries/shared/${token}`)).status).toBe(404);
    const again = (await request(t.app).put(`/api/itineraries/${plan._id}/share`).set(ana)).body.share_token as string;
    expect(again).not.toBe(token);
    expect((await request(t.app).get(`/api/itineraries/shared/${again}`)).status).toBe(200);
  });

  it('answers 404 for a made-up or malformed token', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'x', '%24where']) {
      const res = await request(t.app).get(`/api/itineraries/shared/${token}`);
      expect(res.status, token).toBe(404);
    }
  });
});
