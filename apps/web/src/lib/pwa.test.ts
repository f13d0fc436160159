import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublicApiPath, warmServiceWorkerCache } from './pwa';

afterEach(() => vi.restoreAllMocks());

describe('warmServiceWorkerCache', () => {
  it('asks again, from the HTTP cache, for the files and API answers the page loaded before the worker took it', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const origin = 'https://guia.example';
    const urls = warmServiceWorkerCache(
      [
        `${origin}/assets/home-lists-abc.js`,
        `${origin}/assets/index-def.css`,
        `${origin}/api/business/promoted`,
        `${origin}/api/events/?upcoming=true`,
        `${origin}/api/business/promoted`, // twice: asked once
        `${origin}/api/health`,
        `${origin}/api/auth/login`,
        `${origin}/api/business/6650f0c2a1b2c3d4e5f60001/visit`,
        `${origin}/api/directions?from=1`,
        `${origin}/api/users/64b7f0c2a1b2c3d4e5f60718`,
        `${origin}/api/users/64b7f0c2a1b2c3d4e5f60718/favorites`,
        `${origin}/api/users/`,
        `${origin}/api/map/tiles.pmtiles`,
        `${origin}/favicon.svg`,
        'https://tile.openstreetmap.org/1/0/0.png',
        'not a url',
      ].map((name) => ({ name })),
      origin,
    );
    expect(urls).toEqual([
      `${origin}/assets/home-lists-abc.js`,
      `${origin}/assets/index-def.css`,
      `${origin}/api/business/promoted`,
      `${origin}/api/events/?upcoming=true`,
    ]);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    for (const call of fetchSpy.mock.calls) expect(call[1]).toMatchObject({ cache: 'force-cache' });
  });

  it('never warms a person\'s own data nor the session: private answers are not asked for at all', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const origin = 'https://guia.example';
    const urls = warmServiceWorkerCache(
      ['/api/users/u1', '/api/users/u1/favorites', '/api/users/', '/api/auth/logout'].map((p) => ({ name: `${origin}${p}` })),
      origin,
    );
    expect(urls).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the public answers the service worker may keep (explicit list)', () => {
  it.each([
    '/api/business/promoted',
    '/api/business/elite',
    '/api/business/nearby',
    '/api/business/search',
    '/api/business/6650f0c2a1b2c3d4e5f60001',
    '/api/business/6650f0c2a1b2c3d4e5f60001/comments',
    // a menu is public: kept for offline reading (issue 21)
    '/api/business/6650f0c2a1b2c3d4e5f60001/menu',
    '/api/events',
    '/api/events/',
    '/api/categories/',
    '/api/map',
    // an OpenStreetMap place's page (issue 24 §4), read offline like a guide business's
    '/api/osm/places/osm-node-4242',
    '/api/osm/places/osm-way-88',
  ])('keeps %s', (path) => expect(isPublicApiPath(path)).toBe(true));

  it.each([
    '/api/users',
    '/api/users/',
    '/api/users/64b7f0c2a1b2c3d4e5f60718',
    '/api/users/64b7f0c2a1b2c3d4e5f60718/favorites',
    '/api/auth/login',
    '/api/auth/logout',
    '/api/directions',
    '/api/business/6650f0c2a1b2c3d4e5f60001/visit',
    '/api/business/6650f0c2a1b2c3d4e5f60001/reservation_count',
    '/api/health',
    '/api/map/tiles.pmtiles',
    '/api/osm/places/osm-node-4242/claims',
    '/api/osm/imports',
  ])('never keeps %s', (path) => expect(isPublicApiPath(path)).toBe(false));
});
