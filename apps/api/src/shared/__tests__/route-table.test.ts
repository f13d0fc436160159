/**
 * Issue 18 §1: every endpoint is declared once, in the route table (packages/contracts/src/routes).
 * The API registers its handlers by table entry and refuses to start when the two disagree; who may
 * call a route, how its answer may be cached and what it answers are the table's word, checked here
 * against the running app.
 */
import { Router } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, ROUTES, ROUTE_API, ROUTE_LIST, cacheOf, routeUrl, type AnyRoute, type RouteId } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../test/helpers';
import { createLogger } from '../logger';
import { seedCatalogue } from '../../store/seed';
import { PRIVATE_CACHE_CONTROL, PUBLIC_LIST_CACHE_CONTROL } from '../http-cache';
import { route, routeTableProblems } from '../route';

const OTHER_ID = '665f1c2e8b3a4d0012345678';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let person: Awaited<ReturnType<typeof createUser>>;
let businessId: string;
let eventId: string;
let categoryId: string;

beforeAll(async () => {
  t = createTestApp();
  await seedCatalogue(t.store, createLogger('silent'));
  admin = await createAdmin(t);
  person = await createUser(t);
  businessId = (await t.store.businesses.list())[0]!._id;
  eventId = (await t.store.events.list())[0]!._id;
  categoryId = (await t.store.categories.list())[0]!._id;
});

/** A URL for an entry with every `:param` filled with something real (a seeded record, the caller's own id). */
function urlOf(entry: AnyRoute, me = OTHER_ID): string {
  const values: Record<string, string> = { id: OTHER_ID, businessId, reviewId: OTHER_ID, token: 'no-such-token', name: 'no-such-file.webp' };
  if (entry.path.startsWith('/api/business/')) values.id = businessId;
  if (entry.path.startsWith('/api/events/')) values.id = eventId;
  if (entry.path.startsWith('/api/categories/')) values.id = categoryId;
  if (entry.path.startsWith('/api/users/')) values.id = me;
  return routeUrl(entry as never, values as never, SAMPLE_QUERY[entry.id] as never);
}

/** What a few routes need in the query to reach their handler. */
const SAMPLE_QUERY: Partial<Record<RouteId, Record<string, string>>> = {
  'businessByIds': { ids: OTHER_ID },
  'businessNearby': { lat: '23.1384', lon: '-82.3575' },
  'businessSearch': { q: 'a' },
};

const call = (entry: AnyRoute, url: string, auth?: Record<string, string>) => {
  const method = entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const req = request(t.app)[method](url);
  if (auth) req.set(auth);
  return entry.method === 'GET' ? req : req.send({});
};

describe('the route table and the routers agree (the start-up check)', () => {
  it('the app starts: every table entry has a handler and every handler an entry', () => {
    expect(() => createTestApp()).not.toThrow();
  });

  it('names an entry nobody serves, and a route served without an entry', () => {
    const router = Router();
    route(router, API.systemHealth, (_req, res) => res.end());
    router.get('/hecho-a-mano', (_req, res) => res.end());
    const problems = routeTableProblems([router]);
    expect(problems).toContain('businessById (GET /api/business/:id) has no handler');
    expect(problems).toContain('GET /hecho-a-mano is served but has no entry in the route table');
    expect(problems.some((p) => p.startsWith('systemHealth'))).toBe(false);
  });

  it('names an entry served twice', () => {
    const a = Router();
    const b = Router();
    route(a, API.systemHealth, (_req, res) => res.end());
    route(b, API.systemHealth, (_req, res) => res.end());
    expect(routeTableProblems([a, b])).toContain('systemHealth has 2 handlers');
  });
});

