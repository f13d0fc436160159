/**
 * The route table, part one (issue 18 §1): the endpoints a visitor's pages and the app shell call
 * (home, Tops, a business, the map's reads, the session's logout and the person's own data kept
 * offline, and every route the service worker keeps). Each endpoint: its id, method and
 * Express-style path, how its answer may be cached (`cache`) and what the service worker does with
 * it (`offline`); both are 'none' when absent (types.ts). Who may call it, its schemas and its
 * OpenAPI text are in `api.ts`.
 *
 * Why two files: one plain constant per endpoint, so a page carries only the routes it calls; but
 * a bundler places a whole file in one chunk, and this one is in the first download of every
 * public page (≤ 130 KB, `pnpm bench:size`). The other endpoints (accounts, owners, admins) are in
 * `account-paths.ts`, which loads with the screens that use them. `table.ts` joins both.
 */
import type { RoutePath } from './types';

export const authLogout = { method: 'POST', path: '/api/auth/logout', cache: 'private' } as const satisfies RoutePath;
export const usersById = { method: 'GET', path: '/api/users/:id', cache: 'private' } as const satisfies RoutePath;
export const favoritesList = { method: 'GET', path: '/api/users/:id/favorites', cache: 'private' } as const satisfies RoutePath;
export const menusGet = { method: 'GET', path: '/api/business/:id/menu', cache: 'public', offline: 'network-first' } as const satisfies RoutePath;
export const businessPromoted = { method: 'GET', path: '/api/business/promoted', cache: 'public', offline: 'network-first' } as const satisfies RoutePath;
export const businessElite = { method: 'GET', path: '/api/business/elite', cache: 'public', offline: 'network-first' } as const satisfies RoutePath;
export const businessNearby = { method: 'GET', path: '/api/business/nearby', offline: 'network-first' } as const satisfies RoutePath;
export const businessSearch = { method: 'GET', path: '/api/business/search', offline: 'network-first' } as const satisfies RoutePath;
export const businessById = { method: 'GET', path: '/api/business/:id', offline: 'network-first' } as const satisfies RoutePath;
export const countersVisit = { method: 'POST', path: '/api/business/:id/visit' } as const satisfies RoutePath;
export const countersReservation = { method: 'POST', path: '/api/business/:id/reservation_count' } as const satisfies RoutePath;
export const reviewsList = { method: 'GET', path: '/api/business/:id/comments', offline: 'network-first' } as const satisfies RoutePath;
export const eventsList = { method: 'GET', path: '/api/events/', cache: 'public', offline: 'network-first' } as const satisfies RoutePath;
export const eventsById = { method: 'GET', path: '/api/events/:id', offline: 'network-first' } as const satisfies RoutePath;
export const eventsFeed = { method: 'GET', path: '/events.ics' } as const satisfies RoutePath;
export const categoriesList = { method: 'GET', path: '/api/categories/', cache: 'public', offline: 'network-first' } as const satisfies RoutePath;
export const categoriesById = { method: 'GET', path: '/api/categories/:id', offline: 'network-first' } as const satisfies RoutePath;
export const mapInfo = { method: 'GET', path: '/api/map', cache: 'public', offline: 'network-first' } as const satisfies RoutePath;
export const osmPlace = { method: 'GET', path: '/api/osm/places/:id', cache: 'public', offline: 'network-first' } as const satisfies RoutePath;
