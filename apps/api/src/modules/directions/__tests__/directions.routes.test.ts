import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { DIRECTIONS_MESSAGES, MSG, directionsResponseSchema } from '@guia/contracts';
import { createTestApp, createUser } from '../../../test/helpers';
import { loadConfig } from '../../../config';

type Mode = 'ok' | 'fail' | 'slow' | 'garbage' | 'no-route';

/**
 * An OSRM stand-in on nock (no server, never the internet): records the paths asked and answers
 * per `mode`; 'slow' never answers, so the client's own time-out ends the request.
 */
function fakeOsrm(origin: string) {
  const state = { mode: 'ok' as Mode, asked: [] as string[] };
  nock(origin)
    .persist()
    .get(() => true)
    .query(true)
    .reply((uri, _body, answer) => {
      state.asked.push(uri);
      const m = uri.match(/^\/route\/v1\/(?:driving|foot)\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)\?/);
      if (!m) return answer(null, [404, { code: 'InvalidUrl' }]);
      switch (state.mode) {
        case 'fail':
          return answer(null, [500, { code: 'Error' }]);
        case 'slow':
          return;
        case 'garbage':
          return answer(null, [200, '<html>no</html>', { 'Content-Type': 'application/json' }]);
        case 'no-route':
          return answer(null, [400, { code: 'NoRoute', message: 'Impossible route' }]);
        default: {
          const [a, b] = [[Number(m[1]), Number(m[2])], [Number(m[3]), Number(m[4])]];
          return answer(null, [
            200,
            { code: 'Ok', routes: [{ distance: 1234.4, duration: 321.6, geometry: { type: 'LineString', coordinates: [a, [b[0], a[1]], b] } }] },
          ]);
        }
      }
    });
  return { state };
}

// the routing server's address in these tests; 127.0.0.1:9 stands for one that cannot be reached
const osrmUrl = 'http://osrm.test';
let osrm: ReturnType<typeof fakeOsrm>;
beforeAll(() => {
  if (!nock.isActive()) nock.activate();
  // supertest talks to the app on this machine; nothing else may leave it
  nock.disableNetConnect();
  nock.enableNetConnect((host) => host.startsWith('127.0.0.1:'));
  osrm = fakeOsrm(osrmUrl);
});
afterAll(() => {
  nock.abortPendingRequests();
  nock.cleanAll();
  nock.enableNetConnect();
  nock.restore();
});
afterEach(() => {
  osrm.state.mode = 'ok';
  osrm.state.asked = [];
});

const FROM = { from_lat: 23.138, from_lng: -82.364 };
const TO = { to_lat: 23.1363, to_lng: -82.3518 };

async function setup(timeoutMs = 2000) {
  const t = createTestApp({ config: { routing: { url: osrmUrl, timeoutMs } } });
  const { auth } = await createUser(t);
  const get = (query: Record<string, unknown>) => request(t.app).get('/api/directions').query(query).set(auth);
  return { t, get };
}

describe('GET /api/directions', () => {
  it('asks the routing server for a driving route lng,lat;lng,lat with the full GeoJSON line and answers metres, seconds and [lat, lng] points', async () => {
    const { get } = await setup();
    const res = await get({ ...FROM, ...TO });
    expect(res.status).toBe(200);
    expect(osrm.state.asked).toEqual(['/route/v1/driving/-82.364,23.138;-82.3518,23.1363?overview=full&geometries=geojson']);
    expect(directionsResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      distance: 1234,
      duration: 322,
      coordinates: [
        [23.138, -82.364],
        [23.138, -82.3518],
        [23.1363, -82.3518],
      ],
      mode: 'car',
    });
  });

  it('without a session, answers 401 and never calls the routing server', async () => {
    const { t } = await setup();
    const res = await request(t.app).get('/api/directions').query({ ...FROM, ...TO });
    expect(res.status).toBe(401);
    expect(osrm.state.asked).toEqual([]);
  });

  it.each([
    ['no parameters', {}],
    ['a missing destination', { ...FROM }],
    ['a blank latitude', { ...FROM, ...TO, to_lat: '' }],
    ['text instead of a number', { ...FROM, ...TO, from_lng: 'abc' }],
    ['a latitude beyond 90', { ...FROM, ...TO, to_lat: 91 }],
    ['a longitude beyond 180', { ...FROM, ...TO, from_lng: -181 }],
  ])('with %s, answers 400 in Spanish and never calls the routing server', async (_case, query) => {
    const { get } = await setup();
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: DIRECTIONS_MESSAGES.badCoordinates });
    expect(osrm.state.asked).toEqual([]);
  });

  it.each([
    ['answers 500', 'fail'],
    ['answers something that is not JSON', 'garbage'],
    ['finds no route', 'no-route'],
  ] as const)('when the routing server %s, answers 502 with the route error', async (_case, mode) => {
    const { get } = await setup();
    osrm.state.mode = mode;
    const res = await get({ ...FROM, ...TO });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: MSG.routeError });
  });

  it('when the routing server does not answer in time, gives up and answers 502 with the route error', async () => {
    const { get } = await setup(300);
    osrm.state.mode = 'slow';
    const started = Date.now();
    const res = await get({ ...FROM, ...TO });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: MSG.routeError });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('when the routing server cannot be reached, answers 502 with the route error', async () => {
    const t = createTestApp({ config: { routing: { url: 'http://127.0.0.1:9', timeoutMs: 2000 } } });
    const { auth } = await createUser(t);
    const res = await request(t.app).get('/api/directions').query({ ...FROM, ...TO }).set(auth);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: MSG.routeError });
  });
});

