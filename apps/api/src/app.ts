import { pipeline } from 'node:stream/promises';
import express, { type Express } from 'express';
import helmet from 'helmet';
import cors from 'cors';
import compression from 'compression';
import type { AppContext } from './context';
import { API, API_MSG, API_PREFIX } from '@guia/contracts';
import { errorHandler, messageFor, notFound, notFoundHandler } from './shared/errors';
import { createAuthRoutes } from './modules/auth/auth.routes';
import { createUsersRoutes } from './modules/users/users.routes';
import { createBusinessesRoutes } from './modules/businesses/businesses.routes';
import { createEventsFeedRoutes, createEventsRoutes } from './modules/events/events.routes';
import { createCategoriesRoutes } from './modules/categories/categories.routes';
import { createDirectionsRoutes } from './modules/directions/directions.routes';
import { createMapRoutes } from './modules/map/map.routes';
import { createItinerariesRoutes } from './modules/itineraries/itineraries.routes';
import { createBusinessClaimRoutes, createClaimsRoutes } from './modules/claims/claims.routes';
import { createMenuRoutes, createRatesRoutes } from './modules/menus/menus.routes';
import { createPaymentsRoutes } from './modules/businesses/businesses.payments';
import { createDetailsRoutes } from './modules/businesses/businesses.details';
import { createPhotosRoutes } from './modules/businesses/businesses.photos';
import { createChangesRoutes } from './modules/changes/changes.routes';
import { createStatusRoutes } from './modules/status/status.routes';
import { createReportsRoutes } from './modules/review-reports/review-reports.routes';
import { createStatsRoutes } from './modules/stats/stats.routes';
import { createReviewReplyRoutes } from './modules/businesses/reviews.routes';
import { createOsmRoutes } from './modules/osm/osm.routes';
import { createDocsRoutes } from './shared/openapi';
import { createIndexScriptHashes, serveSpa } from './shared/spa';
import { requestLogger } from './shared/request-log';
import { compressJson } from './shared/compress-json';
import { perAddressLimit } from './shared/rate-limit-store';
import { alias, assertRouteTable, mountedPath, route, staticRoute } from './shared/route';

export type { AppContext } from './context';

/** What Google's map script fetches, allowed only for a web built with a Google key. */
const GOOGLE_CONNECT = ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];

