import type { UsersRepository } from '../modules/users/users.repository';
import type { BusinessesRepository } from '../modules/businesses/businesses.repository';
import type { EventsRepository } from '../modules/events/events.repository';
import type { CategoriesRepository } from '../modules/categories/categories.repository';

export interface Store {
  users: UsersRepository;
  businesses: BusinessesRepository;
  events: EventsRepository;
  categories: CategoriesRepository;
}

/** 'mongo': MONGODB_URI; 'embedded': mongodb-memory-server under .data/; 'memory': in process. */
export type StoreKind = 'mongo' | 'embedded' | 'memory';
