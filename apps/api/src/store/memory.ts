import type { Store } from './types';
import { createMemoryUsersRepository } from '../modules/users/users.memory';
import { createMemoryBusinessesRepository } from '../modules/businesses/businesses.memory';
import { createMemoryReviewsRepository } from '../modules/businesses/reviews.memory';
import { createMemoryEventsRepository } from '../modules/events/events.memory';
import { createMemoryCategoriesRepository } from '../modules/categories/categories.memory';
import { createMemoryOsmPlacesRepository } from '../modules/osm/osm.memory';
import { createMemoryItinerariesRepository } from '../modules/itineraries/itineraries.memory';
import { createMemoryClaimsRepository } from '../modules/claims/claims.memory';
import { createMemoryMenusRepository, createMemoryRatesRepository } from '../modules/menus/menus.memory';
import { createMemoryChangesRepository } from '../modules/changes/changes.memory';
import { createMemoryTodayStatusesRepository } from '../modules/status/status.memory';
import { createMemoryReportsRepository } from '../modules/review-reports/review-reports.memory';
import { createMemoryWeeklyStatsRepository } from '../modules/stats/stats.memory';
import { createMemoryMetaRepository } from './meta';
import { createMemoryDataVersion, createMemoryTransientRepository } from '../infra/transient';
import { withAnswerVersion } from './answer-version';

/** Every port in process memory: the store of tests and of offline machines (DESIGN §4). */
export function createMemoryStore(): Store {
  // issue 19: every write to what nearby shows moves the version its kept answers are keyed by
  return withAnswerVersion({
    users: createMemoryUsersRepository(),
    businesses: createMemoryBusinessesRepository(),
    reviews: createMemoryReviewsRepository(),
    events: createMemoryEventsRepository(),
    categories: createMemoryCategoriesRepository(),
    osmPlaces: createMemoryOsmPlacesRepository(),
    itineraries: createMemoryItinerariesRepository(),
    claims: createMemoryClaimsRepository(),
    menus: createMemoryMenusRepository(),
    rates: createMemoryRatesRepository(),
    changes: createMemoryChangesRepository(),
    todayStatuses: createMemoryTodayStatusesRepository(),
    reports: createMemoryReportsRepository(),
    weeklyStats: createMemoryWeeklyStatsRepository(),
    meta: createMemoryMetaRepository(),
    transient: createMemoryTransientRepository(),
  }, createMemoryDataVersion());
}
