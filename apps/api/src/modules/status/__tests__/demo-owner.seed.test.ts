import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedBusinesses, seedBusinessId } from '../../businesses/businesses.seed';
import { DEMO_OWNER, seedDemoOwner } from '../demo-owner.seed';

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
