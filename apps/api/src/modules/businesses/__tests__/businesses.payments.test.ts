import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_MSG,
  BUSINESS_MESSAGES,
  CLAIM_MESSAGES,
  PAYMENT_MESSAGES,
  VALIDATION_MESSAGES,
  businessSchema,
  nearbyResponseSchema,
  searchWithOsmResponseSchema,
  type NearbyResponse,
} from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import type { OsmPlaceInput } from '../../osm/osm.repository';
import { newBusiness, northOf } from './fixtures';

/**
 * Issue 21 §2–§3: payment methods set by the owner (or an admin) through PUT
 * /business/{id}/payments, recorded and undone in 'Cambios', shown in every business answer, and
 * the `pago` and `precio` filters of nearby and search, over the guide's businesses and OSM's places.
 */

type Auth = Record<string, string>;
const factories = await availableStores();
const CENTRE = { lat: 23.1373, lng: -82.3598 };
const dish = (name: string, price_cup: number) => ({ name, price_cup });

describe.each(factories)('payment methods and the price filter ($name)', (factory) => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let admin: Auth;
  let owner: Auth;
  let stranger: Auth;
  let paladar: string;
  let other: string;

  beforeEach(async () => {
    const made = await factory.make();
    cleanup = made.cleanup;
    t = createTestApp({ store: made.store });
    admin = (await createAdmin(t)).auth;
    const o = await createUser(t, { name: 'Dueña' });
    stranger = (await createUser(t)).auth;
    paladar = (await t.store.businesses.create(newBusiness({ name: 'Paladar La Esquina', lat: northOf(CENTRE.lat, 100) })))._id;
    other = (await t.store.businesses.create(newBusiness({ name: 'Cafetería El Rincón', lat: northOf(CENTRE.lat, 200) })))._id;
    const claim = await t.store.claims.create({ business_id: paladar, user_id: o.user._id, phone: '55123456', note: '' });
    await t.store.claims.decide(claim._id, 'pending', 'approved', { decided_by: o.user._id, decided_at: new Date() });
    owner = o.auth;
  });
  afterEach(async () => cleanup());

  const put = (auth: Auth | null, body: unknown, id = paladar) => {
    const r = request(t.app).put(`/api/business/${id}/payments`);
    return (auth ? r.set(auth) : r).send(body as object);
  };
  const page = async (id = paladar) => (await request(t.app).get(`/api/business/${id}`).expect(200)).body;
  const nearby = async (query: Record<string, string | string[]> = {}): Promise<NearbyResponse> => {
    const res = await request(t.app).get('/api/business/nearby').query({ lat: CENTRE.lat, lon: CENTRE.lng, max_distance: 2000, ...query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = nearbyResponseSchema.safeParse(res.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    return res.body as NearbyResponse;
  };
  const names = (list: { name?: string }[]) => list.map((b) => b.name).sort();

  describe('PUT /api/business/{id}/payments', () => {
    it('the owner sets Transfermóvil and cash with a 10 % surcharge: the page, nearby and the change log show it', async () => {
      const res = await put(owner, { methods: ['transfermovil', 'cash_cup'], surcharge_pct: 10 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // in the badges' order, whatever order was sent
      expect(res.body).toEqual({ payments: ['cash_cup', 'transfermovil'], payment_surcharge_pct: 10 });
      expect(res.headers['cache-control']).toBe('private, no-store');
      const b = await page();
      expect(businessSchema.parse(b)).toMatchObject({ payments: ['cash_cup', 'transfermovil'], payment_surcharge_pct: 10 });
      const near = (await nearby()).mongo_businesses.find((x) => x._id === paladar)!;
      expect(near.payments).toEqual(['cash_cup', 'transfermovil']);
      const changes = (await request(t.app).get('/api/changes').set(admin).expect(200)).body.items;
      expect(changes[0]).toMatchObject({ kind: 'payments', by_owner: true, business_id: paladar, summary: 'Formas de pago: ninguna → Efectivo CUP, Transfermóvil (+10 % con pago electrónico)' });
    });

    it("the admin undoes it in 'Cambios': the methods and the surcharge are back as they were", async () => {
      await put(owner, { methods: ['cash_cup'] }).expect(200);
      await put(owner, { methods: ['cash_cup', 'zelle'], surcharge_pct: 5.5 }).expect(200);
      const latest = (await request(t.app).get('/api/changes').set(admin).expect(200)).body.items[0];
      const undone = await request(t.app).post(`/api/changes/${latest._id}/revert`).set(admin);
      expect(undone.status, JSON.stringify(undone.body)).toBe(200);
      const b = await page();
      expect(b.payments).toEqual(['cash_cup']);
      expect(b.payment_surcharge_pct).toBeUndefined();
    });

    it('an admin may set any business; an empty list clears them (no badge)', async () => {
      await put(admin, { methods: ['enzona'], surcharge_pct: 0 }, other).expect(200);
      expect((await page(other)).payments).toEqual(['enzona']);
      expect((await put(admin, { methods: [] }, other)).body).toEqual({ payments: [], payment_surcharge_pct: null });
      expect((await page(other)).payments).toBeUndefined();
    });

    it("refuses the owner of another business (403 'Solo el propietario…'), anyone else, and no session (401), changing nothing", async () => {
      const onOther = await put(owner, { methods: ['zelle'] }, other);
      expect(onOther.status).toBe(403);
      expect(onOther.body).toEqual({ message: CLAIM_MESSAGES.notOwner });
      expect((await put(stranger, { methods: ['zelle'] })).status).toBe(403);
      const anon = await put(null, { methods: ['zelle'] });
      expect(anon.status).toBe(401);
      expect(anon.body).toEqual({ message: API_MSG.unauthorized });
      expect((await page(other)).payments).toBeUndefined();
      expect((await page()).payments).toBeUndefined();
    });

    it('answers 400 in Spanish for a malformed id and 404 for an unknown business', async () => {
      const bad = await put(admin, { methods: ['zelle'] }, 'not-an-id');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: API_MSG.invalidId });
      const unknown = await put(admin, { methods: ['zelle'] }, '665f1c2e8b3a4d0012345678');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
    });

    it('refuses any other field (mass assignment), an unknown method and a surcharge outside 0–30 or with two decimals, keeping what there was', async () => {
      await put(owner, { methods: ['cash_cup'] }).expect(200);
      const mass = await put(owner, { methods: ['cash_cup'], paid_plan: 'ELITE' });
      expect(mass.status).toBe(400);
      expect(mass.body).toEqual({ message: VALIDATION_MESSAGES.unknownFields });
      for (const body of [{ methods: ['bitcoin'] }, { methods: 'cash_cup' }, {}]) {
        const res = await put(owner, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toEqual({ message: PAYMENT_MESSAGES.badMethod });
      }
      for (const surcharge_pct of [31, -1, 2.55, '10', 'diez']) {
        const res = await put(owner, { methods: ['transfermovil'], surcharge_pct });
        expect(res.status, String(surcharge_pct)).toBe(400);
        expect(res.body).toEqual({ message: PAYMENT_MESSAGES.badSurcharge });
      }
      const b = await page();
      expect(b.payments).toEqual(['cash_cup']);
      expect(b.paid_plan).toBe('BASIC');
      expect((await put(owner, { methods: ['transfermovil'], surcharge_pct: 2.5 })).body.payment_surcharge_pct).toBe(2.5);
    });
  });

  describe("the admin's business form (PUT /api/business/{id})", () => {
    it('takes payments (a JSON list of ids) and payment_surcharge_pct as form fields; blank clears the surcharge', async () => {
      const form = (fields: Record<string, string>) => request(t.app).put(`/api/business/${paladar}`).set(admin).field({ name: 'Paladar La Esquina', address: 'Obispo 1', ...fields });
      const res = await form({ payments: JSON.stringify(['zelle', 'cash_usd']), payment_surcharge_pct: '7.5' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ payments: ['cash_usd', 'zelle'], payment_surcharge_pct: 7.5 });
      expect((await form({ payment_surcharge_pct: '' })).body.payment_surcharge_pct).toBeUndefined();
      const bad = await form({ payments: JSON.stringify(['cheque']) });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: PAYMENT_MESSAGES.badMethod });
      const badPct = await form({ payment_surcharge_pct: '31' });
      expect(badPct.body).toEqual({ message: PAYMENT_MESSAGES.badSurcharge });
      expect((await page()).payments).toEqual(['cash_usd', 'zelle']);
    });
  });

  describe('the pago and precio filters', () => {
    const osmPlace = (name: string, metres: number, payment?: string[]): OsmPlaceInput => ({
      osm_type: 'node',
      osm_id: Math.floor(Math.random() * 1e9) + 1,
      name,
      categories: ['restaurant'],
      types: ['amenity=restaurant'],
      extract_date: '2026-11-20',
      location: { type: 'Point', coordinates: [CENTRE.lng, northOf(CENTRE.lat, metres)] },
      ...(payment ? { payment } : {}),
    });

    beforeEach(async () => {
      await put(admin, { methods: ['cash_cup', 'transfermovil'], surcharge_pct: 10 }).expect(200);
      await put(admin, { methods: ['cash_cup'] }, other).expect(200);
      // medians: 1 350 CUP ('$$') and 400 CUP ('$')
      await request(t.app).put(`/api/business/${paladar}/menu`).set(admin).send({ sections: [{ name: 'Platos', dishes: [dish('Tostones', 900), dish('Ropa vieja', 1800)] }] }).expect(200);
      await request(t.app).put(`/api/business/${other}/menu`).set(admin).send({ sections: [{ name: 'Café', dishes: [dish('Café', 250), dish('Bocadito', 550)] }] }).expect(200);
      await t.store.osmPlaces.applyImport([osmPlace('Paladar Transfer', 300, ['cash', 'transfermovil']), osmPlace('Bar Visa', 400, ['visa']), osmPlace('Fonda sin datos', 500)], {
        file: 'cuba.osm.pbf',
        extract_date: '2026-11-20',
        skipped: {},
        started_at: new Date(),
      });
    });

    it('pago=transfermovil keeps the businesses and OSM places that take it, with their badges; OSM tags read as the same ids', async () => {
      const all = await nearby();
      expect(all.osm_places.find((p) => p.name === 'Bar Visa')?.payments).toEqual(['cards']);
      const res = await nearby({ pago: 'transfermovil' });
      expect(names(res.mongo_businesses)).toEqual(['Paladar La Esquina']);
      expect(names(res.osm_places)).toEqual(['Paladar Transfer']);
      expect(res.osm_places[0]!.payments).toEqual(['cash_cup', 'transfermovil']);
      // several: any of them
      const either = await nearby({ pago: ['tarjeta', 'transfermovil'] });
      expect(names(either.osm_places)).toEqual(['Bar Visa', 'Paladar Transfer']);
      expect(names((await nearby({ pago: 'efectivo_cup' })).mongo_businesses)).toEqual(['Cafetería El Rincón', 'Paladar La Esquina']);
    });

    it('precio=1|2|3 keeps the businesses whose menu median is at that level (OSM places have none), and nearby says each level', async () => {
      const all = await nearby();
      expect(Object.fromEntries(all.mongo_businesses.map((b) => [b.name, b.price_level]))).toEqual({ 'Paladar La Esquina': 2, 'Cafetería El Rincón': 1 });
      const cheap = await nearby({ precio: '1' });
      expect(names(cheap.mongo_businesses)).toEqual(['Cafetería El Rincón']);
      expect(cheap.osm_places).toEqual([]);
      expect(names((await nearby({ precio: ['2', '3'] })).mongo_businesses)).toEqual(['Paladar La Esquina']);
      expect((await nearby({ precio: '3' })).mongo_businesses).toEqual([]);
    });

    it('search takes the same filters, on the businesses and on the OSM places', async () => {
      const res = await request(t.app).get('/api/business/search').query({ q: 'paladar', osm: 'true', pago: 'transfermovil' });
      expect(res.status).toBe(200);
      const body = searchWithOsmResponseSchema.parse(res.body);
      expect(names(body.mongo_businesses)).toEqual(['Paladar La Esquina']);
      expect(body.mongo_businesses[0]).toMatchObject({ payments: ['cash_cup', 'transfermovil'], price_level: 2 });
      expect(names(body.osm_places)).toEqual(['Paladar Transfer']);
      const none = await request(t.app).get('/api/business/search').query({ q: 'paladar', pago: 'zelle' });
      expect(none.body).toEqual([]);
      const cheap = await request(t.app).get('/api/business/search').query({ q: 'cafeteria', precio: '1' });
      expect(names(cheap.body)).toEqual(['Cafetería El Rincón']);
    });

    it('answers 400 in Spanish for an unknown pago or precio', async () => {
      for (const [query, message] of [
        [{ pago: 'bitcoin' }, PAYMENT_MESSAGES.badFilter],
        [{ precio: '4' }, PAYMENT_MESSAGES.badPriceFilter],
        [{ precio: 'barato' }, PAYMENT_MESSAGES.badPriceFilter],
      ] as const) {
        const res = await request(t.app).get('/api/business/nearby').query({ lat: CENTRE.lat, lon: CENTRE.lng, ...query });
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body).toEqual({ message });
      }
      const s = await request(t.app).get('/api/business/search').query({ q: 'paladar', pago: 'cheque' });
      expect(s.status).toBe(400);
      expect(s.body).toEqual({ message: PAYMENT_MESSAGES.badFilter });
    });
  });
});
