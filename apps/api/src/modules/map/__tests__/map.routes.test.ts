import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compression, TileType } from 'pmtiles';
import { createApp } from '../../../app';
import { testConfig, type Config } from '../../../config';
import type { AppContext } from '../../../context';
import { createLocalStorage } from '../../../shared/local-storage';
import { createMemoryStore } from '../../../store/memory';
import { createTestApp } from '../../../test/helpers';
import { writePmtiles } from '../../../../../../scripts/basemap/pmtiles-writer.mjs';

const embedded = testConfig().map.embedded;
const embeddedBytes = fs.readFileSync(embedded);
const size = embeddedBytes.length;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-map-'));

/** An app whose log lines are kept, to read what the server said at start. */
function appWithLog(map: Partial<Config['map']>) {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const config = testConfig({ webDist: path.join(tmp, 'no-web'), map: { ...testConfig().map, ...map } });
  const ctx: AppContext = { config, logger, store: createMemoryStore(), storeKind: 'memory', storage: createLocalStorage(tmp), places: null };
  return { app: createApp(ctx), lines };
}

/** A small OpenStreetMap-like archive, as `pmtiles extract` would give (one tile is enough here). */
function osmArchive(file: string, tileText = 'streets') {
  const { bytes } = writePmtiles({
    tiles: [{ z: 14, x: 4633, y: 7109, data: new Uint8Array(Buffer.from(tileText)) }],
    metadata: { attribution: '<a href="https://github.com/protomaps/basemaps">Protomaps</a> © <a href="https://openstreetmap.org">OpenStreetMap</a>' },
    tileType: TileType.Mvt,
    tileCompression: Compression.Gzip,
    bounds: [-85.1, 19.7, -74, 23.4],
    center: [-82.38, 23.13, 14],
    minZoom: 0,
    maxZoom: 14,
  });
  fs.writeFileSync(file, bytes);
  return bytes;
}

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('GET /api/map', () => {
  it('describes the embedded basemap: where it is, its size and ETag, attribution, zooms, bounds and centre', async () => {
    const { app } = createTestApp();
    const res = await request(app).get('/api/map');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const archive = await request(app).head('/api/map/tiles.pmtiles');
    expect(res.body).toEqual({
      url: '/api/map/tiles.pmtiles',
      bytes: size,
      etag: archive.headers.etag,
      kind: 'embedded',
      attribution: expect.stringContaining('<a href="https://www.openstreetmap.org/copyright"'),
      minzoom: 0,
      maxzoom: 12,
      bounds: [-85.1, 19.7, -74, 23.4],
      center: [expect.closeTo(-82.383, 3), expect.closeTo(23.133, 3), 10],
    });
    expect(res.body.attribution).toMatch(/Natural Earth/);
  });
});

