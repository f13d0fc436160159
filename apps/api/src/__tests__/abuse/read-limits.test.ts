/**
 * Issue 17 §5, through HTTP: the reads that cost the server, Google's quota or the routing server
 * (nearby, search, directions) are limited per address and counted in the store.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { API_MSG } from '@guia/contracts';
import { createTestApp } from '../../test/helpers';

const nearby = (i: number) => `/api/business/nearby?lat=${23.1 + i / 1000}&lon=-82.36&max_distance=1000`;

describe('issue 17 §5: nearby, search and directions are rate-limited per address', () => {
  it('answers 429 in Spanish past the limit from one address, whatever the position, and serves another address', async () => {
    const t = createTestApp({ config: { trustProxy: true, searchRateLimit: { max: 5, windowMs: 60_000 } } });
    const from = (ip: string, path: string) => request(t.app).get(path).set('X-Forwarded-For', ip);
    // nearby and search share the budget: 3 + 2 pass
    for (let i = 0; i < 3; i++) expect((await from('10.8.0.1', nearby(i))).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await from('10.8.0.1', `/api/business/search?q=cafe${i}`)).status).toBe(200);
    const refused = await from('10.8.0.1', nearby(60));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: API_MSG.tooManySearches });
    expect(refused.headers['ratelimit-policy']).toBeDefined();
    expect((await from('10.8.0.1', '/api/business/search?q=otra')).status).toBe(429);
    expect((await from('10.8.0.2', nearby(1))).status).toBe(200);
    // the public lists are not part of it
    expect((await from('10.8.0.1', '/api/business/promoted')).status).toBe(200);
  });

  it('limits directions separately, with the same Spanish message', async () => {
    const t = createTestApp({ config: { trustProxy: true, directionsRateLimit: { max: 2, windowMs: 60_000 }, routing: { url: 'http://127.0.0.1:9', timeoutMs: 200 } } });
    const ask = () => request(t.app).get('/api/directions?from=23.13,-82.38&to=23.14,-82.35&mode=walking').set('X-Forwarded-For', '10.9.9.9');
    for (let i = 0; i < 2; i++) expect((await ask()).status).not.toBe(429);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: API_MSG.tooManySearches });
  });
});
