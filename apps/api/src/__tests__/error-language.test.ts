import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_MSG, HOURS_MESSAGES, ITINERARY_LIMITS, ITINERARY_MESSAGES, MSG } from '@guia/contracts';
import { API_MSG_EN, HOURS_MESSAGES_EN, ITINERARY_MESSAGES_EN, MSG_EN } from '@guia/contracts/en';
import { createAdmin, createTestApp, createUser, type TestApp } from '../test/helpers';
import { makeBusiness } from '../modules/events/__tests__/fixtures';

/**
 * Issue 22 §1, 'bad input gets a message in the person's language': the API answers an error in
 * the language of the request's Accept-Language (English for en…, Spanish for anything else or
 * nothing: supertest sends no header, and every other test's Spanish stays). The web sends the
 * screen's language (admin screens: Spanish).
 */
const EN = { 'Accept-Language': 'en-GB,en;q=0.9' };

const person = (over: Record<string, unknown> = {}) => ({
  name: 'Ana',
  email: `ana_${Math.random().toString(36).slice(2)}@example.com`,
  username: `ana_${Math.random().toString(36).slice(2, 10)}`,
  password: 'corta',
  ...over,
});

describe('an error answer in the language of the request', () => {
  it('a registration with a short password answers 400 in English to an English browser, and in Spanish without the header', async () => {
    const t = createTestApp();
    const en = await request(t.app).post('/api/auth/register').set(EN).send(person());
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ message: MSG_EN.passwordMin });
    expect(en.headers.vary).toMatch(/Accept-Language/i);
    const es = await request(t.app).post('/api/auth/register').send(person());
    expect(es.body).toEqual({ message: MSG.passwordMin });
  });

  it('an address the API does not have answers 404 in English', async () => {
    const t = createTestApp();
    const res = await request(t.app).get('/api/no-such-thing').set(EN);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG_EN.routeNotFound });
  });

  it('a plan made without a session answers 401 in English', async () => {
    const t = createTestApp();
    const res = await request(t.app).post('/api/itineraries').set(EN).send({ name: 'Sábado', stops: [] });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: API_MSG_EN.unauthorized });
  });

  it('past the registration limit answers 429 in English, with the rate limit headers', async () => {
    const t = createTestApp({ config: { trustProxy: true, registerRateLimit: { max: 1, windowMs: 60_000 } } });
    const ip = { 'X-Forwarded-For': '10.7.0.1' };
    expect((await request(t.app).post('/api/auth/register').set(ip).send(person({ password: 'contraseña-segura' }))).status).toBe(201);
    const refused = await request(t.app).post('/api/auth/register').set(ip).set(EN).send(person({ password: 'contraseña-segura' }));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: API_MSG_EN.tooManyRegistrations });
    expect(refused.headers.vary).toMatch(/Accept-Language/i);
    expect(refused.headers).toHaveProperty('ratelimit-policy');
    const spanish = await request(t.app).post('/api/auth/register').set(ip).send(person({ password: 'contraseña-segura' }));
    expect(spanish.body).toEqual({ message: API_MSG.tooManyRegistrations });
  });

  it(`a plan of more than ${ITINERARY_LIMITS.stops} stops answers 400 in English, saying the limit`, async () => {
    const t = createTestApp();
    const ana = (await createUser(t)).auth;
    const museo = (await makeBusiness(t, 'Museo de la Revolución'))._id;
    const stops = Array.from({ length: ITINERARY_LIMITS.stops + 1 }, () => ({ business_id: museo }));
    const res = await request(t.app).post('/api/itineraries').set(ana).set(EN).send({ name: 'Todo', stops });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: ITINERARY_MESSAGES_EN.tooManyStops });
    expect(res.body.message).toContain(String(ITINERARY_LIMITS.stops));
    const es = await request(t.app).post('/api/itineraries').set(ana).send({ name: 'Todo', stops });
    expect(es.body).toEqual({ message: ITINERARY_MESSAGES.tooManyStops });
  });

  it('a function message (hours that overlap on a day) is written again in English with its day', async () => {
    const t = createTestApp();
    const admin = (await createAdmin(t)).auth;
    const id = (await makeBusiness(t, 'Paladar La Esquina'))._id;
    const hours = { week: { sat: [{ open: '10:00', close: '14:00' }, { open: '13:00', close: '15:00' }] }, exceptions: [] };
    const res = await request(t.app).put(`/api/business/${id}/details`).set(admin).set(EN).send({ hours });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: HOURS_MESSAGES_EN.overlap('sat') });
    const es = await request(t.app).put(`/api/business/${id}/details`).set(admin).send({ hours });
    expect(es.body).toEqual({ message: HOURS_MESSAGES.overlap('sat') });
  });

  it.each([
    ['an unknown language code', 'xx-YY'],
    ['a language the guide does not have', 'fr-FR,fr;q=0.9,de;q=0.8'],
    ['Spanish', 'es-ES'],
  ])('%s gets Spanish', async (_what, header) => {
    const t = createTestApp();
    const res = await request(t.app).post('/api/itineraries').set('Accept-Language', header).send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: API_MSG.unauthorized });
  });

  it('no Accept-Language gets Spanish', async () => {
    const t = createTestApp();
    const res = await request(t.app).get('/api/no-such-thing');
    expect(res.body).toEqual({ message: API_MSG.routeNotFound });
  });

  it("a successful answer's data are the same in either language", async () => {
    const t: TestApp = createTestApp();
    await makeBusiness(t, 'Museo de la Revolución');
    const es = await request(t.app).get('/api/business/promoted');
    const en = await request(t.app).get('/api/business/promoted').set(EN);
    expect(en.status).toBe(200);
    expect(en.body).toEqual(es.body);
  });
});
