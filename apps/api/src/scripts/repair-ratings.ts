/**
 * `pnpm --filter @guia/api repair:ratings` (issue 17 §10): recomputes every business's rating,
 * number of ratings and latest comments from the reviews collection, against the store the
 * configuration names (MONGODB_URI, the embedded MongoDB under DATA_DIR, or the memory store's
 * DATA_DIR/memory-store.json — that file has one owner at a time: stop the server first).
 * Businesses without any review keep their (external) figures. Idempotent: run it as often as
 * wanted. Exit code 1 when a business could not be recomputed.
 */
import { pathToFileURL } from 'node:url';
import { LATEST_COMMENTS } from '@guia/contracts';
import { loadConfig } from '../config';
import { createLogger } from '../shared/logger';
import { openStore } from '../store/open-store';
import { repairRatings } from '../modules/businesses/reviews.repository';

/** Opens the configured store, repairs, writes and closes it; answers what repairRatings answers. */
export async function runRepairRatings(env?: Record<string, string | undefined>): Promise<{ repaired: number; failed: string[] }> {
  // without `env`, loadConfig reads the process's environment
  const config = loadConfig(env);
  const logger = createLogger(config.logLevel, undefined, { pretty: config.prettyLogs });
  const opened = await openStore(config, logger, { persistMemory: true });
  try {
    const result = await repairRatings(opened.store, LATEST_COMMENTS);
    await opened.flush();
    logger.info(`Valoraciones recalculadas: ${result.repaired} negocios${result.failed.length ? `; fallaron: ${result.failed.join(', ')}` : ''}.`);
    return result;
  } finally {
    await opened.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runRepairRatings()
    .then(({ failed }) => process.exit(failed.length > 0 ? 1 : 0))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
