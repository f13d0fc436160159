/**
 * The routes whose answers the service worker keeps for offline reading (`offline:
 * 'network-first'` in visitor-paths.ts), gathered for the web's entry (lib/pwa.ts), which must not carry
 * the whole table. `routes.test.ts` checks this list is exactly the table's network-first routes.
 */
import { businessById, businessElite, businessNearby, businessPromoted, businessSearch, categoriesById, categoriesList, eventsById, eventsList, mapInfo, menusGet, osmPlace, reviewsList } from './visitor-paths';

export const OFFLINE_ROUTES = [businessPromoted, businessElite, businessNearby, businessSearch, businessById, reviewsList, menusGet, eventsList, eventsById, categoriesList, categoriesById, mapInfo, osmPlace] as const;
