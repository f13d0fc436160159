import { afterEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import {
  BUSINESS_MESSAGES,
  HOURS_MESSAGES,
  businessSchema,
  nearbyResponseSchema,
  type Business,
  type ExternalPlace,
  type NearbyBusiness,
  type WeeklyHours,
} from '@guia/contracts';
import { createAdmin, createTestApp, type TestApp } from '../../../test/helpers';
import { testConfig } from '../../../config';
import { createLogger } from '../../../shared/logger';
import { createMemoryStore } from '../../../store/memory';
import { initializeStore } from '../../../store/seed';
import type { PlacesClient } from '../../places/places.client';
import { seedBusinessId } from '../businesses.seed';
import { newBusiness, northOf } from './fixtures';

/**
 * Issue 16 §2: hours are structured, "open now" is derived from them in Havana's time by the
 * server (answers, and the open_now filter of nearby and search), business_status closures win.
 */

const CENTRE = { lat: 23.1373, lng: -82.3598 };
const everyDay = (ranges: { open: string; close: string }[]) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, ranges]));
/** La Guarida-style: 12:00–16:00 and 19:00–00:00 every day */
const GUARIDA: WeeklyHours = { week: everyDay([{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }]), exceptions: [] };
/** a club open 22:00–02:00 every night */
const CLUB: WeeklyHours = { week: everyDay([{ open: '22:00', close: '02:00' }]), exceptions: [] };

/** Wednesday 25 November 2026 in Havana (UTC−5 then) */
const HAVANA_0400 = new Date('2026-11-25T09:00:00Z');
const HAVANA_1300 = new Date('2026-11-25T18:00:00Z');
const HAVANA_2330 = new Date('2026-11-26T04:30:00Z');

const api = (t: TestApp) => request(t.app);
/** The admin list (GET /api/business/, admins only since issue 17 §11), first page. */
const adminList = async (t: TestApp): Promise<Business[]> => (await api(t).get('/api/business/').set((await createAdmin(t)).auth)).body.items;
const at = (now: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
};

afterEach(() => {
  vi.useRealTimers();
});

async function threeBusinesses(places: PlacesClient | null = null) {
  const t = createTestApp({ places });
  const s = t.store.businesses;
  const guarida = await s.create(newBusiness({ name: 'La Guarida', hours: GUARIDA, business_status: 'OPERATIONAL', lat: northOf(CENTRE.lat, 100), lng: CENTRE.lng }));
  const club = await s.create(newBusiness({ name: 'Club nocturno', hours: CLUB, lat: northOf(CENTRE.lat, 200), lng: CENTRE.lng }));
  const unknown = await s.create(newBusiness({ name: 'Sin horario', lat: northOf(CENTRE.lat, 300), lng: CENTRE.lng }));
  const closed = await s.create(
    newBusiness({ name: 'Cerrado por obras', hours: GUARIDA, business_status: 'CLOSED_TEMPORARILY', lat: northOf(CENTRE.lat, 400), lng: CENTRE.lng }),
  );
  return { t, guarida, club, unknown, closed };
}

const nearby = (t: TestApp, query: Record<string, string> = {}) =>
  api(t).get('/api/business/nearby').query({ lat: CENTRE.lat, lon: CENTRE.lng, max_distance: 5000, ...query });
const names = (list: { name?: string }[]) => list.map((b) => b.name);

