import { MSG, directionsQuerySchema, type DirectionsResponse } from '@guia/contracts';
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
 * Driving directions for the OpenStreetMap provider, from an OSRM-compatible server (ROUTING_URL).
 * The API makes the call so the browser only ever talks to its own origin.
 */
export function createDirectionsService(ctx: AppContext) {
  const { url, timeoutMs } = ctx.config.routing;
  return {
    async route(query: unknown): Promise<DirectionsResponse> {
      const q = parse(directionsQuerySchema, query);
      const target = `${url}/route/v1/driving/${q.from_lng},${q.from_lat};${q.to_lng},${q.to_lat}?overview=full&geometries=geojson`;
      let body: OsrmAnswer;
      try {
        const res = await fetch(target, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
        if (!res.ok) {
          ctx.logger.warn({ status: res.status }, 'routing server answered an error');
          throw routeError();
        }
        body = (await res.json()) as OsrmAnswer;
      } catch (err) {
        if (err instanceof AppError) throw err;
        ctx.logger.warn({ err: (err as Error)?.message ?? err }, 'routing server unreachable or too slow');
        throw routeError();
      }
      const directions = toDirections(body);
      if (!directions) throw routeError();
      return directions;
    },
  };
}
