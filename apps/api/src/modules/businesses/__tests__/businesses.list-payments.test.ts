import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businessListPageSchema } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { createAdmin, createTestApp, type TestApp } from '../../../test/helpers';

/** Issue 21 §3: the admin's list shows each business's payment methods, as the public cards do. */

const factories = await availableStores();

describe.each(factories)("the admin's business list carries the payment methods ($name)", (factory) => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    const made = await factory.make();
    cleanup = made.cleanup;
    t = createTestApp({ store: made.store });
  });
  afterEach(async () => cleanup());

  it('answers `payments` and `payment_surcharge_pct` where the business says them, and neither where it does not', async () => {
    const admin = await createAdmin(t);
    const base = { categories: [], types: ['restaurant'], photos: [], thumbnails: [], location: { type: 'Point' as const, coordinates: [-82.36, 23.13] as [number, number] }, rating: 0, user_ratings_total: 0, paid_plan: 'BASIC' as const, paid_promo: false };
    const paying = await t.store.businesses.create({ ...base, name: 'Paladar con Transfermóvil', payments: ['cash_cup', 'transfermovil'], payment_surcharge_pct: 10 });
    const silent = await t.store.businesses.create({ ...base, name: 'Cafetería sin decir' });
    const res = await request(t.app).get('/api/business/?page=1&limit=50').set(admin.auth);
    expect(res.status).toBe(200);
    expect(businessListPageSchema.parse(res.body)).toEqual(res.body);
    const byId = new Map((res.body.items as { _id: string }[]).map((b) => [b._id, b]));
    expect(byId.get(paying._id)).toMatchObject({ payments: ['cash_cup', 'transfermovil'], payment_surcharge_pct: 10 });
    expect(byId.get(silent._id)).not.toHaveProperty('payments');
    expect(byId.get(silent._id)).not.toHaveProperty('payment_surcharge_pct');
  });
});
