import type { RequestHandler } from 'express';

/**
 * Public answers every visitor sees alike (promoted, elite, events, categories, a menu, the rate,
 * the map's description, a shared plan; issue 11): a browser
 * may keep the answer but must ask again before each use (max-age=0, must-revalidate). Express
 * tags every answer with an ETag and turns a request whose If-None-Match still matches into a
 * bodiless 304, so a repeat visit costs a few hundred bytes, and an admin never sees a stale list
 * right after an edit.
 */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export const revalidateEachTime: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', PUBLIC_LIST_CACHE_CONTROL);
  next();
};

/**
 * Which routes carry it, and which are private (below), is each route's `cache` in the route table
 * (packages/contracts/src/routes/paths.ts): `route()` (shared/route.ts) puts the middleware first.
 */

/**
 * A person's own data, and anything answered to a token (issue 16 §5): no cache anywhere may keep
 * it (a shared phone, a proxy, the service worker, which refuses `no-store` answers), and
 * `Vary: Authorization` says the answer depends on who asks.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

function markPrivate(res: Parameters<RequestHandler>[1]): void {
  res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  res.vary('Authorization');
}

/** Every answer of a route it guards is private, errors (401, 403, 404) included. */
export const privateAnswer: RequestHandler = (_req, res, next) => {
  markPrivate(res);
  next();
};

/**
 * For routes anyone may call with or without a token: the answer varies by Authorization, and one
 * given to a token is private.
 */
export const variesByAuthorization: RequestHandler = (req, res, next) => {
  if (req.headers.authorization) markPrivate(res);
  else res.vary('Authorization');
  next();
};
