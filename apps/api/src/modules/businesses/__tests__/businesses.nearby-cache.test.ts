import zlib from 'node:zlib';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeeklyHours } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import type { Store } from '../../../store/types';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { dataVersionOf } from '../../../infra/transient';
import { osmHours } from '../../osm/osm.hours';
import type { OsmImportMeta, OsmPlaceInput } from '../../osm/osm.repository';
import { NEARBY_ANSWERS_KEPT } from '../businesses.nearby';
import { eastOf, newBusiness, northOf } from './fixtures';

/**
 * Issue 19: GET /api/business/nearby answers a repeated question from the bytes it kept (the JSON,
 * each compressed form and its ETag), keyed by the query, the store's data version and Havana's
 * minute. The answer is exactly the one built afresh, and a write is seen by the very next request.
 */

const stores = await availableStores();
const CENTRE = { lat: 23.1373, lng: -82.3598 };
const BR = { 'accept-encoding': 'gzip, deflate, br' };
const everyDay = (open: string, close: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open, close }]]));
/** open 12:00–16:00 every day */
const NOON: WeeklyHours = { week: everyDay('12:00', '16:00'), exceptions: [] };
/** Wednesday 25 November 2026 in Havana (UTC−5): 15:59:30, half a minute before NOON closes */
const HAVANA_1559_30 = new Date('2026-11-25T20:59:30Z');

const meta = (over: Partial<OsmImportMeta> = {}): OsmImportMeta => ({ file: 'x.osm.pbf', extract_date: '2026-11-20', skipped: {}, started_at: new Date(), ...over });
const osmPlace = (id: number, over: Partial<OsmPlaceInput> = {}): OsmPlaceInput => ({
  osm_type: 'node',
  osm_id: id,
  name: `Lugar ${id}`,
  categories: [id % 2 ? 'restaurant' : 'cafe'],
  types: [id % 2 ? 'amenity=restaurant' : 'amenity=cafe'],
  extract_date: '2026-11-20',
  location: { type: 'Point', coordinates: [eastOf(CENTRE.lat, CENTRE.lng, 40 * (id % 9)), northOf(CENTRE.lat, 50 * Math.floor(id / 9))] },
  ...osmHours(['Mo-Su 12:00-23:00', '24/7', 'según temporada', ''][id % 4] || undefined, '2026-11-20'),
  ...over,
});

/** Businesses around the centre: hours, payments, a category each, one Google-free plan. */
async function fill(store: Store, n = 40) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const b = await store.businesses.create(
      newBusiness({
        name: `Paladar ${i}`,
        address: `Calle ${i}`,
        categories: [i % 3 ? 'restaurant' : 'cafe'],
        types: [i % 3 ? 'restaurant' : 'cafe'],
        hours: i % 2 ? NOON : undefined,
        payments: i % 4 ? ['cash_cup'] : ['transfermovil', 'cash_cup'],
        rating: (i % 5) + 0.5,
        user_ratings_total: i,
        lat: northOf(CENTRE.lat, 25 * i),
        lng: eastOf(CENTRE.lat, CENTRE.lng, 15 * (i % 7)),
      }),
    );
    ids.push(b._id);
  }
  await store.osmPlaces.applyImport(
    Array.from({ length: 120 }, (_, i) => osmPlace(i + 1)),
    meta(),
  );
  return ids;
}

const at = (now: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
};
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const nearbyUrl = (q: Record<string, string | number | boolean | string[]> = {}) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ lat: CENTRE.lat, lon: CENTRE.lng, max_distance: 2000, ...q })) {
    for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one));
  }
  return `/api/business/nearby?${params}`;
};

/** The answer's body, its encoding and its JSON text. */
async function getRaw(t: TestApp, url: string, headers: Record<string, string> = BR) {
  const res = await request(t.app)
    .get(url)
    .set(headers)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  const body = res.body as Buffer;
  const encoding = res.headers['content-encoding'];
  // superagent may have inflated the body already
  const inflate = (f: (b: Buffer) => Buffer) => {
    try {
      return f(body);
    } catch {
      return body;
    }
  };
  const plain = encoding === 'br' ? inflate(zlib.brotliDecompressSync) : encoding === 'gzip' ? inflate(zlib.gunzipSync) : body;
  return { res, body, encoding, json: plain.toString('utf8') };
}

/** The same data, with ports that carry no data version: nothing is kept, every answer is built. */
const uncached = (store: Store): Store => ({ ...store, businesses: { ...store.businesses } });

