/**
 * Issue 9 §1–2, through HTTP: no write can make another record lose a file, a stale write answers
 * 409 and changes nothing, and no write — refused, failed or raced — leaves a file nobody shows or
 * a record showing a file that is gone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, type TestApp } from '../../test/helpers';
import { StoreUnavailableError } from '../../shared/errors';
import { png } from '../../modules/businesses/__tests__/fixtures';

const api = (t: TestApp) => request(t.app);
const filesOnDisk = (t: TestApp) => fs.readdirSync(t.ctx.storage.localDir!).sort();
const onDisk = (t: TestApp, url: string) => fs.existsSync(path.join(t.ctx.storage.localDir!, path.basename(url)));

/** Every /uploads/ file some business or event shows. */
async function referencedFiles(t: TestApp): Promise<string[]> {
  const urls = new Set<string>();
  for (const b of await t.store.businesses.list()) for (const u of [...b.photos, ...b.thumbnails, b.icon]) if (u?.startsWith('/uploads/')) urls.add(u);
  for (const e of await t.store.events.list()) for (const u of [...e.images, ...e.thumbnails]) if (u?.startsWith('/uploads/')) urls.add(u);
  return [...urls].map((u) => path.basename(u)).sort();
}

/** Nothing on disk that no record shows, and nothing shown that is not on disk. */
async function expectFilesConsistent(t: TestApp) {
  expect(filesOnDisk(t)).toEqual(await referencedFiles(t));
}

async function setup() {
  const t = createTestApp();
  const admin = await createAdmin(t);
  const createBusiness = async (name: string, photos = 1) => {
    let req = api(t).post('/api/business/').set(admin.auth).field('name', name).field('address', 'Obispo 1');
    for (let i = 0; i < photos; i++) req = req.attach('photos', await png(), `p${i}.png`);
    const res = await req;
    expect(res.status).toBe(201);
    return res.body as { _id: string; photos: string[]; thumbnails: string[]; icon?: string; version: number };
  };
  const createEvent = async (images = 1) => {
    let req = api(t)
      .post('/api/events')
      .set(admin.auth)
      .field('title', 'Concierto')
      .field('description', 'En vivo')
      .field('start_time', '2031-01-01T20:00')
      .field('end_time', '2031-01-01T22:00');
    for (let i = 0; i < images; i++) req = req.attach('images', await png(), `e${i}.png`);
    const res = await req;
    expect(res.status).toBe(201);
    return res.body as { _id: string; images: string[]; thumbnails: string[]; version: number };
  };
  return { t, admin, createBusiness, createEvent };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('issue 9 §1: the icon can name only this business’s own uploads', () => {
  it('answers 400 when a PUT names another business’s photo as icon, and deleting this business leaves that photo on disk', async () => {
    const { t, admin, createBusiness } = await setup();
    const victim = await createBusiness('Víctima');
    const attacker = await createBusiness('Atacante', 0);
    const stolen = victim.photos[0]!;

    const res = await api(t).put(`/api/business/${attacker._id}`).set(admin.auth).field('name', 'Atacante').field('address', 'Obispo 1').field('icon', stolen);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.iconNotOwn });
    expect((await t.store.businesses.findById(attacker._id))?.icon).toBeUndefined();

    expect((await api(t).delete(`/api/business/${attacker._id}`).set(admin.auth)).status).toBe(200);
    expect(onDisk(t, stolen)).toBe(true);
    expect((await api(t).get(`/api/business/${victim._id}`)).body.photos).toEqual([stolen]);
    await expectFilesConsistent(t);
  });

  it('answers 400 when a new business names an event’s image as icon, and creates nothing', async () => {
    const { t, admin, createEvent } = await setup();
    const event = await createEvent();
    const res = await api(t).post('/api/business/').set(admin.auth).field('name', 'Nuevo').field('address', 'Obispo 1').field('icon', event.images[0]!);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.iconNotOwn });
    expect(await t.store.businesses.count()).toBe(0);
    await expectFilesConsistent(t);
  });

  it('still lets the icon be one of the business’s own photos, its current icon, or an external URL', async () => {
    const { t, admin, createBusiness } = await setup();
    const b = await createBusiness('Propio');
    const put = (icon: string) => api(t).put(`/api/business/${b._id}`).set(admin.auth).field('name', 'Propio').field('address', 'Obispo 1').field('icon', icon);
    expect((await put(b.photos[0]!)).body.icon).toBe(b.photos[0]);
    expect((await put(b.photos[0]!)).status).toBe(200);
    expect((await put('https://example.com/icono.png')).body.icon).toBe('https://example.com/icono.png');
    await expectFilesConsistent(t);
  });

  it('never deletes a file another record shows, even when stored data already shares one', async () => {
    const { t, admin, createBusiness, createEvent } = await setup();
    const owner = await createBusiness('Dueña');
    const event = await createEvent();
    const sharer = await createBusiness('Compartida', 1);
    // data written before the rule: the sharer shows the owner's photo and the event's image
    await t.store.businesses.update(sharer._id, { icon: owner.photos[0], photos: [...sharer.photos, event.images[0]!], thumbnails: [...sharer.thumbnails, event.thumbnails[0]!] });

    expect((await api(t).delete(`/api/business/${sharer._id}`).set(admin.auth)).status).toBe(200);
    expect(onDisk(t, owner.photos[0]!)).toBe(true);
    expect(onDisk(t, event.images[0]!)).toBe(true);
    expect(onDisk(t, sharer.photos[0]!)).toBe(false);
    await expectFilesConsistent(t);
  });
});

