import type { UsersRepository } from '../modules/users/users.repository';
import type { BusinessesRepository } from '../modules/businesses/businesses.repository';
import type { ReviewsRepository } from '../modules/businesses/reviews.repository';
import type { EventsRepository } from '../modules/events/events.repository';
import type { CategoriesRepository } from '../modules/categories/categories.repository';
import type { OsmPlacesRepository } from '../modules/osm/osm.repository';
import type { ItinerariesRepository } from '../modules/itineraries/itineraries.repository';
import type { ClaimsRepository } from '../modules/claims/claims.repository';
import type { MenusRepository, RatesRepository } from '../modules/menus/menus.repository';
import type { ChangesRepository } from '../modules/changes/changes.repository';
import type { TodayStatusesRepository } from '../modules/status/status.repository';
import type { ReportsRepository } from '../modules/review-reports/review-reports.repository';
import type { WeeklyStatsRepository } from '../modules/stats/stats.repository';
import type { MetaRepository } from './meta';
import type { TransientRepository } from '../infra/transient';

export interface Store {
  users: UsersRepository;
  businesses: BusinessesRepository;
  /** reviews of businesses (owned by the businesses module) */
  reviews: ReviewsRepository;
  events: EventsRepository;
  categories: CategoriesRepository;
  /** places imported from OpenStreetMap (issue 24; only `pnpm osm:import` writes them) */
  osmPlaces: OsmPlacesRepository;
  /** people's plans for the day (issue 22 §3) */
  itineraries: ItinerariesRepository;
  /** requests to manage a business; an approved one is the ownership (issue 21 §1) */
  claims: ClaimsRepository;
  /** businesses' menus and the reference exchange rate (issue 21 §2) */
  menus: MenusRepository;
  rates: RatesRepository;
  /** what was changed on businesses' pages, by whom (issue 21 §1) */
  changes: ChangesRepository;
  /** owners' status for the day (issue 21 §4) */
  todayStatuses: TodayStatusesRepository;
  /** reports of reviews and replies (issue 21 §5) */
  reports: ReportsRepository;
  /** visits, reservations and favourites per business and week of Cuba's time (issue 21 §6) */
  weeklyStats: WeeklyStatsRepository;
  /** facts about the database itself: the seed ran, the admin was created … (store/meta.ts) */
  meta: MetaRepository;
  /** expiring state shared by every API instance: caches, rate-limit windows (infra/transient.ts) */
  transient: TransientRepository;
}

/** 'mongo': MONGODB_URI; 'embedded': mongodb-memory-server under .data/; 'memory': in process. */
export type StoreKind = 'mongo' | 'embedded' | 'memory';
