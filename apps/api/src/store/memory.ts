import type { Store } from './types';
import { createMemoryUsersRepository } from '../modules/users/users.memory';
import { createMemoryBusinessesRepository } from '../modules/businesses/businesses.memory';
import { createMemoryEventsRepository } from '../modules/events/events.memory';
import { createMemoryCategoriesRepository } from '../modules/categories/categories.memory';

/** Every port in process memory: the store of tests and of offline machines (DESIGN §4). */
export function createMemoryStore(): Store {
  return {
    users: createMemoryUsersRepository(),
    businesses: createMemoryBusinessesRepository(),
    events: createMemoryEventsRepository(),
    categories: createMemoryCategoriesRepository(),
  };
}
