import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import cors from 'cors';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './context';
import { errorHandler, notFoundHandler } from './shared/errors';
import { createAuthRoutes } from './modules/auth/auth.routes';
import { createUsersRoutes } from './modules/users/users.routes';
import { createBusinessesRoutes } from './modules/businesses/businesses.routes';
import { createEventsRoutes } from './modules/events/events.routes';
import { createCategoriesRoutes } from './modules/categories/categories.routes';
import { createDocsRoutes } from './shared/openapi';

export type { AppContext } from './context';

/** The Express app, without listen: tests import it and call it through supertest. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  if (ctx.config.trustProxy) app.set('trust proxy', 1);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'", 'https:'],
          // no inline scripts anywhere: the SPA's are files, and so is the docs page's start-up
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'", 'https:'],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // gzip every answer: phones in Cuba are on slow, expensive data.
  app.use(compression());
  app.use(pinoHttp({ logger: ctx.logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));

  const api = express.Router();
  api.use(cors({ origin: ctx.config.corsOrigin, allowedHeaders: ['Content-Type', 'Authorization', 'key', 'token'] }));
  api.use(express.json({ limit: '100kb' }));

  const health: express.RequestHandler = (_req, res) => {
    res.json({ status: 'ok', store: ctx.storeKind, google: Boolean(ctx.places) });
  };
  api.get('/health', health);
  api.use('/auth', createAuthRoutes(ctx));
  api.use('/users', createUsersRoutes(ctx));
  api.use('/business', createBusinessesRoutes(ctx));
  api.use('/events', createEventsRoutes(ctx));
  api.use('/categories', createCategoriesRoutes(ctx));
  api.use(createDocsRoutes(ctx));
  api.use(notFoundHandler);

  app.use('/api', api);
  app.get('/health', health);
  app.get('/docs', (_req, res) => res.redirect('/api/docs'));
  app.get('/openapi.json', (_req, res) => res.redirect('/api/openapi.json'));

  if (ctx.storage.localDir) {
    app.use('/uploads', express.static(ctx.storage.localDir, { maxAge: '365d', immutable: true, fallthrough: false }));
  }

  // The built SPA on the same origin; every non-API path falls back to index.html.
  const indexHtml = path.join(ctx.config.webDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    app.use('/assets', express.static(path.join(ctx.config.webDist, 'assets'), { maxAge: '365d', immutable: true }));
    app.use(express.static(ctx.config.webDist, { index: false, maxAge: '1h' }));
    app.get(/.*/, (req, res, next) => {
      // A missing file (/downloads/x.apk, /logo.png) is a 404, not the SPA under the wrong name.
      if (path.extname(req.path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  }
  app.use(notFoundHandler);

  app.use(errorHandler(ctx.logger));
  return app;
}
