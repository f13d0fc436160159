import { z } from './zod';
import {
  BUSINESS_STATUSES,
  COMMENTS_PAGE_DEFAULT_LIMIT,
  COMMENTS_PAGE_MAX_LIMIT,
  PLANS,
  UPLOAD_MAX_FILES,
} from './constants';
import { NEARBY_DEFAULT_DISTANCE_M, NEARBY_MAX_DISTANCE_M } from './radius';
import { latLngSchema, objectIdSchema, versionFieldSchema } from './common';
import { MSG } from './messages';
import { API_MSG } from './api-messages';
import { weeklyHoursSchema } from './hours';
import { OSM_TYPES } from './osm';
import { TEXT_LIMITS, TEXT_MESSAGES, cleanText, strictInteger, strictNumber } from './text';
import { PRICE_LEVELS } from './payments';
import { PAYMENT_MESSAGES } from './payments-query';
import { todayStatusSchema } from './owner-replies';
import { paymentMethodSchema, paymentsQuerySchema, priceLevelsQuerySchema, surchargeSchema } from './payments-schema';

export const BUSINESS_MESSAGES = {
  nameRequired: 'El nombre del negocio es obligatorio',
  addressRequired: 'La dirección del negocio es obligatoria',
  ratingRange: 'La calificación debe estar entre 0 y 5',
  ratingsTotalMin: 'El total de calificaciones no puede ser negativo',
  notFound: MSG.businessLoadError,
  invalidJsonField: 'Un campo JSON del formulario no es válido',
  badCoordinates: 'La latitud y la longitud deben ser números válidos',
  badDistance: `La distancia máxima debe ser un número entre 1 y ${NEARBY_MAX_DISTANCE_M} metros`,
  commentRequired: 'El comentario no puede estar vacío',
  reviewRatingRange: 'La calificación debe ser un número entero entre 1 y 5',
  searchQueryRequired: 'Escribe qué quieres buscar',
  ratingsTotalInteger: 'El total de calificaciones debe ser un número entero',
  planInvalid: 'El plan debe ser BASIC, PRO o ELITE',
  photoUrlInvalid: 'Las URLs de las fotos deben empezar por http://, https:// o /',
  photoNotOwn: 'Solo puedes conservar fotos subidas a este mismo negocio',
  websiteInvalid: 'El sitio web debe empezar por http:// o https://',
  fieldTooLong: 'Un campo del formulario es demasiado largo',
  badCategory: 'La categoría no es válida',
  commentTooLong: TEXT_MESSAGES.reviewTooLong,
  promoInvalid: 'La promoción (paid_promo) debe ser true o false',
  openNowInvalid: 'El filtro «Abierto ahora» (open_now) debe ser true o false',
  osmParamInvalid: 'El parámetro osm debe ser true o false',
  reservationsInvalid: 'Acepta reservas (reservations) debe ser true o false',
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
  /** the author's name as they gave it (issue 20 §5: cards show it, not the username); absent for seeded reviews */
  name: z.string().optional(),
  rating: z.number().int().min(1).max(5).optional(),
  date: z.string().optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Business as every API answer shows it (spec §3). */
export const businessSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  description: z.string().optional(),
  /** issue 22 §1: the description in English, when someone wrote one (English pages show it; otherwise the Spanish, marked) */
  description_en: z.string().optional(),
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
  /**
   * Google-style hours, computed at answer time for own businesses: weekday_text from `hours`
   * (weekdayLines), open_now from the hours in Havana time (absent when unknown).
   */
  opening_hours: openingHoursSchema.optional(),
  /** structured hours (issue 16 §2); `hours.unparsed` = free-text lines the migration could not read */
  hours: weeklyHoursSchema.optional(),
  business_status: z.string().optional(),
  /** what lists show: the external figures and the guide's own reviews together (weighted by their counts) */
  rating: z.number().min(0).max(5),
  user_ratings_total: z.number().int().min(0),
  /** issue 17 §10, issue 20 §5: Google's (or the seed's) average and number of ratings, apart */
  external_rating: z.number().min(0).max(5).optional(),
  external_ratings_total: z.number().int().min(0).optional(),
  /** the guide's own reviews: the average of their ratings and how many carry one */
  reviews_rating: z.number().min(0).max(5).optional(),
  reviews_count: z.number().int().min(0).optional(),
  place_id: z.string().optional(),
  reference: z.string().optional(),
  plus_code: z.object({ global_code: z.string().optional(), compound_code: z.string().optional() }).optional(),
  icon: z.string().optional(),
  paid_plan: planSchema,
  paid_promo: z.boolean(),
  /**
   * Whether the place takes reservations over WhatsApp at its own number (issue 20 §6; the API
   * always sends it). 'Reservar por WhatsApp' shows only when this is true and the place has its
   * own phone: `takesReservations` (reservations.ts). Absent (an older saved answer): false.
   */
  reservations: z.boolean().optional(),
  reservations_count: z.number().int().min(0),
  visits_count: z.number().int().min(0),
  /** the latest reviews only (at most LATEST_COMMENTS), newest first; all of them: GET /business/{id}/comments */
  comments: z.array(commentSchema),
  source: z.literal('mongo'),
  /** optimistic concurrency: every answer carries it; send it back with PUT, a stale one answers 409 API_MSG.staleWrite */
  version: z.number().int().min(0).optional(),
  /** metres from the query point, on nearby and search answers */
  distance: z.number().optional(),
  /** issue 21 §3: the payment methods it accepts (PAYMENT_METHODS ids); absent: none said */
  payments: z.array(paymentMethodSchema).optional(),
  /** issue 21 §3: the surcharge for electronic payment, 0–30 %; absent: none */
  payment_surcharge_pct: z.number().min(0).optional(),
  /** issue 21 §2: 1–3 from its menu's median dish price (priceLevelOf); on nearby and search answers, when it has a menu */
  price_level: z.union(PRICE_LEVELS.map((l) => z.literal(l))).optional(),
  /** issue 21 §4: the owner's status for Havana's today ('Sin corriente — cerrado' …); absent: none set today */
  today_status: todayStatusSchema.optional(),
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

/** A query-string number: strictly decimal (never '0x10', 'true', '[5]'); blank or missing → NaN, so it fails with `message`. */
const num = (message: string) => z.preprocess(strictNumber, z.number({ error: message }));

/** `open_now` on nearby and search: exactly 'true' or 'false' (absent = not filtered); anything else → 400. */
export const openNowQuerySchema = z
  .preprocess(
    (v) => (v === undefined ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: BUSINESS_MESSAGES.openNowInvalid }).optional(),
  );

