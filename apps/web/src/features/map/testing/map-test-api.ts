import { vi, type Mock } from 'vitest';
import { HOME_CATEGORIES, isOpenAt, type Business, type Category, type ExternalPlace, type NearbyBusiness, type OsmNearbyPlace } from '@guia/contracts';
import { makeBusiness } from '../../../components/business/test-fixtures';
import { serveFakeApi, type FakeCall } from '../../../test/fake-api';

/** The user of `userToken()` (src/test/utils). */
export const USER_ID = '64b7f0c2a1b2c3d4e5f60718';
/** Where the fake browser says the user is (Old Havana). */
export const HERE = { lat: 23.1367, lng: -82.3589 };

export const CATEGORIES: Category[] = HOME_CATEGORIES.map((c, i) => ({
  _id: `6650aa00000000000000000${i}`,
  name: c.name,
  nombre: c.nombre,
}));

export const guarida = makeBusiness({
  _id: '6650f0c2a1b2c3d4e5f60001',
  name: 'La Guarida',
  categories: ['Comer y beber', 'restaurant', 'Paladar'],
  types: ['restaurant', 'food'],
  geometry: { location: { lat: 23.13783, lng: -82.37045 } },
  location: { type: 'Point', coordinates: [-82.37045, 23.13783] },
  phone: '+53 7 866 9047',
  // takes reservations at its own number (issue 20 §6): the panel offers 'Reservar por WhatsApp'
  reservations: true,
  rating: 4.6,
  user_ratings_total: 120,
  paid_promo: true,
  distance: 1210,
});

export const escorial = makeBusiness({
  _id: '6650f0c2a1b2c3d4e5f60002',
  name: 'Café El Escorial',
  categories: ['Café y Té', 'cafe', 'Cafetería'],
  types: ['cafe', 'food'],
  geometry: { location: { lat: 23.13582, lng: -82.35048 } },
  location: { type: 'Point', coordinates: [-82.35048, 23.13582] },
  rating: 0,
  user_ratings_total: 0,
  paid_promo: false,
  photos: [],
  thumbnails: [],
  comments: [],
  // no hours of its own (issue 16): never shown open; its status closure says why
  hours: undefined,
  opening_hours: { open_now: false },
  business_status: 'CLOSED_TEMPORARILY',
  distance: 860,
});

export const googlePlace: ExternalPlace = {
  place_id: 'ChIJ-externo-1',
  name: 'Hostal Externo',
  types: ['lodging'],
  vicinity: 'Vedado',
  geometry: { location: { lat: 23.14, lng: -82.38 } },
  rating: 4.1,
  user_ratings_total: 30,
  source: 'google',
};

/** An OpenStreetMap place of a nearby answer's `osm_places` (issue 24), near HERE. */
export const rincon: OsmNearbyPlace = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  name: 'Paladar El Rincón',
  categories: ['restaurant'],
  types: ['amenity=restaurant'],
  geometry: { location: { lat: 23.1373, lng: -82.3598 } },
  location: { type: 'Point', coordinates: [-82.3598, 23.1373] },
  osm_type: 'way',
  osm_id: 123456,
  extract_date: '2026-11-20',
  source: 'osm',
  distance: 250,
};

export interface Answer {
  status?: number;
  body?: unknown;
}
type Handler = (url: URL, init: RequestInit) => Answer | Promise<Answer>;

/** A business as a nearby answer carries it (the lighter NearbyBusiness of the contracts). */
export function toNearby(b: Business): NearbyBusiness {
  const { _id, name, address, vicinity, phone, reservations, categories, types, photos, thumbnails, geometry, opening_hours, hours, business_status, rating, user_ratings_total, paid_promo, source } = b;
  return {
    _id,
    name,
    address,
    vicinity,
    phone,
    ...(reservations !== undefined ? { reservations } : {}),
    categories,
    types,
    photos,
    thumbnails,
    geometry,
    opening_hours,
    ...(hours ? { hours } : {}),
    business_status,
    rating,
    user_ratings_total,
    paid_promo,
    source,
    distance: b.distance ?? 500,
  };
}

/** As the API does with open_now=true (issue 16): only what is open now in Havana, by its hours. */
const openNowOnly = (url: URL, list: Business[]) =>
  url.searchParams.get('open_now') === 'true' ? list.filter((b) => isOpenAt(b.hours, new Date(), b.business_status)) : list;

const nearbyOf = (list: Business[], google: ExternalPlace[] = []) => ({
  body: { mongo_businesses: list.map(toNearby), google_places: google, google_available: google.length > 0 },
});

/** The answers every map test starts from; override any "METHOD /path" (query strings are in `url`). */
export function defaultHandlers(): Record<string, Handler> {
  return {
    'GET /api/categories/': () => ({ body: CATEGORIES }),
    'GET /api/business/nearby': (url) =>
      nearbyOf(openNowOnly(url, url.searchParams.get('category') === 'cafe' ? [escorial] : [guarida, escorial])),
    'GET /api/business/search': (url) => ({ body: openNowOnly(url, [guarida]) }),
    [`GET /api/business/${guarida._id}`]: () => ({ body: guarida }),
    [`GET /api/business/${escorial._id}`]: () => ({ body: escorial }),
    [`POST /api/business/${guarida._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
    [`POST /api/business/${escorial._id}/visit`]: () => ({ body: { count: 1, counted: true } }),
    [`GET /api/users/${USER_ID}/favorites`]: () => ({ body: [] }),
    'GET /api/directions': () => ({
      body: {
        distance: 2345,
        duration: 420,
        coordinates: [
          [HERE.lat, HERE.lng],
          [23.137, -82.365],
          [23.13783, -82.37045],
        ],
      },
    }),
  };
}

export { nearbyOf };

/**
 * A fake API for the map, served by the suite's MSW server like `fakeApi`, whose handlers see the
 * whole URL (the map's calls are GETs with query strings). Unknown calls answer 404; an aborted
 * request is aborted as the browser would. Returns the fetch-shaped mock that records every call.
 */
export function mapApi(overrides: Record<string, Handler> = {}): Mock<typeof fetch> {
  const handlers = { ...defaultHandlers(), ...overrides };
  return serveFakeApi(Object.fromEntries(Object.entries(handlers).map(([key, handler]) => [key, ({ url, init }: FakeCall) => handler(url, init)])));
}

/** The URLs of the calls made to "METHOD /path". */
export function urlsOf(mock: Mock<typeof fetch>, key: string): URL[] {
  return mock.mock.calls
    .map(([input, init]) => ({
      url: new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost'),
      method: (init?.method ?? 'GET').toUpperCase(),
    }))
    .filter(({ url, method }) => `${method} ${url.pathname}` === key)
    .map(({ url }) => url);
}

/** A fake navigator.geolocation: 'ok' answers `at`, 'fail' refuses, 'none' removes the API. */
export function fakeGeolocation(kind: 'ok' | 'fail' | 'none', at = HERE) {
  if (kind === 'none') {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    return null;
  }
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (kind === 'ok') ok({ coords: { latitude: at.lat, longitude: at.lng } } as GeolocationPosition);
    else fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}
