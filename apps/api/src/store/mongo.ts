import mongoose, { type Connection } from 'mongoose';
import type { Store } from './types';
import { createMongoUsersRepository } from '../modules/users/users.mongo';
import { createMongoBusinessesRepository } from '../modules/businesses/businesses.mongo';
import { createMongoEventsRepository } from '../modules/events/events.mongo';
import { createMongoCategoriesRepository } from '../modules/categories/categories.mongo';

// No `$`-operator from a request can reach a query (DESIGN §5).
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/**
 * `dbName` picks the database without touching the URI: a database in the URI path is also the
 * default authSource, and a seed list (h1,h2) is no WHATWG URL to edit.
 */
export async function connectMongo(uri: string, timeoutMs = 10_000, dbName?: string): Promise<Connection> {
  const conn = mongoose.createConnection(uri, { serverSelectionTimeoutMS: timeoutMs, autoIndex: true, ...(dbName ? { dbName } : {}) });
  try {
    await conn.asPromise();
  } catch (err) {
    await conn.close().catch(() => undefined);
    throw err;
  }
  return conn;
}

/** Every port on one Mongoose connection; indexes are built before it answers (rejects if one fails). */
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
