/**
 * Issue 9, property-based (fast-check): over every create and update body of the API, whatever the
 * input, the answer is never a 5xx, a refusal is always a known Spanish message (never English),
 * and a refusal changes nothing that is stored — records or files.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import fc from 'fast-check';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../test/helpers';
import { isSpanishMessage } from '../../test/spanish';
import { newBusiness } from '../../modules/businesses/__tests__/fixtures';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);

/** Texts that broke parsers before: look-alike numbers, operators, invisible and control characters, JSON in text. */
const tricky = fc.constantFrom(
  '',
  ' ',
  '0x10',
  'true',
  '[5]',
  '1e3',
  'NaN',
  '-0',
  '5',
  '3.5',
  '{"$gt":""}',
  '["a"]',
  '{"location":{"lat":"x"}}',
  'admin\u200B',
  '\u202Eabc',
  '\u0000',
  '\uD800',
  'ＡＤＭＩＮ',
  'аdmin',
  '/uploads/otro.png',
  'javascript:alert(1)',
  '2031-01-01T20:00',
  'a@b.co',
  'x'.repeat(6000),
);
/** Any UTF-16 text, lone surrogates included. */
const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 });
const anyScalar = fc.oneof(anyText, tricky, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const anyValue = fc.oneof(anyScalar, fc.array(anyScalar, { maxLength: 3 }), fc.dictionary(fc.constantFrom('$gt', 'a', 'lat', 'location'), anyScalar, { maxKeys: 2 }));

/** A body over the endpoint's own keys (each maybe plausible, maybe anything) plus stray keys. */
function bodyOf(plausible: Record<string, fc.Arbitrary<unknown>>) {
  const keys = Object.keys(plausible);
  return fc.record(
    {
      ...Object.fromEntries(keys.map((k) => [k, fc.oneof(plausible[k]!, anyValue)])),
      __stray: anyValue,
    },
    { requiredKeys: [] },
  );
}

/** Only strings survive a multipart form: the same body as form fields. */
const asFields = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? '']));

async function snapshot(t: TestApp, businessIds: string[]) {
  const reviews = await Promise.all(businessIds.map((id) => t.store.reviews.page(id, { offset: 0, limit: 1000 })));
  return JSON.stringify([
    await t.store.users.list(),
    await t.store.categories.list(),
    await t.store.businesses.list(),
    await t.store.events.list(),
    reviews,
    fs.readdirSync(t.ctx.storage.localDir!).sort(),
  ]);
}

interface Endpoint {
  name: string;
  plausible: Record<string, fc.Arbitrary<unknown>>;
  multipart?: boolean;
  send: (ctx: Ctx, body: Record<string, unknown>) => request.Test;
}
interface Ctx {
  t: TestApp;
  admin: Awaited<ReturnType<typeof createAdmin>>;
  user: Awaited<ReturnType<typeof createUser>>;
  businessId: string;
  eventId: string;
  categoryId: string;
}

const person = {
  name: fc.constantFrom('Ana', 'José Martí', ''),
  email: fc.constantFrom('ana@example.com', 'a@b.co', 'no-es-correo'),
  username: fc.constantFrom('ana', 'admin', 'аdmin', 'pepe_1'),
  password: fc.constantFrom('contraseña-segura', 'corta', '\u0000'.repeat(8)),
};
const businessFields = {
  name: fc.constantFrom('La Guarida', ''),
  address: fc.constantFrom('Concordia 418', ''),
  business_status: fc.constantFrom('OPERATIONAL', 'x'.repeat(50)),
  description: fc.constantFrom('Paladar\ncon vistas', ''),
  phone: fc.constantFrom('+53 7 8669047'),
  website: fc.constantFrom('https://example.com', 'ftp://x'),
  rating: fc.constantFrom('4.5', '0x3', '6', 4),
  user_ratings_total: fc.constantFrom('10', '-1', '1.5'),
  latitude: fc.constantFrom('23.1', '0x10', '95'),
  longitude: fc.constantFrom('-82.3', 'true'),
  paid_plan: fc.constantFrom('ELITE', 'gold'),
  paid_promo: fc.constantFrom('true', 'quizás'),
  geometry: fc.constantFrom('{"location":{"lat":23.1,"lng":-82.3}}', '{"location":{"lat":91,"lng":0}}', 'nope'),
  categories: fc.constantFrom('["Comer y beber"]', '["\\u0000"]', '[1]'),
  types: fc.constantFrom('["restaurant"]', '{}'),
  opening_hours: fc.constantFrom('{"weekday_text":["lunes: 9–5"]}', '[1]'),
  plus_code: fc.constantFrom('{"global_code":"76XW4JHH+2M"}', '"x"'),
  photo_urls: fc.constantFrom('[]', '["https://example.com/a.jpg"]', '["/uploads/otro.png"]', '["javascript:x"]'),
  icon: fc.constantFrom('https://example.com/i.png', '/uploads/ajeno.png', 'javascript:x'),
  version: fc.constantFrom('0', '1', '0x0', '-1'),
};
const eventFields = {
  title: fc.constantFrom('Jazz', ''),
  description: fc.constantFrom('Tres noches', ''),
  start_time: fc.constantFrom('2031-01-01T20:00', 'mañana', ''),
  end_time: fc.constantFrom('2031-01-01T22:00', '2030-01-01T00:00'),
  business_ids: fc.constantFrom('[]', '["665f1c2e8b3a4d0012345678"]', '["x"]', 'nope'),
  existing_images: fc.constantFrom('[]', '[1]', 'x'),
  version: fc.constantFrom('0', '5', 'true'),
};