/** The Express app, without listen: tests import it and call it through supertest. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  if (ctx.config.trustProxy) app.set('trust proxy', 1);
  const indexScripts = createIndexScriptHashes(ctx.config.webDist);
  const documentHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // photos may be addresses an admin typed (any https host); pictures cannot run code
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // the app talks to its own origin only (the API, the basemap archive); Google's hosts
          // only when the web was built with a Google key (issue 17 §6)
          'connect-src': ["'self'", ...(ctx.config.googleMapsInBrowser ? GOOGLE_CONNECT : [])],
          // no inline script but one: the SPA's are files, and so is the docs page's start-up; the
          // web's pages may run index.html's <head> script, by its sha256 only (the signed-in
          // person's display hint before the first paint, issue 20 §4); Google's map script (a
          // known JSONP bypass) only when the web was built with a key
          'script-src': [
            (req) => ["'self'", ...(req.url?.startsWith(`${API_PREFIX}/`) ? [] : indexScripts())].join(' '),
            ...(ctx.config.googleMapsInBrowser ? ['https://maps.googleapis.com'] : []),
          ],
          'style-src': ["'self'", "'unsafe-inline'", ...(ctx.config.googleMapsInBrowser ? ['https://fonts.googleapis.com'] : [])],
          'font-src': ["'self'", 'data:', ...(ctx.config.googleMapsInBrowser ? ['https://fonts.gstatic.com'] : [])],
          'worker-src': ["'self'", 'blob:'],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
  // The build's hashed scripts and styles (/assets/x-hash.js|css): a page downloads some thirty, and
  // the headers only a document reads (CSP, frame and opener rules …) were ~1 KB of each (issue 19);
  // they keep what a subresource needs: nosniff, the cross-origin resource rule, HSTS.
  const assetHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const HASHED_ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;
  app.use((req, res, next) => (HASHED_ASSET.test(req.path) ? assetHeaders : documentHeaders)(req, res, next));
  // gzip every answer: phones in Cuba are on slow, expensive data. An answer compressJson (below)
  // already compressed is left alone at once, not looked at a second time.
  app.use(compression({ filter: (req, res) => !res.getHeader('Content-Encoding') && compression.filter(req, res) }));
  // one compact line per request: id, method, path, status, ms (no headers, no query string)
  app.use(requestLogger(ctx.logger));

  const api = express.Router();
  api.use(cors({ origin: ctx.config.corsOrigin, allowedHeaders: ['Content-Type', 'Authorization', 'key', 'token'] }));
  api.use(express.json({ limit: '100kb' }));
  // JSON answers compressed in one call, not through a stream (issue 11: most of a small answer's cost)
  api.use(compressJson());

  // Pings the store with a short time-out (issue 10 §8): 503 `degraded` while it is away, so
  // Docker's health check and a proxy see it; 200 again by itself once it is back.
  const health: express.RequestHandler = async (req, res) => {
    const google = Boolean(ctx.places);
    try {
      await ctx.store.meta.ping();
      res.json({ status: 'ok', store: ctx.storeKind, google });
    } catch (err) {
      ctx.logger.warn({ err: (err as Error)?.message ?? err }, 'health: el almacén no responde');
      res.status(503).json({ status: 'degraded', store: ctx.storeKind, google, message: messageFor(req, res, API_MSG.storeUnavailable) });
    }
  };
  route(api, API.systemHealth, health);
  // reads that cost the server (and Google's quota, and the routing server) per address (issue 17 §5)
  api.use([mountedPath(API.businessNearby), mountedPath(API.businessSearch)], perAddressLimit(ctx.store.transient, 'search', ctx.config.searchRateLimit, API_MSG.tooManySearches));
  api.use(mountedPath(API.directionsRoute), perAddressLimit(ctx.store.transient, 'directions', ctx.config.directionsRateLimit, API_MSG.tooManySearches));
  // Every route under /api, each registered by its entry of the route table
  // (packages/contracts/src/routes, issue 18 §1), which also says how its answers may be cached:
  // sessions and people's own data private (issue 16 §5), public lists revalidated each time (issue 11).
  const routers = [
    createAuthRoutes(ctx),
    createUsersRoutes(ctx),
    createBusinessClaimRoutes(ctx),
    createMenuRoutes(ctx),
    createPaymentsRoutes(ctx),
    createDetailsRoutes(ctx),
    createPhotosRoutes(ctx),
    createStatusRoutes(ctx),
    createStatsRoutes(ctx),
    createReviewReplyRoutes(ctx),
    createBusinessesRoutes(ctx),
    createClaimsRoutes(ctx),
    createRatesRoutes(ctx),
    createChangesRoutes(ctx),
    createReportsRoutes(ctx),
    createEventsRoutes(ctx),
    createCategoriesRoutes(ctx),
    createDirectionsRoutes(ctx),
    createMapRoutes(ctx),
    createItinerariesRoutes(ctx),
    // the public OpenStreetMap place pages and the admin's record of the imports (issue 24)
    createOsmRoutes(ctx),
    createDocsRoutes(ctx),
  ];
  for (const router of routers) api.use(router);
  api.use(notFoundHandler);

  app.use(API_PREFIX, api);
  alias(app, API.systemHealth, health);
  alias(app, API.docsPage, (_req, res) => res.redirect(API.docsPage.path));
  alias(app, API.docsJson, (_req, res) => res.redirect(API.docsJson.path));
  // the events feed calendar apps subscribe to (issue 22 §4)
  const feed = createEventsFeedRoutes(ctx);
  app.use(feed);

  const files = express.Router();
  if (ctx.storage.localDir) {
    staticRoute(files, API.uploadsFile, express.static(ctx.storage.localDir, { maxAge: '365d', immutable: true, fallthrough: false }));
  } else if (ctx.storage.read) {
    // files in the store (GridFS): every instance serves every file (issue 10 §10)
    const read = ctx.storage.read.bind(ctx.storage);
    route(files, API.uploadsFile, async (req, res) => {
      const file = await read(String(req.params.name));
      if (!file) throw notFound();
      res.set({ 'Content-Type': file.contentType, 'Content-Length': String(file.length), 'Cache-Control': 'public, max-age=31536000, immutable' });
      await pipeline(file.stream, res);
    });
  }
  app.use(files);
  // a table entry without its handler, or a handler without its entry, stops the start here
  assertRouteTable([api, ...routers, feed, files], { optional: ctx.storage.localDir || ctx.storage.read ? [] : ['uploadsFile'] });

  // The built SPA on the same origin; every non-API path falls back to index.html, and
  // /business/{id} carries the link-preview tags of that business.
  serveSpa(app, ctx);
  app.use(notFoundHandler);

  app.use(errorHandler(ctx.logger));
  return app;
}
