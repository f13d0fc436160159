import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OSM_MESSAGES } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import type { Store } from '../../../store/types';
import { IMPORT_LOCK_KEY, importOsmExtract, OsmImportError, pointInside } from '../osm.import';
import { osmPlaceId } from '../osm.repository';
import { HAVANA, node, tempDir, way, writeExtract } from './extract';

const factories = await availableStores();

const near = (store: Store, extra: { categories?: string[]; limit?: number; radiusM?: number } = {}) =>
  store.osmPlaces.nearby({ lat: HAVANA.lat, lng: HAVANA.lng, radiusM: extra.radiusM ?? 5000, limit: extra.limit ?? 100, categories: extra.categories });

/** the first extract: a paladar, a café, a casa particular, a museum as a closed way, a bus stop, an unnamed shop */
const FIRST = [
  node(1, 23.1352, -82.3597, { amenity: 'restaurant', name: 'Paladar Uno', opening_hours: 'Mo-Su 12:00-23:00', cuisine: 'cuban' }),
  node(2, 23.1362, -82.3597, { amenity: 'cafe', name: 'Café Dos', opening_hours: 'según el día' }),
  node(3, 23.1372, -82.3597, { tourism: 'guest_house', guest_house: 'casa_particular', name: 'Casa Tres', phone: '+53 5 3333333' }),
  node(4, 23.1382, -82.3597, { highway: 'bus_stop', name: 'Parada' }),
  node(5, 23.1392, -82.3597, { shop: 'bakery' }),
  // the museum's outline (a square around 23.1400, -82.3600)
  node(11, 23.1395, -82.3605),
  node(12, 23.1395, -82.3595),
  node(13, 23.1405, -82.3595),
  node(14, 23.1405, -82.3605),
  way(100, [11, 12, 13, 14, 11], { tourism: 'museum', name: 'Museo Cuadrado' }),
  // an open way with a place's tags: skipped
  way(101, [11, 12, 13], { historic: 'citywalls', name: 'Muralla' }),
];

