import fs from 'node:fs';
import { loadConfig } from './config';
import { createLogger } from './shared/logger';
import { openStore } from './store/open-store';
import { initializeStore } from './store/seed';
import { createApp } from './app';
import { createLocalStorage } from './shared/local-storage';
import { createGridFsStorage } from './shared/gridfs-storage';
import type { FileStorage } from './shared/storage';
import { createPlacesClient } from './modules/places/places.client';
import { closeGracefully, trackConnections } from './shared/graceful-close';

async function main() {
  // A .env file in the working directory (the repo root for `pnpm start`) fills unset variables.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, { pretty: config.prettyLogs });
  // the memory store, when it is the app's store, keeps its data in DATA_DIR (issue 10 §1)
  const opened = await openStore(config, logger, { persistMemory: true });

  let storage: FileStorage;
  if (config.storage === 'gridfs') {
    if (!opened.connection) {
      await opened.close();
      throw new Error('STORAGE=gridfs necesita MongoDB (MONGODB_URI o el embebido); con el almacén en memoria usa STORAGE=local.');
    }
    storage = createGridFsStorage(opened.connection);
  } else {
    storage = createLocalStorage(config.uploadsDir);
  }

  try {
    await initializeStore(opened.store, config, logger, new Date(), storage);
  } catch (err) {
    await opened.close().catch(() => undefined);
    throw err;
  }
  const app = createApp({
    config,
    logger,
    store: opened.store,
    storeKind: opened.kind,
    storage,
    places: createPlacesClient(config.google, opened.store.transient),
  });
  const server = app.listen(config.port, config.host, () => {
    logger.info(`Guía Cuba escuchando en http://${config.host}:${config.port} (almacén: ${opened.kind}, archivos: ${config.storage})`);
  });
  trackConnections(server);

  // SIGTERM (issue 17 §4): no new connections; every request that has arrived finishes (its answer
  // says Connection: close); idle keep-alive sockets close; then the store is flushed and closed
  // (the memory store writes its file) and the process exits 0. SHUTDOWN_MS at most, then the
  // sockets still open are cut, the store is still flushed, and the exit code is 1.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal}: cerrando…`);
    const drained = await closeGracefully(server, { timeoutMs: config.shutdownMs });
    if (!drained) logger.error(`No se cerró a tiempo (${config.shutdownMs} ms): se cortan las conexiones que quedan.`);
    try {
      await opened.close();
    } catch (err) {
      logger.error({ err }, 'Error al cerrar el almacén');
      process.exit(1);
    }
    process.exit(drained ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('No se pudo iniciar el servidor:', err instanceof Error ? err.message : err);
  if (err instanceof Error && err.cause) console.error(err.cause);
  process.exit(1);
});
