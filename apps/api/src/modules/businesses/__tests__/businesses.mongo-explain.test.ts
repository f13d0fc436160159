import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { availableStores } from '../../../store/test-stores';
import type { BusinessesRepository, NearbyQuery } from '../businesses.repository';
import { nearbyPipeline, searchFilter } from '../businesses.mongo';
import { tokenize } from '../businesses.text';
import { NEARBY_LIMIT } from '../businesses.service';
import { eastOf, newBusiness, northOf } from './fixtures';

/** Only where a MongoDB exists (MONGODB_TEST_URI or an embedded binary): the memory store has no query planner. */
const mongo = (await availableStores()).find((f) => f.name === 'mongo');

const CENTRE = { lat: 23.1136, lng: -82.3666 };
/** How many businesses, spread over a 6 km × 6 km square around the centre: ~11 per km², ~35 within 1 km. */
const COUNT = 400;
const HALF_SIDE_M = 3000;

/** mulberry32: the same businesses on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Doc = Record<string, unknown>;

/** Every value of `key` anywhere in an explain document (its shape depends on the server version and topology). */
function valuesOf(doc: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(doc)) for (const d of doc) valuesOf(d, key, out);
  else if (doc && typeof doc === 'object') {
    for (const [k, v] of Object.entries(doc as Doc)) {
      if (k === key) out.push(v);
      valuesOf(v, key, out);
    }
  }
  return out;
}

/** The plan stages (the node and every input stage below it) of a winning plan or execution tree. */
function stagesOf(plan: unknown): Doc[] {
  const out: Doc[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const d = node as Doc;
    if (typeof d.stage === 'string') out.push(d);
    for (const k of ['inputStage', 'inputStages', 'queryPlan', 'thenStage', 'elseStage', 'outerStage', 'innerStage']) {
      const v = d[k];
      if (Array.isArray(v)) v.forEach(walk);
      else walk(v);
    }
  };
  walk(plan);
  return out;
}

describe.skipIf(!mongo)('MongoDB nearby: the query uses the 2dsphere index (issue 11, explain executionStats)', () => {
  let conn: Connection;
  let repo: BusinessesRepository;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const made = await mongo!.make();
    conn = made.connection!;
    repo = made.store.businesses;
    cleanup = made.cleanup;
    const rnd = prng(20240601);
    for (let i = 0; i < COUNT; i++) {
      const north = (rnd() * 2 - 1) * HALF_SIDE_M;
      const east = (rnd() * 2 - 1) * HALF_SIDE_M;
      await repo.create(
        newBusiness({
          name: `Negocio ${i}`,
          categories: [i % 2 === 0 ? 'Comer y beber' : 'Compras'],
          types: [i % 2 === 0 ? 'restaurant' : 'store'],
          lat: northOf(CENTRE.lat, north),
          lng: eastOf(CENTRE.lat, CENTRE.lng, east),
        }),
      );
    }
  }, 120_000);
  afterAll(async () => cleanup?.());

  for (const radiusM of [1000, 2000]) {
    it(`nearby ${radiusM / 1000} km: GEO_NEAR_2DSPHERE on location_2dsphere, keys examined ≤ 5 × documents returned`, async () => {
      const query: NearbyQuery = { ...CENTRE, radiusM, limit: NEARBY_LIMIT };
      // the very pipeline the adapter runs, and what the adapter answers for it
      const answered = await repo.nearby(query);
      expect(answered.length).toBeGreaterThanOrEqual(radiusM === 1000 ? 15 : 60);

      const explain = await conn.model('Business').aggregate(nearbyPipeline(query)).explain('executionStats');

      const plans = valuesOf(explain, 'winningPlan');
      expect(plans.length).toBeGreaterThan(0);
      const geo = plans.flatMap(stagesOf).filter((s) => s.stage === 'GEO_NEAR_2DSPHERE');
      expect(geo.length).toBeGreaterThan(0);
      for (const s of geo) {
        expect(s.keyPattern).toEqual({ location: '2dsphere' });
        expect(s.indexName).toBe('location_2dsphere');
      }
      // never a collection scan
      expect(plans.flatMap(stagesOf).map((s) => s.stage)).not.toContain('COLLSCAN');

      const stats = valuesOf(explain, 'executionStats').filter((s): s is Doc => !!s && typeof s === 'object' && 'totalKeysExamined' in (s as Doc));
      expect(stats.length).toBeGreaterThan(0);
      const nReturned = stats.reduce((sum, s) => sum + Number(s.nReturned), 0);
      const keysExamined = stats.reduce((sum, s) => sum + Number(s.totalKeysExamined), 0);
      expect(nReturned).toBe(answered.length);
      expect(keysExamined).toBeGreaterThan(0);
      expect(keysExamined).toBeLessThanOrEqual(5 * nReturned);
    });
  }
});

