import { z } from './zod';

export const DIRECTIONS_MESSAGES = {
  badCoordinates: 'Las coordenadas de origen y destino deben ser números válidos',
} as const;

/** A query-string coordinate in range; blank, missing or unparsable → the Spanish message. */
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : Number.NaN),
    z
      .number({ error: DIRECTIONS_MESSAGES.badCoordinates })
      .min(min, DIRECTIONS_MESSAGES.badCoordinates)
      .max(max, DIRECTIONS_MESSAGES.badCoordinates),
  );

/** GET /directions?from_lat&from_lng&to_lat&to_lng (driving route on the OSM map, issue 7). */
export const directionsQuerySchema = z.object({
  from_lat: coordinate(-90, 90),
  from_lng: coordinate(-180, 180),
  to_lat: coordinate(-90, 90),
  to_lng: coordinate(-180, 180),
});
export type DirectionsQuery = z.infer<typeof directionsQuerySchema>;

/** The route: metres, seconds and the line as [lat, lng] pairs (Leaflet's order). */
export const directionsResponseSchema = z.object({
  distance: z.number().min(0),
  duration: z.number().min(0),
  coordinates: z.array(z.tuple([z.number(), z.number()])),
});
export type DirectionsResponse = z.infer<typeof directionsResponseSchema>;
