import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import request from 'supertest';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_WIDTH, THUMBNAIL_MAX_WIDTH } from '@guia/contracts';
import { testConfig } from '../../config';
import { createLogger } from '../../shared/logger';
import { createAdmin, createTestApp, type TestApp } from '../../test/helpers';
import { initializeStore } from '../seed';
import { SEED_PLACES, seedBusinessId } from '../../modules/businesses/businesses.seed';
import { SEED_EVENTS } from '../../modules/events/events.seed';
import { SEED_PHOTO_FILES, findSeedPhotosDir, seedPhotosIn } from '../../shared/seed-photos';
import type { FileStorage } from '../../shared/storage';

const apiRoot = path.resolve(import.meta.dirname, '../../..');
const folder = path.join(apiRoot, 'seed-photos');
const logger = createLogger('silent');
const keys = [...SEED_PLACES.map((p) => p.slug), ...SEED_EVENTS.map((e) => `event-${e.photo}`)];

/** GET a stored file as bytes. */
const bytes = (t: TestApp, url: string) =>
  request(t.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('the seed photos folder (apps/api/seed-photos)', () => {
  it('holds a display copy and a thumbnail for every seed business and event, real WebP at their widths', async () => {
    let total = 0;
    for (const key of keys) {
      const files = SEED_PHOTO_FILES(key);
      for (const [name, width] of [[files.photo, PHOTO_MAX_WIDTH], [files.thumbnail, THUMBNAIL_MAX_WIDTH]] as const) {
        const file = path.join(folder, name);
        expect(fs.existsSync(file), `${name} is missing: run pnpm --filter @guia/api seed-photos`).toBe(true);
        const meta = await sharp(file).metadata();
        expect([name, meta.format, meta.width]).toEqual([name, 'webp', width]);
        total += fs.statSync(file).size;
      }
    }
    // committed in the repository: the whole set stays around a megabyte
    expect(total).toBeLessThan(1.1 * 1024 * 1024);
  });

  it('is found from the sources (src/shared) and from the built server (dist/server.js), as in the Docker image', () => {
    expect(findSeedPhotosDir()).toBe(folder);
    expect(findSeedPhotosDir(pathToFileURL(path.join(apiRoot, 'dist', 'server.js')).href)).toBe(folder);
  });
});

describe('seeding stores the photos through the app storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = createTestApp();
    await initializeStore(t.store, testConfig({ seed: true, admin: null }), logger, new Date(), t.ctx.storage);
  });

  it('every seeded business shows its own display photo and thumbnail, served from /uploads as image/webp with immutable caching', async () => {
    const list = await t.store.businesses.list();
    expect(list).toHaveLength(SEED_PLACES.length);
    const seen = new Set<string>();
    for (const b of list) {
      expect(b.photos).toHaveLength(1);
      expect(b.thumbnails).toHaveLength(1);
      expect(b.photos[0]).toMatch(/^\/uploads\/seed-[a-z0-9-]+-[a-f\d]{10}\.webp$/);
      expect(b.thumbnails[0]).toBe(b.photos[0]!.replace(/\.webp$/, '.thumb.webp'));
      seen.add(b.photos[0]!);
    }
    expect(seen.size).toBe(SEED_PLACES.length);

    const guarida = list.find((b) => b._id === seedBusinessId('la-guarida'))!;
    for (const [url, width] of [[guarida.photos[0]!, PHOTO_MAX_WIDTH], [guarida.thumbnails[0]!, THUMBNAIL_MAX_WIDTH]] as const) {
      const res = await bytes(t, url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(width);
    }
    // the answer of the API points at them
    const page = await request(t.app).get(`/api/business/${guarida._id}`);
    expect(page.body).toMatchObject({ photos: guarida.photos, thumbnails: guarida.thumbnails });
  });

  it('every seeded event has its picture too', async () => {
    const events = await t.store.events.list();
    expect(events).toHaveLength(SEED_EVENTS.length);
    for (const e of events) {
      expect(e.images).toEqual([expect.stringMatching(/^\/uploads\/seed-event-[a-z0-9-]+-[a-f\d]{10}\.webp$/)]);
      const res = await bytes(t, e.thumbnails![0]!);
      expect([res.status, res.headers['content-type']]).toEqual([200, 'image/webp']);
    }
  });

  it('a seeded business keeps its photo through an edit (the form sends it back) and loses both copies only when it drops it', async () => {
    const admin = await createAdmin(t);
    const guarida = (await t.store.businesses.findById(seedBusinessId('la-guarida')))!;
    const [photo] = guarida.photos;
    const [thumb] = guarida.thumbnails;
    const put = (urls: string[]) =>
      request(t.app).put(`/api/business/${guarida._id}`).set(admin.auth).field('name', guarida.name).field('address', guarida.address!).field('photo_urls', JSON.stringify(urls));
    const kept = await put([photo!]);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ photos: [photo], thumbnails: [thumb] });
    for (const url of [photo!, thumb!]) expect((await request(t.app).get(url)).status).toBe(200);
    // the other seeded records' files are untouched by this one's edits
    const floridita = (await t.store.businesses.findById(seedBusinessId('el-floridita')))!;
    const dropped = await put([]);
    expect(dropped.body.photos).toEqual([]);
    for (const url of [photo!, thumb!]) expect((await request(t.app).get(url)).status).toBe(404);
    expect((await request(t.app).get(floridita.photos[0]!)).status).toBe(200);
  });
});

describe('seedPhotosIn', () => {
  function countingStorage() {
    const puts: string[] = [];
    const storage: FileStorage = {
      async put(name) {
        puts.push(name);
        return `/uploads/${name}`;
      },
      async remove() {},
    };
    return { storage, puts };
  }

  it('stores each picture once, under a name that changes with its bytes', async () => {
    const { storage, puts } = countingStorage();
    const photos = seedPhotosIn(storage);
    const [a, b] = await Promise.all([photos('la-guarida'), photos('la-guarida')]);
    expect(a).toEqual(b);
    expect(puts).toHaveLength(2);
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'seed-photos-'));
    const files = SEED_PHOTO_FILES('la-guarida');
    fs.copyFileSync(path.join(folder, files.photo), path.join(dir, files.photo));
    fs.writeFileSync(path.join(dir, files.thumbnail), Buffer.concat([fs.readFileSync(path.join(folder, files.thumbnail)), Buffer.from([0])]));
    const redrawn = await seedPhotosIn(storage, dir)('la-guarida');
    expect(redrawn!.photo).not.toBe(a!.photo);
  });

  it('answers null for a picture the folder does not have (the record then has no photo)', async () => {
    const { storage, puts } = countingStorage();
    expect(await seedPhotosIn(storage)('no-existe')).toBeNull();
    expect(await seedPhotosIn(storage, null)('la-guarida')).toBeNull();
    expect(await seedPhotosIn(storage)('../config')).toBeNull();
    expect(puts).toEqual([]);
  });
});