describe.each(stores)('GET /api/business/nearby kept encoded ($name store)', (factory) => {
  it('asked again within the minute, answers from the kept bytes without searching again: the same JSON, encoding and ETag as an answer built afresh', async () => {
    const { store, cleanup } = await factory.make();
    try {
      await fill(store);
      const t = createTestApp({ store });
      const fresh = createTestApp({ store: uncached(store) });
      const queries: Record<string, string | number | boolean | string[]>[] = [
        {},
        { max_distance: 500 },
        { max_distance: 50 },
        { category: 'restaurant' },
        { category: 'Café' },
        { open_now: true },
        { pago: 'transfermovil' },
        { pago: ['transfermovil', 'cash_cup'], open_now: true },
        { precio: 2 },
      ];
      at(new Date('2026-11-25T18:00:10Z'));
      for (const q of queries) {
        for (const headers of [BR, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'identity' }]) {
          const first = await getRaw(t, nearbyUrl(q), headers);
          const again = await getRaw(t, nearbyUrl(q), headers);
          const built = await getRaw(fresh, nearbyUrl(q), headers);
          // the first answer is byte for byte the fresh one (the same compression, so the same ETag)
          expect(first.res.headers.etag, JSON.stringify(q)).toBe(built.res.headers.etag);
          for (const r of [first, again]) {
            expect(r.res.status, JSON.stringify(q)).toBe(200);
            expect(r.json, JSON.stringify(q)).toBe(built.json);
            expect(r.encoding).toBe(built.encoding);
            expect(r.res.headers['content-type']).toBe(built.res.headers['content-type']);
            expect(r.res.headers['cache-control']).toBe(built.res.headers['cache-control']);
            expect(r.res.headers.vary).toMatch(/Accept-Encoding/);
          }
          // later ones may carry brotli bytes made smaller in the background (another ETag, the same JSON)
          if (again.encoding !== 'br') expect(again.res.headers.etag).toBe(first.res.headers.etag);
        }
      }
      // the kept answer is sent without asking the store again
      const search = vi.spyOn(store.businesses, 'nearby');
      const osm = vi.spyOn(store.osmPlaces, 'nearby');
      const kept = await getRaw(t, nearbyUrl());
      expect(kept.res.status).toBe(200);
      expect(search).not.toHaveBeenCalled();
      expect(osm).not.toHaveBeenCalled();
      // and a conditional GET of it still answers 304
      const etag = kept.res.headers.etag as string;
      expect((await request(t.app).get(nearbyUrl()).set({ ...BR, 'if-none-match': etag })).status).toBe(304);
    } finally {
      await cleanup();
    }
  });

  it('a write is seen by the very next request: a new business, an edit, a deletion, an OSM import, a status of the day, a menu', async () => {
    const { store, cleanup } = await factory.make();
    try {
      const ids = await fill(store, 12);
      const t = createTestApp({ store });
      const admin = await createAdmin(t);
      at(new Date('2026-11-25T18:00:10Z'));
      const names = async () => JSON.parse((await getRaw(t, nearbyUrl())).json) as { mongo_businesses: { _id: string; name: string; price_level?: number; opening_hours?: { open_now?: boolean } }[]; osm_places: { name: string }[]; osm_total: number };
      const before = await names();
      expect(before.mongo_businesses).toHaveLength(12);

      // a new business (the admin's form)
      const created = await request(t.app)
        .post('/api/business/')
        .set(admin.auth)
        .field('name', 'La Nueva')
        .field('address', 'Obispo 1')
        .field('latitude', String(CENTRE.lat))
        .field('longitude', String(CENTRE.lng));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((await names()).mongo_businesses.map((b) => b.name)).toContain('La Nueva');

      // an edit
      const edited = await request(t.app).put(`/api/business/${created.body._id}`).set(admin.auth).field('name', 'La Renovada').field('address', 'Obispo 1');
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const afterEdit = (await names()).mongo_businesses.map((b) => b.name);
      expect(afterEdit).toContain('La Renovada');
      expect(afterEdit).not.toContain('La Nueva');

      // a deletion
      expect((await request(t.app).delete(`/api/business/${created.body._id}`).set(admin.auth)).status).toBe(200);
      expect((await names()).mongo_businesses.map((b) => b.name)).not.toContain('La Renovada');

      // an OpenStreetMap import (pnpm osm:import writes straight to the store)
      await store.osmPlaces.applyImport([osmPlace(1, { name: 'Lugar importado' })], meta({ extract_date: '2026-11-27' }));
      const imported = await names();
      expect(imported.osm_places.map((p) => p.name)).toEqual(['Lugar importado']);
      expect(imported.osm_total).toBe(1);

      // a status of the day: 'closed' makes an open business closed now
      const open = (await names()).mongo_businesses.find((b) => b._id === ids[1])!;
      expect(open.opening_hours?.open_now).toBe(true);
      expect((await request(t.app).put(`/api/business/${ids[1]}/status`).set(admin.auth).send({ kind: 'closed' })).status).toBe(200);
      expect((await names()).mongo_businesses.find((b) => b._id === ids[1])!.opening_hours?.open_now).toBe(false);
      expect((await request(t.app).delete(`/api/business/${ids[1]}/status`).set(admin.auth)).status).toBe(200);
      expect((await names()).mongo_businesses.find((b) => b._id === ids[1])!.opening_hours?.open_now).toBe(true);

      // a menu gives the business its price level
      expect((await names()).mongo_businesses.find((b) => b._id === ids[2])!.price_level).toBeUndefined();
      const menu = await request(t.app)
        .put(`/api/business/${ids[2]}/menu`)
        .set(admin.auth)
        .send({ sections: [{ name: 'Principales', dishes: [{ name: 'Ropa vieja', price_cup: 2200 }] }] });
      expect(menu.status, JSON.stringify(menu.body)).toBe(200);
      expect((await names()).mongo_businesses.find((b) => b._id === ids[2])!.price_level).toBeDefined();
    } finally {
      await cleanup();
    }
  });

  it("the minute's turn is seen: a business closing at 16:00 is open at 15:59 and closed at 16:00, asked the same way", async () => {
    const { store, cleanup } = await factory.make();
    try {
      const ids = await fill(store, 4);
      const t = createTestApp({ store });
      at(HAVANA_1559_30);
      const openNow = async () => (JSON.parse((await getRaw(t, nearbyUrl())).json).mongo_businesses as { _id: string; opening_hours?: { open_now?: boolean } }[]).find((b) => b._id === ids[1])!.opening_hours?.open_now;
      expect(await openNow()).toBe(true);
      expect(await openNow()).toBe(true);
      vi.setSystemTime(new Date(HAVANA_1559_30.getTime() + 31_000));
      expect(await openNow()).toBe(false);
      // and 'Abierto ahora' leaves it out from that minute on
      const openOnly = JSON.parse((await getRaw(t, nearbyUrl({ open_now: true }))).json).mongo_businesses as { _id: string }[];
      expect(openOnly.map((b) => b._id)).not.toContain(ids[1]);
    } finally {
      await cleanup();
    }
  });
});

