import mongoose, { type Connection } from 'mongoose';
import type { Store } from './types';
import { createMongoUsersRepository } from '../modules/users/users.mongo';
import { createMongoBusinessesRepository } from '../modules/businesses/businesses.mongo';
import { createMongoEventsRepository } from '../modules/events/events.mongo';
import { createMongoCategoriesRepository } from '../modules/categories/categories.mongo';

// No `$`-operator from a request can reach a query (DESIGN §5).
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

export async function connectMongo(uri: string, timeoutMs = 10_000): Promise<Connection> {
  const conn = mongoose.createConnection(uri, { serverSelectionTimeoutMS: timeoutMs, autoIndex: true });
  await conn.asPromise();
  return conn;
}

/** Every port on one Mongoose connection; indexes are built before it answers. */
export async function createMongoStore(conn: Connection): Promise<Store> {
  const store: Store = {
    users: createMongoUsersRepository(conn),
    businesses: createMongoBusinessesRepository(conn),
    events: createMongoEventsRepository(conn),
    categories: createMongoCategoriesRepository(conn),
  };
  await Promise.all(Object.values(conn.models).map((m) => m.init()));
  return store;
}
