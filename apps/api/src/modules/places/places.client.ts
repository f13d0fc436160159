import { Client, type Place } from '@googlemaps/google-maps-services-js';
import { NEARBY_MAX_DISTANCE_M, externalPlaceSchema, haversineM, type ExternalPlace } from '@guia/contracts';

/**
 * Where answers are also kept so every API instance reuses them (issue 10 §10): the store's
 * TransientRepository (a TTL collection on MongoDB). Optional; its failures are ignored.
 */
export interface SharedPlacesCache {
  get<T = unknown>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
}

/**
 * Nearby places from an outside directory (Google). The businesses service only sees this
 * interface, so Places API (New) — or another provider — can replace the implementation below.
 */
export interface PlacesClient {
  /** places around a point, mapped to spec §3's External place (`source: 'google'`); throws on failure */
  nearby(query: { lat: number; lng: number; radiusM: number; type?: string }): Promise<ExternalPlace[]>;
}

export interface PlacesClientConfig {
  apiKey?: string;
  /** replaces https://maps.googleapis.com (tests point it at a local fake server) */
  baseUrl?: string;
  timeoutMs: number;
  /** how long an answer is reused; 10 minutes by default */
  cacheTtlMs?: number;
}

const GOOGLE_ORIGIN = 'https://maps.googleapis.com';
const NEARBY_PATH = '/maps/api/place/nearbysearch/json';
const CACHE_TTL_MS = 10 * 60 * 1000;
const CACHE_MAX_ENTRIES = 1000;
/** Google is asked once per cell of this many degrees (~1.1 km north–south, ~1 km east–west in Cuba). */
export const CELL_DEG = 0.01;
/** The radius asked of Google is rounded up to this step. */
export const RADIUS_STEP_M = 500;
/** Half the diagonal of a cell, in metres (generous: it covers the cell anywhere in Cuba). */
const CELL_HALF_DIAGONAL_M = 800;

/** Great-circle distance in metres (contracts' haversineM, on the mean Earth radius). */
const metresBetween = (aLat: number, aLng: number, bLat: number, bLng: number): number => haversineM(aLat, aLng, bLat, bLng);

/** The cell a position falls in: its centre, and the radius to ask there to cover `radiusM` around any point of it. */
export function googleCell(lat: number, lng: number, radiusM: number): { lat: number; lng: number; radiusM: number } {
  const centre = (v: number) => Math.round((Math.floor(v / CELL_DEG) * CELL_DEG + CELL_DEG / 2) * 1e6) / 1e6;
  const wanted = Math.max(1, Math.min(NEARBY_MAX_DISTANCE_M, radiusM)) + CELL_HALF_DIAGONAL_M;
  return { lat: centre(lat), lng: centre(lng), radiusM: Math.min(NEARBY_MAX_DISTANCE_M, Math.ceil(wanted / RADIUS_STEP_M) * RADIUS_STEP_M) };
}
/** The longest nearby waits for the shared cache (a read before asking Google, a write after). */
const SHARED_CACHE_WAIT_MS = 300;

