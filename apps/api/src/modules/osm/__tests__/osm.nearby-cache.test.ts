import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { createMemoryOsmPlacesRepository, OSM_QUERY_CACHE_SIZE } from '../osm.memory';
import { osmHours } from '../osm.hours';
import type { OsmImportMeta, OsmPlaceInput } from '../osm.repository';

/**
 * Issue 24 §3 with 100,000 places (pnpm bench osm): the memory store keeps its last nearby and
 * count answers by query, so the same question asked again is not searched again; an import starts
 * afresh, and the answers stay exactly what they were.
 */

const CENTRE = { lat: 23.1372, lng: -82.3586 };
const meta = (over: Partial<OsmImportMeta> = {}): OsmImportMeta => ({ file: 'x.osm.pbf', extract_date: '2026-11-20', skipped: {}, started_at: new Date(), ...over });
const place = (id: number, over: Partial<OsmPlaceInput> = {}): OsmPlaceInput => ({
  osm_type: 'node',
  osm_id: id,
  name: `Lugar ${id}`,
  categories: [id % 2 ? 'restaurant' : 'cafe'],
  types: [id % 2 ? 'amenity=restaurant' : 'amenity=cafe'],
  extract_date: '2026-11-20',
  location: { type: 'Point', coordinates: [CENTRE.lng + (id % 17) / 5000, CENTRE.lat + Math.floor(id / 17) / 5000] },
  ...osmHours(['Mo-Su 12:00-23:00', '24/7', 'según temporada', ''][id % 4] || undefined, '2026-11-20'),
  ...over,
});
const many = (n: number, over: Partial<OsmPlaceInput> = {}) => Array.from({ length: n }, (_, i) => place(i + 1, over));

describe('the memory store answers a repeated nearby query from its last answers', () => {
  it('the same query again hands out the same (frozen) records; another query, its own', async () => {
    const repo = createMemoryOsmPlacesRepository();
    await repo.applyImport(many(300), meta());
    const q = { ...CENTRE, radiusM: 2000, limit: 200 };
    const first = await repo.nearby(q);
    const again = await repo.nearby(q);
    expect(again).toEqual(first);
    expect(again[0]).toBe(first[0]);
    expect(Object.isFrozen(first[0])).toBe(true);
    // the caller's array is its own
    again.pop();
    expect(await repo.nearby(q)).toHaveLength(first.length);
    const cafes = await repo.nearby({ ...q, categories: ['cafe'] });
    expect(cafes.every((p) => p.categories.includes('cafe'))).toBe(true);
    expect(await repo.countNearby({ ...CENTRE, radiusM: 2000 })).toBe(await repo.countNearby({ ...CENTRE, radiusM: 2000 }));
  });

  it('an import starts afresh: the next answer is the new data', async () => {
    const repo = createMemoryOsmPlacesRepository();
    await repo.applyImport(many(50), meta());
    const q = { ...CENTRE, radiusM: 2000, limit: 200 };
    expect(await repo.nearby(q)).toHaveLength(50);
    expect(await repo.countNearby(q)).toBe(50);
    await repo.applyImport(many(20).map((p) => ({ ...p, name: `${p.name} nuevo` })), meta({ extract_date: '2026-11-27' }));
    const after = await repo.nearby(q);
    expect(after).toHaveLength(20);
    expect(after.every((p) => p.name.endsWith(' nuevo'))).toBe(true);
    expect(await repo.countNearby(q)).toBe(20);
  });

  it(`keeps at most ${OSM_QUERY_CACHE_SIZE} answers, and still answers every query right past that`, async () => {
    const repo = createMemoryOsmPlacesRepository();
    await repo.applyImport(many(100), meta());
    const at = (i: number) => ({ lat: CENTRE.lat + i / 1e5, lng: CENTRE.lng, radiusM: 3000, limit: 10 });
    const firsts = [];
    for (let i = 0; i < OSM_QUERY_CACHE_SIZE + 5; i++) firsts.push(await repo.nearby(at(i)));
    // the oldest was let go: asked again, it is searched again (new objects), with the same answer
    const oldest = await repo.nearby(at(0));
    expect(oldest).toEqual(firsts[0]);
    expect(oldest[0]).not.toBe(firsts[0]![0]);
    // a recent one is still kept
    expect((await repo.nearby(at(OSM_QUERY_CACHE_SIZE + 4)))[0]).toBe(firsts[OSM_QUERY_CACHE_SIZE + 4]![0]);
  });
});

describe('GET /api/business/nearby with OpenStreetMap places', () => {
  it('answers the same bytes when asked again, and the new data after an import', async () => {
    const t = createTestApp();
    await t.store.osmPlaces.applyImport(many(300), meta());
    const url = `/api/business/nearby?lat=${CENTRE.lat}&lon=${CENTRE.lng}&max_distance=2000`;
    const a = await request(t.app).get(url);
    const b = await request(t.app).get(url);
    expect(a.status).toBe(200);
    expect(b.text).toBe(a.text);
    expect(a.body.osm_places.length).toBeGreaterThan(0);
    expect(a.body.osm_total).toBe(300);
    await t.store.osmPlaces.applyImport(many(10, { extract_date: '2026-11-27' }), meta({ extract_date: '2026-11-27' }));
    const c = await request(t.app).get(url);
    expect(c.body.osm_total).toBe(10);
    expect(c.body.osm_places.map((p: { extract_date: string }) => p.extract_date)).toEqual(Array(10).fill('2026-11-27'));
  });
});