describe('open_now in every answer of an own business, from its hours in Havana time', () => {
  it('at 04:00 on a Wednesday in Havana La Guarida (12:00–16:00, 19:00–00:00) is closed; at 13:00 it is open', async () => {
    const { t, guarida } = await threeBusinesses();
    at(HAVANA_0400);
    const early = await api(t).get(`/api/business/${guarida._id}`);
    expect(early.status).toBe(200);
    expect(early.body.opening_hours.open_now).toBe(false);
    at(HAVANA_1300);
    const noon = await api(t).get(`/api/business/${guarida._id}`);
    expect(noon.body.opening_hours.open_now).toBe(true);
    expect(noon.body.hours).toEqual(GUARIDA);
    expect(noon.body.opening_hours.weekday_text).toEqual([
      'Lunes: 12:00–16:00, 19:00–00:00',
      'Martes: 12:00–16:00, 19:00–00:00',
      'Miércoles: 12:00–16:00, 19:00–00:00',
      'Jueves: 12:00–16:00, 19:00–00:00',
      'Viernes: 12:00–16:00, 19:00–00:00',
      'Sábado: 12:00–16:00, 19:00–00:00',
      'Domingo: 12:00–16:00, 19:00–00:00',
    ]);
    expect(businessSchema.safeParse(noon.body).success).toBe(true);
  });

  it('whatever the server machine’s time zone (UTC or Tokyo)', async () => {
    const { t, guarida } = await threeBusinesses();
    const original = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        at(HAVANA_0400);
        expect((await api(t).get(`/api/business/${guarida._id}`)).body.opening_hours.open_now).toBe(false);
        at(HAVANA_1300);
        expect((await api(t).get(`/api/business/${guarida._id}`)).body.opening_hours.open_now).toBe(true);
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('lists, nearby and search agree; a closure in business_status wins; no hours: open_now absent (never open)', async () => {
    const { t } = await threeBusinesses();
    at(HAVANA_1300);
    const byName = (list: Business[] | NearbyBusiness[]) => Object.fromEntries(list.map((b) => [b.name, b.opening_hours?.open_now]));
    const expected = { 'La Guarida': true, 'Club nocturno': false, 'Sin horario': undefined, 'Cerrado por obras': false };
    expect(byName(await adminList(t))).toEqual(expected);
    const near = await nearby(t);
    expect(nearbyResponseSchema.safeParse(near.body).success).toBe(true);
    expect(byName(near.body.mongo_businesses)).toEqual(expected);
    expect(near.body.mongo_businesses.find((b: NearbyBusiness) => b.name === 'La Guarida').hours).toEqual(GUARIDA);
    const unknown = near.body.mongo_businesses.find((b: NearbyBusiness) => b.name === 'Sin horario');
    expect(unknown).not.toHaveProperty('opening_hours');
    expect(byName((await api(t).get('/api/business/search').query({ q: 'la guarida' })).body)).toEqual({ 'La Guarida': true });
  });

  it('the same cached nearby answer of an unchanged business follows the clock (past midnight too)', async () => {
    const { t } = await threeBusinesses();
    const openNow = async () => Object.fromEntries((await nearby(t)).body.mongo_businesses.map((b: NearbyBusiness) => [b.name, b.opening_hours?.open_now]));
    at(HAVANA_0400);
    expect(await openNow()).toMatchObject({ 'La Guarida': false, 'Club nocturno': false });
    at(HAVANA_1300);
    expect(await openNow()).toMatchObject({ 'La Guarida': true, 'Club nocturno': false });
    at(HAVANA_2330);
    expect(await openNow()).toMatchObject({ 'La Guarida': true, 'Club nocturno': true });
    // Thursday 01:00: the club's Wednesday night runs on, La Guarida closed at midnight
    at(new Date('2026-11-26T06:00:00Z'));
    expect(await openNow()).toMatchObject({ 'La Guarida': false, 'Club nocturno': true });
  });

  it("a closed exception on today's Havana date closes the place that day", async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(
      newBusiness({ name: 'Sin corriente', hours: { ...GUARIDA, exceptions: [{ date: '2026-11-25', closed: true, note: 'sin corriente hoy' }] } }),
    );
    at(HAVANA_1300);
    expect((await api(t).get(`/api/business/${b._id}`)).body.opening_hours.open_now).toBe(false);
    at(new Date('2026-11-26T18:00:00Z'));
    expect((await api(t).get(`/api/business/${b._id}`)).body.opening_hours.open_now).toBe(true);
  });
});

describe('open_now=true on GET /api/business/nearby and /search', () => {
  const googlePlace = (id: string, open: boolean | undefined, metres: number): ExternalPlace => ({
    place_id: id,
    name: `Google ${id}`,
    geometry: { location: { lat: northOf(CENTRE.lat, metres), lng: CENTRE.lng } },
    ...(open !== undefined ? { opening_hours: { open_now: open } } : {}),
    source: 'google',
  });
  const places: PlacesClient = {
    nearby: async () => [googlePlace('abierto', true, 150), googlePlace('cerrado', false, 250), googlePlace('sin-dato', undefined, 350)],
  };

  it('answers only own businesses open at this moment in Havana, and Google places only when Google says open_now', async () => {
    const { t } = await threeBusinesses(places);
    at(HAVANA_1300);
    const all = await nearby(t);
    expect(names(all.body.mongo_businesses)).toEqual(['La Guarida', 'Club nocturno', 'Sin horario', 'Cerrado por obras']);
    expect(names(all.body.google_places)).toEqual(['Google abierto', 'Google cerrado', 'Google sin-dato']);
    const open = await nearby(t, { open_now: 'true' });
    expect(open.status).toBe(200);
    expect(names(open.body.mongo_businesses)).toEqual(['La Guarida']);
    expect(names(open.body.google_places)).toEqual(['Google abierto']);
    at(HAVANA_2330);
    expect(names((await nearby(t, { open_now: 'true' })).body.mongo_businesses)).toEqual(['La Guarida', 'Club nocturno']);
    at(HAVANA_0400);
    expect(names((await nearby(t, { open_now: 'true' })).body.mongo_businesses)).toEqual([]);
    // open_now=false is no filter
    expect(names((await nearby(t, { open_now: 'false' })).body.mongo_businesses)).toHaveLength(4);
  });

  it('search keeps only the open ones too', async () => {
    const { t } = await threeBusinesses();
    const s = t.store.businesses;
    await s.create(newBusiness({ name: 'Paladar Abierto', hours: GUARIDA }));
    await s.create(newBusiness({ name: 'Paladar Nocturno', hours: CLUB }));
    await s.create(newBusiness({ name: 'Paladar Misterio' }));
    at(HAVANA_1300);
    expect(names((await api(t).get('/api/business/search').query({ q: 'paladar' })).body)).toHaveLength(3);
    const open = await api(t).get('/api/business/search').query({ q: 'paladar', open_now: 'true' });
    expect(open.status).toBe(200);
    expect(names(open.body)).toEqual(['Paladar Abierto']);
  });

  it('anything but true or false answers 400 with the Spanish message', async () => {
    const { t } = await threeBusinesses();
    for (const bad of ['yes', '1', 'TRUE', '', 'true,false']) {
      const near = await nearby(t, { open_now: bad });
      expect(near.status, bad).toBe(400);
      expect(near.body).toEqual({ message: BUSINESS_MESSAGES.openNowInvalid });
      const search = await api(t).get('/api/business/search').query({ q: 'guarida', open_now: bad });
      expect(search.status).toBe(400);
      expect(search.body).toEqual({ message: BUSINESS_MESSAGES.openNowInvalid });
    }
    const repeated = await api(t).get(`/api/business/nearby?lat=${CENTRE.lat}&lon=${CENTRE.lng}&open_now=true&open_now=true`);
    expect(repeated.status).toBe(400);
  });
});

describe('hours on POST and PUT /api/business (multipart field `hours`, JSON)', () => {
  const post = (t: TestApp, auth: Record<string, string>, hours: unknown) =>
    api(t)
      .post('/api/business/')
      .set(auth)
      .field('name', 'Paladar')
      .field('address', 'Obispo 1')
      .field('hours', typeof hours === 'string' ? hours : JSON.stringify(hours));

  it('stores structured hours with several ranges, past midnight, closed days and dated exceptions', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const hours = {
      week: { mon: [{ open: '12:00', close: '16:00' }, { open: '19:00', close: '02:00' }], tue: [], fri: [{ open: '00:00', close: '24:00' }] },
      exceptions: [
        { date: '2026-12-31', closed: true, note: 'cerrado el 31/12' },
        { date: '2027-01-01', closed: false, ranges: [{ open: '18:00', close: '23:00' }] },
      ],
    };
    const res = await post(t, admin.auth, hours);
    expect(res.status).toBe(201);
    expect(res.body.hours).toEqual(hours);
    expect(res.body.opening_hours.weekday_text).toEqual([
      'Lunes: 12:00–16:00, 19:00–02:00',
      'Martes: Cerrado',
      'Miércoles: Cerrado',
      'Jueves: Cerrado',
      'Viernes: Abierto 24 horas',
      'Sábado: Cerrado',
      'Domingo: Cerrado',
    ]);
    expect((await api(t).get(`/api/business/${res.body._id}`)).body.hours).toEqual(hours);
  });

  it.each([
    ['a range that ends before it starts (not past midnight)', { week: { mon: [{ open: '18:00', close: '10:00' }] } }, HOURS_MESSAGES.endsBeforeStart('18:00', '10:00')],
    ['overlapping ranges', { week: { thu: [{ open: '10:00', close: '14:00' }, { open: '13:00', close: '18:00' }] } }, 'Los horarios del jueves se solapan'],
    ["a night running into the next day's first range", { week: { fri: [{ open: '22:00', close: '04:00' }], sat: [{ open: '03:00', close: '08:00' }] } }, 'Los horarios del sábado se solapan'],
    ['an unknown weekday', { week: { lunes: [{ open: '10:00', close: '12:00' }] } }, 'Día de la semana desconocido: lunes'],
    ['a time that is not HH:MM', { week: { mon: [{ open: '9', close: '12:00' }] } }, HOURS_MESSAGES.invalidTime],
    ['two exceptions for one date', { week: {}, exceptions: [{ date: '2026-12-31', closed: true }, { date: '2026-12-31', closed: true }] }, HOURS_MESSAGES.duplicateException('2026-12-31')],
    ['not hours at all', ['lunes: 10:00–12:00'], HOURS_MESSAGES.invalidHours],
  ])('%s answers 400 with the Spanish message and writes nothing', async (_name, hours, message) => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await post(t, admin.auth, hours);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await t.store.businesses.count()).toBe(0);

    const existing = await t.store.businesses.create(newBusiness({ name: 'Existente', hours: GUARIDA }));
    const put = await api(t)
      .put(`/api/business/${existing._id}`)
      .set(admin.auth)
      .field('name', 'Cambiado')
      .field('address', 'Obispo 2')
      .field('hours', JSON.stringify(hours));
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ message });
    expect(await t.store.businesses.findById(existing._id)).toMatchObject({ name: 'Existente', hours: GUARIDA, version: 0 });
  });

  it('an unparsable hours field answers the generic JSON message', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await post(t, admin.auth, '{week:');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.invalidJsonField });
  });

  it('PUT replaces the hours, `null` clears them, a PUT without `hours` keeps them', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const b = await t.store.businesses.create(newBusiness({ name: 'Paladar', address: 'Obispo 1', hours: GUARIDA }));
    const put = (fields: Record<string, string>) => {
      let r = api(t).put(`/api/business/${b._id}`).set(admin.auth).field('name', 'Paladar').field('address', 'Obispo 1');
      for (const [k, v] of Object.entries(fields)) r = r.field(k, v);
      return r;
    };
    expect((await put({})).body.hours).toEqual(GUARIDA);
    const replaced = await put({ hours: JSON.stringify({ week: { sun: [{ open: '10:00', close: '14:00' }] } }) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.hours).toEqual({ week: { sun: [{ open: '10:00', close: '14:00' }] }, exceptions: [] });
    const cleared = await put({ hours: 'null' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('hours');
    expect(cleared.body).not.toHaveProperty('opening_hours');
  });

  it('the old free-text opening_hours field is still accepted and read into hours (unread lines kept)', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await api(t)
      .post('/api/business/')
      .set(admin.auth)
      .field('name', 'Paladar')
      .field('address', 'Obispo 1')
      .field('opening_hours', JSON.stringify({ open_now: true, weekday_text: ['Monday: 9:00 AM – 5:00 PM', 'martes: Cerrado', 'miércoles: según el día'] }));
    expect(res.status).toBe(201);
    expect(res.body.hours).toEqual({
      week: { mon: [{ open: '09:00', close: '17:00' }], tue: [] },
      exceptions: [],
      unparsed: ['miércoles: según el día'],
    });
    // open_now is never taken from the form: computed (Wednesday's line was not read: unknown)
    at(HAVANA_1300);
    const got = await api(t).get(`/api/business/${res.body._id}`);
    expect(got.body.opening_hours).toEqual({
      weekday_text: [
        'Lunes: 09:00–17:00',
        'Martes: Cerrado',
        'Miércoles: Horario no disponible',
        'Jueves: Horario no disponible',
        'Viernes: Horario no disponible',
        'Sábado: Horario no disponible',
        'Domingo: Horario no disponible',
      ],
    });
  });
});

