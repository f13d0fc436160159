import { z } from 'zod';
import { BUSINESS_STATUSES, NEARBY_DEFAULT_DISTANCE_M, NEARBY_MAX_DISTANCE_M, PLANS } from './constants';
import { latLngSchema, objectIdSchema } from './common';

export const BUSINESS_MESSAGES = {
  nameRequired: 'El nombre del negocio es obligatorio',
  addressRequired: 'La dirección del negocio es obligatoria',
  ratingRange: 'La calificación debe estar entre 0 y 5',
  ratingsTotalMin: 'El total de calificaciones no puede ser negativo',
  notFound: 'Error al cargar el negocio',
  invalidJsonField: 'Un campo JSON del formulario no es válido',
  badCoordinates: 'La latitud y la longitud deben ser números válidos',
  badDistance: 'La distancia máxima debe ser un número entre 1 y 50000 metros',
  commentRequired: 'El comentario no puede estar vacío',
  reviewRatingRange: 'La calificación debe ser un número entero entre 1 y 5',
  searchQueryRequired: 'Escribe qué quieres buscar',
} as const;

export const planSchema = z.enum(PLANS);
export const businessStatusSchema = z.enum(BUSINESS_STATUSES);

export const openingHoursSchema = z.object({
  open_now: z.boolean().optional(),
  weekday_text: z.array(z.string()).optional(),
});

export const commentSchema = z.object({
  content: z.string(),
  username: z.string(),
  rating: z.number().int().min(1).max(5).optional(),
  date: z.string().optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Business as every API answer shows it (spec §3). */
export const businessSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  description: z.string().optional(),
  address: z.string().optional(),
  vicinity: z.string().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  categories: z.array(z.string()),
  types: z.array(z.string()).optional(),
  photos: z.array(z.string()),
  /** WebP thumbnails, same order as photos (upload-made photos only; otherwise the photo itself) */
  thumbnails: z.array(z.string()).optional(),
  geometry: z.object({ location: latLngSchema }),
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  opening_hours: openingHoursSchema.optional(),
  business_status: z.string().optional(),
  rating: z.number().min(0).max(5),
  user_ratings_total: z.number().int().min(0),
  place_id: z.string().optional(),
  reference: z.string().optional(),
  plus_code: z.object({ global_code: z.string().optional(), compound_code: z.string().optional() }).optional(),
  icon: z.string().optional(),
  paid_plan: planSchema,
  paid_promo: z.boolean(),
  reservations_count: z.number().int().min(0),
  visits_count: z.number().int().min(0),
  comments: z.array(commentSchema),
  source: z.literal('mongo'),
  /** metres from the query point, on nearby and search answers */
  distance: z.number().optional(),
});
export type Business = z.infer<typeof businessSchema>;

/** External place (spec §3) from Google, as nearby answers it. */
export const externalPlaceSchema = z.object({
  place_id: z.string(),
  name: z.string().optional(),
  types: z.array(z.string()).optional(),
  vicinity: z.string().optional(),
  formatted_address: z.string().optional(),
  geometry: z.object({ location: latLngSchema }),
  rating: z.number().optional(),
  user_ratings_total: z.number().optional(),
  opening_hours: openingHoursSchema.optional(),
  business_status: z.string().optional(),
  source: z.literal('google'),
  distance: z.number().optional(),
});
export type ExternalPlace = z.infer<typeof externalPlaceSchema>;

const num = (message: string) => z.coerce.number({ error: message }).refine(Number.isFinite, message);

/** GET /business/nearby?lat&lon&max_distance&category */
export const nearbyQuerySchema = z.object({
  lat: num(BUSINESS_MESSAGES.badCoordinates).pipe(z.number().min(-90, BUSINESS_MESSAGES.badCoordinates).max(90, BUSINESS_MESSAGES.badCoordinates)),
  lon: num(BUSINESS_MESSAGES.badCoordinates).pipe(z.number().min(-180, BUSINESS_MESSAGES.badCoordinates).max(180, BUSINESS_MESSAGES.badCoordinates)),
  max_distance: num(BUSINESS_MESSAGES.badDistance)
    .pipe(z.number().min(1, BUSINESS_MESSAGES.badDistance).max(NEARBY_MAX_DISTANCE_M, BUSINESS_MESSAGES.badDistance))
    .default(NEARBY_DEFAULT_DISTANCE_M),
  category: z.string().trim().min(1).optional(),
});
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

export const nearbyResponseSchema = z.object({
  mongo_businesses: z.array(businessSchema),
  google_places: z.array(externalPlaceSchema),
  google_available: z.boolean(),
});
export type NearbyResponse = z.infer<typeof nearbyResponseSchema>;

export const searchQuerySchema = z.object({
  q: z.string({ error: BUSINESS_MESSAGES.searchQueryRequired }).trim().min(1, BUSINESS_MESSAGES.searchQueryRequired),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const reviewBodySchema = z.object({
  content: z.string({ error: BUSINESS_MESSAGES.commentRequired }).trim().min(1, BUSINESS_MESSAGES.commentRequired),
  rating: z.coerce.number({ error: BUSINESS_MESSAGES.reviewRatingRange }).int(BUSINESS_MESSAGES.reviewRatingRange).min(1, BUSINESS_MESSAGES.reviewRatingRange).max(5, BUSINESS_MESSAGES.reviewRatingRange),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const counterResponseSchema = z.object({ count: z.number().int().min(0), counted: z.boolean() });

/**
 * POST /business/ and PUT /business/{id} multipart text fields (spec §7). Numbers arrive as
 * text; latitude/longitude default to 0 when unparsable (§5). JSON fields arrive as JSON text.
 */
export const businessFormFieldsSchema = z.object({
  name: z.string({ error: BUSINESS_MESSAGES.nameRequired }).trim().min(1, BUSINESS_MESSAGES.nameRequired),
  address: z.string({ error: BUSINESS_MESSAGES.addressRequired }).trim().min(1, BUSINESS_MESSAGES.addressRequired),
  business_status: z.string().trim().optional(),
  description: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  website: z.string().trim().optional(),
  vicinity: z.string().trim().optional(),
  place_id: z.string().trim().optional(),
  reference: z.string().trim().optional(),
  rating: z.coerce.number().min(0, BUSINESS_MESSAGES.ratingRange).max(5, BUSINESS_MESSAGES.ratingRange).optional(),
  user_ratings_total: z.coerce.number().int().min(0, BUSINESS_MESSAGES.ratingsTotalMin).optional(),
  paid_plan: planSchema.optional(),
  paid_promo: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
});
export type BusinessFormFields = z.infer<typeof businessFormFieldsSchema>;