describe.each(stores)('the data version nearby answers are kept by ($name store)', (factory) => {
  it('moves with every write to businesses, statuses, menus, OSM places and categories, and not with reads or counters', async () => {
    const { store, cleanup } = await factory.make();
    try {
      const version = dataVersionOf([store.businesses, store.todayStatuses, store.menus, store.osmPlaces, store.categories]);
      expect(version).not.toBeNull();
      const read = () => version!.read();
      const moves = async (what: string, write: () => Promise<unknown>) => {
        const v0 = await read();
        await write();
        expect(await read(), what).not.toBe(v0);
      };
      const stays = async (what: string, op: () => Promise<unknown>) => {
        const v0 = await read();
        await op();
        expect(await read(), what).toBe(v0);
      };
      let id = '';
      await moves('business created', async () => (id = (await store.businesses.create(newBusiness({ name: 'Uno' })))._id));
      await moves('business updated', () => store.businesses.update(id, { name: 'Dos' }));
      await moves('review summary', () => store.businesses.setReviewSummary(id, { reviews_rating: 4, reviews_count: 1, comments: [] }));
      await moves('OSM link', () => store.businesses.setOsmLinks([{ id, osm: { type: 'node', id: 7 } }]));
      await moves('status set', async () => store.todayStatuses.set({ business_id: id, kind: 'closed', date: '2026-11-25', set_at: new Date(), set_by: id }));
      await moves('status cleared', () => store.todayStatuses.clear(id));
      await moves('menu', () => store.menus.put(id, [{ name: 'Platos', dishes: [{ name: 'Arroz', price_cup: 500, sold_out: false }] }], 0, id));
      await moves('OSM import', () => store.osmPlaces.applyImport([osmPlace(1)], meta()));
      let cat = '';
      await moves('category created', async () => (cat = (await store.categories.create({ name: 'bakery', nombre: 'Panadería' }))._id));
      await moves('category deleted', () => store.categories.delete(cat));
      await stays('reads', async () => {
        await store.businesses.nearby({ lat: CENTRE.lat, lng: CENTRE.lng, radiusM: 1000 });
        await store.businesses.findById(id);
        await store.osmPlaces.nearby({ lat: CENTRE.lat, lng: CENTRE.lng, radiusM: 1000, limit: 10 });
        await store.menus.medians([id]);
        await store.todayStatuses.forDay([id], '2026-11-25');
        await store.categories.list();
      });
      await stays('a visit', () => store.businesses.incrementVisits(id));
      await moves('business deleted', () => store.businesses.delete(id));
      // a write that fails moves it too (it may have changed something before failing)
      await moves('a refused write', () => store.businesses.update(id.replace(/.$/, '0'), { name: 'X' }, 99).catch(() => null));
    } finally {
      await cleanup();
    }
  });
});

