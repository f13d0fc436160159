/**
 * The search radius around a point (spec §7), one rule for both apps. Its public names stay as the
 * spec writes them: `max_distance` (metres) in GET /api/business/nearby, `radio` (whole km) in the
 * map's page address, where the slider shows whole km.
 */

/** The widest radius: the map's slider stops here, the API refuses more, Google is asked no farther (its own limit too). */
export const NEARBY_MAX_DISTANCE_M = 50_000;
/** The API's radius when `max_distance` is not sent. */
export const NEARBY_DEFAULT_DISTANCE_M = 1000;
/** The map's radius slider in whole km (the `radio` address parameter), up to NEARBY_MAX_DISTANCE_M. */
export const RADIUS_KM = { min: 1, max: NEARBY_MAX_DISTANCE_M / 1000, step: 1, default: 5 } as const;