const ENDPOINTS: Endpoint[] = [
  { name: 'POST /auth/register', plausible: person, send: (c, b) => request(c.t.app).post('/api/auth/register').send(b) },
  {
    name: 'POST /auth/login',
    plausible: { identifier: fc.constantFrom('admin', 'ana@example.com'), password: person.password },
    send: (c, b) => request(c.t.app).post('/api/auth/login').send(b),
  },
  {
    name: 'POST /users',
    plausible: { ...person, role_id: fc.constantFrom(1, 2, 3, '1') },
    send: (c, b) => request(c.t.app).post('/api/users').set(c.admin.auth).send(b),
  },
  {
    name: 'PUT /users/{id} (self)',
    plausible: { ...person, current_password: fc.constantFrom('contraseña-segura', 'mala'), role_id: fc.constantFrom(1, 2) },
    send: (c, b) => request(c.t.app).put(`/api/users/${c.user.user._id}`).set(c.user.auth).send(b),
  },
  {
    name: 'PUT /users/{id} (admin on itself)',
    plausible: { ...person, current_password: fc.constantFrom('contraseña-segura'), role_id: fc.constantFrom(1, 2) },
    send: (c, b) => request(c.t.app).put(`/api/users/${c.admin.user._id}`).set(c.admin.auth).send(b),
  },
  {
    name: 'POST /categories',
    plausible: { nombre: fc.constantFrom('Bares', ''), name: fc.constantFrom('Bars', '') },
    send: (c, b) => request(c.t.app).post('/api/categories').set(c.admin.auth).send(b),
  },
  {
    name: 'PUT /categories/{id}',
    plausible: { nombre: fc.constantFrom('Bares', ''), name: fc.constantFrom('Bars', '') },
    send: (c, b) => request(c.t.app).put(`/api/categories/${c.categoryId}`).set(c.admin.auth).send(b),
  },
  { name: 'POST /business (JSON)', plausible: businessFields, send: (c, b) => request(c.t.app).post('/api/business/').set(c.admin.auth).send(b) },
  {
    name: 'POST /business (multipart)',
    plausible: businessFields,
    multipart: true,
    send: (c, b) => Object.entries(asFields(b)).reduce((req, [k, v]) => req.field(k, v), request(c.t.app).post('/api/business/').set(c.admin.auth)),
  },
  {
    name: 'PUT /business/{id} (multipart)',
    plausible: businessFields,
    multipart: true,
    send: (c, b) =>
      Object.entries(asFields(b)).reduce((req, [k, v]) => req.field(k, v), request(c.t.app).put(`/api/business/${c.businessId}`).set(c.admin.auth)),
  },
  {
    name: 'POST /events (multipart)',
    plausible: eventFields,
    multipart: true,
    send: (c, b) => Object.entries(asFields(b)).reduce((req, [k, v]) => req.field(k, v), request(c.t.app).post('/api/events').set(c.admin.auth)),
  },
  { name: 'PUT /events/{id} (JSON)', plausible: eventFields, send: (c, b) => request(c.t.app).put(`/api/events/${c.eventId}`).set(c.admin.auth).send(b) },
  {
    name: 'POST /business/{id}/comments',
    plausible: { content: fc.constantFrom('Muy bueno', ''), rating: fc.constantFrom(5, '3', 0, true) },
    send: (c, b) => request(c.t.app).post(`/api/business/${c.businessId}/comments`).set(c.user.auth).send(b),
  },
];

async function context(): Promise<Ctx> {
  const limit = { max: 100_000, windowMs: 60_000 };
  const t = createTestApp({ config: { registerRateLimit: limit, reviewRateLimit: limit, loginRateLimit: { ...limit, sprayDelayMs: 1 } } });
  const admin = await createAdmin(t);
  const user = await createUser(t);
  const business = await t.store.businesses.create(newBusiness({ name: 'Base' }));
  const event = await t.store.events.create({
    title: 'Base',
    description: 'd',
    start_date: new Date('2031-01-01T20:00Z'),
    end_date: new Date('2031-01-01T22:00Z'),
    images: [],
    thumbnails: [],
    business_ids: [],
  });
  const category = await t.store.categories.create({ nombre: 'Base', name: 'Base' });
  return { t, admin, user, businessId: business._id, eventId: event._id, categoryId: category._id };
}

describe('issue 9: no body of any create or update yields a 5xx, an English message, or a change on refusal', () => {
  it.each(ENDPOINTS)('$name', async (endpoint) => {
    const c = await context();
    await fc.assert(
      fc.asyncProperty(bodyOf(endpoint.plausible), async (body) => {
        const before = await snapshot(c.t, [c.businessId]);
        const res = await endpoint.send(c, body as Record<string, unknown>);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        if (res.status >= 400) {
          expect(isSpanishMessage(res.body?.message), `${res.status} ${JSON.stringify(res.body)}`).toBe(true);
          expect(await snapshot(c.t, [c.businessId])).toBe(before);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
