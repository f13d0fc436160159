import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import type { Store } from '../../../store/types';
import { createMemoryBusinessesRepository } from '../businesses.memory';
import { newBusiness } from './fixtures';

const factories = await availableStores();

/** Issue 21 §3: the businesses port keeps a business's payment methods and surcharge, on every store. */
describe.each(factories)('businesses repository: payment methods ($name)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('stores them on create and update, answers them in findById and nearby, and clears them with undefined', async () => {
    const b = await store.businesses.create(newBusiness({ name: 'Paladar', payments: ['cash_cup', 'transfermovil'], payment_surcharge_pct: 10 }));
    expect(b).toMatchObject({ payments: ['cash_cup', 'transfermovil'], payment_surcharge_pct: 10 });
    const plain = await store.businesses.create(newBusiness({ name: 'Cafetería' }));
    expect((await store.businesses.findById(plain._id))!.payments).toBeUndefined();

    await store.businesses.update(b._id, { payments: ['cash_cup', 'enzona', 'zelle'], payment_surcharge_pct: 2.5 });
    expect(await store.businesses.findById(b._id)).toMatchObject({ payments: ['cash_cup', 'enzona', 'zelle'], payment_surcharge_pct: 2.5 });
    const near = await store.businesses.nearby({ lat: 23.1373, lng: -82.3598, radiusM: 1000 });
    expect(near.find((r) => r._id === b._id)!.payments).toEqual(['cash_cup', 'enzona', 'zelle']);
    expect(near.find((r) => r._id === plain._id)!.payments).toBeUndefined();

    await store.businesses.update(b._id, { payments: undefined, payment_surcharge_pct: undefined });
    const cleared = (await store.businesses.findById(b._id))!;
    expect(cleared.payments).toBeUndefined();
    expect(cleared.payment_surcharge_pct).toBeUndefined();
  });

  it('a copy answered is the caller’s: changing it changes nothing stored', async () => {
    const b = await store.businesses.create(newBusiness({ payments: ['cash_cup'] }));
    const read = (await store.businesses.findById(b._id))!;
    read.payments!.push('zelle');
    expect((await store.businesses.findById(b._id))!.payments).toEqual(['cash_cup']);
  });
});

describe('memory businesses repository: payment methods survive a restart', () => {
  it('exportState/importState carry them', async () => {
    const before = createMemoryBusinessesRepository();
    const b = await before.create(newBusiness({ payments: ['cash_usd', 'cards'], payment_surcharge_pct: 5 }));
    const after = createMemoryBusinessesRepository();
    after.importState(JSON.parse(JSON.stringify(before.exportState())));
    expect(await after.findById(b._id)).toMatchObject({ payments: ['cash_usd', 'cards'], payment_surcharge_pct: 5 });
  });
});
