import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import { StaleWriteError } from '../../../shared/errors';
import type { ItinerariesRepository, NewItinerary } from '../itineraries.repository';

const factories = await availableStores();

const ANA = '0123456789abcdef01234567';
const LUIS = '89abcdef0123456789abcdef';
const BAR = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const MUSEO = 'bbbbbbbbbbbbbbbbbbbbbbbb';

const plan = (over: Partial<NewItinerary> = {}): NewItinerary => ({
  owner_id: ANA,
  name: 'Sábado en La Habana Vieja',
  date: '2026-12-05',
  stops: [{ business_id: MUSEO, time: '10:00' }, { business_id: BAR, note: 'Mojito' }],
  ...over,
});

describe.each(factories)('itineraries repository contract ($name)', (factory) => {
  let repo: ItinerariesRepository;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    const made = await factory.make();
    repo = made.store.itineraries;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('creates a plan, unshared at version 0, and reads it back with its stops in order', async () => {
    const p = await repo.create(plan());
    expect(p).toMatchObject({ ...plan(), share_token: null, version: 0 });
    expect(p._id).toMatch(/^[a-f\d]{24}$/);
    expect(await repo.findById(p._id.toUpperCase())).toEqual(p);
    expect((await repo.findById(p._id))!.stops).toEqual([{ business_id: MUSEO, time: '10:00' }, { business_id: BAR, note: 'Mojito' }]);
  });

  it("lists only the owner's plans, the most recently changed first, and counts them", async () => {
    const first = await repo.create(plan({ name: 'Uno' }));
    await repo.create(plan({ name: 'Dos' }));
    await repo.create(plan({ name: 'De Luis', owner_id: LUIS }));
    await new Promise((r) => setTimeout(r, 5));
    await repo.update(first._id, { name: 'Uno, cambiado' });
    expect((await repo.listByOwner(ANA)).map((p) => p.name)).toEqual(['Uno, cambiado', 'Dos']);
    expect(await repo.countByOwner(ANA)).toBe(2);
    expect(await repo.countByOwner(LUIS)).toBe(1);
  });

  it('updates name, date and stops, adds 1 to the version, and refuses a stale version without changing anything', async () => {
    const p = await repo.create(plan());
    const updated = await repo.update(p._id, { name: 'Domingo', date: null, stops: [{ business_id: BAR }] }, 0);
    expect(updated).toMatchObject({ name: 'Domingo', date: null, stops: [{ business_id: BAR }], version: 1 });
    await expect(repo.update(p._id, { name: 'Viejo' }, 0)).rejects.toBeInstanceOf(StaleWriteError);
    expect((await repo.findById(p._id))!.name).toBe('Domingo');
    expect(await repo.update('665f1c2e8b3a4d0012345678', { name: 'x' })).toBeNull();
    expect(await repo.update('no-es-un-id', { name: 'x' })).toBeNull();
  });

  it('finds a shared plan by its token, and no longer once the token is removed', async () => {
    const p = await repo.create(plan());
    await repo.create(plan({ name: 'Otro' }));
    await repo.update(p._id, { share_token: 'tok_123456789abcdefXYZ' });
    expect((await repo.findByShareToken('tok_123456789abcdefXYZ'))?._id).toBe(p._id);
    await repo.update(p._id, { share_token: null });
    expect(await repo.findByShareToken('tok_123456789abcdefXYZ')).toBeNull();
    expect(await repo.findByShareToken('')).toBeNull();
  });

  it('deletes one plan, and every plan of an owner', async () => {
    const a = await repo.create(plan());
    await repo.create(plan());
    const luis = await repo.create(plan({ owner_id: LUIS }));
    expect(await repo.delete(a._id)).toBe(true);
    expect(await repo.delete(a._id)).toBe(false);
    expect(await repo.deleteByOwner(ANA)).toBe(1);
    expect(await repo.listByOwner(ANA)).toEqual([]);
    expect(await repo.findById(luis._id)).not.toBeNull();
  });
});