describe('issue 9 §2: optimistic concurrency on businesses', () => {
  it('answers every business with its version, and 409 to a PUT with a stale one, changing nothing and keeping no upload', async () => {
    const { t, admin, createBusiness } = await setup();
    const b = await createBusiness('Original');
    expect(b.version).toBe(0);
    expect((await api(t).get(`/api/business/${b._id}`)).body.version).toBe(0);

    const first = await api(t).put(`/api/business/${b._id}`).set(admin.auth).field('name', 'Primera').field('address', 'Obispo 1').field('version', '0');
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);

    const before = filesOnDisk(t);
    const stale = await api(t)
      .put(`/api/business/${b._id}`)
      .set(admin.auth)
      .field('name', 'Tardía')
      .field('address', 'Obispo 1')
      .field('version', '0')
      .field('photo_urls', '[]')
      .attach('photos', await png(), 'nueva.png');
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: API_MSG.staleWrite });
    expect(await t.store.businesses.findById(b._id)).toMatchObject({ name: 'Primera', version: 1, photos: b.photos });
    expect(filesOnDisk(t)).toEqual(before);
    await expectFilesConsistent(t);
  });

  it('still accepts a PUT without version (older clients)', async () => {
    const { t, admin, createBusiness } = await setup();
    const b = await createBusiness('Sin versión');
    const res = await api(t).put(`/api/business/${b._id}`).set(admin.auth).send({ name: 'Otra', address: 'Obispo 2' });
    expect(res.status).toBe(200);
    expect(await t.store.businesses.findById(b._id)).toMatchObject({ name: 'Otra', version: 1 });
  });

  it('answers 400 in Spanish for a version that is no whole number', async () => {
    const { t, admin, createBusiness } = await setup();
    const b = await createBusiness('V');
    for (const version of ['0x0', 'true', '-1', '1.5']) {
      const res = await api(t).put(`/api/business/${b._id}`).set(admin.auth).send({ name: 'Z', address: 'A', version });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: API_MSG.invalidVersion });
    }
    expect(await t.store.businesses.findById(b._id)).toMatchObject({ name: 'V', version: 0 });
  });

  it('lets exactly one of 20 concurrent PUTs at the same version win; no file is lost or left behind', async () => {
    const { t, admin, createBusiness } = await setup();
    const b = await createBusiness('Carrera', 2);
    const image = await png();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(t)
          .put(`/api/business/${b._id}`)
          .set(admin.auth)
          .field('name', `Escritura ${i}`)
          .field('address', 'Obispo 1')
          .field('version', String(b.version))
          // each keeps one of the two photos and adds its own
          .field('photo_urls', JSON.stringify([b.photos[i % 2]]))
          .attach('photos', image, `w${i}.png`),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const winner = answers.find((r) => r.status === 200)!.body;
    const stored = await t.store.businesses.findById(b._id);
    expect(stored).toMatchObject({ name: winner.name, version: 1, photos: winner.photos });
    for (const u of stored!.photos) expect(onDisk(t, u)).toBe(true);
    await expectFilesConsistent(t);
  });

  it('keeps files consistent under 20 concurrent PUTs from older clients that send no version', async () => {
    const { t, admin, createBusiness } = await setup();
    const b = await createBusiness('Carrera vieja', 2);
    const image = await png();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(t)
          .put(`/api/business/${b._id}`)
          .set(admin.auth)
          .field('name', `Vieja ${i}`)
          .field('address', 'Obispo 1')
          .field('photo_urls', JSON.stringify([b.photos[i % 2]]))
          .attach('photos', image, `v${i}.png`),
      ),
    );
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(answers.some((r) => r.status === 200)).toBe(true);
    const stored = await t.store.businesses.findById(b._id);
    for (const u of stored!.photos) expect(onDisk(t, u)).toBe(true);
    await expectFilesConsistent(t);
  });

  it('removes the new uploads of a write that failed and keeps the photos it would have dropped', async () => {
    const { t, admin, createBusiness } = await setup();
    const b = await createBusiness('Fallo');
    vi.spyOn(t.store.businesses, 'update').mockRejectedValueOnce(new StoreUnavailableError());
    const res = await api(t)
      .put(`/api/business/${b._id}`)
      .set(admin.auth)
      .field('name', 'Fallo')
      .field('address', 'Obispo 1')
      .field('photo_urls', '[]')
      .attach('photos', await png(), 'nueva.png');
    expect(res.status).toBe(503);
    expect(onDisk(t, b.photos[0]!)).toBe(true);
    expect((await t.store.businesses.findById(b._id))?.photos).toEqual(b.photos);
    await expectFilesConsistent(t);
  });
});

