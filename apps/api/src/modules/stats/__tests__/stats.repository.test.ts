import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import { createMemoryWeeklyStatsRepository } from '../stats.memory';
import { havanaWeek, recordFavorite } from '../stats.repository';
import type { Store } from '../../../store/types';

const factories = await availableStores();
const PALADAR = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const BAR = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const ANA = '0123456789abcdef01234567';
const LUIS = '76543210fedcba9876543210';

describe('havanaWeek', () => {
  it("names the week by its Monday in Havana's calendar, whatever the instant's UTC day", () => {
    // Sunday 6 Dec 2026, 23:30 in Havana (UTC−5) is already Monday the 7th in UTC and in Tokyo
    expect(havanaWeek(new Date('2026-12-07T04:30:00Z'))).toBe('2026-11-30');
    // Monday 7 Dec, 00:30 in Havana
    expect(havanaWeek(new Date('2026-12-07T05:30:00Z'))).toBe('2026-12-07');
    // summer time (UTC−4): Sunday 5 Jul 2026, 23:59 in Havana
    expect(havanaWeek(new Date('2026-07-06T03:59:00Z'))).toBe('2026-06-29');
    // a week across the new year
    expect(havanaWeek(new Date('2027-01-01T17:00:00Z'))).toBe('2026-12-28');
  });
});

describe.each(factories)('weekly figures repository contract ($name)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('adds into one record per business and week, every kind starting at 0; ids in either case name the same business', async () => {
    await store.weeklyStats.add(PALADAR, '2026-11-30', 'visits');
    await store.weeklyStats.add(PALADAR.toUpperCase(), '2026-11-30', 'visits');
    await store.weeklyStats.add(PALADAR, '2026-11-30', 'reservations');
    await store.weeklyStats.add(PALADAR, '2026-12-07', 'favorites', 3);
    await store.weeklyStats.add(PALADAR, '2026-12-07', 'favorites', -1);
    await store.weeklyStats.add(BAR, '2026-11-30', 'visits');
    const weeks = (await store.weeklyStats.findWeeks(PALADAR.toUpperCase(), '2026-11-30', '2026-12-07')).sort((a, b) => a.week.localeCompare(b.week));
    expect(weeks).toEqual([
      { business_id: PALADAR, week: '2026-11-30', visits: 2, reservations: 1, favorites: 0 },
      { business_id: PALADAR, week: '2026-12-07', visits: 0, reservations: 0, favorites: 2 },
    ]);
  });

  it('answers only the weeks within the range asked, both ends included', async () => {
    for (const week of ['2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07']) await store.weeklyStats.add(PALADAR, week, 'visits');
    const weeks = await store.weeklyStats.findWeeks(PALADAR, '2026-11-23', '2026-11-30');
    expect(weeks.map((w) => w.week).sort()).toEqual(['2026-11-23', '2026-11-30']);
    expect(await store.weeklyStats.findWeeks('not-an-id', '2026-11-01', '2026-12-31')).toEqual([]);
  });

  it('many adds at once lose none (an atomic add, one record per week)', async () => {
    await Promise.all(Array.from({ length: 20 }, () => store.weeklyStats.add(PALADAR, '2026-11-30', 'visits')));
    const weeks = await store.weeklyStats.findWeeks(PALADAR, '2026-11-30', '2026-11-30');
    expect(weeks).toEqual([{ business_id: PALADAR, week: '2026-11-30', visits: 20, reservations: 0, favorites: 0 }]);
  });

  it("removes a deleted business's weeks and no other's", async () => {
    await store.weeklyStats.add(PALADAR, '2026-11-30', 'visits');
    await store.weeklyStats.add(BAR, '2026-11-30', 'visits');
    await store.weeklyStats.removeByBusiness(PALADAR);
    expect(await store.weeklyStats.findWeeks(PALADAR, '2026-11-01', '2026-12-31')).toEqual([]);
    expect(await store.weeklyStats.findWeeks(BAR, '2026-11-01', '2026-12-31')).toHaveLength(1);
  });

  it('a favourite counts once per person and week; taken back the same week it is taken back; an older one taken off changes nothing', async () => {
    const monday = new Date('2026-11-30T15:00:00Z');
    const friday = new Date('2026-12-04T15:00:00Z');
    const nextWeek = new Date('2026-12-08T15:00:00Z');
    const favorites = async (week: string) => (await store.weeklyStats.findWeeks(PALADAR, week, week))[0]?.favorites ?? 0;
    await recordFavorite(store, PALADAR, ANA, 'added', monday);
    await recordFavorite(store, PALADAR, LUIS, 'added', monday);
    expect(await favorites('2026-11-30')).toBe(2);
    // Ana taps the heart off and on again: still one
    await recordFavorite(store, PALADAR, ANA, 'removed', friday);
    expect(await favorites('2026-11-30')).toBe(1);
    await recordFavorite(store, PALADAR, ANA, 'added', friday);
    await Promise.all([recordFavorite(store, PALADAR, ANA, 'added', friday), recordFavorite(store, PALADAR, ANA, 'added', friday)]);
    expect(await favorites('2026-11-30')).toBe(2);
    // next week Luis takes his off: last week stays as it was, and this week does not go below 0
    await recordFavorite(store, PALADAR, LUIS, 'removed', nextWeek);
    expect(await favorites('2026-11-30')).toBe(2);
    expect(await favorites('2026-12-07')).toBe(0);
  });
});

describe('the memory store keeps the weekly figures across a restart', () => {
  it('exportState then importState into a fresh repository gives the same weeks', async () => {
    const before = createMemoryWeeklyStatsRepository();
    await before.add(PALADAR, '2026-11-30', 'visits', 4);
    await before.add(PALADAR, '2026-11-30', 'reservations');
    await before.add(BAR, '2026-12-07', 'favorites');
    const saved = JSON.parse(JSON.stringify(before.exportState()));
    const after = createMemoryWeeklyStatsRepository();
    after.importState(saved);
    expect(await after.findWeeks(PALADAR, '2026-11-30', '2026-11-30')).toEqual([{ business_id: PALADAR, week: '2026-11-30', visits: 4, reservations: 1, favorites: 0 }]);
    expect(await after.findWeeks(BAR, '2026-12-07', '2026-12-07')).toEqual([{ business_id: BAR, week: '2026-12-07', visits: 0, reservations: 0, favorites: 1 }]);
    expect(() => after.importState({ nothing: true })).toThrow();
  });
});