/** GET /business/nearby?lat&lon&max_distance&category&open_now */
export const nearbyQuerySchema = z.object({
  lat: num(BUSINESS_MESSAGES.badCoordinates).pipe(z.number().min(-90, BUSINESS_MESSAGES.badCoordinates).max(90, BUSINESS_MESSAGES.badCoordinates)),
  lon: num(BUSINESS_MESSAGES.badCoordinates).pipe(z.number().min(-180, BUSINESS_MESSAGES.badCoordinates).max(180, BUSINESS_MESSAGES.badCoordinates)),
  max_distance: z
    .preprocess(
      (v) => (v === undefined ? undefined : strictNumber(v)),
      z.number({ error: BUSINESS_MESSAGES.badDistance }).min(1, BUSINESS_MESSAGES.badDistance).max(NEARBY_MAX_DISTANCE_M, BUSINESS_MESSAGES.badDistance).optional(),
    )
    .transform((v) => v ?? NEARBY_DEFAULT_DISTANCE_M),
  category: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: BUSINESS_MESSAGES.badCategory })
      .normalize('NFKC')
      .trim()
      .max(TEXT_LIMITS.label, BUSINESS_MESSAGES.badCategory)
      .optional(),
  ),
  open_now: openNowQuerySchema,
  /** issue 21 §3: `pago=transfermovil` (repeatable): places that accept any of them, guide's and OSM's alike */
  pago: paymentsQuerySchema,
  /** issue 21 §2: `precio=1|2|3` (repeatable): businesses whose menu puts them at one of these levels (OSM places have none) */
  precio: priceLevelsQuerySchema,
});
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

/**
 * One own business as the map's nearby answer carries it (issue 11): what the list, the markers
 * and the business panel's first view show, and nothing else — no description, reviews, counters,
 * plan or version (a nearby answer is sent for every move of the map, often on a slow, capped
 * line, and the description alone was a third of its compressed bytes). The full record is
 * GET /business/{id}, which the map loads when a business is opened. `vicinity`
 * comes only when there is no `address` (what an address line shows); `thumbnails` only when one
 * differs from its photo (otherwise each photo is its own thumbnail); `geometry` to 6 decimals
 * (~0.1 m); `distance` (whole metres) always comes.
 */