describe.each(factories)('pnpm osm:import on the $name store (issue 24 §1)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let dir: string;
  let first: string;

  beforeAll(() => {
    dir = tempDir();
    first = writeExtract(dir, 'first', FIRST, '2026-11-20');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('imports the nodes and closed ways that are places, with their fields, stable ids and the extract date', async () => {
    const summary = await importOsmExtract(store, first);
    expect(summary).toMatchObject({ file: 'first.osm.pbf', extract_date: '2026-11-20', total: 4, added: 4, updated: 0, retired: 0 });
    expect(summary.skipped).toEqual({ no_name: 1, way_not_closed: 1 });
    expect(await store.osmPlaces.count()).toBe(4);
    const paladar = await store.osmPlaces.findById(osmPlaceId('node', 1));
    expect(paladar).toMatchObject({
      osm_type: 'node',
      osm_id: 1,
      name: 'Paladar Uno',
      categories: ['restaurant'],
      types: ['amenity=restaurant'],
      cuisine: ['cuban'],
      source: 'osm',
      extract_date: '2026-11-20',
      location: { type: 'Point', coordinates: [-82.3597, 23.1352] },
      hours: { week: { mon: [{ open: '12:00', close: '23:00' }] } },
    });
    expect(paladar?._id).toMatch(/^[a-f\d]{24}$/);
    expect(await store.osmPlaces.findById(osmPlaceId('node', 2))).toMatchObject({ hours_text: 'según el día' });
    expect((await store.osmPlaces.findById(osmPlaceId('node', 2)))?.hours).toBeUndefined();
    expect(await store.osmPlaces.findById(osmPlaceId('node', 3))).toMatchObject({ categories: ['lodging'], types: ['tourism=guest_house', 'guest_house=casa_particular'], phone: '+53 5 3333333' });
    const museum = await store.osmPlaces.findById(osmPlaceId('way', 100));
    expect(museum).toMatchObject({ osm_type: 'way', osm_id: 100, name: 'Museo Cuadrado', categories: ['point_of_interest'] });
    const [lng, lat] = museum!.location.coordinates;
    expect(lng).toBeCloseTo(-82.36, 6);
    expect(lat).toBeCloseTo(23.14, 6);
    expect(await store.osmPlaces.lastImport()).toMatchObject({ total: 4, added: 4, extract_date: '2026-11-20' });
  });

  it('a second import of the same file changes nothing: same count, same ids, same records', async () => {
    await importOsmExtract(store, first);
    const before = await near(store);
    const again = await importOsmExtract(store, first);
    expect(again).toMatchObject({ total: 4, added: 0, updated: 0, unchanged: 4, retired: 0 });
    const after = await near(store);
    expect(after.map((p) => p._id)).toEqual(before.map((p) => p._id));
    expect(after).toEqual(before);
  });

  it('a newer extract updates what changed, adds what is new and retires what is gone (kept, not listed)', async () => {
    await importOsmExtract(store, first);
    const newer = writeExtract(
      dir,
      'newer',
      [
        node(1, 23.1352, -82.3597, { amenity: 'restaurant', name: 'Paladar Uno', opening_hours: 'Mo-Su 12:00-23:00', cuisine: 'cuban' }),
        node(2, 23.1362, -82.3597, { amenity: 'cafe', name: 'Café Dos Renovado', opening_hours: 'Mo-Fr 08:00-18:00; PH off' }),
        node(6, 23.1342, -82.3597, { amenity: 'bar', name: 'Bar Seis' }),
        ...FIRST.slice(5, 10),
      ],
      '2026-11-27',
    );
    const summary = await importOsmExtract(store, newer);
    expect(summary).toMatchObject({ extract_date: '2026-11-27', total: 4, added: 1, updated: 1, unchanged: 2, retired: 1 });
    expect(await store.osmPlaces.count()).toBe(4);
    const listed = await near(store);
    expect(listed.map((p) => p.name).sort()).toEqual(['Bar Seis', 'Café Dos Renovado', 'Museo Cuadrado', 'Paladar Uno']);
    const cafe = await store.osmPlaces.findById(osmPlaceId('node', 2));
    expect(cafe).toMatchObject({ name: 'Café Dos Renovado', extract_date: '2026-11-27' });
    expect(cafe?.hours_text).toBeUndefined();
    expect(cafe?.hours?.exceptions.map((e) => e.date)).toContain('2026-12-25');
    const casa = await store.osmPlaces.findById(osmPlaceId('node', 3));
    expect(casa?.retired_at).toBeInstanceOf(Date);
    // unchanged places follow the extract's date
    expect((await store.osmPlaces.findById(osmPlaceId('node', 1)))?.extract_date).toBe('2026-11-27');

    // back in a later extract: listed again
    const back = await importOsmExtract(store, first);
    expect(back).toMatchObject({ added: 1, retired: 1 });
    expect((await store.osmPlaces.findById(osmPlaceId('node', 3)))?.retired_at).toBeUndefined();
  });

  it('with --bbox, imports only inside it and retires only inside it', async () => {
    await importOsmExtract(store, first);
    const summary = await importOsmExtract(store, writeExtract(dir, 'part', [FIRST[0]!], '2026-11-27'), { bbox: [-82.37, 23.13, -82.35, 23.1355] });
    expect(summary).toMatchObject({ total: 4, unchanged: 1, retired: 0 });
    const outside = await importOsmExtract(store, first, { bbox: [-82.37, 23.13, -82.35, 23.1365] });
    expect(outside.skipped.outside_bbox).toBe(3);
  });

  it('warns when the bbox is outside Cuba, then imports only what is inside it (here nothing: refused)', async () => {
    const warnings: string[] = [];
    await expect(importOsmExtract(store, first, { bbox: [2.1, 41.3, 2.2, 41.4], warn: (m) => warnings.push(m) })).rejects.toThrow(OSM_MESSAGES.noPlaces);
    expect(warnings).toEqual([OSM_MESSAGES.bboxOutsideCuba]);
  });

  it('dates the places with the file’s modification date when its header has no replication timestamp', async () => {
    const plain = writeExtract(dir, 'plain', [FIRST[0]!], null);
    const when = new Date('2026-10-05T12:00:00Z');
    fs.utimesSync(plain, when, when);
    expect(await importOsmExtract(store, plain)).toMatchObject({ extract_date: '2026-10-05', added: 1 });
  });

  it('a truncated or corrupt file is refused in Spanish and changes nothing', async () => {
    await importOsmExtract(store, first);
    const before = await near(store);
    const newer = writeExtract(dir, 'big', [...FIRST, node(7, 23.1335, -82.3597, { amenity: 'restaurant', name: 'Siete' })], '2026-11-27');
    const bytes = fs.readFileSync(newer);
    const truncated = path.join(dir, 'truncated.osm.pbf');
    fs.writeFileSync(truncated, bytes.subarray(0, bytes.length - 20));
    const garbage = path.join(dir, 'garbage.osm.pbf');
    fs.writeFileSync(garbage, Buffer.from('esto no es un pbf, solo texto que dice ser un extracto de OpenStreetMap'));
    const empty = path.join(dir, 'empty.osm.pbf');
    fs.writeFileSync(empty, '');
    for (const bad of [truncated, garbage, empty]) {
      const err = await importOsmExtract(store, bad).catch((e: unknown) => e);
      expect(err, bad).toBeInstanceOf(OsmImportError);
      expect((err as Error).message).toMatch(/^El archivo no es un extracto \.osm\.pbf válido o está incompleto \(.+\)\. No se ha cambiado nada\.$/);
    }
    expect(await near(store)).toEqual(before);
    expect(await store.osmPlaces.lastImport()).toMatchObject({ file: 'first.osm.pbf' });
    // the lock was released: a good file imports
    await expect(importOsmExtract(store, newer)).resolves.toMatchObject({ added: 1 });
  });

  it('a file with no recognised places is refused in Spanish and changes nothing', async () => {
    await importOsmExtract(store, first);
    const none = writeExtract(dir, 'none', [node(1, 23.1, -82.3, { highway: 'bus_stop' }), node(2, 23.2, -82.3)]);
    await expect(importOsmExtract(store, none)).rejects.toThrow(OSM_MESSAGES.noPlaces);
    expect(await store.osmPlaces.count()).toBe(4);
  });

  it('two imports at once: the second refuses in Spanish, the first completes', async () => {
    const [a, b] = await Promise.allSettled([importOsmExtract(store, first), importOsmExtract(store, first)]);
    expect(a.status).toBe('fulfilled');
    expect(b).toMatchObject({ status: 'rejected', reason: { message: OSM_MESSAGES.alreadyRunning } });
    expect(await store.osmPlaces.count()).toBe(4);
    // and an import claimed elsewhere (another process on the same MongoDB) is refused too
    expect(await store.transient.claim(IMPORT_LOCK_KEY, 60_000)).toBe(true);
    await expect(importOsmExtract(store, first)).rejects.toThrow(OSM_MESSAGES.alreadyRunning);
  });
});

describe('the point of a closed way', () => {
  it('is the centroid of its polygon', () => {
    const [x, y] = pointInside([[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]);
    expect(x).toBeCloseTo(1);
    expect(y).toBeCloseTo(1);
  });
  it('is the first node when the centroid falls outside (a U shape)', () => {
    // a U: the centroid lies in the notch
    const u: [number, number][] = [[0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3], [0, 0]];
    expect(pointInside(u)).toEqual([0, 0]);
  });
});
