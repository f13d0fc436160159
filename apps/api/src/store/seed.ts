import type { Config } from '../config';
import type { Logger } from '../shared/logger';
import type { Store } from './types';
import { seedCategories } from '../modules/categories/categories.seed';
import { seedBusinesses } from '../modules/businesses/businesses.seed';
import { seedEvents } from '../modules/events/events.seed';
import { seedAdmin } from '../modules/users/users.seed';

/** Idempotent: running it twice leaves the same data. */
export async function seed(store: Store, config: Config, logger: Logger): Promise<void> {
  await seedCategories(store.categories);
  await seedBusinesses(store.businesses);
  const businesses = await store.businesses.list();
  await seedEvents(store.events, businesses.map((b) => ({ _id: b._id, name: b.name })));
  if (config.admin) {
    await seedAdmin(store.users, config.admin, config.bcryptCost);
    if (config.admin.isDevDefault) {
      logger.warn(
        `Administrador de desarrollo: usuario "${config.admin.username}", contraseña "${config.admin.password}". Define ADMIN_EMAIL, ADMIN_USERNAME y ADMIN_PASSWORD para cambiarlo.`,
      );
    }
  } else {
    logger.info('ADMIN_* no definidos: no se crea ningún administrador.');
  }
}
