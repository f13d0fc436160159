/**
 * URLs from the route table (issue 18 §1): the web asks `apiPath(API.businessById, { id })`, never
 * writes '/business/…' by hand. Small on purpose: the public pages load it.
 */
import type { PathParams, RoutePath } from './types';

/** Where the API's routes live on the site (the web's env.apiBase is this by default). */
export const API_PREFIX = '/api';

type Query = Record<string, string | number | boolean | undefined | null>;

/** The arguments after the route: its `:params` (required when it has some), then the query. */
export type RouteArgs<R extends RoutePath> = keyof PathParams<R['path']> extends never
  ? [params?: Record<never, never>, query?: Query | URLSearchParams]
  : [params: PathParams<R['path']>, query?: Query | URLSearchParams];

/** The path with its `:params` filled in (each encoded) and the query (defined values; commas kept: `ids=a,b`). */
export function routeUrl<R extends RoutePath>(route: R, ...[params, query]: RouteArgs<R>): string {
  const q = new URLSearchParams(
    query instanceof URLSearchParams ? query : Object.entries(query ?? {}).flatMap(([k, v]): [string, string][] => (v == null ? [] : [[k, String(v)]])),
  )
    .toString()
    .replace(/%2C/g, ',');
  return route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent((params as Record<string, string>)[name]!)) + (q ? `?${q}` : '');
}

/** Same, relative to the API's base (what the web's apiFetch takes): `/business/665f…`. */
export const apiPath = <R extends RoutePath>(route: R, ...args: RouteArgs<R>): string => routeUrl(route, ...args).replace(/^\/api(?=\/)/, '');

/**
 * A regular expression source matching the paths of these routes (each `:param` one segment of
 * letters, digits, `_` or `-`; an optional trailing slash): the service worker's rule.
 */
export const pathsPattern = (routes: readonly RoutePath[]): string =>
  `^(?:${routes.map((r) => r.path.replace(/\/$/, '').replace(/\./g, '\\.').replace(/:\w+/g, '[\\w-]+')).join('|')})\\/?$`;
