import { describe, expect, it } from 'vitest';
import { Compression, PMTiles, TileType, tileIdToZxy, zxyToTileId as readerTileId } from 'pmtiles';
import { writePmtiles, zxyToTileId } from '../../../../../../scripts/basemap/pmtiles-writer.mjs';
import { BytesSource } from './pmtiles-sources';

// The basemap script's writer (scripts/basemap/pmtiles-writer.mjs), checked against the `pmtiles`
// package's reader: what one writes, the other must read back byte for byte.

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text));

describe('PMTiles v3 writer', () => {
  it('numbers tiles on the Hilbert curve exactly as the pmtiles reader does', () => {
    const coords: [number, number, number][] = [[0, 0, 0], [1, 0, 0], [1, 1, 0], [1, 1, 1], [1, 0, 1]];
    for (let z = 2; z <= 14; z += 3) {
      const n = 2 ** z;
      for (const [x, y] of [[0, 0], [n - 1, 0], [0, n - 1], [n - 1, n - 1], [Math.floor(n / 3), Math.floor((2 * n) / 3)]]) coords.push([z, x!, y!]);
    }
    coords.push([10, 277, 444], [12, 1110, 1777], [20, 290_000, 465_000]);
    for (const [z, x, y] of coords) {
      expect(zxyToTileId(z, x, y), `${z}/${x}/${y}`).toBe(readerTileId(z, x, y));
      expect(tileIdToZxy(zxyToTileId(z, x, y))).toEqual([z, x, y]);
    }
  });

  it('writes a header, metadata and tiles the reader reads back; identical tiles are stored once', async () => {
    const tiles = [
      { z: 0, x: 0, y: 0, data: bytesOf('world') },
      { z: 1, x: 0, y: 0, data: bytesOf('sea') },
      { z: 1, x: 1, y: 0, data: bytesOf('land') },
      { z: 1, x: 0, y: 1, data: bytesOf('sea') },
      { z: 1, x: 1, y: 1, data: bytesOf('sea') },
    ];
    const { bytes, stats } = writePmtiles({
      tiles,
      metadata: { attribution: '© test', vector_layers: [{ id: 'earth' }] },
      tileType: TileType.Mvt,
      tileCompression: Compression.None,
      bounds: [-85.1, 19.7, -74, 23.4],
      center: [-82.38304, 23.13302, 10],
    });
    expect(bytes.subarray(0, 7).toString('latin1')).toBe('PMTiles');
    expect(bytes[7]).toBe(3);
    expect(stats).toMatchObject({ addressedTiles: 5, tileContents: 3 });

    const archive = new PMTiles(new BytesSource(bytes));
    const h = await archive.getHeader();
    expect(h).toMatchObject({
      specVersion: 3,
      tileType: TileType.Mvt,
      tileCompression: Compression.None,
      internalCompression: Compression.Gzip,
      minZoom: 0,
      maxZoom: 1,
      numAddressedTiles: 5,
      numTileContents: 3,
      clustered: true,
      centerZoom: 10,
    });
    expect(h.minLon).toBeCloseTo(-85.1, 6);
    expect(h.maxLat).toBeCloseTo(23.4, 6);
    expect(h.centerLat).toBeCloseTo(23.13302, 6);
    expect(await archive.getMetadata()).toEqual({ attribution: '© test', vector_layers: [{ id: 'earth' }] });
    for (const t of tiles) {
      const got = await archive.getZxy(t.z, t.x, t.y);
      expect(Buffer.from(got!.data).toString(), `${t.z}/${t.x}/${t.y}`).toBe(Buffer.from(t.data).toString());
    }
    expect(await archive.getZxy(2, 0, 0)).toBeUndefined();
  });

  it('moves entries into leaf directories when the root would pass 16 KiB, and every tile is still found', async () => {
    // 40 000 tiles of pseudo-random lengths: a directory that does not compress into 16 KiB
    const tiles = [];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let x = 0; x < 200; x++) {
      for (let y = 0; y < 200; y++) tiles.push({ z: 9, x, y, data: bytesOf(`${x}:${y}:`.padEnd(8 + Math.floor(random() * 100), '.')) });
    }
    const { bytes, stats } = writePmtiles({ tiles, tileCompression: Compression.None, bounds: [-180, -85, 180, 85], center: [0, 0, 9] });
    expect(stats.leafDirectories).toBeGreaterThan(1);
    expect(stats.rootBytes).toBeLessThanOrEqual(16384 - 127);

    const archive = new PMTiles(new BytesSource(bytes));
    const h = await archive.getHeader();
    expect(h.rootDirectoryOffset + h.rootDirectoryLength).toBeLessThanOrEqual(16384);
    expect(h.leafDirectoryLength).toBeGreaterThan(0);
    for (const [x, y] of [[0, 0], [199, 199], [17, 140], [80, 3], [131, 77]]) {
      const got = await archive.getZxy(9, x!, y!);
      expect(Buffer.from(got!.data).toString()).toMatch(new RegExp(`^${x}:${y}:\\.*$`));
    }
    expect(await archive.getZxy(9, 300, 300)).toBeUndefined();
  });
});
