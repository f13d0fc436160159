import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../store/memory';
import { importOsmExtract } from '../osm.import';
import { HAVANA, hasOsmium, node, tempDir, way, writeExtract, writeExtractWithOsmium } from './extract';

/**
 * The tests' extracts are written by the app's own PBF writer (scripts/osm-pbf-writer.ts), so the
 * import's tests run where osmium-tool is not installed (a fresh CI machine skipped them all). Where
 * it is, the same elements written by osmium import to the same places.
 */

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ELEMENTS = [
  node(1, 23.1352, -82.3597, { amenity: 'restaurant', name: 'Paladar Ñico', opening_hours: 'Mo-Su 12:00-23:00', cuisine: 'cuban', 'payment:cash': 'yes' }),
  node(2, 23.1362, -82.3587, { amenity: 'cafe', name: 'Café «Dos»', 'addr:street': 'Calle 23', 'addr:housenumber': '5' }),
  node(3, 23.1372, -82.3617, { tourism: 'guest_house', guest_house: 'casa_particular', name: 'Casa Tres', phone: '+53 5 3333333' }),
  node(11, 23.1395, -82.3605),
  node(12, 23.1395, -82.3595),
  node(13, 23.1405, -82.3595),
  node(14, 23.1405, -82.3605),
  way(100, [11, 12, 13, 14, 11], { tourism: 'museum', name: 'Museo Cuadrado' }),
  // a far id and a position west and south of the previous ones (negative deltas)
  node(9_876_543_210, 19.9, -84.9, { amenity: 'bar', name: 'Bar del Cabo' }),
];

/** what the import keeps of each place, without the record's own bookkeeping */
async function imported(file: string) {
  const store = createMemoryStore();
  const summary = await importOsmExtract(store, file);
  const places = await store.osmPlaces.nearby({ lat: HAVANA.lat, lng: HAVANA.lng, radiusM: 1_000_000, limit: 100 });
  return {
    summary: { total: summary.total, added: summary.added, extract_date: summary.extract_date, skipped: summary.skipped },
    places: places.map(({ created_at: _c, updated_at: _u, distance: _d, ...p }) => p).sort((a, b) => a._id.localeCompare(b._id)),
  };
}

describe("the tests' PBF writer", () => {
  it('writes an extract the import reads: nodes with their tags (UTF-8), a closed way, large ids, the extract date', async () => {
    const { summary, places } = await imported(writeExtract(dir, 'mine', ELEMENTS, '2026-11-20'));
    expect(summary).toMatchObject({ total: 5, added: 5, extract_date: '2026-11-20' });
    expect(places.map((p) => [p.osm_type, p.osm_id, p.name]).sort()).toEqual([
      ['node', 1, 'Paladar Ñico'],
      ['node', 2, 'Café «Dos»'],
      ['node', 3, 'Casa Tres'],
      ['node', 9_876_543_210, 'Bar del Cabo'],
      ['way', 100, 'Museo Cuadrado'],
    ]);
    const bar = places.find((p) => p.osm_id === 9_876_543_210)!;
    expect(bar.location.coordinates).toEqual([-84.9, 19.9]);
  });

  it.skipIf(!hasOsmium)('imports to the same places as the file osmium-tool makes of the same elements', async () => {
    const mine = await imported(writeExtract(dir, 'mine2', ELEMENTS, '2026-11-20'));
    const theirs = await imported(writeExtractWithOsmium(dir, 'osmium', ELEMENTS, '2026-11-20'));
    expect(mine).toEqual(theirs);
  });
});
