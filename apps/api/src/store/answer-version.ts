import type { Store } from './types';
import { versionWrites, type DataVersion } from '../infra/transient';

/**
 * The ports a nearby answer reads (issue 19: the answer kept encoded per data version), each
 * wrapped so that every write moves one DataVersion on (infra/transient.ts versionWrites). Listed
 * here: the methods that change nothing a cached answer shows; every other method, including any
 * added later, counts as a write. The visit and reservation counters change only the counts,
 * which no nearby answer carries (NEARBY_FIELDS): listed, so a page view does not empty the cache.
 */
const READS = {
  businesses: ['findById', 'findByIds', 'findByPlaceIds', 'list', 'listPage', 'promoted', 'elite', 'nearby', 'search', 'filesInUse', 'count', 'findOsmLinks', 'incrementVisits', 'incrementReservations'],
  todayStatuses: ['get', 'forDay'],
  menus: ['get', 'medians'],
  osmPlaces: ['nearby', 'countNearby', 'searchByName', 'findById', 'count', 'lastImport', 'listImports'],
  categories: ['list', 'findById'],
} as const satisfies { [K in keyof Store]?: readonly (keyof Store[K] & string)[] };

/** What the memory stores save to disk and never change by it. */
const EXPORT = ['exportState'] as const;

/** `store` with its answer-bearing ports versioned by `version` (one for all of them). */
export function withAnswerVersion(store: Store, version: DataVersion): Store {
  const wrap = <K extends keyof typeof READS>(key: K) =>
    versionWrites(store[key], version, [...READS[key], ...(EXPORT as readonly string[])] as unknown as (keyof Store[K] & string)[]);
  return {
    ...store,
    businesses: wrap('businesses'),
    todayStatuses: wrap('todayStatuses'),
    menus: wrap('menus'),
    osmPlaces: wrap('osmPlaces'),
    categories: wrap('categories'),
  };
}
