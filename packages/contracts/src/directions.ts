import { z } from './zod';

export const DIRECTIONS_MESSAGES = {
  badCoordinates: 'Las coordenadas de origen y destino deben ser números válidos',
  badMode: 'El modo debe ser «foot» (a pie) o «car» (en coche)',
} as const;

/** How a route is travelled (issue 22 §2): on foot or by car. */
export const TRAVEL_MODES = ['foot', 'car'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];
/** a person walking in a city, for a time estimated from a distance: 4.8 km/h */
export const WALKING_SPEED_M_PER_S = 4800 / 3600;
/** below this straight-line distance the map offers walking first */
export const WALK_FIRST_BELOW_M = 3000;

/** A query-string coordinate in range; blank, missing or unparsable → the Spanish message. */
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : Number.NaN),
    z
      .number({ error: DIRECTIONS_MESSAGES.badCoordinates })
      .min(min, DIRECTIONS_MESSAGES.badCoordinates)
      .max(max, DIRECTIONS_MESSAGES.badCoordinates),
  );

/** GET /directions?from_lat&from_lng&to_lat&to_lng[&mode=foot|car] (route on the OSM map, issue 7, issue 22 §2). */
export const directionsQuerySchema = z.object({
  from_lat: coordinate(-90, 90),
  from_lng: coordinate(-180, 180),
  to_lat: coordinate(-90, 90),
  to_lng: coordinate(-180, 180),
  /** absent: by car (what the map asked before walking routes existed) */
  mode: z.enum(TRAVEL_MODES, { error: DIRECTIONS_MESSAGES.badMode }).default('car'),
});
export type DirectionsQuery = z.infer<typeof directionsQuerySchema>;

/** The route: metres, seconds and the line as [lat, lng] pairs (Leaflet's order). */
export const directionsResponseSchema = z.object({
  distance: z.number().min(0),
  duration: z.number().min(0),
  coordinates: z.array(z.tuple([z.number(), z.number()])),
  /** the mode asked for */
  mode: z.enum(TRAVEL_MODES).optional(),
  /**
   * true when no walking router is configured (ROUTING_URL_FOOT): the line is the driving route and
   * the time is its distance at WALKING_SPEED_M_PER_S, to be shown as an estimate
   */
  estimated: z.boolean().optional(),
});
export type DirectionsResponse = z.infer<typeof directionsResponseSchema>;
