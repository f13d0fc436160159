import os from 'node:os';
import type { Config } from '../config';
import type { Logger } from '../shared/logger';
import type { Store } from './types';
import { seedCategories } from '../modules/categories/categories.seed';
import { seedBusinesses } from '../modules/businesses/businesses.seed';
import { seedEvents } from '../modules/events/events.seed';
import { seedAdmin } from '../modules/users/users.seed';
import { SEED_MENUS, seedMenus } from '../modules/menus/menus.seed';
import { seedBusinessId } from '../modules/businesses/businesses.seed';
import { DEMO_OWNER, seedDemoOwner } from '../modules/status/demo-owner.seed';
import { CUBA_TIME_ZONE } from '@guia/contracts';
import type { FileStorage } from '../shared/storage';
import { seedPhotosIn } from '../shared/seed-photos';

/**
 * What runs once per database (issue 10 §3), each recorded in `store.meta`:
 * - `admin`: the admin from ADMIN_* (or the development default) is created on the first start
 *   that has one configured, whatever SEED says. Renamed, demoted or deleted later: never again
 *   (above all never with the default password).
 * - `seed`: the demo catalogue (six categories, Havana businesses, events dated from that first
 *   start), only when SEED is on and only on a database whose catalogue is empty. Whatever an
 *   admin deletes or renames afterwards stays deleted or renamed. With the app's file storage
 *   given, the records' photos (real WebP files of apps/api/seed-photos/) are copied into it.
 * Each marker is claimed with an atomic insert before the work starts, so of two processes
 * starting together exactly one does it. A start whose work throws releases its claim at once
 * (the marker becomes `failed`, taken over by the next start: issue 17 §12, a failed first start
 * no longer keeps the admin from being created for ten minutes). A marker left `running` by a
 * process that died half way is taken over at once when that process was on this machine and is
 * gone (its pid), otherwise after STALE_MS; every step is idempotent by the records' stable ids.
 */

export const SEED_KEY = 'seed';
export const ADMIN_KEY = 'admin';
/** A `running` marker older than this belongs to a process that died. */
export const STALE_MS = 10 * 60 * 1000;

export interface OnceMarker {
  state: 'running' | 'done' | 'failed';
  started_at: Date;
  finished_at?: Date;
  /** host and pid of the process that ran it */
  by: string;
  /** a database that had its data before markers existed: recorded, nothing run */
  legacy?: boolean;
  [extra: string]: unknown;
}

const by = () => `${os.hostname()}:${process.pid}`;

/** How many runOnce calls of this process are in progress, per store and key. */
const inProgress = new WeakMap<Store, Map<string, number>>();

/**
 * Whether the process a `running` marker names is known to be gone: it ran on this machine and
 * its pid is no longer alive, or it is this very pid (a restarted container gets the same one)
 * without this process running the key now.
 */
