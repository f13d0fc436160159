import { Types } from 'mongoose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import type { Store } from '../../../store/types';

const factories = await availableStores();
const oid = () => new Types.ObjectId().toHexString();
const lists = (photos: string[]) => ({ photos, thumbnails: photos.map((p) => p.replace('.webp', '.thumb.webp')) });

/**
 * Issue 21 §1: the change log says which stored files an undo could still bring back (a photo the
 * owner took off), so they are not deleted; and which files a deleted business's log named.
 */
describe.each(factories)('changes repository: the files the log can bring back ($name)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('a photo change not undone keeps the files of its before and after; an undone one, another kind, or the excluded business keep none', async () => {
    const [paladar, cafe, user] = [oid(), oid(), oid()];
    await store.changes.create({ business_id: paladar, user_id: user, by_owner: true, kind: 'photos', before: lists(['/uploads/a.webp', '/uploads/b.webp']), after: lists(['/uploads/b.webp']) });
    const undone = await store.changes.create({ business_id: cafe, user_id: user, by_owner: true, kind: 'photos', before: lists([]), after: lists(['/uploads/c.webp']) });
    await store.changes.markReverted(undone._id, user, new Date());
    await store.changes.create({ business_id: cafe, user_id: user, by_owner: true, kind: 'details', before: { description: '/uploads/d.webp' }, after: {} });
    const asked = ['/uploads/a.webp', '/uploads/a.thumb.webp', '/uploads/b.webp', '/uploads/c.webp', '/uploads/d.webp', '/uploads/nadie.webp'];
    expect((await store.changes.filesInUse(asked)).sort()).toEqual(['/uploads/a.thumb.webp', '/uploads/a.webp', '/uploads/b.webp']);
    expect(await store.changes.filesInUse(asked, paladar)).toEqual([]);
    expect(await store.changes.filesInUse([])).toEqual([]);
  });

  it('names every file the photo changes of a business mention, undone or not, and no other business’s', async () => {
    const [paladar, cafe, user] = [oid(), oid(), oid()];
    const c = await store.changes.create({ business_id: paladar, user_id: user, by_owner: true, kind: 'photos', before: lists([]), after: lists(['/uploads/a.webp']) });
    await store.changes.markReverted(c._id, user, new Date());
    await store.changes.create({ business_id: cafe, user_id: user, by_owner: true, kind: 'photos', before: lists([]), after: lists(['/uploads/c.webp']) });
    expect((await store.changes.filesOfBusiness(paladar)).sort()).toEqual(['/uploads/a.thumb.webp', '/uploads/a.webp']);
    expect(await store.changes.filesOfBusiness(oid())).toEqual([]);
  });
});
