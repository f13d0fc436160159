import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../test/helpers';
import { seedBusinesses } from '../modules/businesses/businesses.seed';

describe('response compression', () => {
  it('when the client accepts gzip, the business list comes gzip-encoded', async () => {
    const t = createTestApp();
    await seedBusinesses(t.store.businesses);
    const res = await request(t.app).get('/api/business/').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBeGreaterThan(30);
  });
});