export const nearbyBusinessSchema = businessSchema
  .pick({
    _id: true,
    name: true,
    address: true,
    vicinity: true,
    phone: true,
    reservations: true,
    categories: true,
    types: true,
    photos: true,
    thumbnails: true,
    geometry: true,
    opening_hours: true,
    hours: true,
    business_status: true,
    rating: true,
    user_ratings_total: true,
    paid_promo: true,
    source: true,
    payments: true,
    price_level: true,
  })
  .extend({
    /**
     * The OpenStreetMap object this business is (issue 24 §3, computed at answer time): an OSM
     * place within OSM_MERGE_DISTANCE_M whose normalised name matches; that place is then not
     * listed in `osm_places` (the business wins).
     */
    osm: z.object({ type: z.enum(OSM_TYPES), id: z.number().int().positive() }).optional(),
    /** metres from the query point */
    distance: z.number(),
  });
export type NearbyBusiness = z.infer<typeof nearbyBusinessSchema>;

/** At most this many OSM places in one nearby answer, nearest first (`osm_total` counts them all). */
export const OSM_NEARBY_LIMIT = 50;
/** An OSM place this near (metres) a guide business with a matching name is that business (issue 24 §3). */
export const OSM_MERGE_DISTANCE_M = 50;

/**
 * A place from the OpenStreetMap import (issue 24), as nearby answers it beside the guide's own
 * businesses and Google's. Data © OpenStreetMap contributors (ODbL): show OSM_ATTRIBUTION and link
 * `https://www.openstreetmap.org/<osm_type>/<osm_id>`. `opening_hours` is computed at answer time
 * from the place's `opening_hours` tag in Havana time (`open_now` absent when unknown, and always
 * absent when the tag could not be read: then `hours_text` carries it as written).
 */
export const osmNearbyPlaceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  /** raw OSM kinds, 'amenity=restaurant' */
  types: z.array(z.string()),
  geometry: z.object({ location: latLngSchema }),
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  address: z.string().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  opening_hours: openingHoursSchema.optional(),
  /** the `opening_hours` tag read into the guide's structured hours (as own businesses carry them) */
  hours: weeklyHoursSchema.optional(),
  hours_text: z.string().optional(),
  osm_type: z.enum(OSM_TYPES),
  osm_id: z.number().int().positive(),
  /** last survey date ('YYYY-MM-DD') when OSM has one */
  check_date: z.string().optional(),
  /** the date of the extract the place was last seen in ('YYYY-MM-DD') */
  extract_date: z.string(),
  source: z.literal('osm'),
  /** whole metres from the query point */
  distance: z.number(),
  /** issue 21 §3: its `payment:*` tags read into PAYMENT_METHODS ids (paymentsFromOsm); absent: none tagged */
  payments: z.array(paymentMethodSchema).optional(),
});
export type OsmNearbyPlace = z.infer<typeof osmNearbyPlaceSchema>;

export const nearbyResponseSchema = z.object({
  mongo_businesses: z.array(nearbyBusinessSchema),
  google_places: z.array(externalPlaceSchema),
  google_available: z.boolean(),
  /**
   * OpenStreetMap places (issue 24) in the same radius, category and open_now rules, nearest
   * first, at most OSM_NEARBY_LIMIT; those merged into a guide business (see `osm` there) left out.
   */
  osm_places: z.array(osmNearbyPlaceSchema),
  /** how many OSM places those rules keep in the radius: more than `osm_places` holds means zoom in */
  osm_total: z.number().int().min(0),
});
export type NearbyResponse = z.infer<typeof nearbyResponseSchema>;

const optionalCoordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : strictNumber(v)),
    z.number({ error: BUSINESS_MESSAGES.badCoordinates }).min(min, BUSINESS_MESSAGES.badCoordinates).max(max, BUSINESS_MESSAGES.badCoordinates).optional(),
  );