/** The value, or null when it fails or takes longer than `ms`. */
async function within<T>(p: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([p.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Google's own result → External place, or null when it lacks an id or valid coordinates. */
export function toExternalPlace(p: Place): ExternalPlace | null {
  const loc = p.geometry?.location;
  const candidate: Record<string, unknown> = {
    place_id: p.place_id,
    name: p.name,
    types: Array.isArray(p.types) ? p.types.map(String) : undefined,
    vicinity: p.vicinity,
    formatted_address: p.formatted_address,
    geometry: loc ? { location: { lat: Number(loc.lat), lng: Number(loc.lng) } } : undefined,
    rating: typeof p.rating === 'number' ? p.rating : undefined,
    user_ratings_total: typeof p.user_ratings_total === 'number' ? p.user_ratings_total : undefined,
    opening_hours:
      p.opening_hours && typeof p.opening_hours.open_now === 'boolean' ? { open_now: p.opening_hours.open_now } : undefined,
    business_status: typeof p.business_status === 'string' ? p.business_status : undefined,
    source: 'google',
  };
  const parsed = externalPlaceSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/**
 * The Google implementation, or null when no API key is configured.
 *
 * It uses Google's LEGACY Places "Nearby Search" (Client.placesNearby of
 * @googlemaps/google-maps-services-js). The legacy API cannot be enabled on new Google Cloud
 * projects; those need a Places API (New) implementation of PlacesClient (places:searchNearby).
 *
 * Every call has a hard time-out (cfg.timeoutMs) and no retries. Google is asked per cell, not
 * per position (issue 17 §5: 60 anonymous requests at 60 positions made 60 calls): the position
 * snaps to the centre of its CELL_DEG grid cell (~1 km) and the radius grows by the cell's
 * half-diagonal, rounded up to RADIUS_STEP_M, so everyone in a cell shares one answer, which is
 * then cut to the caller's own circle. Answers are cached 10 minutes per cell, radius and type.
 */
export function createPlacesClient(cfg: PlacesClientConfig, shared?: SharedPlacesCache): PlacesClient | null {
  if (!cfg.apiKey) return null;
  const apiKey = cfg.apiKey;
  const url = `${(cfg.baseUrl ?? GOOGLE_ORIGIN).replace(/\/+$/, '')}${NEARBY_PATH}`;
  const ttl = cfg.cacheTtlMs ?? CACHE_TTL_MS;
  const client = new Client({});
  const cache = new Map<string, { at: number; places: ExternalPlace[] }>();
  const inFlight = new Map<string, Promise<ExternalPlace[]>>();

  async function fetchNearby(lat: number, lng: number, radiusM: number, type?: string): Promise<ExternalPlace[]> {
    const res = await client.placesNearby({
      url,
      params: { key: apiKey, location: { lat, lng }, radius: radiusM, ...(type ? { type } : {}) },
      timeout: cfg.timeoutMs,
      signal: AbortSignal.timeout(cfg.timeoutMs),
      raxConfig: { retry: 0, noResponseRetries: 0 },
    });
    const status = res.data?.status;
    if (status !== 'OK' && status !== 'ZERO_RESULTS') {
      throw new Error(`Google Places respondió ${String(status)}`);
    }
    return (res.data.results ?? []).map(toExternalPlace).filter((p): p is ExternalPlace => p !== null);
  }

  return {
    async nearby({ lat, lng, radiusM, type }) {
      // the caller's own circle, cut from the cell's shared answer
      const inCircle = (places: ExternalPlace[]) =>
        places.filter((p) => metresBetween(lat, lng, p.geometry.location.lat, p.geometry.location.lng) <= radiusM);
      return inCircle(await cellNearby(googleCell(lat, lng, radiusM), type));
    },
  };

  async function cellNearby(cell: { lat: number; lng: number; radiusM: number }, type?: string): Promise<ExternalPlace[]> {
    const { lat: rLat, lng: rLng, radiusM: radius } = cell;
    const key = `${rLat.toFixed(3)},${rLng.toFixed(3)}|${radius}|${type ?? ''}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < ttl) return hit.places;
    const pending = inFlight.get(key);
    if (pending) return pending;

    const remember = (places: ExternalPlace[], at = Date.now()) => {
      cache.delete(key);
      cache.set(key, { at, places });
      while (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      return places;
    };
    const sharedKey = `places:${key}`;
    const p = (async () => {
      // another instance may have asked Google already (a store that is away is no reason to fail)
      const stored = shared ? await within(shared.get<{ at: number; places: ExternalPlace[] }>(sharedKey), SHARED_CACHE_WAIT_MS) : null;
      if (stored && Array.isArray(stored.places) && Date.now() - stored.at < ttl) return remember(stored.places, stored.at);
      const places = await fetchNearby(rLat, rLng, radius, type);
      if (shared) await within(shared.set(sharedKey, { at: Date.now(), places }, ttl), SHARED_CACHE_WAIT_MS);
      return remember(places);
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, p);
    return p;
  }
}
