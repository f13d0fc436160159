import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES, CHANGE_MESSAGES, CLAIM_MESSAGES, businessSchema, changesPageSchema, claimSchema, claimsPageSchema, type Claim } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import type { Store } from '../../../store/types';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { makeBusiness } from '../../events/__tests__/fixtures';
import { osmHours } from '../../osm/osm.hours';
import type { OsmImportMeta, OsmPlaceInput } from '../../osm/osm.repository';

/**
 * '¿Es tu negocio?' on an OpenStreetMap place's page (issues 21 §1 and 24 §4): a person asks for the
 * place; an admin who approves adds it to the guide from what OSM knows, linked to the object (the
 * place is then shown once, as the guide's business) and the person owns it. Over HTTP, on every store.
 */

type Auth = Record<string, string>;
const meta = (over: Partial<OsmImportMeta> = {}): OsmImportMeta => ({ file: 'cuba.osm.pbf', extract_date: '2026-11-20', skipped: {}, started_at: new Date(), ...over });
const amigos = (over: Partial<OsmPlaceInput> = {}): OsmPlaceInput => ({
  osm_type: 'node',
  osm_id: 4242,
  name: 'Paladar Los Amigos',
  categories: ['restaurant'],
  types: ['amenity=restaurant'],
  address: 'Calle M 253, Vedado',
  phone: '+53 7 8300880',
  website: 'https://losamigos.example.cu',
  cuisine: ['cuban'],
  payment: ['cash', 'transfermovil'],
  extract_date: '2026-11-20',
  location: { type: 'Point', coordinates: [-82.3829, 23.1402] },
  ...osmHours('Mo-Sa 12:00-23:00', '2026-11-20'),
  ...over,
});
const casa = amigos({ osm_type: 'way', osm_id: 88, name: 'Casa Mercedes', categories: ['lodging'], types: ['tourism=guest_house', 'guest_house=casa_particular'], payment: undefined, ...osmHours('según temporada', '2026-11-20'), hours: undefined });
const BODY = { phone: '+53 5 123 4567', note: 'Soy la dueña desde 2019' };

const factories = await availableStores();