describe.skipIf(!mongo)('MongoDB search, promoted and elite use their indexes (issue 17 §11, explain executionStats)', () => {
  let conn: Connection;
  let repo: BusinessesRepository;
  let cleanup: () => Promise<void>;
  const WORDS = ['cafe', 'paladar', 'museo', 'farmacia', 'tienda', 'bar', 'hotel', 'plaza'];

  beforeAll(async () => {
    const made = await mongo!.make();
    conn = made.connection!;
    repo = made.store.businesses;
    cleanup = made.cleanup;
    const rnd = prng(20251125);
    for (let i = 0; i < COUNT; i++) {
      const w = WORDS[Math.floor(rnd() * WORDS.length)]!;
      await repo.create(
        newBusiness({
          name: `${w} ${i}`,
          description: `Un ${WORDS[(i * 7) % WORDS.length]} de La Habana`,
          paid_promo: i % 10 === 0,
          paid_plan: i % 15 === 0 ? 'ELITE' : 'BASIC',
          rating: rnd() * 5,
        }),
      );
    }
    await conn.model('Business').syncIndexes();
  }, 120_000);
  afterAll(async () => cleanup?.());

  const planStages = (explain: unknown) => valuesOf(explain, 'winningPlan').flatMap(stagesOf);
  const totals = (explain: unknown) => {
    const stats = valuesOf(explain, 'executionStats').filter((s): s is Doc => !!s && typeof s === 'object' && 'totalDocsExamined' in (s as Doc));
    return { docs: stats.reduce((n, s) => n + Number(s.totalDocsExamined), 0), returned: stats.reduce((n, s) => n + Number(s.nReturned), 0) };
  };

  for (const field of ['name_words', 'search_words'] as const) {
    it(`search on ${field}: an index scan of the word prefix (^word), never a collection scan; documents examined = documents returned`, async () => {
      // the adapter's query: the filter, by id, hinted to the word index
      const explain = await conn.model('Business').find(searchFilter(tokenize('paladar'), field)).sort({ _id: 1 }).hint({ [field]: 1 }).explain('executionStats');
      const stages = planStages(explain);
      expect(stages.map((st) => st.stage)).not.toContain('COLLSCAN');
      expect(stages.some((st) => st.stage === 'IXSCAN' && JSON.stringify(st.keyPattern).includes(field))).toBe(true);
      const { docs, returned } = totals(explain);
      expect(returned).toBeGreaterThan(0);
      expect(docs).toBeLessThanOrEqual(returned);
    });
  }

  for (const [name, filter, index] of [
    ['promoted', { paid_promo: true }, { paid_promo: 1, rating: -1, _id: 1 }],
    ['elite', { paid_plan: 'ELITE' }, { paid_plan: 1, rating: -1, _id: 1 }],
  ] as const) {
    it(`${name}: the compound index gives the order (no in-memory SORT) and the limit stops the scan`, async () => {
      // the adapter's query, and what it answers
      expect((await (name === 'promoted' ? repo.promoted(10) : repo.elite(10))).length).toBe(10);
      const explain = await conn.model('Business').find(filter).sort({ rating: -1, _id: 1 }).hint(index).limit(10).explain('executionStats');
      const stages = planStages(explain).map((st) => st.stage);
      expect(stages).not.toContain('COLLSCAN');
      expect(stages).not.toContain('SORT');
      expect(stages).toContain('IXSCAN');
      expect(totals(explain).docs).toBeLessThanOrEqual(10);
    });
  }
});
