import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { planStages } from '../../../test/explain';
import { availableStores } from '../../../store/test-stores';
import type { EventsRepository } from '../events.repository';

/** Only where a MongoDB exists (MONGODB_TEST_URI or an embedded binary): the memory store has no query planner. */
const mongo = (await availableStores()).find((f) => f.name === 'mongo');

const stages = planStages;

describe.skipIf(!mongo)('MongoDB events: is a file still shown by an event? (filesInUse) uses indexes (issue 17 §11, explain)', () => {
  let conn: Connection;
  let repo: EventsRepository;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const made = await mongo!.make();
    conn = made.connection!;
    repo = made.store.events;
    cleanup = made.cleanup;
    const start = new Date('2031-01-01T20:00:00Z');
    for (let i = 0; i < 200; i++) {
      await repo.create({
        title: `Evento ${i}`,
        description: 'd',
        start_date: start,
        end_date: new Date(start.getTime() + 3_600_000),
        images: [`/uploads/e${i}.webp`],
        thumbnails: [`/uploads/e${i}.thumb.webp`],
        business_ids: [],
      });
    }
  }, 120_000);
  afterAll(async () => cleanup?.());

  it('looks the file up through the images and thumbnails indexes, no collection scan', async () => {
    const $in = ['/uploads/e7.webp', '/uploads/e9.thumb.webp'];
    const plan = await conn.model('Event').find({ $or: [{ images: { $in } }, { thumbnails: { $in } }] }).explain('executionStats');
    const s = stages(plan).map((x) => x.stage);
    expect(s).toContain('IXSCAN');
    expect(s).not.toContain('COLLSCAN');
    expect(await repo.filesInUse($in)).toEqual(expect.arrayContaining($in));
  });
});