describe('GET /api/directions?mode= (walking routes, issue 22 §2)', () => {
  it('with a walking server (ROUTING_URL_FOOT), asks it for the foot profile and answers mode foot', async () => {
    const t = createTestApp({ config: { routing: { url: 'http://127.0.0.1:9', footUrl: osrmUrl, timeoutMs: 2000 } } });
    const { auth } = await createUser(t);
    const res = await request(t.app).get('/api/directions').query({ ...FROM, ...TO, mode: 'foot' }).set(auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(osrm.state.asked).toEqual([`/route/v1/foot/${FROM.from_lng},${FROM.from_lat};${TO.to_lng},${TO.to_lat}?overview=full&geometries=geojson`]);
    expect(res.body).toMatchObject({ distance: 1234, duration: 322, mode: 'foot' });
    expect(res.body.estimated).toBeUndefined();
  });

  it('without a walking server, never asks the driving server to walk: the driving line, the time at walking pace, marked as an estimate', async () => {
    const { get } = await setup();
    const res = await get({ ...FROM, ...TO, mode: 'foot' });
    expect(res.status).toBe(200);
    expect(osrm.state.asked).toHaveLength(1);
    expect(osrm.state.asked[0]).toMatch(/^\/route\/v1\/driving\//);
    // 1234.4 m at 4.8 km/h
    expect(res.body).toMatchObject({ distance: 1234, duration: 926, mode: 'foot', estimated: true });
    expect(directionsResponseSchema.parse(res.body).coordinates).toHaveLength(3);
  });

  it('by car when mode is car or absent', async () => {
    const { get } = await setup();
    for (const query of [{ ...FROM, ...TO }, { ...FROM, ...TO, mode: 'car' }]) {
      const res = await get(query);
      expect(res.body).toMatchObject({ duration: 322, mode: 'car' });
    }
    expect(osrm.state.asked.every((p) => p.startsWith('/route/v1/driving/'))).toBe(true);
  });

  it('answers 400 with a Spanish message for an unknown mode, and asks no server', async () => {
    const { get } = await setup();
    const res = await get({ ...FROM, ...TO, mode: 'bicicleta' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: DIRECTIONS_MESSAGES.badMode });
    expect(osrm.state.asked).toEqual([]);
  });

  it('when the walking server fails, answers 502 with the route error (the map then offers the hand-off links)', async () => {
    const t = createTestApp({ config: { routing: { url: osrmUrl, footUrl: 'http://127.0.0.1:9', timeoutMs: 2000 } } });
    const { auth } = await createUser(t);
    const res = await request(t.app).get('/api/directions').query({ ...FROM, ...TO, mode: 'foot' }).set(auth);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: MSG.routeError });
  });
});

describe('routing configuration', () => {
  it('takes ROUTING_URL_FOOT without a trailing slash, and leaves it unset when blank', () => {
    expect(loadConfig({ NODE_ENV: 'test', ROUTING_URL_FOOT: 'http://localhost:5001/' }).routing.footUrl).toBe('http://localhost:5001');
    expect(loadConfig({ NODE_ENV: 'test', ROUTING_URL_FOOT: '' }).routing.footUrl).toBeUndefined();
  });

  it('defaults to the public OSRM server with an 8 s time-out, and takes ROUTING_URL without a trailing slash', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).routing).toEqual({ url: 'https://router.project-osrm.org', timeoutMs: 8000 });
    expect(loadConfig({ NODE_ENV: 'test', ROUTING_URL: 'http://localhost:3199/' }).routing.url).toBe('http://localhost:3199');
  });
});
