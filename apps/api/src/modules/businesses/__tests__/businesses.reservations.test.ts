/**
 * WhatsApp reservations only where the place takes them at its own number (issue 20 §6): the
 * `reservations` field through the API, the seed's choices, the honest counter, and the reserving
 * venue of each event.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { BUSINESS_MESSAGES, businessSchema, eventSchema } from '@guia/contracts';
import { createAdmin, createTestApp, type TestApp } from '../../../test/helpers';
import { seedBusinesses, seedBusinessId } from '../businesses.seed';
import { seedEvents } from '../../events/events.seed';
import { newBusiness } from './fixtures';

const api = (t: TestApp) => request(t.app);

async function seeded() {
  const t = createTestApp();
  await seedBusinesses(t.store.businesses);
  const businesses = await t.store.businesses.list();
  await seedEvents(t.store.events, businesses);
  return t;
}

const get = async (t: TestApp, slug: string) => {
  const res = await api(t).get(`/api/business/${seedBusinessId(slug)}`);
  expect(res.status).toBe(200);
  return res.body as { name: string; reservations?: boolean };
};

describe('whether a business takes WhatsApp reservations', () => {
  it('every answer says so: false for a business that was never told', async () => {
    const t = createTestApp();
    const b = await t.store.businesses.create(newBusiness({ name: 'Sin reservas', phone: '+53 7 000 0000' }));
    const res = await api(t).get(`/api/business/${b._id}`);
    expect(res.body.reservations).toBe(false);
    expect(businessSchema.safeParse(res.body).success).toBe(true);
  });

  it("the seed: restaurants, bars, clubs and hotels with their own number take them; the Capitolio, the squares and the museums don't", async () => {
    const t = await seeded();
    for (const slug of ['la-guarida', 'el-floridita', 'la-bodeguita-del-medio', 'tropicana', 'la-zorra-y-el-cuervo', 'hotel-nacional']) {
      expect((await get(t, slug)).reservations, slug).toBe(true);
    }
    for (const slug of ['capitolio-nacional', 'plaza-de-armas', 'plaza-vieja', 'plaza-de-la-catedral', 'museo-de-la-revolucion', 'museo-de-bellas-artes', 'castillo-del-morro', 'coppelia', 'farmacia-taquechel']) {
      expect((await get(t, slug)).reservations, slug).toBe(false);
    }
  });

  it("an admin sets it with the form's 'reservations' field ('true'/'false'); a new business without it takes none", async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const created = await api(t).post('/api/business/').set(admin.auth).field('name', 'Paladar Nuevo').field('address', 'Obispo 1').field('phone', '+53 5 264 4725');
    expect(created.status).toBe(201);
    expect(created.body.reservations).toBe(false);
    const on = await api(t)
      .put(`/api/business/${created.body._id}`)
      .set(admin.auth)
      .field('name', 'Paladar Nuevo')
      .field('address', 'Obispo 1')
      .field('reservations', 'true');
    expect(on.status).toBe(200);
    expect(on.body.reservations).toBe(true);
    expect((await api(t).get(`/api/business/${created.body._id}`)).body.reservations).toBe(true);
    // a form that does not send it keeps it
    const same = await api(t).put(`/api/business/${created.body._id}`).set(admin.auth).field('name', 'Paladar Nuevo').field('address', 'Obispo 2');
    expect(same.body.reservations).toBe(true);
    const off = await api(t).put(`/api/business/${created.body._id}`).set(admin.auth).field('name', 'Paladar Nuevo').field('address', 'Obispo 1').field('reservations', 'false');
    expect(off.body.reservations).toBe(false);
    const bad = await api(t).put(`/api/business/${created.body._id}`).set(admin.auth).field('name', 'Paladar Nuevo').field('address', 'Obispo 1').field('reservations', 'quizás');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: BUSINESS_MESSAGES.reservationsInvalid });
  });
});

describe('the map answer (GET /api/business/nearby)', () => {
  it("says 'reservations: true' of a place that takes them, so the panel's first view is right; nothing of the rest", async () => {
    const t = createTestApp();
    const guarida = await t.store.businesses.create(newBusiness({ name: 'La Guarida', phone: '+53 7 866 9047', reservations: true }));
    const capitolio = await t.store.businesses.create(newBusiness({ name: 'Capitolio Nacional', phone: '+53 7 861 5519', lat: 23.1374 }));
    const res = await api(t).get('/api/business/nearby').query({ lat: 23.1373, lon: -82.3598, max_distance: 500 });
    expect(res.status).toBe(200);
    const byId = new Map((res.body.mongo_businesses as { _id: string; reservations?: boolean }[]).map((b) => [b._id, b]));
    expect(byId.get(guarida._id)?.reservations).toBe(true);
    expect(byId.get(capitolio._id)).not.toHaveProperty('reservations');
  });
});

describe('POST /api/business/:id/reservation_count counts only real reservations', () => {
  it('a place that takes none (the Capitolio), or takes them without a number of its own, is never counted', async () => {
    const t = createTestApp();
    const capitolio = await t.store.businesses.create(newBusiness({ name: 'Capitolio Nacional', phone: '+53 7 861 5519' }));
    const noPhone = await t.store.businesses.create(newBusiness({ name: 'Paladar sin teléfono', reservations: true }));
    const guarida = await t.store.businesses.create(newBusiness({ name: 'La Guarida', phone: '+53 7 866 9047', reservations: true }));
    expect((await api(t).post(`/api/business/${capitolio._id}/reservation_count`)).body).toEqual({ count: 0, counted: false });
    expect((await api(t).post(`/api/business/${noPhone._id}/reservation_count`)).body).toEqual({ count: 0, counted: false });
    expect((await api(t).post(`/api/business/${guarida._id}/reservation_count`)).body).toEqual({ count: 1, counted: true });
    expect((await t.store.businesses.findById(capitolio._id))?.reservations_count).toBe(0);
  });
});

describe("each event's reserving venue (GET /api/events)", () => {
  it('names the first venue that takes reservations at its own number, and none when no venue does', async () => {
    const t = await seeded();
    const res = await api(t).get('/api/events/?upcoming=true');
    expect(res.status).toBe(200);
    const events = res.body as { title: string; reservation_venue?: { _id: string; name: string; phone: string } }[];
    for (const e of events) expect(eventSchema.safeParse(e).success, e.title).toBe(true);
    const venueOf = (title: string) => events.find((e) => e.title === title)?.reservation_venue;
    expect(venueOf('Noche de salsa en la Fábrica de Arte')).toEqual({
      _id: seedBusinessId('fabrica-de-arte-cubano'),
      name: 'Fábrica de Arte Cubano',
      phone: '+53 7 838 2260',
    });
    expect(venueOf('Son y trova en la Casa de la Música')?.name).toBe('Casa de la Música de Centro Habana');
    // the ballet is at the Gran Teatro, the fair at the Almacenes: neither takes reservations here
    expect(venueOf('Gala de ballet en el Gran Teatro')).toBeUndefined();
    expect(venueOf('Feria de artesanía y diseño del Malecón')).toBeUndefined();
    // one event read alone says the same
    const fair = events.find((e) => e.title === 'Feria de artesanía y diseño del Malecón') as unknown as { _id: string };
    expect((await api(t).get(`/api/events/${fair._id}`)).body.reservation_venue).toBeUndefined();
    const salsa = events.find((e) => e.title.startsWith('Noche de salsa')) as unknown as { _id: string };
    expect((await api(t).get(`/api/events/${salsa._id}`)).body.reservation_venue?.name).toBe('Fábrica de Arte Cubano');
  });

  it('a venue that stops taking reservations is no longer named', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const club = await t.store.businesses.create(newBusiness({ name: 'Club', phone: '+53 7 838 2696', reservations: true }));
    const created = await api(t)
      .post('/api/events')
      .set(admin.auth)
      .field('title', 'Boleros')
      .field('description', 'Boleros en vivo')
      .field('start_time', '2030-06-01T21:00:00-04:00')
      .field('end_time', '2030-06-01T23:00:00-04:00')
      .field('business_ids', JSON.stringify([club._id]));
    expect(created.status).toBe(201);
    expect((await api(t).get(`/api/events/${created.body._id}`)).body.reservation_venue?.name).toBe('Club');
    await t.store.businesses.update(club._id, { reservations: false });
    expect((await api(t).get(`/api/events/${created.body._id}`)).body.reservation_venue).toBeUndefined();
  });
});
