import { Client, type Place } from '@googlemaps/google-maps-services-js';
import { externalPlaceSchema, type ExternalPlace } from '@guia/contracts';

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
const MAX_RADIUS_M = 50_000;
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
 * Every call has a hard time-out (cfg.timeoutMs) and no retries; answers are cached for 10
 * minutes keyed by position rounded to 3 decimals (~100 m), radius and type.
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
      const rLat = Math.round(lat * 1000) / 1000;
      const rLng = Math.round(lng * 1000) / 1000;
      const radius = Math.max(1, Math.min(MAX_RADIUS_M, Math.round(radiusM)));
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
    },
  };
}