describe('start-up migration of free-text hours (store start, then the admin list)', () => {
  it('reads old weekday_text into hours, keeps and flags what it cannot read (hours.unparsed on GET /api/business/), idempotently', async () => {
    const store = createMemoryStore();
    const legacy = await store.businesses.create(
      newBusiness({ name: 'Antiguo', opening_hours: { weekday_text: ['lunes: 12:00–16:00, 19:00–0:00', 'martes: Cerrado', 'domingo: cuando hay corriente'] } }),
    );
    const unreadable = await store.businesses.create(newBusiness({ name: 'Ilegible', opening_hours: { weekday_text: ['Todos los días, según la luz'] } }));
    const logger = createLogger('silent');
    await initializeStore(store, testConfig(), logger);
    const t = createTestApp({ store });
    const list = await adminList(t);
    const old = list.find((b) => b._id === legacy._id)!;
    expect(old.hours).toEqual({
      week: { mon: [{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }], tue: [] },
      exceptions: [],
      unparsed: ['domingo: cuando hay corriente'],
    });
    const none = list.find((b) => b._id === unreadable._id)!;
    expect(none.hours).toEqual({ week: {}, exceptions: [], unparsed: ['Todos los días, según la luz'] });
    // nothing read: the free text is still what the business page shows, and it is never "open"
    expect(none.opening_hours).toEqual({ weekday_text: ['Todos los días, según la luz'] });
    // a second start changes nothing
    await initializeStore(store, testConfig(), logger);
    expect(await adminList(t)).toEqual(list);
  });

  it('the seed writes structured hours directly, under the same stable ids', async () => {
    const store = createMemoryStore();
    await initializeStore(store, testConfig({ seed: true }), createLogger('silent'));
    const t = createTestApp({ store });
    at(HAVANA_0400);
    const guarida = await api(t).get(`/api/business/${seedBusinessId('la-guarida')}`);
    expect(guarida.status).toBe(200);
    expect(guarida.body.hours.week.wed).toEqual([{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }]);
    expect(guarida.body.opening_hours).toEqual({ open_now: false, weekday_text: expect.arrayContaining(['Miércoles: 12:00–16:00, 19:00–00:00']) });
    const list = await adminList(t);
    expect(list.filter((b) => b.hours?.unparsed)).toEqual([]);
    expect(list.every((b) => b.hours && Object.keys(b.hours.week).length === 7)).toBe(true);
  });
});
