import mongoose, { type Connection } from 'mongoose';
import type { Store } from './types';
import { createMongoUsersRepository } from '../modules/users/users.mongo';
import { createMongoBusinessesRepository } from '../modules/businesses/businesses.mongo';
import { createMongoReviewsRepository, migrateEmbeddedReviews } from '../modules/businesses/reviews.mongo';
import { createMongoEventsRepository } from '../modules/events/events.mongo';
import { createMongoCategoriesRepository } from '../modules/categories/categories.mongo';
import { createMongoItinerariesRepository } from '../modules/itineraries/itineraries.mongo';
import { createMongoClaimsRepository } from '../modules/claims/claims.mongo';
import { createMongoMenusRepository, createMongoRatesRepository } from '../modules/menus/menus.mongo';
import { createMongoChangesRepository } from '../modules/changes/changes.mongo';
import { createMongoOsmPlacesRepository, ensureOsmIndexes } from '../modules/osm/osm.mongo';
import { createMongoTodayStatusesRepository } from '../modules/status/status.mongo';
import { createMongoReportsRepository } from '../modules/review-reports/review-reports.mongo';
import { createMongoWeeklyStatsRepository } from '../modules/stats/stats.mongo';
import { createMongoMetaRepository } from './meta';
import { createMongoDataVersion, createMongoTransientRepository, ensureTransientIndexes } from '../infra/transient';
import { withAnswerVersion } from './answer-version';

// No `$`-operator from a request can reach a query (DESIGN §5).
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/**
 * `dbName` picks the database without touching the URI: a database in the URI path is also the
 * default authSource, and a seed list (h1,h2) is no WHATWG URL to edit.
 */
export async function connectMongo(uri: string, timeoutMs = 10_000, dbName?: string): Promise<Connection> {
  const conn = mongoose.createConnection(uri, connectionOptions(uri, timeoutMs, dbName));
  try {
    await conn.asPromise();
  } catch (err) {
    await conn.close().catch(() => undefined);
    throw err;
  }
  return conn;
}

/**
 * The options of our connections (issue 10 §8):
 * - `serverSelectionTimeoutMS` in the URI wins over `timeoutMs` (options passed in code would
 *   override the URI's);
 * - `bufferCommands: false`: while the server is away an operation fails after server selection
 *   (MongoServerSelectionError → 503) instead of waiting in Mongoose's buffer; the driver
 *   reconnects by itself and the next request works again.
 */
export function connectionOptions(uri: string, timeoutMs: number, dbName?: string): mongoose.ConnectOptions {
  const inUri = /[?&]serverSelectionTimeoutMS=/i.test(uri);
  return {
    ...(inUri ? {} : { serverSelectionTimeoutMS: timeoutMs }),
    autoIndex: true,
    bufferCommands: false,
    ...(dbName ? { dbName } : {}),
  };
}

/** Every port on one Mongoose connection; indexes are built before it answers (rejects if one fails). */
export async function createMongoStore(conn: Connection): Promise<Store> {
  // issue 19: every write to what nearby shows moves the version (one document every instance reads)
  const store: Store = withAnswerVersion({
    users: createMongoUsersRepository(conn),
    businesses: createMongoBusinessesRepository(conn),
    reviews: createMongoReviewsRepository(conn),
    events: createMongoEventsRepository(conn),
    categories: createMongoCategoriesRepository(conn),
    osmPlaces: createMongoOsmPlacesRepository(conn),
    itineraries: createMongoItinerariesRepository(conn),
    claims: createMongoClaimsRepository(conn),
    menus: createMongoMenusRepository(conn),
    rates: createMongoRatesRepository(conn),
    changes: createMongoChangesRepository(conn),
    todayStatuses: createMongoTodayStatusesRepository(conn),
    reports: createMongoReportsRepository(conn),
    weeklyStats: createMongoWeeklyStatsRepository(conn),
    meta: createMongoMetaRepository(conn),
    transient: createMongoTransientRepository(conn),
  }, createMongoDataVersion(conn));
  await Promise.all([...Object.values(conn.models).map((m) => m.init()), ensureTransientIndexes(conn), ensureOsmIndexes(conn)]);
  // businesses from before the reviews collection: their embedded reviews move there (once)
  await migrateEmbeddedReviews(conn);
  return store;
}