/** GET /business/search?q=&lat=&lon= (lat/lon only rank nearer first on ties) */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: BUSINESS_MESSAGES.searchQueryRequired })
    .normalize('NFKC')
    .trim()
    .min(1, BUSINESS_MESSAGES.searchQueryRequired)
    .max(TEXT_LIMITS.search, TEXT_MESSAGES.searchTooLong),
  lat: optionalCoordinate(-90, 90),
  lon: optionalCoordinate(-180, 180),
  open_now: openNowQuerySchema,
  /**
   * `osm=true` (issue 24): the answer becomes SearchWithOsmResponse, the guide's businesses and
   * the OpenStreetMap places whose names match; absent or false: the array of businesses as before.
   */
  osm: z.preprocess(
    (v) => (v === undefined ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: BUSINESS_MESSAGES.osmParamInvalid }).optional(),
  ),
  /** issue 21 §3: as on nearby */
  pago: paymentsQuerySchema,
  /** issue 21 §2: as on nearby */
  precio: priceLevelsQuerySchema,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** An OSM place as search answers it: as nearby does, the distance only when the query gave a point. */
export const osmSearchPlaceSchema = osmNearbyPlaceSchema.extend({ distance: z.number().optional() });
export type OsmSearchPlace = z.infer<typeof osmSearchPlaceSchema>;

/**
 * GET /business/search?…&osm=true (issue 24): `mongo_businesses` is what the search answers
 * without `osm`; `osm_places` the OpenStreetMap places whose name (or name:es / name:en) has a
 * word starting with every word of `q`, with the same open_now rule, nearest first when lat/lon
 * are given (otherwise by name), at most OSM_NEARBY_LIMIT, those that are one of these businesses
 * (within OSM_MERGE_DISTANCE_M, matching name) left out; `osm_total`: how many matched (counted
 * among the first OSM_NEARBY_LIMIT × 4 read).
 */
export const searchWithOsmResponseSchema = z.object({
  mongo_businesses: z.array(businessSchema.extend({ osm: z.object({ type: z.enum(OSM_TYPES), id: z.number().int().positive() }).optional() })),
  osm_places: z.array(osmSearchPlaceSchema),
  osm_total: z.number().int().min(0),
});
export type SearchWithOsmResponse = z.infer<typeof searchWithOsmResponseSchema>;

/**
 * POST /business/{id}/comments: one review per person and business (a second one replaces the
 * first), content at most TEXT_LIMITS.review characters, rating a whole 1–5 (a number or its digits).
 */
export const reviewBodySchema = z.object({
  content: cleanText({
    max: TEXT_LIMITS.review,
    tooLong: BUSINESS_MESSAGES.commentTooLong,
    required: BUSINESS_MESSAGES.commentRequired,
    multiline: true,
  }),
  rating: z.preprocess(
    strictInteger,
    z
      .number({ error: BUSINESS_MESSAGES.reviewRatingRange })
      .int(BUSINESS_MESSAGES.reviewRatingRange)
      .min(1, BUSINESS_MESSAGES.reviewRatingRange)
      .max(5, BUSINESS_MESSAGES.reviewRatingRange),
  ),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

const pageNumber = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : strictInteger(v)),
    z.number({ error: API_MSG.invalidPage }).int(API_MSG.invalidPage).min(1, API_MSG.invalidPage).max(max, API_MSG.invalidPage).optional(),
  ).transform((v) => v ?? fallback);