function ownerIsGone(store: Store, key: string, owner: string): boolean {
  const at = owner.lastIndexOf(':');
  if (at < 0 || owner.slice(0, at) !== os.hostname()) return false;
  const pid = Number(owner.slice(at + 1));
  if (!Number.isInteger(pid) || pid <= 0) return false;
  // this pid: gone unless another call of this process is at it (the caller itself counts one)
  if (pid === process.pid) return (inProgress.get(store)?.get(key) ?? 0) <= 1;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `work` once for this database under `key`. `alreadyDone` (checked only when no marker
 * exists) recognises a database from before the markers: the marker is recorded and nothing runs.
 * Answers whether this call ran the work.
 */
export async function runOnce(
  store: Store,
  key: string,
  logger: Logger,
  work: () => Promise<Record<string, unknown> | void>,
  alreadyDone: () => Promise<boolean> = async () => false,
  now: Date = new Date(),
): Promise<boolean> {
  const counts = inProgress.get(store) ?? new Map<string, number>();
  inProgress.set(store, counts);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  try {
    return await claimAndRun(store, key, logger, work, alreadyDone, now);
  } finally {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  }
}

async function claimAndRun(
  store: Store,
  key: string,
  logger: Logger,
  work: () => Promise<Record<string, unknown> | void>,
  alreadyDone: () => Promise<boolean>,
  now: Date,
): Promise<boolean> {
  const marker = await store.meta.get<OnceMarker>(key);
  if (marker?.state === 'done') return false;
  let startedAt = now;
  if (!marker) {
    if (await alreadyDone()) {
      await store.meta.claim(key, { state: 'done', started_at: now, finished_at: now, by: by(), legacy: true } satisfies OnceMarker);
      return false;
    }
    if (!(await store.meta.claim(key, { state: 'running', started_at: now, by: by() } satisfies OnceMarker))) return false;
  } else {
    const started = new Date(marker.started_at).getTime();
    if (marker.state === 'failed') {
      logger.warn(`"${key}": el arranque de ${marker.by} falló a medias; se retoma`);
    } else if (now.getTime() - started < STALE_MS && !ownerIsGone(store, key, marker.by)) {
      logger.info(`"${key}": otro proceso (${marker.by}) lo está haciendo desde ${new Date(started).toISOString()}`);
      return false;
    } else {
      logger.warn(`"${key}": el proceso ${marker.by} lo empezó el ${new Date(started).toISOString()} y no lo terminó; se retoma`);
    }
    startedAt = new Date(started);
    // this process holds it now (a later start sees a live owner, not the dead one's marker)
    await store.meta.set(key, { state: 'running', started_at: now, by: by() } satisfies OnceMarker);
  }
  let extra: Record<string, unknown>;
  try {
    extra = (await work()) ?? {};
  } catch (err) {
    // released at once: the next start takes it over instead of waiting STALE_MS
    await store.meta
      .set(key, { state: 'failed', started_at: startedAt, finished_at: new Date(), by: by(), error: String((err as Error)?.message ?? err).slice(0, 200) } satisfies OnceMarker)
      .catch(() => undefined);
    throw err;
  }
  await store.meta.set(key, { ...extra, state: 'done', started_at: startedAt, finished_at: new Date(), by: by() } satisfies OnceMarker);
  return true;
}

/** The admin from the configuration, created once per database (see above). */
export async function ensureAdmin(store: Store, config: Config, logger: Logger): Promise<void> {
  const admin = config.admin;
  if (!admin) {
    logger.info('ADMIN_* no definidos: no se crea ningún administrador.');
    return;
  }
  await runOnce(store, ADMIN_KEY, logger, async () => {
    const created = await seedAdmin(store.users, admin, config.bcryptCost);
    if (created && admin.isDevDefault) {
      // the random development password is shown this once (it is kept nowhere but in its hash)
      logger.warn(
        `Administrador de desarrollo creado: usuario "${admin.username}", contraseña "${admin.password}" (se muestra solo esta vez; cámbiala en /perfil). Define ADMIN_EMAIL, ADMIN_USERNAME y ADMIN_PASSWORD para elegir otra.`,
      );
    } else if (created) logger.info(`Administrador "${admin.username}" creado.`);
    return { username: admin.username, user_id: created?._id ?? null };
  });
}

/** true when the catalogue has anything: categories, businesses or events. */
async function hasCatalogue(store: Store): Promise<boolean> {
  if ((await store.businesses.count()) > 0) return true;
  if ((await store.categories.list()).length > 0) return true;
  return (await store.events.list()).length > 0;
}

/**
 * The demo catalogue, once per database and only on an empty one (see above). With `demoOwner`
 * (outside production only: its password is public), La Guarida also gets the demo owner's account
 * (issue 21: a newcomer sees 'Mis negocios', a reply and today's status at first start).
 */
export async function seedCatalogue(store: Store, logger: Logger, now: Date = new Date(), storage?: FileStorage, demoOwner?: { bcryptCost: number }): Promise<boolean> {
  const photos = storage ? seedPhotosIn(storage) : undefined;
  const ran = await runOnce(
    store,
    SEED_KEY,
    logger,
    async () => {
      await seedCategories(store.categories);
      await seedBusinesses(store.businesses, store.reviews, photos);
      const businesses = await store.businesses.list();
      await seedEvents(store.events, businesses.map((b) => ({ _id: b._id, name: b.name })), now, photos);
      // menus in CUP for a few paladares and the day's reference rate (issue 21 §2)
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: CUBA_TIME_ZONE }).format(now);
      await seedMenus(store.menus, store.rates, Object.fromEntries(Object.keys(SEED_MENUS).map((slug) => [slug, seedBusinessId(slug)])), today);
      if (demoOwner && (await seedDemoOwner(store, demoOwner.bcryptCost))) {
        logger.info(`Cuenta de propietaria de ejemplo para La Guarida: ${DEMO_OWNER.username} / ${DEMO_OWNER.password} (nunca en producción).`);
      }
      return { first_start: now };
    },
    () => hasCatalogue(store),
    now,
  );
  logger.info(ran ? 'Datos de ejemplo cargados (una sola vez).' : 'Datos de ejemplo: ya cargados antes o la base ya tenía datos; no se tocan.');
  return ran;
}

/**
 * At every start: the hours migration (businesses.migrateLegacyHours), the search words (migrateSearchWords), the admin (once per database), then, when SEED is on, the demo catalogue (once),
 * its photos stored through `storage` (the app's; without it the seeded records have no photos).
 */
export async function initializeStore(store: Store, config: Config, logger: Logger, now: Date = new Date(), storage?: FileStorage): Promise<void> {
  // free-text hours from before structured hours are read into them (issue 16 §2); idempotent
  const migrated = await store.businesses.migrateLegacyHours();
  if (migrated > 0) logger.info(`Horarios de ${migrated} negocios convertidos a horarios estructurados.`);
  // the search's word arrays for businesses stored before them (issue 17 §11); idempotent
  const indexed = await store.businesses.migrateSearchWords();
  if (indexed > 0) logger.info(`Palabras de búsqueda calculadas para ${indexed} negocios.`);
  // whether each business takes WhatsApp reservations, for those stored before the field (issue 20 §6); idempotent
  const reserving = await store.businesses.migrateReservations();
  if (reserving > 0) logger.info(`Reservas por WhatsApp decididas para ${reserving} negocios (restaurantes, bares y clubes con teléfono propio).`);
  if (config.seed) await seedCatalogue(store, logger, now, storage, config.demoOwner ? { bcryptCost: config.bcryptCost } : undefined);
  await ensureAdmin(store, config, logger);
}
