import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Compression, PMTiles, TileType } from 'pmtiles';
import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { testConfig } from '../../../config';
import { NodeFileSource } from './pmtiles-sources';

// The embedded Cuba basemap (apps/api/assets/basemap/cuba-basemap.pmtiles, built by
// `pnpm basemap:build`), read as the web reads it: with the `pmtiles` reader, tile by tile.

const file = testConfig().map.embedded;
const HAVANA = { lat: 23.13302, lon: -82.38304 };
const CAPITOLIO = { lat: 23.1353, lon: -82.3598 };
const OFF_THE_MALECON = { lat: 23.16, lon: -82.39 };
const OPEN_SEA = { lat: 20.3, lon: -84.0 }; // the Caribbean between Cuba and the Caymans

const lon2x = (lon: number, z: number) => ((lon + 180) / 360) * 2 ** z;
const lat2y = (lat: number, z: number) => {
  const s = Math.sin((lat * Math.PI) / 180);
  return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * 2 ** z;
};
/** The tile of zoom z holding a point, and the point's position inside it (tile units). */
function tileAt(p: { lat: number; lon: number }, z: number, extent = 4096) {
  const fx = lon2x(p.lon, z);
  const fy = lat2y(p.lat, z);
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  return { x, y, px: (fx - x) * extent, py: (fy - y) * extent };
}

/** Even-odd point in polygon over all the rings of a feature. */
function covers(feature: VectorTileFeature, px: number, py: number): boolean {
  let inside = false;
  for (const ring of feature.loadGeometry()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i]!;
      const b = ring[j]!;
      if (a.y > py !== b.y > py && px < ((b.x - a.x) * (py - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
  }
  return inside;
}

function featuresOf(tile: VectorTile, layer: string): VectorTileFeature[] {
  const l = tile.layers[layer];
  return l ? Array.from({ length: l.length }, (_, i) => l.feature(i)) : [];
}

let archive: PMTiles;
const tileOf = async (z: number, x: number, y: number) => {
  const got = await archive.getZxy(z, x, y);
  expect(got, `tile ${z}/${x}/${y}`).toBeDefined();
  return new VectorTile(new PbfReader(new Uint8Array(got!.data)));
};

beforeAll(() => {
  expect(fs.existsSync(file), `${file} is missing: run pnpm basemap:build`).toBe(true);
  archive = new PMTiles(new NodeFileSource(file));
});

describe('the embedded Cuba basemap', () => {
  it('is a PMTiles v3 archive of gzipped vector tiles over Cuba, zoom 0 to 12', async () => {
    const h = await archive.getHeader();
    expect(h).toMatchObject({ specVersion: 3, tileType: TileType.Mvt, tileCompression: Compression.Gzip, minZoom: 0, maxZoom: 12 });
    expect([h.minLon, h.minLat, h.maxLon, h.maxLat].map((v) => Number(v.toFixed(4)))).toEqual([-85.1, 19.7, -74, 23.4]);
    expect(h.minLon < HAVANA.lon && HAVANA.lon < h.maxLon && h.minLat < HAVANA.lat && HAVANA.lat < h.maxLat).toBe(true);
    expect(h.centerLat).toBeCloseTo(HAVANA.lat, 3);
    expect(h.centerLon).toBeCloseTo(HAVANA.lon, 3);
    // a small download for a phone
    expect(fs.statSync(file).size).toBeLessThan(3 * 1024 * 1024);
  });

  it('carries the attribution its sources ask for, with links, and the Protomaps v4 layer names', async () => {
    const meta = (await archive.getMetadata()) as { attribution: string; vector_layers: { id: string }[] };
    expect(meta.attribution).toContain('<a href="https://www.openstreetmap.org/copyright"');
    expect(meta.attribution).toContain('© OpenStreetMap contributors');
    expect(meta.attribution).toContain('Natural Earth');
    expect(meta.attribution).toContain('GeoNames');
    expect(meta.vector_layers.map((l) => l.id)).toEqual(['earth', 'water', 'boundaries', 'places']);
  });

  it('draws Havana at zoom 10: land under the Capitolio, sea off the Malecón, the city by name', async () => {
    const z = 10;
    const t = tileAt(CAPITOLIO, z);
    const tile = await tileOf(z, t.x, t.y);
    const earth = featuresOf(tile, 'earth');
    const water = featuresOf(tile, 'water');
    expect(earth.map((f) => f.properties.kind)).toEqual(['earth']);
    expect(water.map((f) => f.properties.kind)).toEqual(['ocean']);
    expect(earth.some((f) => covers(f, t.px, t.py))).toBe(true);
    expect(water.some((f) => covers(f, t.px, t.py))).toBe(false);
    const sea = tileAt(OFF_THE_MALECON, z);
    expect(sea.x === t.x && sea.y === t.y).toBe(true);
    expect(water.some((f) => covers(f, sea.px, sea.py))).toBe(true);
    expect(earth.some((f) => covers(f, sea.px, sea.py))).toBe(false);

    const havana = featuresOf(tile, 'places').find((f) => f.properties.name === 'La Habana' && f.properties.kind === 'locality');
    expect(havana?.properties).toMatchObject({ kind_detail: 'city', capital: 'yes', min_zoom: 3 });
    expect(havana?.properties.population_rank).toBeGreaterThanOrEqual(12);
  });

  it('keeps the coast at the highest zoom and names Havana\'s municipalities there', async () => {
    const z = 12;
    const t = tileAt(CAPITOLIO, z);
    const tile = await tileOf(z, t.x, t.y);
    expect(featuresOf(tile, 'earth').some((f) => covers(f, t.px, t.py))).toBe(true);
    expect(featuresOf(tile, 'water').length).toBe(1);
    const names = featuresOf(tile, 'places').map((f) => `${f.properties.kind}:${f.properties.name}`);
    expect(names).toEqual(expect.arrayContaining(['macrohood:La Habana Vieja', 'macrohood:Centro Habana']));
  });

  it('has province borders (admin level 4) between Artemisa and La Habana', async () => {
    const z = 8;
    const t = tileAt({ lat: 22.95, lon: -82.5 }, z);
    const borders = featuresOf(await tileOf(z, t.x, t.y), 'boundaries');
    expect(borders.length).toBeGreaterThan(0);
    for (const b of borders) expect(b.properties).toMatchObject({ kind: 'region', kind_detail: 4, admin_level: 4 });
  });

  it('has only water in a tile of open sea', async () => {
    for (const z of [10, 12]) {
      const t = tileAt(OPEN_SEA, z);
      const tile = await tileOf(z, t.x, t.y);
      expect(Object.keys(tile.layers)).toEqual(['water']);
      expect(featuresOf(tile, 'water').every((f) => f.properties.kind === 'ocean' && covers(f, t.px, t.py))).toBe(true);
    }
  });
});
