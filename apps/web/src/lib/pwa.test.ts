import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmServiceWorkerCache } from './pwa';

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
});
