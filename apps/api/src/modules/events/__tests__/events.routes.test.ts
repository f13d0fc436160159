import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, UPLOAD_MAX_FILES, type Event, ADMIN_MSG, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { fileOf, inDays, makeBusiness, png, uploadedFileNames } from './fixtures';

type Auth = Record<string, string>;

let t: TestApp;
let admin: Auth;

beforeEach(async () => {
  t = createTestApp();
  admin = (await createAdmin(t)).auth;
});

/** A multipart POST /api/events with sensible defaults; `fields: { x: undefined }` leaves x out. */
function postEvent(fields: Record<string, string | undefined> = {}, images: Buffer[] = [], auth: Auth = admin) {
  const all: Record<string, string | undefined> = {
    title: 'Noche de salsa',
    description: 'Orquesta en vivo y clase de casino',
    start_time: inDays(3, 21),
    end_time: inDays(3, 23),
    ...fields,
  };
  const req = request(t.app).post('/api/events').set(auth);
  for (const [k, v] of Object.entries(all)) if (v !== undefined) req.field(k, v);
  images.forEach((img, i) => req.attach('images', img, { filename: `foto${i}.png`, contentType: 'image/png' }));
  return req;
}

async function createEvent(fields: Record<string, string | undefined> = {}, images: Buffer[] = []): Promise<Event> {
  const res = await postEvent(fields, images);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Event;
}

function putEvent(id: string, fields: Record<string, string | undefined> = {}, images: Buffer[] = [], auth: Auth = admin) {
  const all: Record<string, string | undefined> = {
    title: 'Noche de salsa',
    description: 'Orquesta en vivo y clase de casino',
    start_time: inDays(3, 21),
    end_time: inDays(3, 23),
    ...fields,
  };
  const req = request(t.app).put(`/api/events/${id}`).set(auth);
  for (const [k, v] of Object.entries(all)) if (v !== undefined) req.field(k, v);
  images.forEach((img, i) => req.attach('images', img, { filename: `nueva${i}.png`, contentType: 'image/png' }));
  return req;
}

