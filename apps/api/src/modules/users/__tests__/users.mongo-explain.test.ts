import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types, type Connection } from 'mongoose';
import { ROLES } from '@guia/contracts';
import { planStages } from '../../../test/explain';
import { availableStores } from '../../../store/test-stores';
import type { UsersRepository } from '../users.repository';

/** Only where a MongoDB exists (MONGODB_TEST_URI or an embedded binary): the memory store has no query planner. */
const mongo = (await availableStores()).find((f) => f.name === 'mongo');

type Doc = Record<string, unknown>;
const stages = planStages;

describe.skipIf(!mongo)('MongoDB users: favourites, roles and the list use indexes (issue 17 §11, explain)', () => {
  let conn: Connection;
  let repo: UsersRepository;
  let cleanup: () => Promise<void>;
  const business = new Types.ObjectId().toHexString();

  beforeAll(async () => {
    const made = await mongo!.make();
    conn = made.connection!;
    repo = made.store.users;
    cleanup = made.cleanup;
    for (let i = 0; i < 200; i++) {
      const u = await repo.create({ name: `U${i}`, email: `u${i}@example.com`, username: `u${i}`, password_hash: 'x'.repeat(60), role_id: i % 50 === 0 ? ROLES.ADMIN : ROLES.USER });
      if (i % 20 === 0) await repo.addFavorite(u._id, business);
    }
  }, 120_000);
  afterAll(async () => cleanup?.());

  const plan = async (filter: Doc, sort?: Record<string, 1 | -1>) => {
    let q = conn.model('User').find(filter);
    if (sort) q = q.sort(sort).limit(10);
    return stages(await q.explain('executionStats')).map((s) => s.stage);
  };

  it('who has a business as favourite (removeFavoriteEverywhere): an index scan, no collection scan', async () => {
    const s = await plan({ favorite_businesses: new Types.ObjectId(business) });
    expect(s).toContain('IXSCAN');
    expect(s).not.toContain('COLLSCAN');
  });

  it('how many admins (countAdmins): an index scan', async () => {
    expect(await plan({ role_id: ROLES.ADMIN })).not.toContain('COLLSCAN');
  });

  it('a page of the list: the created_at index gives the order, no in-memory sort', async () => {
    const s = await plan({}, { created_at: 1, _id: 1 });
    expect(s).not.toContain('SORT');
    expect(s).not.toContain('COLLSCAN');
  });
});
