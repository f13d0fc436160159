import type { ExternalPlace } from '@guia/contracts';
import type { AppContext } from '../../context';
import type { BusinessesRepository } from './businesses.repository';
import { distanceM } from './businesses.text';

/**
 * Google's places beside the guide's own businesses in the nearby answer (issue 9 §9): asked
 * through ctx.places (the PlacesClient of modules/places/places.client.ts, which caches per cell),
 * and merged so a place an own business already carries (its place_id) shows once, as the business.
 */

/** Google's places around the point, or null when there is no key or Google failed (never an error for the visitor). */
export async function googleNearby(ctx: Pick<AppContext, 'places' | 'logger'>, lat: number, lng: number, radiusM: number, type: string | undefined): Promise<ExternalPlace[] | null> {
  if (!ctx.places) return null;
  try {
    return await ctx.places.nearby({ lat, lng, radiusM, type });
  } catch (err) {
    ctx.logger.warn({ err: (err as Error)?.message ?? err }, 'Google Places no disponible');
    return null;
  }
}

/**
 * The Google places a nearby answer lists: those no own business carries (by place_id), each once,
 * with its distance in whole metres, within the radius, open now when `openNow` asks (Google's
 * own open_now), nearest first.
 */
export async function googlePlacesBeside(
  repo: Pick<BusinessesRepository, 'findByPlaceIds'>,
  q: { lat: number; lon: number; radiusM: number; open_now?: boolean },
  google: ExternalPlace[] | null,
): Promise<ExternalPlace[]> {
  if (!google || google.length === 0) return [];
  const ids = [...new Set(google.map((p) => p.place_id))];
  const carried = new Set((await repo.findByPlaceIds(ids)).map((b) => b.place_id));
  const seen = new Set<string>();
  return (
    google
      .filter((p) => !carried.has(p.place_id) && !seen.has(p.place_id) && seen.add(p.place_id))
      .map((p) => ({ ...p, distance: Math.round(distanceM(q.lat, q.lon, p.geometry.location.lat, p.geometry.location.lng)) }))
      .filter((p) => p.distance <= q.radiusM)
      // with open_now, a Google place counts only when Google itself says it is open
      .filter((p) => !q.open_now || p.opening_hours?.open_now === true)
      .sort((a, b) => a.distance - b.distance)
  );
}
