/**
 * The search radius around a point (spec §7), one rule for both apps. Its public names stay as the
 * spec writes them: `max_distance` (metres) in GET /api/business/nearby, `radio` (whole km) in the
 * map's page address, where the slider shows whole km. Inside both apps it has one name and one
 * unit, `radiusM` in metres: the API renames `max_distance` right after parsing it
 * (businesses.nearby.ts), the web converts `radio` when reading and writing the address
 * (features/map/map-entry.ts).
 */

/** The widest radius: the map's slider stops here, the API refuses more, Google is asked no farther (its own limit too). */
export const NEARBY_MAX_DISTANCE_M = 50_000;
/** The API's radius when `max_distance` is not sent. */
export const NEARBY_DEFAULT_DISTANCE_M = 1000;
/**
 * The map's radius slider, in metres like everything inside both apps (`radiusM`): whole km steps
 * from 1 km up to NEARBY_MAX_DISTANCE_M, 5 km to start. Only the page address (`radio`) and what
 * the page shows are in km (kmOf and metresOfKm below).
 */
export const RADIUS_M = { min: 1000, max: NEARBY_MAX_DISTANCE_M, step: 1000, default: 5000 } as const;

const M_PER_KM = 1000;
/** Metres → km, only where the radius leaves the app in km: the `radio` address parameter and what the page shows ('5 km'). */
export const kmOf = (radiusM: number): number => radiusM / M_PER_KM;
/** Km (the `radio` address parameter, the slider's km) → metres. */
export const metresOfKm = (km: number): number => km * M_PER_KM;