describe('POST /api/events', () => {
  it('creates the event and answers 201 with _id, title, description, ISO dates, images, thumbnails and business_ids', async () => {
    const fac = await makeBusiness(t, 'Fábrica de Arte Cubano');
    const start = inDays(5, 21);
    const end = inDays(5, 23);
    const res = await postEvent(
      { title: 'Noche de salsa', description: 'Orquesta en vivo', start_time: start, end_time: end, business_ids: JSON.stringify([fac._id]) },
      [await png(), await png()],
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[a-f\d]{24}$/),
      title: 'Noche de salsa',
      description: 'Orquesta en vivo',
      start_date: start,
      end_date: end,
      images: [expect.stringMatching(/^\/uploads\/[a-f\d]{32}\.webp$/), expect.stringMatching(/^\/uploads\/[a-f\d]{32}\.webp$/)],
      thumbnails: [expect.stringMatching(/^\/uploads\/[a-f\d]{32}\.thumb\.webp$/), expect.stringMatching(/^\/uploads\/[a-f\d]{32}\.thumb\.webp$/)],
      business_ids: [fac._id],
      version: 0,
    });
    const list = await request(t.app).get('/api/events');
    expect(list.body).toEqual([res.body]);
  });

  it('accepts datetime-local text for the dates and answers them as ISO strings', async () => {
    const res = await postEvent({ start_time: '2031-05-01T20:00', end_time: '2031-05-01T22:30' });
    expect(res.status).toBe(201);
    expect(res.body.start_date).toBe(new Date('2031-05-01T20:00').toISOString());
    expect(res.body.end_date).toBe(new Date('2031-05-01T22:30').toISOString());
  });

  it('takes the title as optional and business_ids as optional (empty list)', async () => {
    const res = await postEvent({ title: undefined });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: '', business_ids: [], images: [], thumbnails: [] });
  });

  it('also accepts a JSON body (no images) with business_ids as an array', async () => {
    const b = await makeBusiness(t);
    const res = await request(t.app)
      .post('/api/events')
      .set(admin)
      .send({ title: 'JSON', description: 'Por JSON', start_time: inDays(2), end_time: inDays(3), business_ids: [b._id] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'JSON', business_ids: [b._id], images: [] });
  });

  it.each([
    ['the description is missing', { description: undefined }, ADMIN_MSG.eventDescriptionRequired],
    ['the description is blank', { description: '   ' }, ADMIN_MSG.eventDescriptionRequired],
    ['the start date is missing', { start_time: undefined }, ADMIN_MSG.eventDatesRequired],
    ['the end date is missing', { end_time: undefined }, ADMIN_MSG.eventDatesRequired],
    ['the end date is blank', { end_time: ' ' }, ADMIN_MSG.eventDatesRequired],
    ['a date is not a date', { start_time: 'mañana por la noche' }, EVENT_MESSAGES.invalidDate],
    ['the start is after the end', { start_time: inDays(4), end_time: inDays(3) }, ADMIN_MSG.eventStartBeforeEnd],
    ['the start equals the end', { start_time: inDays(4), end_time: inDays(4) }, ADMIN_MSG.eventStartBeforeEnd],
    ['business_ids is not JSON', { business_ids: '[abc' }, EVENT_MESSAGES.invalidBusinessIds],
    ['business_ids is JSON but not a list', { business_ids: '{"id":1}' }, EVENT_MESSAGES.invalidBusinessIds],
    ['business_ids holds a malformed id', { business_ids: '["123"]' }, EVENT_MESSAGES.invalidBusinessIds],
    ['business_ids names an unknown business', { business_ids: '["0123456789abcdef01234567"]' }, EVENT_MESSAGES.unknownBusinesses],
  ])('when %s, answers 400 with the exact message and stores nothing', async (_name, fields, message) => {
    const res = await postEvent(fields, [await png()]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await request(t.app).get('/api/events')).body).toEqual([]);
    expect(uploadedFileNames(t)).toEqual([]);
  });

  it('when one of several businesses is unknown, answers 400 unknownBusinesses', async () => {
    const b = await makeBusiness(t);
    const res = await postEvent({ business_ids: JSON.stringify([b._id, '0123456789abcdef01234567']) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: EVENT_MESSAGES.unknownBusinesses });
  });

  it('keeps one of a business id listed twice', async () => {
    const b = await makeBusiness(t);
    const res = await postEvent({ business_ids: JSON.stringify([b._id, b._id.toUpperCase()]) });
    expect(res.status).toBe(201);
    expect(res.body.business_ids).toEqual([b._id]);
  });

  it('accepts 12 images and refuses a 13th with 400 tooManyFiles', async () => {
    const img = await png();
    const ok = await postEvent({}, Array.from({ length: UPLOAD_MAX_FILES }, () => img));
    expect(ok.status).toBe(201);
    expect(ok.body.images).toHaveLength(12);
    const tooMany = await postEvent({}, Array.from({ length: UPLOAD_MAX_FILES + 1 }, () => img));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: API_MSG.tooManyFiles });
  });
});

