import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import { createMemoryOsmPlacesRepository } from '../osm.memory';
import { osmPlaceId, type OsmImportMeta, type OsmPlaceInput, type OsmPlacesRepository } from '../osm.repository';

const factories = await availableStores();
const CENTRE = { lat: 23.1352, lng: -82.3597 };
/** a point `m` metres north of the centre */
const north = (m: number) => CENTRE.lat + m / 111_320;

const place = (id: number, metresNorth: number, over: Partial<OsmPlaceInput> = {}): OsmPlaceInput => ({
  osm_type: 'node',
  osm_id: id,
  name: `Lugar ${id}`,
  categories: ['restaurant'],
  types: ['amenity=restaurant'],
  extract_date: '2026-11-20',
  location: { type: 'Point', coordinates: [CENTRE.lng, north(metresNorth)] },
  ...over,
});
const meta = (over: Partial<OsmImportMeta> = {}): OsmImportMeta => ({ file: 'cuba.osm.pbf', extract_date: '2026-11-20', skipped: {}, started_at: new Date(), ...over });

describe.each(factories)('OSM places repository contract ($name)', (factory) => {
  let repo: OsmPlacesRepository;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    const made = await factory.make();
    repo = made.store.osmPlaces;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('starts empty: no places, no import', async () => {
    expect(await repo.count()).toBe(0);
    expect(await repo.lastImport()).toBeNull();
    expect(await repo.nearby({ ...CENTRE, radiusM: 5000, limit: 10 })).toEqual([]);
  });

  it('nearby answers the listed places within the radius, nearest first, with distances, at most `limit`', async () => {
    await repo.applyImport([place(1, 900), place(2, 100), place(3, 400), place(4, 6000)], meta());
    const found = await repo.nearby({ ...CENTRE, radiusM: 1000, limit: 10 });
    expect(found.map((p) => p.osm_id)).toEqual([2, 3, 1]);
    expect(found[0]!.distance).toBeGreaterThan(95);
    expect(found[0]!.distance).toBeLessThan(105);
    expect((await repo.nearby({ ...CENTRE, radiusM: 1000, limit: 2 })).map((p) => p.osm_id)).toEqual([2, 3]);
  });

  it('countNearby counts the listed places nearby would find without its limit (radius and category kept, retired ones left out)', async () => {
    expect(await repo.countNearby({ ...CENTRE, radiusM: 1000 })).toBe(0);
    await repo.applyImport([place(1, 900), place(2, 100), place(3, 400, { categories: ['cafe'], types: ['amenity=cafe'] }), place(4, 6000)], meta());
    expect(await repo.countNearby({ ...CENTRE, radiusM: 1000 })).toBe(3);
    expect(await repo.countNearby({ ...CENTRE, radiusM: 500 })).toBe(2);
    expect(await repo.countNearby({ ...CENTRE, radiusM: 10_000, categories: ['cafe'] })).toBe(1);
    expect(await repo.countNearby({ ...CENTRE, radiusM: 10_000, categories: ['amenity=restaurant'] })).toBe(3);
    // a newer extract without place 1 retires it
    await repo.applyImport([place(2, 100), place(3, 400, { categories: ['cafe'], types: ['amenity=cafe'] }), place(4, 6000)], meta({ extract_date: '2026-11-21' }));
    expect(await repo.countNearby({ ...CENTRE, radiusM: 1000 })).toBe(2);
  });

  it('searchByName: every token starts a word of the name, name:es or name:en (accents and case folded); retired ones left out; nearest first with a point', async () => {
    await repo.applyImport(
      [
        place(1, 900, { name: 'Paladar La Guarida' }),
        place(2, 100, { name: 'Café Bohemia' }),
        place(3, 400, { name: 'Casa Rita', name_en: "Rita's Guest House" }),
        place(4, 200, { name: 'La Guardia' }),
        place(5, 300, { name: 'Guarida del Este' }),
      ],
      meta(),
    );
    const search = async (tokens: string[], near?: { lat: number; lng: number }) => (await repo.searchByName({ tokens, limit: 10, ...(near ? { near } : {}) })).map((p) => p.osm_id);
    expect((await search(['guarida'])).sort()).toEqual([1, 5]);
    expect(await search(['guar'], CENTRE)).toEqual([4, 5, 1]);
    expect(await search(['la', 'guar'], CENTRE)).toEqual([4, 1]);
    expect(await search(['cafe'])).toEqual([2]);
    expect(await search(['bohem'])).toEqual([2]);
    expect(await search(['guest', 'house'])).toEqual([3]);
    expect(await search(['uarida'])).toEqual([]);
    const withDistance = await repo.searchByName({ tokens: ['casa'], limit: 10, near: CENTRE });
    expect(withDistance[0]!.distance).toBeGreaterThan(395);
    expect(withDistance[0]!.distance).toBeLessThan(405);
    expect(await repo.searchByName({ tokens: ['guar'], limit: 2, near: CENTRE }).then((l) => l.map((p) => p.osm_id))).toEqual([4, 5]);
    // a newer extract without place 5 retires it
    await repo.applyImport([place(1, 900, { name: 'Paladar La Guarida' }), place(4, 200, { name: 'La Guardia' })], meta({ extract_date: '2026-11-21' }));
    expect(await search(['guarida'])).toEqual([1]);
  });

  it('filters by the guide category or the raw OSM kind', async () => {
    await repo.applyImport(
      [place(1, 100), place(2, 200, { categories: ['lodging'], types: ['tourism=guest_house', 'guest_house=casa_particular'] }), place(3, 300, { categories: ['cafe', 'night_club'], types: ['amenity=cafe', 'amenity=bar'] })],
      meta(),
    );
    const ids = async (categories: string[]) => (await repo.nearby({ ...CENTRE, radiusM: 1000, limit: 10, categories })).map((p) => p.osm_id);
    expect(await ids(['lodging'])).toEqual([2]);
    expect(await ids(['night_club', 'restaurant'])).toEqual([1, 3]);
    expect(await ids(['guest_house=casa_particular'])).toEqual([2]);
    expect(await ids(['health'])).toEqual([]);
  });

  it('keeps ids derived from the OSM key; finds by id; counts and records the last import', async () => {
    const summary = await repo.applyImport([place(1, 100), { ...place(9, 200), osm_type: 'way' }], meta({ skipped: { no_name: 3 } }));
    expect(summary).toMatchObject({ total: 2, added: 2, updated: 0, unchanged: 0, retired: 0, skipped: { no_name: 3 }, file: 'cuba.osm.pbf' });
    expect(await repo.findById(osmPlaceId('way', 9))).toMatchObject({ _id: osmPlaceId('way', 9), osm_type: 'way', osm_id: 9, source: 'osm' });
    expect(await repo.findById(osmPlaceId('way', 9).toUpperCase())).not.toBeNull();
    // by the place's page id too (issue 24 §4: /business/osm-way-9)
    expect(await repo.findById('osm-way-9')).toMatchObject({ _id: osmPlaceId('way', 9), osm_id: 9 });
    expect(await repo.findById('osm-node-9')).toBeNull();
    expect(await repo.findById(osmPlaceId('node', 9))).toBeNull();
    expect(await repo.count()).toBe(2);
    expect(await repo.lastImport()).toMatchObject({ total: 2, added: 2, skipped: { no_name: 3 } });
  });

  it('retires what a newer import lacks: kept with retired_at, neither listed nor counted; back when it returns', async () => {
    await repo.applyImport([place(1, 100), place(2, 200)], meta());
    const s = await repo.applyImport([place(1, 100)], meta({ extract_date: '2026-11-27' }));
    expect(s).toMatchObject({ total: 1, retired: 1, unchanged: 1 });
    expect(await repo.count()).toBe(1);
    expect((await repo.nearby({ ...CENTRE, radiusM: 1000, limit: 10 })).map((p) => p.osm_id)).toEqual([1]);
    expect((await repo.findById(osmPlaceId('node', 2)))?.retired_at).toBeInstanceOf(Date);
    // retired already: a further import does not count it again
    expect(await repo.applyImport([place(1, 100)], meta())).toMatchObject({ retired: 0 });
    expect(await repo.applyImport([place(1, 100), place(2, 200)], meta())).toMatchObject({ added: 1, total: 2 });
  });

  it('countNearby and nearby agree at the edge of the radius, also east–west (a box search, then the distance)', async () => {
    const east = (m: number) => CENTRE.lng + m / (111_317 * Math.cos((CENTRE.lat * Math.PI) / 180));
    await repo.applyImport(
      [
        place(1, 998),
        place(2, 1002),
        place(3, 0, { location: { type: 'Point', coordinates: [east(997), CENTRE.lat] } }),
        place(4, 0, { location: { type: 'Point', coordinates: [east(1003), CENTRE.lat] } }),
        place(5, 0, { location: { type: 'Point', coordinates: [east(-705), north(705)] } }),
        place(6, 0, { location: { type: 'Point', coordinates: [east(-710), north(710)] } }),
      ],
      meta(),
    );
    const found = await repo.nearby({ ...CENTRE, radiusM: 1000, limit: 10 });
    expect(found.map((p) => p.osm_id).sort()).toEqual([1, 3, 5]);
    expect(await repo.countNearby({ ...CENTRE, radiusM: 1000 })).toBe(3);
  });

  it('keeps every completed import as a run (issue 24 §5): latest first, a page at a time, with its dates, counts, reasons and links', async () => {
    expect(await repo.listImports({ offset: 0, limit: 10 })).toEqual({ items: [], total: 0 });
    const started = new Date(Date.now() - 5000);
    await repo.applyImport([place(1, 100), place(2, 200)], meta({ file: 'a.osm.pbf', started_at: started, skipped: { no_name: 2 }, linked: 1 }));
    await repo.applyImport([place(1, 100), place(3, 300)], meta({ file: 'b.osm.pbf', extract_date: '2026-11-27', skipped: { outside_bbox: 4 } }));
    await repo.applyImport([place(1, 100)], meta({ file: 'c.osm.pbf', extract_date: '2026-12-04' }));
    const all = await repo.listImports({ offset: 0, limit: 10 });
    expect(all.total).toBe(3);
    expect(all.items.map((r) => r.file)).toEqual(['c.osm.pbf', 'b.osm.pbf', 'a.osm.pbf']);
    const first = all.items[2]!;
    expect(first).toMatchObject({ extract_date: '2026-11-20', total: 2, added: 2, updated: 0, retired: 0, skipped: { no_name: 2 }, linked: 1 });
    expect(new Date(first.started_at!).getTime()).toBe(started.getTime());
    expect(new Date(first.imported_at).getTime()).toBeGreaterThanOrEqual(started.getTime());
    expect(all.items[1]).toMatchObject({ extract_date: '2026-11-27', added: 1, retired: 1, skipped: { outside_bbox: 4 } });
    expect(all.items[0]).toMatchObject({ extract_date: '2026-12-04', total: 1, retired: 1 });
    const page2 = await repo.listImports({ offset: 1, limit: 1 });
    expect(page2.total).toBe(3);
    expect(page2.items.map((r) => r.file)).toEqual(['b.osm.pbf']);
    expect(await repo.lastImport()).toMatchObject({ file: 'c.osm.pbf' });
  });
});

