import { describe, expect, it } from 'vitest';
import { API, OFFLINE_ROUTES, ROUTES, ROUTE_API, ROUTE_LIST, apiPath, offlineOf, pathsPattern, routeIdOf, routeUrl } from '../index';

describe('the route table (issue 18 §1)', () => {
  it('names each endpoint once: one id, one method and path (GET /api/business/ with ids is the one shared pair)', () => {
    const ids = ROUTE_LIST.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const pairs = ROUTE_LIST.map((r) => `${r.method} ${r.path}`);
    const twice = pairs.filter((p, i) => pairs.indexOf(p) !== i);
    expect(twice).toEqual(['GET /api/business/']);
    expect(ROUTES.businessById.path).toBe(API.businessById.path);
    expect(routeIdOf(API.businessById)).toBe('businessById');
  });

  it('has the API side (auth, summary, tag) of every route and no other', () => {
    expect(Object.keys(ROUTE_API).sort()).toEqual(ROUTE_LIST.map((r) => r.id).sort());
  });

  it("lists for the web's entry exactly the routes the service worker keeps (offline: 'network-first')", () => {
    const networkFirst = ROUTE_LIST.filter((r) => offlineOf(r) === 'network-first').map((r) => r.id);
    expect(OFFLINE_ROUTES.map(routeIdOf).sort()).toEqual(networkFirst.sort());
  });

  it('builds URLs: params encoded, query appended, relative to the API base for apiFetch', () => {
    expect(apiPath(API.businessById, { id: 'a b' })).toBe('/business/a%20b');
    expect(routeUrl(API.businessById, { id: 'x' })).toBe('/api/business/x');
    expect(apiPath(API.favoritesAdd, { id: 'u1', businessId: 'b1' })).toBe('/users/u1/favorites/b1');
    expect(apiPath(API.categoriesList, {}, { home: true })).toBe('/categories/?home=true');
    expect(apiPath(API.claimsList, {}, { status: undefined, page: 2 })).toBe('/claims?page=2');
    expect(apiPath(API.businessNearby, {}, new URLSearchParams({ lat: '1', lon: '2' }))).toBe('/business/nearby?lat=1&lon=2');
    expect(routeUrl(API.eventsFeed)).toBe('/events.ics');
  });

  it('turns routes into the pattern of their paths (one segment per :param, optional trailing slash)', () => {
    const pattern = new RegExp(pathsPattern([API.businessById, API.categoriesList, API.mapInfo]));
    for (const ok of ['/api/business/665f', '/api/categories/', '/api/categories', '/api/map']) expect(pattern.test(ok), ok).toBe(true);
    for (const no of ['/api/business/665f/visit', '/api/map/tiles.pmtiles', '/api/users/']) expect(pattern.test(no), no).toBe(false);
  });
});
