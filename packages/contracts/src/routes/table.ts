/**
 * The route table (issue 18 §1): every endpoint by id (visitor-paths.ts, then account-paths.ts).
 * For the API, the tests and the build (vite.config.ts); the web's screens import single routes
 * (`API.businessById`) instead, so they never carry the whole table.
 */
import * as paths from './paths';
import type { RouteCache, RouteOffline, RoutePath } from './types';

type PathConsts = typeof paths;
/** A route's id: the name of its constant (`businessById`). */
export type RouteId = keyof PathConsts;
/** A route of the table, with its id. */
export type AnyRoute = { [K in RouteId]: PathConsts[K] & { readonly id: K } }[RouteId];
export type RouteById<K extends RouteId> = PathConsts[K] & { readonly id: K };

/** Every route, with its id. */
export const ROUTE_LIST: readonly AnyRoute[] = Object.entries(paths).map(([id, route]) => ({ id, ...route }) as AnyRoute);

/** Every route by id: `ROUTES.businessById.path`. */
export const ROUTES = Object.fromEntries(ROUTE_LIST.map((r) => [r.id, r])) as { readonly [K in RouteId]: RouteById<K> };

const IDS = new Map<RoutePath, RouteId>(Object.entries(paths).map(([id, route]) => [route, id as RouteId]));
/** The id of a route given as its constant (`API.businessById`) or as a table entry. */
export const routeIdOf = (route: RoutePath): RouteId => (route as Partial<AnyRoute>).id ?? IDS.get(route)!;

export const cacheOf = (route: RoutePath): RouteCache => route.cache ?? 'none';
export const offlineOf = (route: RoutePath): RouteOffline => route.offline ?? 'none';