describe.each(factories)('claims of OpenStreetMap places ($name)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let t: TestApp;
  let ana: Auth;
  let anaId: string;
  let luis: Auth;
  let admin: Auth;
  let adminId: string;

  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
    t = createTestApp({ store });
    const a = await createUser(t, { name: 'Ana Pérez', username: 'anaperez' });
    ana = a.auth;
    anaId = a.user._id;
    luis = (await createUser(t, { name: 'Luis', username: 'luis' })).auth;
    const ad = await createAdmin(t);
    admin = ad.auth;
    adminId = ad.user._id;
    await store.osmPlaces.applyImport([amigos(), casa, amigos({ osm_id: 7, name: 'Cafetería Vieja' })], meta());
  });
  afterEach(async () => cleanup());

  const ask = (auth: Auth = ana, id = 'osm-node-4242', body: Record<string, unknown> = BODY) => request(t.app).post(`/api/osm/places/${id}/claims`).set(auth).send(body);
  const approve = (id: string) => request(t.app).post(`/api/claims/${id}/approve`).set(admin);

  it("records a pending request for the place, with its name and page; the admin's Solicitudes list it so", async () => {
    const res = await ask();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(claimSchema.parse(res.body)).toMatchObject({ business_name: 'Paladar Los Amigos', osm_page_id: 'osm-node-4242', user_id: anaId, phone: BODY.phone, status: 'pending' });
    const page = claimsPageSchema.parse((await request(t.app).get('/api/claims').set(admin)).body);
    expect(page.items.map((c) => [c.business_name, c.osm_page_id])).toEqual([['Paladar Los Amigos', 'osm-node-4242']]);
    // nothing is added to the guide until an admin approves
    expect(await store.businesses.count()).toBe(0);
  });

  it('one open request per person and place (409 in Spanish); another person may ask for the same place', async () => {
    await ask().expect(201);
    const again = await ask();
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: CLAIM_MESSAGES.alreadyPending });
    await ask(luis).expect(201);
    await ask(ana, 'osm-way-88').expect(201);
  });

  it('refuses without a session (401), a bad number (400, Spanish), and a place the guide does not list: unknown, retired, malformed (404)', async () => {
    expect((await request(t.app).post('/api/osm/places/osm-node-4242/claims').send(BODY)).status).toBe(401);
    const bad = await ask(ana, 'osm-node-4242', { phone: '12 34' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: CLAIM_MESSAGES.badPhone });
    await store.osmPlaces.applyImport([amigos(), casa], meta({ extract_date: '2026-11-27' }));
    for (const id of ['osm-node-1', 'osm-node-7', 'osm-relation-3', '665f1c2e8b3a4d0012345678']) {
      const res = await ask(ana, id);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual({ message: BUSINESS_MESSAGES.notFound });
    }
    expect((await store.claims.listByUser(anaId)).length).toBe(0);
  });

  it('approval adds the place to the guide from what OSM knows, linked to the object, and the person owns it', async () => {
    const claim = (await ask()).body as Claim;
    const res = await approve(claim._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const decided = claimSchema.parse(res.body);
    expect(decided).toMatchObject({ status: 'approved', business_name: 'Paladar Los Amigos', osm_page_id: 'osm-node-4242' });
    const businessId = decided.business_id;

    const business = businessSchema.parse((await request(t.app).get(`/api/business/${businessId}`)).body);
    expect(business).toMatchObject({
      name: 'Paladar Los Amigos',
      address: 'Calle M 253, Vedado',
      phone: '+53 7 8300880',
      website: 'https://losamigos.example.cu',
      location: { type: 'Point', coordinates: [-82.3829, 23.1402] },
      payments: ['cash_cup', 'transfermovil'],
    });
    expect(business.categories).toEqual(expect.arrayContaining(['Comer y beber', 'restaurant']));
    expect(business.types).toContain('restaurant');
    expect(business.hours?.week.mon).toEqual([{ open: '12:00', close: '23:00' }]);
    expect(business.hours?.week.sun ?? []).toEqual([]);
    expect((await store.businesses.findById(businessId))?.osm).toEqual({ type: 'node', id: 4242 });

    expect(await store.claims.isOwner(anaId, businessId)).toBe(true);
    const mine = (await request(t.app).get('/api/claims/mine').set(ana)).body as Claim[];
    expect(mine.map((c) => [c.business_id, c.status])).toEqual([[businessId, 'approved']]);
    // the place's page now names the guide business
    expect((await request(t.app).get('/api/osm/places/osm-node-4242')).body.business_id).toBe(businessId);
    // she may edit its page as its owner
    const details = await request(t.app).put(`/api/business/${businessId}/details`).set(ana).send({ description: 'Cocina cubana en casa de Ana.', version: business.version ?? 0 });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
  });

  it('the addition is in the change log (by the admin, not undoable), and a second approval adds nothing', async () => {
    const claim = (await ask()).body as Claim;
    const decided = (await approve(claim._id)).body as Claim;
    const changes = changesPageSchema.parse((await request(t.app).get('/api/changes').set(admin)).body);
    expect(changes.items).toHaveLength(1);
    expect(changes.items[0]).toMatchObject({ business_id: decided.business_id, user_id: adminId, by_owner: false, kind: 'created', summary: 'Alta desde OpenStreetMap: Paladar Los Amigos (node/4242)' });
    const undo = await request(t.app).post(`/api/changes/${changes.items[0]!._id}/revert`).set(admin);
    expect(undo.status).toBe(409);
    expect(undo.body).toEqual({ message: CHANGE_MESSAGES.notUndoable });
    expect(await store.businesses.count()).toBe(1);

    const late = await approve(claim._id);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: CLAIM_MESSAGES.notPending });
    expect(await store.businesses.count()).toBe(1);
  });

  it("a second person's approved request for the same place makes them an owner of the same business: the place is in the guide once", async () => {
    const first = (await ask()).body as Claim;
    const second = (await ask(luis)).body as Claim;
    const made = ((await approve(first._id)).body as Claim).business_id;
    const res = await approve(second._id);
    expect(res.status).toBe(200);
    expect((res.body as Claim).business_id).toBe(made);
    expect(await store.businesses.count()).toBe(1);
    expect((await store.changes.page({ offset: 0, limit: 10 })).total).toBe(1);
  });

  it('a place already linked to a guide business: the request is for that business, and approving it adds nothing', async () => {
    const guide = await makeBusiness(t, 'Los Amigos');
    await store.businesses.setOsmLinks([{ id: guide._id, osm: { type: 'node', id: 4242 } }]);
    const claim = claimSchema.parse((await ask()).body);
    expect(claim).toMatchObject({ business_id: guide._id, business_name: 'Los Amigos' });
    expect(claim.osm_page_id).toBeUndefined();
    await approve(claim._id).expect(200);
    expect(await store.claims.isOwner(anaId, guide._id)).toBe(true);
    expect(await store.businesses.count()).toBe(1);
  });

  it('a refusal adds nothing and lets the person ask again; a place a newer extract retired cannot be approved (409, Spanish) and nothing is added', async () => {
    const claim = (await ask()).body as Claim;
    const refused = await request(t.app).post(`/api/claims/${claim._id}/refuse`).set(admin).send({ reason: 'El número no contesta' });
    expect(refused.body).toMatchObject({ status: 'refused', business_name: 'Paladar Los Amigos', osm_page_id: 'osm-node-4242' });
    expect(await store.businesses.count()).toBe(0);

    const again = (await ask()).body as Claim;
    await store.osmPlaces.applyImport([casa], meta({ extract_date: '2026-11-27' }));
    const gone = await approve(again._id);
    expect(gone.status).toBe(409);
    expect(gone.body).toEqual({ message: CLAIM_MESSAGES.placeGone });
    expect(await store.businesses.count()).toBe(0);
    expect((await store.claims.findById(again._id))?.status).toBe('pending');
  });

  it("hours OSM wrote in a way that cannot be read are kept as written on the new business; a casa particular says so", async () => {
    const claim = (await ask(ana, 'osm-way-88')).body as Claim;
    const id = ((await approve(claim._id)).body as Claim).business_id;
    const record = await store.businesses.findById(id);
    expect(record?.hours?.unparsed).toEqual(['según temporada']);
    expect(record?.categories).toEqual(expect.arrayContaining(['Alojamiento', 'lodging', 'Casa particular']));
    expect(record?.osm).toEqual({ type: 'way', id: 88 });
  });
});
