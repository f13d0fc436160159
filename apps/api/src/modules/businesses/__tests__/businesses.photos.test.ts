import fs from 'node:fs';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_MSG, CLAIM_MESSAGES, OWNER_PHOTO_LIMITS, OWNER_PHOTO_MESSAGES, VALIDATION_MESSAGES, businessSchema, ownerPhotosSchema } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { newBusiness, png } from './fixtures';

/**
 * Issue 21 §1: the owner (or an admin) adds, removes and orders the photos of their own page
 * (POST /business/{id}/photos, DELETE /business/{id}/photos?url=…, PUT /business/{id}/photos/order),
 * with the version read; each write is in the change log (kind 'photos') and an admin undoes it
 * in 'Cambios'; a photo taken off stays stored while a change can bring it back.
 */

type Auth = Record<string, string>;
const factories = await availableStores();

describe.each(factories)('the owner edits the photos of the page ($name)', (factory) => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let admin: Auth;
  let owner: Auth;
  let ownerOfAnother: Auth;
  let paladar: string;
  let other: string;

  beforeEach(async () => {
    const made = await factory.make();
    cleanup = made.cleanup;
    t = createTestApp({ store: made.store });
    admin = (await createAdmin(t)).auth;
    paladar = (await t.store.businesses.create(newBusiness({ name: 'Paladar La Esquina' })))._id;
    other = (await t.store.businesses.create(newBusiness({ name: 'Cafetería El Rincón' })))._id;
    const o = await createUser(t, { name: 'Dueña' });
    const o2 = await createUser(t, { name: 'Otro dueño' });
    for (const [who, owned] of [[o, paladar], [o2, other]] as const) {
      const claim = await t.store.claims.create({ business_id: owned, user_id: who.user._id, phone: '55123456', note: '' });
      await t.store.claims.decide(claim._id, 'pending', 'approved', { decided_by: who.user._id, decided_at: new Date() });
    }
    owner = o.auth;
    ownerOfAnother = o2.auth;
  });
  afterEach(async () => cleanup());

  const add = async (auth: Auth | null, count = 1, fields: Record<string, string> = {}, id = paladar) => {
    let r = request(t.app).post(`/api/business/${id}/photos`);
    if (auth) r = r.set(auth);
    for (const [k, v] of Object.entries(fields)) r = r.field(k, v);
    for (let i = 0; i < count; i += 1) r = r.attach('photos', await png(8 + i, 8), `foto-${i}.png`);
    return r;
  };
  const page = async (id = paladar) => businessSchema.parse((await request(t.app).get(`/api/business/${id}`).expect(200)).body);
  const changes = async () =>
    (await request(t.app).get('/api/changes').set(admin).expect(200)).body.items as { _id: string; kind: string; by_owner: boolean; summary: string; before: { photos: string[] }; after: { photos: string[] } }[];
  const stored = () => fs.readdirSync(t.ctx.storage.localDir!).sort();
  const exists = (url: string) => stored().includes(url.replace('/uploads/', ''));

  it('the owner adds two photos: they are checked, each gets a WebP thumbnail, the page shows them and the log records before and after', async () => {
    const res = await add(owner, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = ownerPhotosSchema.parse(res.body);
    expect(answer.photos).toHaveLength(2);
    expect(answer.thumbnails.every((u) => /^\/uploads\/[a-f\d]+\.thumb\.webp$/.test(u))).toBe(true);
    const b = await page();
    expect(b.photos).toEqual(answer.photos);
    expect(b.thumbnails).toEqual(answer.thumbnails);
    expect(answer.photos.every(exists)).toBe(true);
    const [c] = await changes();
    expect(c).toMatchObject({ kind: 'photos', by_owner: true, summary: 'Fotos: 2 añadidas (2 en total)', before: { photos: [] }, after: { photos: answer.photos } });
  });

  it('the owner puts the photos in a new order and removes one: the page follows, each step is in the log', async () => {
    const { photos, version } = ownerPhotosSchema.parse((await add(owner, 3)).body);
    const reordered = [photos[2]!, photos[0]!, photos[1]!];
    const order = await request(t.app).put(`/api/business/${paladar}/photos/order`).set(owner).send({ photos: reordered, version });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect((await page()).photos).toEqual(reordered);
    const b = await page();
    // each photo keeps its own thumbnail
    expect(b.thumbnails).toEqual(reordered.map((p) => p.replace('.webp', '.thumb.webp')));
    const removed = await request(t.app).delete(`/api/business/${paladar}/photos`).query({ url: photos[0], version: order.body.version }).set(owner);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await page()).photos).toEqual([photos[2], photos[1]]);
    const [last, before] = await changes();
    expect(last).toMatchObject({ kind: 'photos', summary: 'Fotos: 1 quitada (2 en total)' });
    expect(before).toMatchObject({ kind: 'photos', summary: 'Fotos: nuevo orden' });
  });

  it('a removed photo stays stored while its change can be undone; the admin undoes it in Cambios and the photo is back', async () => {
    const { photos, version } = ownerPhotosSchema.parse((await add(owner, 2)).body);
    const gone = photos[0]!;
    expect((await request(t.app).delete(`/api/business/${paladar}/photos`).query({ url: gone, version }).set(owner)).status).toBe(200);
    expect((await page()).photos).toEqual([photos[1]]);
    // the file is still there: the change can bring it back
    expect(exists(gone)).toBe(true);
    expect(exists(gone.replace('.webp', '.thumb.webp'))).toBe(true);
    const [c] = await changes();
    const undo = await request(t.app).post(`/api/changes/${c!._id}/revert`).set(admin);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    const b = await page();
    expect(b.photos).toEqual(photos);
    expect(b.thumbnails).toEqual(photos.map((p) => p.replace('.webp', '.thumb.webp')));
    const [redo] = await changes();
    expect(redo).toMatchObject({ kind: 'photos', by_owner: false, summary: 'Fotos: 1 añadida (2 en total)' });
  });

  it('undoing an added photo takes it off the page; its file stays while that undo can itself be undone, and goes with the business', async () => {
    const { photos } = ownerPhotosSchema.parse((await add(owner, 1)).body);
    const [c] = await changes();
    expect((await request(t.app).post(`/api/changes/${c!._id}/revert`).set(admin)).status).toBe(200);
    expect((await page()).photos).toEqual([]);
    expect(exists(photos[0]!)).toBe(true);
    // the business leaves the guide: nothing can bring the photo back, its files go
    expect((await request(t.app).delete(`/api/business/${paladar}`).set(admin)).status).toBe(200);
    expect(exists(photos[0]!)).toBe(false);
    expect(exists(photos[0]!.replace('.webp', '.thumb.webp'))).toBe(false);
  });

  it(`at most ${OWNER_PHOTO_LIMITS.max} photos: one more answers 400 with the limit in Spanish, stores nothing and changes nothing`, async () => {
    expect((await add(owner, OWNER_PHOTO_LIMITS.max - 1)).status).toBe(201);
    const files = stored();
    const res = await add(owner, 2);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(OWNER_PHOTO_MESSAGES.tooMany);
    expect(res.body.message).toMatch(/como máximo 12 fotos/);
    expect(stored()).toEqual(files);
    expect((await page()).photos).toHaveLength(OWNER_PHOTO_LIMITS.max - 1);
  });

  it('a file that is not an image answers 400 with the Spanish message; no file is stored and the log is empty', async () => {
    const res = await request(t.app).post(`/api/business/${paladar}/photos`).set(owner).attach('photos', Buffer.from('<svg onload="alert(1)"></svg>'), 'foto.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(API_MSG.notAnImage);
    expect(stored()).toEqual([]);
    expect(await changes()).toEqual([]);
    const none = await request(t.app).post(`/api/business/${paladar}/photos`).set(owner).field('version', '0');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(OWNER_PHOTO_MESSAGES.noFile);
  });

  it('a stale version answers 409 on every write and changes nothing; no uploaded file is left behind', async () => {
    const { photos, version } = ownerPhotosSchema.parse((await add(owner, 2)).body);
    const files = stored();
    const staleAdd = await add(owner, 1, { version: String(version - 1) });
    expect(staleAdd.status).toBe(409);
    expect(staleAdd.body.message).toBe(API_MSG.staleWrite);
    expect(stored()).toEqual(files);
    const staleOrder = await request(t.app).put(`/api/business/${paladar}/photos/order`).set(owner).send({ photos: [photos[1], photos[0]], version: version - 1 });
    expect(staleOrder.status).toBe(409);
    const staleRemove = await request(t.app).delete(`/api/business/${paladar}/photos`).query({ url: photos[0], version: version - 1 }).set(owner);
    expect(staleRemove.status).toBe(409);
    expect((await page()).photos).toEqual(photos);
    expect(await changes()).toHaveLength(1);
  });

  it('an order that is not the same photos, or a photo the page does not have, answers 400/404 in Spanish', async () => {
    const { photos } = ownerPhotosSchema.parse((await add(owner, 2)).body);
    const missing = await request(t.app).put(`/api/business/${paladar}/photos/order`).set(owner).send({ photos: [photos[0]] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(OWNER_PHOTO_MESSAGES.orderMismatch);
    const foreign = await request(t.app).put(`/api/business/${paladar}/photos/order`).set(owner).send({ photos: [photos[0], '/uploads/ajena.webp'] });
    expect(foreign.status).toBe(400);
    const twice = await request(t.app).put(`/api/business/${paladar}/photos/order`).set(owner).send({ photos: [photos[0], photos[0]] });
    expect(twice.status).toBe(400);
    const unknown = await request(t.app).delete(`/api/business/${paladar}/photos`).query({ url: '/uploads/otra.webp' }).set(owner);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(OWNER_PHOTO_MESSAGES.notFound);
    expect((await page()).photos).toEqual(photos);
  });

  it.each([{ photos: '["/uploads/x.webp"]' }, { paid_plan: 'PRO' }, { name: 'Otro nombre' }, { thumbnails: '[]' }])(
    'a field other than the files and the version (%o) answers 400 and changes nothing',
    async (extra) => {
      const res = await request(t.app).post(`/api/business/${paladar}/photos`).set(owner).field(Object.keys(extra)[0]!, Object.values(extra)[0]!).attach('photos', await png(), 'a.png');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(VALIDATION_MESSAGES.unknownFields);
      const b = await page();
      expect(b.photos).toEqual([]);
      expect(b.paid_plan).not.toBe('PRO');
      expect(stored()).toEqual([]);
    },
  );

  it('mass assignment on the order and the removal is refused: only the photos and the version', async () => {
    const { photos } = ownerPhotosSchema.parse((await add(owner, 1)).body);
    const order = await request(t.app).put(`/api/business/${paladar}/photos/order`).set(owner).send({ photos, thumbnails: ['/uploads/x.webp'], promoted: true });
    expect(order.status).toBe(400);
    expect(order.body.message).toBe(VALIDATION_MESSAGES.unknownFields);
    const remove = await request(t.app).delete(`/api/business/${paladar}/photos`).query({ url: photos[0], paid_plan: 'PRO' }).set(owner);
    expect(remove.status).toBe(400);
    expect(remove.body.message).toBe(VALIDATION_MESSAGES.unknownFields);
    expect((await page()).photos).toEqual(photos);
  });

  it('the owner of another business gets 403 on every write (no file is stored), nobody signed in 401; an admin may', async () => {
    const { photos } = ownerPhotosSchema.parse((await add(owner, 1)).body);
    const files = stored();
    const foreignAdd = await add(ownerOfAnother, 1);
    expect(foreignAdd.status).toBe(403);
    expect(foreignAdd.body.message).toBe(CLAIM_MESSAGES.notOwner);
    expect(stored()).toEqual(files);
    expect((await request(t.app).delete(`/api/business/${paladar}/photos`).query({ url: photos[0] }).set(ownerOfAnother)).status).toBe(403);
    expect((await request(t.app).put(`/api/business/${paladar}/photos/order`).set(ownerOfAnother).send({ photos })).status).toBe(403);
    expect((await add(null, 1)).status).toBe(401);
    expect((await page()).photos).toEqual(photos);
    const byAdmin = await add(admin, 1);
    expect(byAdmin.status).toBe(201);
    const [c] = await changes();
    expect(c).toMatchObject({ kind: 'photos', by_owner: false });
  });

  it('an owner cannot move a photo of another business into theirs through the order', async () => {
    const theirs = ownerPhotosSchema.parse((await add(ownerOfAnother, 1, {}, other)).body);
    const mine = ownerPhotosSchema.parse((await add(owner, 1)).body);
    const res = await request(t.app).put(`/api/business/${paladar}/photos/order`).set(owner).send({ photos: [theirs.photos[0]] });
    expect(res.status).toBe(400);
    expect((await page()).photos).toEqual(mine.photos);
    expect((await page(other)).photos).toEqual(theirs.photos);
  });
});
