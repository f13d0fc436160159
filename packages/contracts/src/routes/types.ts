/**
 * The route table's types (issue 18 §1). No zod here: the web's public pages import the paths part.
 */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a response may be cached, applied by the API from the table:
 * - `public`: `Cache-Control: public, max-age=0, must-revalidate` (anyone may keep it, asking again
 *   each time: a cheap 304 through the ETag);
 * - `private`: `private, no-store` and `Vary: Authorization`, errors included (a person's own data,
 *   anything answered to a token);
 * - `none`: the table sets no header (the handler may set its own: the map archive, the .ics files).
 */
export type RouteCache = 'public' | 'private' | 'none';

/**
 * What the service worker does with a GET of this route (vite.config.ts, lib/pwa.ts):
 * `network-first` (3 s, then the saved answer: the public answers read offline), `none` (never kept).
 */
export type RouteOffline = 'network-first' | 'none';

/** Who may call a route; the API's middleware enforces it, a test checks they agree. */
export type RouteAuth = 'public' | 'optional' | 'user' | 'self-or-admin' | 'owner-or-admin' | 'admin';

/** The part of a table entry every app may import: the method and the Express-style path (its id is its constant's name). */
export interface RoutePath {
  readonly method: RouteMethod;
  /** Express style (`/api/business/:id`); a list's trailing slash as spec §7 writes it. */
  readonly path: string;
  /** `'none'` when absent. */
  readonly cache?: RouteCache;
  /** `'none'` when absent. */
  readonly offline?: RouteOffline;
  /** Another address the same answer is served at (site root aliases: `/health`, `/docs`). */
  readonly alias?: string;
}

/** The `:name` parameters of a path, as an object type. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;