describe('the kept answers are bounded', () => {
  it(`keeps at most ${NEARBY_ANSWERS_KEPT} answers, and answers every query right past that`, async () => {
    const t = createTestApp();
    await fill(t.store, 10);
    const fresh = createTestApp({ store: uncached(t.store) });
    const search = vi.spyOn(t.store.businesses, 'nearby');
    for (let i = 0; i < NEARBY_ANSWERS_KEPT + 3; i++) await getRaw(t, nearbyUrl({ max_distance: 1000 + i }));
    const calls = search.mock.calls.length;
    // the first one was let go: asked again, it is built again, and is still right
    const first = await getRaw(t, nearbyUrl({ max_distance: 1000 }));
    expect(search.mock.calls.length).toBeGreaterThan(calls);
    expect(first.json).toBe((await getRaw(fresh, nearbyUrl({ max_distance: 1000 }))).json);
    // the last one is kept
    const before = search.mock.calls.length;
    await getRaw(t, nearbyUrl({ max_distance: 1000 + NEARBY_ANSWERS_KEPT + 2 }));
    expect(search.mock.calls.length).toBe(before);
  });

  it('a large answer (over 128 KB of JSON, compressed off the event loop) is kept and sent as a fresh one would be', async () => {
    const t = createTestApp();
    await fill(t.store, 450);
    const fresh = createTestApp({ store: uncached(t.store) });
    const url = nearbyUrl({ max_distance: 20000 });
    for (const headers of [BR, { 'accept-encoding': 'gzip' }]) {
      const first = await getRaw(t, url, headers);
      const again = await getRaw(t, url, headers);
      const built = await getRaw(fresh, url, headers);
      expect(Buffer.byteLength(built.json)).toBeGreaterThan(128 * 1024);
      expect(first.encoding).toBe(headers === BR ? 'br' : 'gzip');
      for (const r of [first, again]) {
        expect(r.json).toBe(built.json);
        expect(r.encoding).toBe(built.encoding);
      }
      if (headers !== BR) expect(again.res.headers.etag).toBe(first.res.headers.etag);
    }
  });

  it('a kept answer is sent with brotli bytes made smaller once in the background: the same JSON, fewer bytes, its own ETag that a conditional GET still matches', async () => {
    const t = createTestApp();
    await fill(t.store, 60);
    const url = nearbyUrl({ max_distance: 5000 });
    const first = await request(t.app).get(url).set(BR);
    let later = first;
    for (let i = 0; i < 50 && later.headers.etag === first.headers.etag; i++) {
      await new Promise((r) => setTimeout(r, 20));
      later = await request(t.app).get(url).set(BR);
    }
    expect(later.headers.etag).not.toBe(first.headers.etag);
    expect(later.headers['content-encoding']).toBe('br');
    expect(JSON.stringify(later.body)).toBe(JSON.stringify(first.body));
    expect(Number(later.headers['content-length'])).toBeLessThan(Number(first.headers['content-length']));
    expect((await request(t.app).get(url).set({ ...BR, 'if-none-match': later.headers.etag as string })).status).toBe(304);
  });

  it('a signed-in visitor gets the same kept answer (nearby is public and the same for everyone)', async () => {
    const t = createTestApp();
    await fill(t.store, 5);
    const user = await createUser(t);
    const anon = await getRaw(t, nearbyUrl());
    const signed = await getRaw(t, nearbyUrl(), { ...BR, ...user.auth });
    expect(signed.json).toBe(anon.json);
  });
});