describe('GET /api/events', () => {
  it('lists every event sorted by start date, ended ones included', async () => {
    await createEvent({ title: 'C', start_time: inDays(9), end_time: inDays(10) });
    await createEvent({ title: 'pasado', start_time: inDays(-5), end_time: inDays(-4) });
    await createEvent({ title: 'A', start_time: inDays(1), end_time: inDays(2) });
    const res = await request(t.app).get('/api/events/');
    expect(res.status).toBe(200);
    expect(res.body.map((e: Event) => e.title)).toEqual(['pasado', 'A', 'C']);
  });

  it('with ?upcoming=true leaves out events that have ended but keeps ongoing ones', async () => {
    await createEvent({ title: 'pasado', start_time: inDays(-5), end_time: inDays(-4) });
    await createEvent({ title: 'en curso', start_time: inDays(-1), end_time: inDays(1) });
    await createEvent({ title: 'futuro', start_time: inDays(3), end_time: inDays(4) });
    const res = await request(t.app).get('/api/events?upcoming=true');
    expect(res.body.map((e: Event) => e.title)).toEqual(['en curso', 'futuro']);
    const all = await request(t.app).get('/api/events?upcoming=false');
    expect(all.body).toHaveLength(3);
  });

  it('answers 400 for an upcoming value that is not a boolean', async () => {
    const res = await request(t.app).get('/api/events?upcoming=quizas');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('is public: no token needed', async () => {
    await createEvent();
    const res = await request(t.app).get('/api/events');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });
});

describe('GET /api/events/:id', () => {
  it('answers the event', async () => {
    const e = await createEvent({ title: 'Uno' });
    const res = await request(t.app).get(`/api/events/${e._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(e);
  });

  it('answers 400 invalidId for a malformed id and 404 eventNotFound for an unknown one', async () => {
    const bad = await request(t.app).get('/api/events/no-es-un-id');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: API_MSG.invalidId });
    const unknown = await request(t.app).get('/api/events/0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Evento no encontrado' });
  });
});

describe('PUT /api/events/:id', () => {
  it('replaces the fields and answers the updated event', async () => {
    const b = await makeBusiness(t);
    const e = await createEvent();
    const res = await putEvent(e._id, {
      title: 'Gala',
      description: 'Ballet',
      start_time: inDays(10, 20),
      end_time: inDays(10, 22),
      business_ids: JSON.stringify([b._id]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...e,
      title: 'Gala',
      description: 'Ballet',
      start_date: inDays(10, 20),
      end_date: inDays(10, 22),
      business_ids: [b._id],
      version: 1,
    });
    expect((await request(t.app).get(`/api/events/${e._id}`)).body).toEqual(res.body);
  });

  it('keeps the listed existing images, deletes the others from storage and appends new ones', async () => {
    const e = await createEvent({}, [await png(), await png(), await png()]);
    const [keep1, drop, keep2] = e.images;
    const [thumb1, dropThumb, thumb2] = e.thumbnails!;
    const res = await putEvent(e._id, { existing_images: JSON.stringify([keep2, keep1]) }, [await png()]);
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(3);
    expect(res.body.images.slice(0, 2)).toEqual([keep2, keep1]);
    expect(res.body.thumbnails.slice(0, 2)).toEqual([thumb2, thumb1]);
    expect(res.body.images[2]).toMatch(/^\/uploads\/[a-f\d]{32}\.webp$/);
    const files = uploadedFileNames(t);
    expect(files).not.toContain(fileOf(drop!));
    expect(files).not.toContain(fileOf(dropThumb!));
    expect(files).toContain(fileOf(keep1!));
    expect(files).toHaveLength(6);
    expect((await request(t.app).get(drop!)).status).toBe(404);
  });

  it('ignores existing_images URLs that are not the event\'s own', async () => {
    const e = await createEvent({}, [await png()]);
    const res = await putEvent(e._id, { existing_images: JSON.stringify([e.images[0], '/uploads/ajena.png', 'https://example.com/x.jpg']) });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual(e.images);
  });

  it('without existing_images keeps every current image; an empty list removes them all', async () => {
    const e = await createEvent({}, [await png()]);
    const kept = await putEvent(e._id, {}, [await png()]);
    expect(kept.body.images).toHaveLength(2);
    expect(kept.body.images[0]).toBe(e.images[0]);
    const cleared = await putEvent(e._id, { existing_images: '[]' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.images).toEqual([]);
    expect(uploadedFileNames(t)).toEqual([]);
  });

  it('without business_ids or title keeps the current ones', async () => {
    const b = await makeBusiness(t);
    const e = await createEvent({ title: 'Conservado', business_ids: JSON.stringify([b._id]) });
    const res = await putEvent(e._id, { title: undefined, business_ids: undefined, description: 'Otra' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Conservado', business_ids: [b._id], description: 'Otra' });
  });

  it('refuses more than 12 images in total with 400 tooManyFiles and keeps the event as it was', async () => {
    const img = await png();
    const e = await createEvent({}, Array.from({ length: 10 }, () => img));
    const res = await putEvent(e._id, {}, [img, img, img]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.tooManyFiles });
    expect((await request(t.app).get(`/api/events/${e._id}`)).body).toEqual(e);
    expect(uploadedFileNames(t)).toHaveLength(20);
  });

  it.each([
    ['the description is blank', { description: '' }, ADMIN_MSG.eventDescriptionRequired],
    ['a date is missing', { start_time: undefined }, ADMIN_MSG.eventDatesRequired],
    ['the start is after the end', { start_time: inDays(6), end_time: inDays(5) }, ADMIN_MSG.eventStartBeforeEnd],
    ['business_ids is not JSON', { business_ids: 'x' }, EVENT_MESSAGES.invalidBusinessIds],
    ['business_ids names an unknown business', { business_ids: '["0123456789abcdef01234567"]' }, EVENT_MESSAGES.unknownBusinesses],
    ['existing_images is not JSON', { existing_images: '[/uploads' }, EVENT_MESSAGES.invalidExistingImages],
    ['existing_images is not a list of text', { existing_images: '[1,2]' }, EVENT_MESSAGES.invalidExistingImages],
  ])('when %s, answers 400 with the exact message and changes nothing', async (_n, fields, message) => {
    const e = await createEvent({}, [await png()]);
    const res = await putEvent(e._id, fields, [await png()]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect((await request(t.app).get(`/api/events/${e._id}`)).body).toEqual(e);
    expect(uploadedFileNames(t)).toHaveLength(2);
  });

  it('answers 400 invalidId for a malformed id and 404 eventNotFound for an unknown one', async () => {
    const bad = await putEvent('123');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: API_MSG.invalidId });
    const unknown = await putEvent('0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: API_MSG.eventNotFound });
  });
});

describe('DELETE /api/events/:id', () => {
  it('deletes the event and its image files, then answers 404 for it', async () => {
    const e = await createEvent({}, [await png(), await png()]);
    expect(uploadedFileNames(t)).toHaveLength(4);
    const res = await request(t.app).delete(`/api/events/${e._id}`).set(admin);
    expect(res.status).toBe(204);
    expect(uploadedFileNames(t)).toEqual([]);
    expect((await request(t.app).get(`/api/events/${e._id}`)).status).toBe(404);
    const again = await request(t.app).delete(`/api/events/${e._id}`).set(admin);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: API_MSG.eventNotFound });
  });

  it('answers 400 invalidId for a malformed id', async () => {
    const res = await request(t.app).delete('/api/events/zzz').set(admin);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.invalidId });
  });
});

describe('who may change events', () => {
  const mutations: [string, (id: string, auth: Auth) => request.Test][] = [
    ['POST /api/events', (_id, auth) => postEvent({}, [], auth)],
    ['PUT /api/events/:id', (id, auth) => putEvent(id, { title: 'Cambiado' }, [], auth)],
    ['DELETE /api/events/:id', (id, auth) => request(t.app).delete(`/api/events/${id}`).set(auth)],
  ];

  it.each(mutations)('%s: anonymous 401, a user 403, an admin 2xx', async (_name, call) => {
    const e = await createEvent({ title: 'Original' });
    const anon = await call(e._id, {});
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: API_MSG.unauthorized });
    const user = await createUser(t);
    const asUser = await call(e._id, user.auth);
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({ message: API_MSG.forbidden });
    expect((await request(t.app).get(`/api/events/${e._id}`)).body.title).toBe('Original');
    const asAdmin = await call(e._id, admin);
    expect(asAdmin.status).toBeGreaterThanOrEqual(200);
    expect(asAdmin.status).toBeLessThan(300);
  });

  it('a forged or expired token is 401 sessionExpired', async () => {
    const res = await postEvent({}, [], { Authorization: 'Bearer not.a.jwt' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: API_MSG.sessionExpired });
  });
});

describe('deleting a business', () => {
  it('removes it from every event\'s business_ids through the store', async () => {
    const a = await makeBusiness(t, 'A');
    const b = await makeBusiness(t, 'B');
    const e = await createEvent({ business_ids: JSON.stringify([a._id, b._id]) });
    await t.store.events.removeBusinessEverywhere(a._id);
    expect((await request(t.app).get(`/api/events/${e._id}`)).body.business_ids).toEqual([b._id]);
  });
});

describe('uploaded event images', () => {
  it('are served under /uploads/ with long cache headers: a WebP display copy at most 1280 px wide and a WebP thumbnail at most 480 px wide', async () => {
    const e = await createEvent({}, [await png(1600, 800)]);
    const display = await request(t.app).get(e.images[0]!).buffer(true);
    expect(display.status).toBe(200);
    expect(display.headers['content-type']).toBe('image/webp');
    expect(display.headers['cache-control']).toMatch(/max-age=31536000/);
    const shown = await sharp(display.body as Buffer).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(['webp', 1280, 640]);

    const thumb = await request(t.app).get(e.thumbnails![0]!).buffer(true);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toMatch(/max-age=31536000/);
    const meta = await sharp(thumb.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(240);
    expect((thumb.body as Buffer).length).toBeLessThan((display.body as Buffer).length);
    expect(fs.existsSync(path.join(t.ctx.storage.localDir!, fileOf(e.thumbnails![0]!)))).toBe(true);
  });
});
