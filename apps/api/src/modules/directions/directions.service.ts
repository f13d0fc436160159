import { MSG, WALKING_SPEED_M_PER_S, directionsQuerySchema, type DirectionsResponse } from '@guia/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../shared/errors';
import { parse } from '../../shared/validate';

/** What an OSRM `route` answer carries that we read (geometries=geojson: [lng, lat] pairs). */
interface OsrmAnswer {
  code?: string;
  routes?: { distance?: unknown; duration?: unknown; geometry?: { coordinates?: unknown } }[];
}

const routeError = () => new AppError(502, MSG.routeError);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** OSRM's first route → our answer; null when the answer is not a usable route. */
export function toDirections(body: OsrmAnswer): DirectionsResponse | null {
  const route = body?.code === 'Ok' ? body.routes?.[0] : undefined;
  if (!route || !isNumber(route.distance) || !isNumber(route.duration)) return null;
  const line = route.geometry?.coordinates;
  if (!Array.isArray(line) || line.length < 2) return null;
  const coordinates: [number, number][] = [];
  for (const point of line) {
    if (!Array.isArray(point) || !isNumber(point[0]) || !isNumber(point[1])) return null;
    coordinates.push([point[1], point[0]]);
  }
  return { distance: Math.round(route.distance), duration: Math.round(route.duration), coordinates };
}

/**
 * Directions for the OpenStreetMap provider, from OSRM-compatible servers: by car from ROUTING_URL,
 * on foot from ROUTING_URL_FOOT (issue 22 §2). The API makes the call so the browser only ever
 * talks to its own origin.
 *
 * An OSRM server answers with the one profile it was built with, whatever the URL says, so a
 * walking route is never asked of the driving server as if it could walk. Without a walking server
 * the answer is the driving line with the time it takes to walk it (WALKING_SPEED_M_PER_S) and
 * `estimated: true`: the map says the time is an estimate (a walker may cut through one-way streets
 * and squares, so the real walk is usually shorter).
 */
export function createDirectionsService(ctx: AppContext) {
  const { url, footUrl, timeoutMs } = ctx.config.routing;

  async function osrmRoute(base: string, profile: 'driving' | 'foot', q: { from_lat: number; from_lng: number; to_lat: number; to_lng: number }) {
    const target = `${base}/route/v1/${profile}/${q.from_lng},${q.from_lat};${q.to_lng},${q.to_lat}?overview=full&geometries=geojson`;
    let body: OsrmAnswer;
    try {
      const res = await fetch(target, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
      if (!res.ok) {
        ctx.logger.warn({ status: res.status, profile }, 'routing server answered an error');
        throw routeError();
      }
      body = (await res.json()) as OsrmAnswer;
    } catch (err) {
      if (err instanceof AppError) throw err;
      ctx.logger.warn({ err: (err as Error)?.message ?? err, profile }, 'routing server unreachable or too slow');
      throw routeError();
    }
    const directions = toDirections(body);
    if (!directions) throw routeError();
    return directions;
  }

  return {
    async route(query: unknown): Promise<DirectionsResponse> {
      const q = parse(directionsQuerySchema, query);
      if (q.mode === 'car') return { ...(await osrmRoute(url, 'driving', q)), mode: 'car' };
      if (footUrl) return { ...(await osrmRoute(footUrl, 'foot', q)), mode: 'foot' };
      const line = await osrmRoute(url, 'driving', q);
      return { ...line, duration: Math.round(line.distance / WALKING_SPEED_M_PER_S), mode: 'foot', estimated: true };
    },
  };
}