/** GET /business/{id}/comments?page&limit: page from 1, limit 1–COMMENTS_PAGE_MAX_LIMIT (default COMMENTS_PAGE_DEFAULT_LIMIT). */
export const commentsQuerySchema = z.object({
  page: pageNumber(1, 100_000),
  limit: pageNumber(COMMENTS_PAGE_DEFAULT_LIMIT, COMMENTS_PAGE_MAX_LIMIT),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

/** One page of a business's reviews, newest first. */
export const commentsPageSchema = z.object({
  items: z.array(commentSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

/** GET /business/ (admin list, issue 17 §11): at most this many per page. */
export const BUSINESS_LIST_MAX_LIMIT = 100;

/** GET /business/?page&limit: page from 1, limit 1–BUSINESS_LIST_MAX_LIMIT (default the maximum). */
export const businessListQuerySchema = z.object({
  page: pageNumber(1, 100_000),
  limit: pageNumber(BUSINESS_LIST_MAX_LIMIT, BUSINESS_LIST_MAX_LIMIT),
});
export type BusinessListQuery = z.infer<typeof businessListQuerySchema>;

/** GET /business?ids=…: at most this many ids in one request. */
export const BUSINESS_BATCH_MAX = 100;

/**
 * GET /business?ids=a,b,c (issue 17 §11: the profile's favourites in one request): 1 to
 * BUSINESS_BATCH_MAX ids, comma-separated (or the parameter repeated); a malformed one → 400.
 */
export const businessIdsQuerySchema = z.object({
  ids: z.preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : v),
    z
      .string({ error: API_MSG.invalidId })
      .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
      .pipe(z.array(objectIdSchema).min(1, API_MSG.invalidId).max(BUSINESS_BATCH_MAX, API_MSG.invalidId)),
  ),
});

/** One business as the admin list shows it: no reviews, counters, position or Google references. */
export const businessListItemSchema = businessSchema.pick({
  _id: true,
  name: true,
  description: true,
  address: true,
  vicinity: true,
  categories: true,
  types: true,
  photos: true,
  thumbnails: true,
  opening_hours: true,
  hours: true,
  business_status: true,
  rating: true,
  user_ratings_total: true,
  paid_plan: true,
  paid_promo: true,
  version: true,
  payments: true,
  payment_surcharge_pct: true,
});
export type BusinessListItem = z.infer<typeof businessListItemSchema>;

/** One page of the admin list, oldest first, and how many businesses there are. */
export const businessListPageSchema = z.object({
  items: z.array(businessListItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type BusinessListPage = z.infer<typeof businessListPageSchema>;

export const counterResponseSchema = z.object({ count: z.number().int().min(0), counted: z.boolean() });
/** Answer of the visit and reservation counters: the count now, and whether this call added one. */
export type CounterResponse = z.infer<typeof counterResponseSchema>;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
/** An optional single-line text of the form: clean (issue 9 §5), at most `max`, with its own message. */
const text = (max: number, tooLong: string) => cleanText({ max, tooLong }).optional();
/** A number sent as text (blank → not sent), read strictly: anything else ('0x10', 'true', '[5]') fails `schema` with its message. */
const formNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    return b === undefined ? undefined : strictNumber(b);
  }, schema.optional());
/**
 * latitude/longitude: numeric with any step, 0 when unparsable (spec §5); undefined when not sent.
 * Read strictly, so '0x10', 'true' or '[5]' are unparsable (0), never 16, 1 or 5.
 */
export const lenientCoordinate = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const n = strictNumber(v);
  return Number.isFinite(n) ? n : 0;
}, z.number().optional());

/**
 * POST /business/ and PUT /business/{id} multipart text fields (spec §7). Numbers arrive as
 * text; latitude/longitude default to 0 when unparsable (§5). The JSON-encoded fields (geometry,
 * categories, types, opening_hours, hours, plus_code, photo_urls) are read with `businessJsonFields`.
 */
export const businessFormFieldsSchema = z.object({
  name: cleanText({ max: TEXT_LIMITS.businessName, tooLong: TEXT_MESSAGES.businessNameTooLong, required: BUSINESS_MESSAGES.nameRequired }),
  address: cleanText({ max: TEXT_LIMITS.businessAddress, tooLong: TEXT_MESSAGES.businessAddressTooLong, required: BUSINESS_MESSAGES.addressRequired }),
  business_status: text(TEXT_LIMITS.businessStatus, TEXT_MESSAGES.businessStatusTooLong),
  description: cleanText({ max: TEXT_LIMITS.businessDescription, tooLong: TEXT_MESSAGES.businessDescriptionTooLong, multiline: true }).optional(),
  /** issue 22 §1: optional, the Spanish one's rules; blank clears it (absent: unchanged) */
  description_en: cleanText({ max: TEXT_LIMITS.businessDescription, tooLong: TEXT_MESSAGES.businessDescriptionEnTooLong, multiline: true }).optional(),
  phone: text(TEXT_LIMITS.phone, TEXT_MESSAGES.phoneTooLong),
  website: text(TEXT_LIMITS.website, TEXT_MESSAGES.websiteTooLong).refine((v) => !v || /^https?:\/\/\S+$/i.test(v), BUSINESS_MESSAGES.websiteInvalid),
  vicinity: text(TEXT_LIMITS.vicinity, TEXT_MESSAGES.vicinityTooLong),
  place_id: text(TEXT_LIMITS.placeId, TEXT_MESSAGES.placeIdTooLong),
  reference: text(TEXT_LIMITS.reference, TEXT_MESSAGES.referenceTooLong),
  icon: text(TEXT_LIMITS.icon, TEXT_MESSAGES.iconTooLong),
  rating: formNumber(z.number({ error: BUSINESS_MESSAGES.ratingRange }).min(0, BUSINESS_MESSAGES.ratingRange).max(5, BUSINESS_MESSAGES.ratingRange)),
  user_ratings_total: formNumber(
    z.number({ error: BUSINESS_MESSAGES.ratingsTotalInteger }).int(BUSINESS_MESSAGES.ratingsTotalInteger).min(0, BUSINESS_MESSAGES.ratingsTotalMin),
  ),
  latitude: lenientCoordinate,
  longitude: lenientCoordinate,
  paid_plan: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toUpperCase()) : v),
    z.enum(PLANS, { error: BUSINESS_MESSAGES.planInvalid }).optional(),
  ),
  paid_promo: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const t = v.trim().toLowerCase();
      if (t === '') return undefined;
      return ['true', '1', 'on', 'yes', 'si', 'sí'].includes(t) ? true : ['false', '0', 'off', 'no'].includes(t) ? false : v;
    },
    z.boolean({ error: BUSINESS_MESSAGES.promoInvalid }).optional(),
  ),
  /** 'Acepta reservas por WhatsApp' (issue 20 §6): 'true' or 'false' (absent: unchanged; a new business: false) */
  reservations: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const t = v.trim().toLowerCase();
      if (t === '') return undefined;
      return ['true', '1', 'on', 'yes', 'si', 'sí'].includes(t) ? true : ['false', '0', 'off', 'no'].includes(t) ? false : v;
    },
    z.boolean({ error: BUSINESS_MESSAGES.reservationsInvalid }).optional(),
  ),
  /** PUT only: the `version` the form was loaded with; a stale one answers 409 API_MSG.staleWrite (absent: not checked) */
  version: versionFieldSchema,
  /** issue 21 §3: the surcharge for electronic payment, as text ('10', '2.5'); blank: none */
  payment_surcharge_pct: z.preprocess((v) => {
    if (v === undefined) return undefined;
    const b = blankToUndefined(v);
    return b === undefined ? null : strictNumber(b);
  }, surchargeSchema.nullable().optional()),
});
export type BusinessFormFields = z.infer<typeof businessFormFieldsSchema>;

