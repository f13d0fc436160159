import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import type { Store } from '../../../store/types';
import { isPersistable } from '../../../infra/persistable';
import { createMemoryStore } from '../../../store/memory';
import { newBusiness } from './fixtures';

/**
 * Issue 24 §3, the stored link: `pnpm osm:import` records on a guide business the OpenStreetMap
 * object it is (setOsmLinks), and nearby and search read it back (findOsmLinks). The same contract
 * on every store.
 */

const factories = await availableStores();

describe.each(factories)('businesses repository: the stored OpenStreetMap link ($name)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('setOsmLinks records the object on the business without moving its version, its dates or any other field', async () => {
    const repo = store.businesses;
    const b = await repo.create(newBusiness({ name: 'La Guarida', address: 'Concordia 418' }));
    const before = (await repo.findById(b._id))!;
    expect(before.osm).toBeUndefined();

    expect(await repo.setOsmLinks([{ id: b._id, osm: { type: 'node', id: 4242 } }])).toBe(1);
    const after = (await repo.findById(b._id))!;
    expect(after.osm).toEqual({ type: 'node', id: 4242 });
    const { osm: _osm, ...rest } = after;
    expect(rest).toEqual(before);
    // the same link again changes nothing
    expect(await repo.setOsmLinks([{ id: b._id, osm: { type: 'node', id: 4242 } }])).toBe(0);
    // another object replaces it; null removes it
    expect(await repo.setOsmLinks([{ id: b._id, osm: { type: 'way', id: 7 } }])).toBe(1);
    expect((await repo.findById(b._id))!.osm).toEqual({ type: 'way', id: 7 });
    expect(await repo.setOsmLinks([{ id: b._id, osm: null }])).toBe(1);
    expect((await repo.findById(b._id))!.osm).toBeUndefined();
    expect(await repo.setOsmLinks([{ id: b._id, osm: null }])).toBe(0);
  });

  it('setOsmLinks skips unknown and malformed ids', async () => {
    expect(await store.businesses.setOsmLinks([{ id: '665f1c2e8b3a4d0012345678', osm: { type: 'node', id: 1 } }, { id: 'nope', osm: { type: 'node', id: 2 } }])).toBe(0);
  });

  it('findOsmLinks answers the links of the given businesses and of the businesses linked to the given objects', async () => {
    const repo = store.businesses;
    const a = await repo.create(newBusiness({ name: 'A' }));
    const b = await repo.create(newBusiness({ name: 'B' }));
    const c = await repo.create(newBusiness({ name: 'C' }));
    expect(await repo.findOsmLinks({ ids: [a._id, b._id, c._id] })).toEqual([]);
    await repo.setOsmLinks([
      { id: a._id, osm: { type: 'node', id: 1 } },
      { id: b._id, osm: { type: 'way', id: 1 } },
    ]);
    const sort = <T extends { _id: string }>(l: T[]) => [...l].sort((x, y) => x._id.localeCompare(y._id));
    expect(sort(await repo.findOsmLinks({ ids: [a._id, c._id] }))).toEqual([{ _id: a._id, osm: { type: 'node', id: 1 } }]);
    expect(await repo.findOsmLinks({ objects: [{ type: 'way', id: 1 }, { type: 'node', id: 99 }] })).toEqual([{ _id: b._id, osm: { type: 'way', id: 1 } }]);
    expect(sort(await repo.findOsmLinks({ ids: [a._id.toUpperCase()], objects: [{ type: 'way', id: 1 }, { type: 'node', id: 1 }] }))).toEqual(
      sort([
        { _id: a._id, osm: { type: 'node', id: 1 } },
        { _id: b._id, osm: { type: 'way', id: 1 } },
      ]),
    );
    expect(await repo.findOsmLinks({})).toEqual([]);
  });

  it('an admin’s edit keeps the link, and a deleted business is no longer linked', async () => {
    const repo = store.businesses;
    const b = await repo.create(newBusiness({ name: 'Paladar' }));
    await repo.setOsmLinks([{ id: b._id, osm: { type: 'node', id: 5 } }]);
    const edited = (await repo.update(b._id, { name: 'Paladar de Ana', phone: '+53 5 1234567' }, 0))!;
    expect(edited).toMatchObject({ name: 'Paladar de Ana', version: 1, osm: { type: 'node', id: 5 } });
    expect(await repo.findOsmLinks({ objects: [{ type: 'node', id: 5 }] })).toEqual([{ _id: b._id, osm: { type: 'node', id: 5 } }]);
    await repo.delete(b._id);
    expect(await repo.findOsmLinks({ ids: [b._id], objects: [{ type: 'node', id: 5 }] })).toEqual([]);
  });

  it.runIf(factory.name === 'memory')('the data file keeps the links (exportState → importState)', async () => {
    const repo = store.businesses;
    const b = await repo.create(newBusiness({ name: 'Guardado' }));
    await repo.setOsmLinks([{ id: b._id, osm: { type: 'way', id: 77 } }]);
    if (!isPersistable(repo)) throw new Error('the memory repository persists');
    const again = createMemoryStore().businesses;
    if (!isPersistable(again)) throw new Error('the memory repository persists');
    again.importState(JSON.parse(JSON.stringify(repo.exportState())));
    expect((await again.findById(b._id))!.osm).toEqual({ type: 'way', id: 77 });
    expect(await again.findOsmLinks({ objects: [{ type: 'way', id: 77 }] })).toEqual([{ _id: b._id, osm: { type: 'way', id: 77 } }]);
  });
});
