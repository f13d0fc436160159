import { z } from './zod';
import { osmNearbyPlaceSchema } from './business';
import { OSM_TYPES } from './osm';
import { OSM_PAGE_ID_PATTERN } from './osm-page';
import { objectIdSchema } from './common';

/**
 * GET /api/osm/places/{id} (public; id `osm-node-123`): everything the guide keeps of the place, as
 * nearby answers it (opening_hours computed now in Havana time; no distance) plus what only its
 * page shows: the other names, cuisines, means of payment, wheelchair access, and `page_id`.
 */
export const osmPlaceDetailSchema = osmNearbyPlaceSchema.omit({ distance: true }).extend({
  /** the page's id ('osm-node-123'): /business/{page_id} */
  page_id: z.string().regex(OSM_PAGE_ID_PATTERN),
  osm_type: z.enum(OSM_TYPES),
  name_es: z.string().optional(),
  name_en: z.string().optional(),
  /** OSM's `cuisine` values ('cuban', 'pizza') */
  cuisine: z.array(z.string()).optional(),
  /** accepted means of payment (`payment:<x>=yes` → 'x': 'cash', 'visa') */
  payment: z.array(z.string()).optional(),
  wheelchair: z.enum(['yes', 'no', 'limited']).optional(),
  /**
   * The guide business this place is (issue 24 §3: the business records the object), when one is:
   * the place is then shown once, as that business, and its page goes to /business/{business_id}.
   */
  business_id: objectIdSchema.optional(),
});
export type OsmPlaceDetail = z.infer<typeof osmPlaceDetailSchema>;
