import type { RequestHandler, Router } from 'express';
import { API_PREFIX, ROUTE_LIST, cacheOf, routeIdOf, type RouteId, type RoutePath } from '@guia/contracts';
import { privateAnswer, revalidateEachTime } from './http-cache';
import { changesPages, invalidatesPages } from './page-cache';

/**
 * Handlers are registered by route-table entry (issue 18 §1), never by a path typed here:
 * `route(router, API.businessById, handler)`. The entry's cache class becomes the first
 * middleware (`private` → privateAnswer, `public` → revalidateEachTime), so http-cache's rules
 * follow the table. A router for `/api/…` routes is mounted at `/api` (app.ts); one for site
 * routes (`/events.ics`, `/uploads/:name`) at the root.
 */

/** Anything with Express's routing methods (a Router or the app). */
type Routable = Pick<Router, 'get' | 'post' | 'put' | 'delete'>;

/** The ids each router (or the app) registered. */
const registered = new WeakMap<object, RouteId[]>();
/** Express Route objects created here: any other route on a table router has no table entry. */
const fromTable = new WeakSet<object>();

interface Layer {
  route?: { path?: unknown; stack?: unknown[]; methods?: Record<string, boolean> };
}
const stackOf = (router: object): Layer[] => ((router as { stack?: Layer[] }).stack ?? (router as { router?: { stack?: Layer[] } }).router?.stack ?? []);

/** The path a router mounted at `/api` serves an entry at (site routes keep theirs). */
export const mountedPath = ({ path }: { path: string }): string => (path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path);

const CACHE_MIDDLEWARE: Record<string, RequestHandler[]> = { private: [privateAnswer], public: [revalidateEachTime], none: [] };

/**
 * Registers `handlers` for a table entry on `router`, its cache class first; before that, on a
 * write that may change a public page (page-cache.ts `changesPages`), the server-drawn pages' cache hook.
 */
export function route(router: Routable, entry: RoutePath, ...handlers: RequestHandler[]): void {
  const method = entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const pages = changesPages(entry) ? [invalidatesPages] : [];
  (router[method] as (path: string, ...h: RequestHandler[]) => unknown).call(router, mountedPath(entry), ...pages, ...CACHE_MIDDLEWARE[cacheOf(entry)]!, ...handlers);
  const stack = stackOf(router);
  const layer = stack[stack.length - 1];
  if (layer?.route) fromTable.add(layer.route);
  registered.set(router, [...(registered.get(router) ?? []), routeIdOf(entry)]);
}

/** Registers a site-root alias of a table entry (`/health`, `/docs`): counted with the entry. */
export function alias(router: Routable, entry: RoutePath & { alias: string }, ...handlers: RequestHandler[]): void {
  router.get(entry.alias, ...handlers);
}

/**
 * Registers a static-file middleware for a table entry whose last segment is a file name
 * (`/uploads/:name` → everything under `/uploads`).
 */
export function staticRoute(router: Pick<Router, 'use'>, entry: RoutePath, handler: RequestHandler): void {
  router.use(mountedPath(entry).replace(/\/:\w+$/, ''), handler);
  registered.set(router, [...(registered.get(router) ?? []), routeIdOf(entry)]);
}

/** The ids a router registered through `route`. */
export const routeIdsOf = (router: object): readonly RouteId[] => registered.get(router) ?? [];

interface CheckOptions {
  /** Entries this app may leave out (the uploads route of a storage without files to serve). */
  optional?: readonly RouteId[];
}

/**
 * The start-up check (createApp runs it): every table entry has a handler on one of `routers`,
 * none twice, and no router serves a route the table does not name. Returns the problems found.
 */
export function routeTableProblems(routers: readonly object[], { optional = [] }: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const seen = new Map<RouteId, number>();
  for (const router of routers) for (const id of routeIdsOf(router)) seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const entry of ROUTE_LIST) {
    const count = seen.get(entry.id) ?? 0;
    if (count === 0 && !optional.includes(entry.id)) problems.push(`${entry.id} (${entry.method} ${entry.path}) has no handler`);
    if (count > 1) problems.push(`${entry.id} has ${count} handlers`);
  }
  for (const router of routers) {
    for (const layer of stackOf(router)) {
      if (layer.route && !fromTable.has(layer.route)) {
        const methods = Object.keys(layer.route.methods ?? {}).join(',').toUpperCase();
        problems.push(`${methods} ${String(layer.route.path)} is served but has no entry in the route table`);
      }
    }
  }
  return problems;
}

/** Throws when the routers and the table disagree (a missing or an extra handler). */
export function assertRouteTable(routers: readonly object[], options?: CheckOptions): void {
  const problems = routeTableProblems(routers, options);
  if (problems.length) throw new Error(`The routes served and the route table (packages/contracts/src/routes) disagree:\n- ${problems.join('\n- ')}`);
}
