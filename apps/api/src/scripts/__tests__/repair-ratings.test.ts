import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { createLogger } from '../../shared/logger';
import { openPersistentMemoryStore } from '../../store/persist';
import { newBusiness } from '../../modules/businesses/__tests__/fixtures';
import { runRepairRatings } from '../repair-ratings';

describe('pnpm --filter @guia/api repair:ratings (issue 17 §10)', () => {
  it('recomputes the drifted figures of the configured store (the memory store’s data file) from its reviews, leaving businesses without reviews alone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-repair-'));
    const logger = createLogger('silent');
    const before = await openPersistentMemoryStore({ dataDir, logger });
    const drifted = await before.store.businesses.create(newBusiness({ name: 'Desviado', rating: 0, user_ratings_total: 0 }));
    const seeded = await before.store.businesses.create(newBusiness({ name: 'Sembrado', rating: 4.6, user_ratings_total: 3120 }));
    for (const rating of [5, 3]) {
      await before.store.reviews.upsert({ business_id: drifted._id, user_id: new Types.ObjectId().toHexString(), username: 'ana', content: 'x', rating, date: new Date() });
    }
    // what a lost second write left behind: a rating subtracted that was never added
    await before.store.businesses.setReviewSummary(drifted._id, { reviews_rating: 0, reviews_count: 0, comments: [] });
    await before.close();

    const result = await runRepairRatings({ NODE_ENV: 'test', DATA_STORE: 'memory', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(result).toEqual({ repaired: 1, failed: [] });

    const after = await openPersistentMemoryStore({ dataDir, logger });
    try {
      expect(await after.store.businesses.findById(drifted._id)).toMatchObject({ rating: 4, user_ratings_total: 2, reviews_count: 2 });
      expect(await after.store.businesses.findById(seeded._id)).toMatchObject({ rating: 4.6, user_ratings_total: 3120 });
    } finally {
      await after.close();
    }
  });
});