describe('the memory adapter keeps its places across restarts (exportState/importState)', () => {
  it('round-trips every record, the retired ones and the last import', async () => {
    const a = createMemoryOsmPlacesRepository();
    await a.applyImport([place(1, 100), place(2, 200)], meta());
    await a.applyImport([place(1, 100)], meta());
    const b = createMemoryOsmPlacesRepository();
    b.importState(JSON.parse(JSON.stringify(a.exportState())));
    expect(await b.count()).toBe(1);
    expect((await b.nearby({ ...CENTRE, radiusM: 1000, limit: 10 })).map((p) => p.osm_id)).toEqual([1]);
    expect(await b.findById(osmPlaceId('node', 2))).toMatchObject({ osm_id: 2 });
    expect(await b.lastImport()).toMatchObject({ total: 1, retired: 1 });
    const runs = await b.listImports({ offset: 0, limit: 10 });
    expect(runs.total).toBe(2);
    expect(runs.items[1]).toMatchObject({ added: 2, total: 2 });
    expect(runs.items[1]!.started_at).toBeInstanceOf(Date);
    expect(() => b.importState({ nothing: true })).toThrow();
  });

  it('reads a data file from before the runs were kept (its last import only)', async () => {
    const a = createMemoryOsmPlacesRepository();
    await a.applyImport([place(1, 100)], meta());
    const { imports, ...old } = a.exportState() as { imports: unknown[] };
    const b = createMemoryOsmPlacesRepository();
    b.importState({ ...old, last_import: imports[0] });
    expect((await b.listImports({ offset: 0, limit: 5 })).items).toEqual([expect.objectContaining({ added: 1 })]);
  });
});
