// The server's zone is not Havana's (nor UTC): a week computed in the server's zone would be wrong here.
process.env.TZ = 'Asia/Tokyo';

import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_MESSAGES, CLAIM_MESSAGES, STATS_MESSAGES, API_MSG, businessStatsSchema } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';

/** Issue 21 §6: visits, reservations and favourites per week of Cuba's time, for the owner and admins only. */

const factories = await availableStores();
type Auth = Record<string, string>;

/** Sunday 6 December 2026, 23:30 in Havana (UTC−5): Monday the 7th at 13:30 in Tokyo. */
const SUNDAY_NIGHT = new Date('2026-12-07T04:30:00Z');
/** Monday 7 December, 00:40 in Havana: a new week, and past the counters' hour. */
const MONDAY_AFTER_MIDNIGHT = new Date('2026-12-07T05:40:00Z');

describe.each(factories)('GET /api/business/{id}/stats ($name)', (factory) => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let admin: Auth;
  let owner: Auth;
  let ownerOfAnother: Auth;
  let visitor: { auth: Auth; id: string };
  let paladar: string;
  let other: string;

  beforeEach(async () => {
    const made = await factory.make();
    cleanup = made.cleanup;
    t = createTestApp({ store: made.store });
    const a = await createAdmin(t);
    admin = a.auth;
    const business = (name: string) =>
      t.store.businesses.create({
        name,
        address: 'Concordia 418, Centro Habana',
        phone: '+53 7 8669047',
        reservations: true,
        categories: ['restaurant'],
        types: ['restaurant'],
        photos: [],
        thumbnails: [],
        location: { type: 'Point', coordinates: [-82.3666, 23.1365] },
        rating: 4.6,
        user_ratings_total: 10,
        paid_plan: 'BASIC',
        paid_promo: false,
      });
    paladar = (await business('La Guarida'))._id;
    other = (await business('Otro paladar'))._id;
    const o = await createUser(t, { name: 'Dueña' });
    const oo = await createUser(t, { name: 'Dueño de otro' });
    for (const [who, id] of [[o, paladar], [oo, other]] as const) {
      const claim = await t.store.claims.create({ business_id: id, user_id: who.user._id, phone: '55123456', note: '' });
      await t.store.claims.decide(claim._id, 'pending', 'approved', { decided_by: a.user._id, decided_at: new Date() });
    }
    owner = o.auth;
    ownerOfAnother = oo.auth;
    const v = await createUser(t, { name: 'Visitante' });
    visitor = { auth: v.auth, id: v.user._id };
  });
  afterEach(async () => {
    vi.useRealTimers();
    await cleanup();
  });

  const stats = (auth: Auth | null, query = '', id = paladar) => {
    const r = request(t.app).get(`/api/business/${id}/stats${query}`);
    return auth ? r.set(auth) : r;
  };

  it("counts visits and reservations into Monday-to-Sunday weeks of Havana's date, not the server's (Tokyo)", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SUNDAY_NIGHT });
    expect(new Date().getTimezoneOffset()).toBe(-540);
    expect((await request(t.app).post(`/api/business/${paladar}/visit`)).body).toEqual({ count: 1, counted: true });
    expect((await request(t.app).post(`/api/business/${paladar}/reservation_count`)).body).toEqual({ count: 1, counted: true });
    // the same client again within the hour: not counted, and not in the week either
    expect((await request(t.app).post(`/api/business/${paladar}/visit`)).body.counted).toBe(false);

    vi.setSystemTime(MONDAY_AFTER_MIDNIGHT);
    expect((await request(t.app).post(`/api/business/${paladar}/visit`)).body).toEqual({ count: 2, counted: true });
    // another business's visit is its own
    await request(t.app).post(`/api/business/${other}/visit`).expect(200);

    const res = await stats(owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(businessStatsSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.business_id).toBe(paladar);
    expect(res.body.time_zone).toBe('America/Havana');
    // this week and the 8 before it, newest first
    expect(res.body.weeks).toHaveLength(9);
    expect(res.body.weeks[0]).toEqual({ week: '2026-12-07', visits: 1, reservations: 0, favorites: 0 });
    expect(res.body.weeks[1]).toEqual({ week: '2026-11-30', visits: 1, reservations: 1, favorites: 0 });
    expect(res.body.weeks[8]).toEqual({ week: '2026-10-12', visits: 0, reservations: 0, favorites: 0 });
    // the running totals stay as they were
    expect((await request(t.app).get(`/api/business/${paladar}`)).body).toMatchObject({ visits_count: 2, reservations_count: 1 });
  });

  it('counts a favourite once per person and week; taken off the same week it is taken back; an older one taken off leaves its week', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T15:00:00Z') }); // Tuesday in Havana
    const fav = (method: 'post' | 'delete') => request(t.app)[method](`/api/users/${visitor.id}/favorites/${paladar}`).set(visitor.auth).expect(200);
    await fav('post');
    await fav('post'); // idempotent: still one favourite, still one in the week
    expect((await stats(owner)).body.weeks[0].favorites).toBe(1);
    await fav('delete');
    expect((await stats(owner)).body.weeks[0].favorites).toBe(0);
    await fav('post');
    expect((await stats(owner)).body.weeks[0].favorites).toBe(1);
    // the next week the person takes it off: last week keeps its one, this week stays at 0
    vi.setSystemTime(new Date('2026-12-09T15:00:00Z'));
    await fav('delete');
    const weeks = (await stats(owner)).body.weeks;
    expect(weeks.slice(0, 2)).toEqual([
      { week: '2026-12-07', visits: 0, reservations: 0, favorites: 0 },
      { week: '2026-11-30', visits: 0, reservations: 0, favorites: 1 },
    ]);
  });

  it('answers the owner and admins only, never to be kept by a cache; the owner of another business is refused', async () => {
    const anonymous = await stats(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: API_MSG.unauthorized });
    for (const who of [visitor.auth, ownerOfAnother]) {
      const res = await stats(who);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: CLAIM_MESSAGES.notOwner });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    for (const who of [owner, admin]) {
      const res = await stats(who);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // the owner of the other business reads their own
    expect((await stats(ownerOfAnother, '', other)).status).toBe(200);
  });

  it('`weeks` says how many weeks before this one (1 to 52); anything else is a Spanish 400; an unknown business is 404', async () => {
    expect((await stats(owner, '?weeks=2')).body.weeks).toHaveLength(3);
    expect((await stats(owner, '?weeks=52')).body.weeks).toHaveLength(53);
    for (const bad of ['0', '53', 'abc', '2.5', '-1']) {
      const res = await stats(owner, `?weeks=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ message: STATS_MESSAGES.invalidWeeks });
    }
    const unknown = await stats(admin, '', 'cccccccccccccccccccccccc');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
  });

  it("a deleted business's weeks go with it", async () => {
    await request(t.app).post(`/api/business/${paladar}/visit`).expect(200);
    expect(await t.store.weeklyStats.findWeeks(paladar, '2000-01-03', '2100-01-04')).toHaveLength(1);
    await request(t.app).delete(`/api/business/${paladar}`).set(admin).expect(200);
    expect(await t.store.weeklyStats.findWeeks(paladar, '2000-01-03', '2100-01-04')).toEqual([]);
  });
});