describe('issue 9 §2: optimistic concurrency on events', () => {
  const put = (t: TestApp, auth: Record<string, string>, id: string, fields: Record<string, string>) => {
    let req = api(t).put(`/api/events/${id}`).set(auth);
    for (const [k, v] of Object.entries({ description: 'En vivo', start_time: '2031-01-01T20:00', end_time: '2031-01-01T22:00', ...fields })) req = req.field(k, v);
    return req;
  };

  it('answers 409 to a stale version, changing nothing and keeping no upload', async () => {
    const { t, admin, createEvent } = await setup();
    const e = await createEvent();
    expect(e.version).toBe(0);
    expect((await put(t, admin.auth, e._id, { title: 'Primera', version: '0' })).body.version).toBe(1);
    const before = filesOnDisk(t);
    const stale = await put(t, admin.auth, e._id, { title: 'Tardía', version: '0', existing_images: '[]' }).attach('images', await png(), 'x.png');
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: API_MSG.staleWrite });
    expect(await t.store.events.findById(e._id)).toMatchObject({ title: 'Primera', version: 1, images: e.images });
    expect(filesOnDisk(t)).toEqual(before);
    expect((await put(t, admin.auth, e._id, { title: 'Sin versión' })).status).toBe(200);
  });

  it('lets exactly one of 20 concurrent PUTs at the same version win; no file is lost or left behind', async () => {
    const { t, admin, createEvent } = await setup();
    const e = await createEvent(2);
    const image = await png();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        put(t, admin.auth, e._id, { title: `E${i}`, version: '0', existing_images: JSON.stringify([e.images[i % 2]]) }).attach('images', image, `i${i}.png`),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const stored = await t.store.events.findById(e._id);
    for (const u of stored!.images) expect(onDisk(t, u)).toBe(true);
    await expectFilesConsistent(t);
  });

  it('removes the new uploads of a write that failed and keeps the images it would have dropped', async () => {
    const { t, admin, createEvent } = await setup();
    const e = await createEvent();
    vi.spyOn(t.store.events, 'update').mockRejectedValueOnce(new StoreUnavailableError());
    const res = await put(t, admin.auth, e._id, { existing_images: '[]' }).attach('images', await png(), 'x.png');
    expect(res.status).toBe(503);
    expect(onDisk(t, e.images[0]!)).toBe(true);
    await expectFilesConsistent(t);
  });
});