describe('GET /api/map/tiles.pmtiles', () => {
  let app: ReturnType<typeof createTestApp>['app'];
  let etag: string;
  beforeAll(async () => {
    app = createTestApp().app;
    etag = (await request(app).get('/api/map')).body.etag;
  });

  it('answers a byte range with 206, Content-Range and exactly those bytes of the archive', async () => {
    const res = await request(app).get('/api/map/tiles.pmtiles').set('Range', 'bytes=0-16383').buffer(true).parse(binary);
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-16383/${size}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe('16384');
    expect(res.headers.etag).toBe(etag);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/); // strong: If-Range may use it
    expect(res.headers['cache-control']).toBe('public, max-age=86400, no-transform');
    expect(Buffer.compare(res.body as Buffer, embeddedBytes.subarray(0, 16384))).toBe(0);
    expect((res.body as Buffer).subarray(0, 7).toString()).toBe('PMTiles');
  });

  it('never compresses the archive: a range asked with Accept-Encoding gzip, br comes back as the exact bytes', async () => {
    const start = 200_000;
    const res = await request(app)
      .get('/api/map/tiles.pmtiles')
      .set('Range', `bytes=${start}-${start + 99_999}`)
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe('100000');
    expect(Buffer.compare(res.body as Buffer, embeddedBytes.subarray(start, start + 100_000))).toBe(0);

    const whole = await request(app).get('/api/map/tiles.pmtiles').set('Accept-Encoding', 'gzip, br').buffer(true).parse(binary);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(whole.body as Buffer, embeddedBytes)).toBe(0);
  });

  it('answers the last N bytes (bytes=-N) and an open range (bytes=N-)', async () => {
    const tail = await request(app).get('/api/map/tiles.pmtiles').set('Range', 'bytes=-10').buffer(true).parse(binary);
    expect(tail.status).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(Buffer.compare(tail.body as Buffer, embeddedBytes.subarray(size - 10))).toBe(0);
    const open = await request(app).get('/api/map/tiles.pmtiles').set('Range', `bytes=${size - 5}-`).buffer(true).parse(binary);
    expect(open.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect((open.body as Buffer).length).toBe(5);
  });

  it('answers 416 with the size for a range beyond the end or upside down', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=500-100']) {
      const res = await request(app).get('/api/map/tiles.pmtiles').set('Range', range);
      expect(res.status, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${size}`);
    }
  });

  it('honours If-Range: the range while the ETag matches, the whole new archive once it does not', async () => {
    const same = await request(app).get('/api/map/tiles.pmtiles').set('Range', 'bytes=0-126').set('If-Range', etag);
    expect(same.status).toBe(206);
    const changed = await request(app).get('/api/map/tiles.pmtiles').set('Range', 'bytes=0-126').set('If-Range', '"an-older-archive"').buffer(true).parse(binary);
    expect(changed.status).toBe(200);
    expect((changed.body as Buffer).length).toBe(size);
  });

  it('answers 304 to If-None-Match with the current ETag', async () => {
    const res = await request(app).get('/api/map/tiles.pmtiles').set('If-None-Match', etag);
    expect(res.status).toBe(304);
  });

  it('gives the size to HEAD, without a body', async () => {
    const res = await request(app).head('/api/map/tiles.pmtiles');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('application/vnd.pmtiles');
  });
});

describe('MAP_TILES', () => {
  it('serves the OpenStreetMap archive it names, with OpenStreetMap attribution linked', async () => {
    const file = path.join(tmp, 'cuba.pmtiles');
    const bytes = osmArchive(file);
    const { app, lines } = appWithLog({ tiles: file });
    const info = await request(app).get('/api/map');
    expect(info.body).toMatchObject({ kind: 'osm', bytes: bytes.length, minzoom: 0, maxzoom: 14, url: '/api/map/tiles.pmtiles' });
    expect(info.body.attribution).toContain('<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a>');
    expect(info.body.attribution).toContain('Protomaps');
    const res = await request(app).get('/api/map/tiles.pmtiles').set('Range', 'bytes=0-126').buffer(true).parse(binary);
    expect(Buffer.compare(res.body as Buffer, bytes.subarray(0, 127))).toBe(0);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('picks up a replaced archive with a new ETag', async () => {
    const file = path.join(tmp, 'replaced.pmtiles');
    osmArchive(file, 'old streets');
    const { app } = appWithLog({ tiles: file });
    const before = (await request(app).get('/api/map')).body.etag;
    const bytes = osmArchive(file, 'new streets, a longer tile');
    const after = await request(app).get('/api/map');
    expect(after.body.bytes).toBe(bytes.length);
    expect(after.body.etag).not.toBe(before);
  });

  it.each([
    ['is missing', () => path.join(tmp, 'nowhere', 'cuba.pmtiles'), /no existe/],
    ['is not a PMTiles file', () => (fs.writeFileSync(path.join(tmp, 'map.txt'), 'this is not a map, just text'), path.join(tmp, 'map.txt')), /no es un archivo PMTiles/],
    ['is a PMTiles v2 archive', () => (fs.writeFileSync(path.join(tmp, 'old.pmtiles'), Buffer.concat([Buffer.from('PM'), Buffer.from([2, 0]), Buffer.alloc(600)])), path.join(tmp, 'old.pmtiles')), /v2, se necesita v3/],
    ['is a folder', () => tmp, /carpeta|no es un archivo/],
  ])('when the file %s, the server starts, logs one warning naming the path and the reason, and serves the embedded basemap', async (_case, make, reason) => {
    const file = make();
    const { app, lines } = appWithLog({ tiles: file });
    const warnings = lines.filter((l) => l.level >= 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
    expect(warnings[0]!.msg).toContain(`MAP_TILES=${file}`);
    expect(warnings[0]!.msg).toMatch(reason);
    const info = await request(app).get('/api/map');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ kind: 'embedded', bytes: size, maxzoom: 12 });
    const res = await request(app).get('/api/map/tiles.pmtiles').set('Range', 'bytes=0-126');
    expect(res.status).toBe(206);
    // still one line after serving
    expect(lines.filter((l) => l.level >= 40)).toHaveLength(1);
  });
});
