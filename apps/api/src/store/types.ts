import type { UsersRepository } from '../modules/users/users.repository';
import type { BusinessesRepository } from '../modules/businesses/businesses.repository';
import type { ReviewsRepository } from '../modules/businesses/reviews.repository';
import type { EventsRepository } from '../modules/events/events.repository';
import type { CategoriesRepository } from '../modules/categories/categories.repository';
import type { OsmPlacesRepository } from '../modules/osm/osm.repository';
import type { MetaRepository } from './meta';
import type { TransientRepository } from './transient';

export interface Store {
  users: UsersRepository;
  businesses: BusinessesRepository;
  /** reviews of businesses (owned by the businesses module) */
  reviews: ReviewsRepository;
  events: EventsRepository;
  categories: CategoriesRepository;
  /** places imported from OpenStreetMap (issue 24; only `pnpm osm:import` writes them) */
  osmPlaces: OsmPlacesRepository;
  /** facts about the database itself: the seed ran, the admin was created … (store/meta.ts) */
  meta: MetaRepository;
  /** expiring state shared by every API instance: caches, rate-limit windows (store/transient.ts) */
  transient: TransientRepository;
}

/** 'mongo': MONGODB_URI; 'embedded': mongodb-memory-server under .data/; 'memory': in process. */
export type StoreKind = 'mongo' | 'embedded' | 'memory';
