import fs from 'node:fs';
import { loadConfig } from './config';
import { createLogger } from './shared/logger';
import { openStore } from './store/open-store';
import { seed } from './store/seed';
import { createApp } from './app';
import { createLocalStorage } from './shared/local-storage';
import { createPlacesClient } from './modules/places/places.client';

async function main() {
  // A .env file in the working directory (the repo root for `pnpm start`) fills unset variables.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const opened = await openStore(config, logger);
  if (config.seed) await seed(opened.store, config, logger);
  const app = createApp({
    config,
    logger,
    store: opened.store,
    storeKind: opened.kind,
    storage: createLocalStorage(config.uploadsDir),
    places: createPlacesClient(config.google),
  });
  const server = app.listen(config.port, config.host, () => {
    logger.info(`Guía Cuba escuchando en http://localhost:${config.port} (almacén: ${opened.kind})`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal}: cerrando…`);
    server.close(async () => {
      await opened.close().catch(() => undefined);
      process.exit(0);
    });
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('No se pudo iniciar el servidor:', err);
  process.exit(1);
});
