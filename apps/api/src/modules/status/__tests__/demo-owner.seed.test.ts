import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedBusinesses, seedBusinessId } from '../../businesses/businesses.seed';
import { DEMO_OWNER, seedDemoOwner } from '../demo-owner.seed';
import { loadConfig, testConfig } from '../../../config';
import { initializeStore } from '../../../store/seed';
import { createLogger } from '../../../shared/logger';

describe('the demo owner of La Guarida (issue 21, outside production)', () => {
  it('signs in, manages La Guarida, has no status set and one reply written; a second run changes nothing', async () => {
    const t = createTestApp();
    await seedBusinesses(t.store.businesses, t.store.reviews);
    expect(await seedDemoOwner(t.store, 4)).toBe(true);
    expect(await seedDemoOwner(t.store, 4)).toBe(false);
    const login = await request(t.app).post('/api/auth/login').send({ identifier: DEMO_OWNER.username, password: DEMO_OWNER.password });
    expect(login.status).toBe(200);
    const mine = await request(t.app).get('/api/claims/mine').set('Authorization', `Bearer ${login.body.token}`);
    expect(mine.body).toEqual([expect.objectContaining({ business_id: seedBusinessId('la-guarida'), status: 'approved' })]);
    expect((await request(t.app).get(`/api/business/${seedBusinessId('la-guarida')}/status`)).body).toEqual({ today_status: null });
    const reviews = (await request(t.app).get(`/api/business/${seedBusinessId('la-guarida')}/comments`)).body.items;
    expect(reviews.filter((r: { reply?: unknown }) => r.reply)).toHaveLength(1);
  });
});

describe('when the first start seeds the demo owner', () => {
  const SECRET = 'a-long-random-secret-for-this-test-only-0123456789';
  it('is on in development, off in tests unless asked, and never in production even when asked', () => {
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: SECRET }).demoOwner).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: SECRET, DEMO_OWNER: 'false' }).demoOwner).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET }).demoOwner).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO_OWNER: 'true' }).demoOwner).toBe(false);
  });

  it('a first start with the demo catalogue makes the account; without the flag there is none', async () => {
    const logger = createLogger('silent');
    const on = createTestApp();
    await initializeStore(on.store, testConfig({ seed: true, demoOwner: true }), logger);
    expect(await on.store.users.findByIdentifier(DEMO_OWNER.username)).not.toBeNull();
    const off = createTestApp();
    await initializeStore(off.store, testConfig({ seed: true, demoOwner: false }), logger);
    expect(await off.store.users.findByIdentifier(DEMO_OWNER.username)).toBeNull();
  });
});