/** The JSON-encoded multipart fields, once parsed (an unparsable or ill-shaped one → 400 invalidJsonField). */
export const businessJsonFields = {
  geometry: z.object({ location: z.object({ lat: lenientCoordinate, lng: lenientCoordinate }) }),
  categories: z.array(cleanText({ max: TEXT_LIMITS.label, tooLong: TEXT_MESSAGES.labelTooLong })).max(50, BUSINESS_MESSAGES.fieldTooLong),
  types: z.array(cleanText({ max: TEXT_LIMITS.label, tooLong: TEXT_MESSAGES.labelTooLong })).max(50, BUSINESS_MESSAGES.fieldTooLong),
  opening_hours: openingHoursSchema.extend({
    weekday_text: z.array(cleanText({ max: TEXT_LIMITS.hoursLine, tooLong: TEXT_MESSAGES.hoursLineTooLong })).max(14, BUSINESS_MESSAGES.fieldTooLong).optional(),
  }),
  plus_code: z.object({
    global_code: cleanText({ max: TEXT_LIMITS.plusCode, tooLong: TEXT_MESSAGES.plusCodeTooLong }).optional(),
    compound_code: cleanText({ max: TEXT_LIMITS.plusCode, tooLong: TEXT_MESSAGES.plusCodeTooLong }).optional(),
  }),
  photo_urls: z.array(z.string().max(TEXT_LIMITS.icon, BUSINESS_MESSAGES.fieldTooLong)).max(UPLOAD_MAX_FILES * 4, BUSINESS_MESSAGES.fieldTooLong),
  /** structured hours (issue 16 §2): errors answer the hours' own Spanish message */
  hours: weeklyHoursSchema,
  /** issue 21 §3: the payment methods accepted (JSON array of ids; [] clears them) */
  payments: z.array(paymentMethodSchema).max(20, PAYMENT_MESSAGES.badMethod),
} as const;
