import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS, TEXT_MESSAGES, eventSchema, type Event } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { createAdmin, createTestApp, type TestApp } from '../../../test/helpers';
import { inDays } from './fixtures';

/**
 * Issue 22 §1: an event has an optional English description (`description_en`), written in the
 * admin's event form; every answer carries it; a blank one clears it; one too long is refused with
 * a Spanish message and changes nothing.
 */

type Auth = Record<string, string>;
const factories = await availableStores();

const EN = 'A live orchestra and an open casino class.';

describe.each(factories)('the English description of an event ($name)', (factory) => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let admin: Auth;

  beforeEach(async () => {
    const made = await factory.make();
    cleanup = made.cleanup;
    t = createTestApp({ store: made.store });
    admin = (await createAdmin(t)).auth;
  });
  afterEach(async () => cleanup());

  const send = (method: 'post' | 'put', url: string, fields: Record<string, string>) => {
    const req = request(t.app)[method](url).set(admin);
    const all = { title: 'Noche de salsa', description: 'Orquesta en vivo y clase de casino', start_time: inDays(3, 21), end_time: inDays(3, 23), ...fields };
    for (const [k, v] of Object.entries(all)) req.field(k, v);
    return req;
  };
  const get = async (id: string) => eventSchema.parse((await request(t.app).get(`/api/events/${id}`).expect(200)).body);

  it('the admin creates an event with an English description: the answer, the event and the list carry it', async () => {
    const res = await send('post', '/api/events', { description_en: `  ${EN}  ` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ description: 'Orquesta en vivo y clase de casino', description_en: EN });
    expect((await get(res.body._id)).description_en).toBe(EN);
    const list = (await request(t.app).get('/api/events?upcoming=true').expect(200)).body as Event[];
    expect(list.find((e) => e._id === res.body._id)?.description_en).toBe(EN);
  });

  it('an event without one answers without it; the admin adds it, a form without the field keeps it, a blank one clears it', async () => {
    const created = await send('post', '/api/events', {});
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('description_en');
    const id = created.body._id as string;
    const set = await send('put', `/api/events/${id}`, { description_en: EN });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.description_en).toBe(EN);
    expect((await send('put', `/api/events/${id}`, { description: 'Salsa con orquesta' })).status).toBe(200);
    expect(await get(id)).toMatchObject({ description: 'Salsa con orquesta', description_en: EN });
    const cleared = await send('put', `/api/events/${id}`, { description_en: ' ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('description_en');
    expect(await get(id)).not.toHaveProperty('description_en');
  });

  it(`when the English description is longer than ${TEXT_LIMITS.eventDescription} characters, answers 400 with its Spanish message and changes nothing`, async () => {
    const id = ((await send('post', '/api/events', { description_en: EN })).body as Event)._id;
    const before = await get(id);
    const long = 'a'.repeat(TEXT_LIMITS.eventDescription + 1);
    const res = await send('put', `/api/events/${id}`, { description: 'Otra', description_en: long });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: TEXT_MESSAGES.eventDescriptionEnTooLong });
    expect(await get(id)).toEqual(before);
    const made = await send('post', '/api/events', { title: 'Otra noche', description_en: long });
    expect(made.status).toBe(400);
    expect(made.body).toEqual({ message: TEXT_MESSAGES.eventDescriptionEnTooLong });
    expect((await t.store.events.list()).length).toBe(1);
  });
});