describe("the table's `auth` is what the middleware enforces", () => {
  const signedIn = ROUTE_LIST.filter((e) => !['public', 'optional'].includes(ROUTE_API[e.id].auth));
  const open = ROUTE_LIST.filter((e) => ['public', 'optional'].includes(ROUTE_API[e.id].auth));

  it.each(signedIn.map((e) => [e.id, e] as const))('%s answers 401 to an anonymous caller', async (_id, entry) => {
    const res = await call(entry, urlOf(entry));
    expect(res.status).toBe(401);
  });

  it.each(open.map((e) => [e.id, e] as const))('%s never answers 401 or 403 to an anonymous caller', async (_id, entry) => {
    const res = await call(entry, urlOf(entry));
    expect([401, 403]).not.toContain(res.status);
  });

  const refusedToAUser = ROUTE_LIST.filter((e) => ['admin', 'self-or-admin', 'owner-or-admin'].includes(ROUTE_API[e.id].auth));
  it.each(refusedToAUser.map((e) => [e.id, e] as const))('%s answers 403 to a signed-in person who is not its admin, self or owner', async (_id, entry) => {
    // self-or-admin: another person's id; owner-or-admin: a business this person does not own
    const res = await call(entry, urlOf(entry, admin.user._id), person.auth);
    expect(res.status).toBe(403);
  });
});

describe("the table's `cache` is the answer's Cache-Control", () => {
  const privateOnes = ROUTE_LIST.filter((e) => cacheOf(e) === 'private');
  it.each(privateOnes.map((e) => [e.id, e] as const))('%s is private, no-store (refusals included)', async (_id, entry) => {
    const res = await call(entry, urlOf(entry));
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  const publicOnes = ROUTE_LIST.filter((e) => cacheOf(e) === 'public');
  it.each(publicOnes.map((e) => [e.id, e] as const))('%s may be kept by anyone, asked again each time', async (_id, entry) => {
    const res = await call(entry, urlOf(entry));
    expect(res.headers['cache-control']).toBe(PUBLIC_LIST_CACHE_CONTROL);
  });
});

describe("the table's response schema parses the real answer (what the web's typed results rest on)", () => {
  /** Representative calls: every GET with a schema that answers 200 here, and a few writes. */
  const checked: RouteId[] = [];
  const parses = async (entry: AnyRoute, url: string, auth?: Record<string, string>, body?: unknown) => {
    const method = entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const req = request(t.app)[method](url);
    if (auth) req.set(auth);
    const res = body === undefined ? await req : await req.send(body as object);
    expect(res.status, `${entry.id}: ${res.text.slice(0, 200)}`).toBeLessThan(300);
    const schema = ROUTE_API[entry.id].response!;
    const parsed = schema.safeParse(res.body);
    expect(parsed.success, `${entry.id}: ${parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`).toBe(true);
    checked.push(entry.id);
  };

  it('every GET that answers 200 here', async () => {
    const gets = ROUTE_LIST.filter((e) => e.method === 'GET' && ROUTE_API[e.id].response);
    for (const entry of gets) {
      // the routing server is outside; a shared plan, a plan and an OpenStreetMap place need a record made first
      if (['directionsRoute', 'itinerariesShared', 'itinerariesById', 'osmPlace'].includes(entry.id)) continue;
      await parses(entry, urlOf(entry, admin.user._id), admin.auth);
    }
  });

  it('writes: a counter, a favourite, a category, a plan', async () => {
    await parses(ROUTES.countersVisit, routeUrl(API.countersVisit, { id: businessId }), undefined, {});
    await parses(ROUTES.favoritesAdd, routeUrl(API.favoritesAdd, { id: person.user._id, businessId }), person.auth, {});
    await parses(ROUTES.categoriesCreate, routeUrl(API.categoriesCreate), admin.auth, { nombre: 'Heladerías', name: 'ice_cream' });
    await parses(ROUTES.itinerariesCreate, routeUrl(API.itinerariesCreate), person.auth, { name: 'Domingo', stops: [{ business_id: businessId }] });
  });

  it('covered the routes that matter to the web', () => {
    for (const id of ['businessById', 'businessPromoted', 'businessElite', 'businessNearby', 'businessSearch', 'eventsList', 'categoriesList', 'reviewsList', 'menusGet', 'favoritesList', 'usersById', 'countersVisit'] as RouteId[]) {
      expect(checked, id).toContain(id);
    }
  });
});
