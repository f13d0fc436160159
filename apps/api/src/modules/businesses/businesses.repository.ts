import type { OsmType, PaymentMethod, Plan, WeeklyHours } from '@guia/contracts';

/** An OpenStreetMap object: `node/123`, `way/456`. */
export interface OsmLinkRecord {
  type: OsmType;
  id: number;
}

/** GeoJSON point, coordinates in [lng, lat] order (spec §3, MongoDB 2dsphere). */
export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

export interface CommentRecord {
  content: string;
  username: string;
  user_id?: string;
  rating?: number;
  date: Date;
}

export interface OpeningHoursRecord {
  open_now?: boolean;
  weekday_text?: string[];
}

export interface PlusCodeRecord {
  global_code?: string;
  compound_code?: string;
}

/** A stored business. Services map it to the API shape (spec §3). */
export interface BusinessRecord {
  _id: string;
  name: string;
  description?: string;
  /** issue 22 §1: the description in English (optional; English pages show the Spanish, marked, without it) */
  description_en?: string;
  address?: string;
  vicinity?: string;
  phone?: string;
  website?: string;
  /** free labels (Spanish or English), as the admin typed them */
  categories: string[];
  /** Google-style types (restaurant, cafe …) */
  types: string[];
  photos: string[];
  /** same length and order as photos; an external photo is its own thumbnail */
  thumbnails: string[];
  location: GeoPoint;
  /**
   * Free-text hours from before structured hours (and Google's). Answers derive
   * `opening_hours` from `hours` when there are hours; the start-up migration reads this into them.
   */
  opening_hours?: OpeningHoursRecord;
  /** structured hours (issue 16 §2); `unparsed` keeps the lines the migration could not read */
  hours?: WeeklyHours;
  business_status?: string;
  /**
   * The figures every list shows and sorts on: the external figures (external_*) and the guide's
   * own reviews (reviews_*) together, weighted by their counts (combinedRating).
   */
  rating: number;
  user_ratings_total: number;
  /**
   * Google's (or the seed's, or typed by an admin) average and number of ratings, kept apart from
   * the guide's own (issue 17 §10, issue 20 §5). Absent on records from before the split: read as
   * `rating`/`user_ratings_total` less the guide's own (see externalFigures).
   */
  external_rating?: number;
  external_ratings_total?: number;
  /**
   * The guide's own reviews: the average of their ratings and how many carry one, recomputed from
   * the reviews collection after every review write (never a running sum). Absent: never computed.
   */
  reviews_rating?: number;
  reviews_count?: number;
  place_id?: string;
  /**
   * The OpenStreetMap object this business is (issue 24 §3), recorded by `pnpm osm:import`
   * (setOsmLinks) and never by a form: that place is then shown once, as this business.
   */
  osm?: OsmLinkRecord;
  reference?: string;
  plus_code?: PlusCodeRecord;
  icon?: string;
  paid_plan: Plan;
  paid_promo: boolean;
  /**
   * Takes reservations over WhatsApp at its own number (issue 20 §6). A new record without it is
   * false; absent only on records from before the field, until migrateReservations fills it in.
   */
  reservations?: boolean;
  reservations_count: number;
  visits_count: number;
  /**
   * The latest reviews only (at most LATEST_COMMENTS, newest first, one per author): what every
   * list shows. Every review lives in the reviews port (reviews.repository.ts).
   */
  comments: CommentRecord[];
  /** optimistic concurrency: +1 on every update; 0 for a new record (and for older ones without it) */
  version: number;
  created_at: Date;
  updated_at: Date;
  /** issue 21 §3: the payment methods it accepts, in PAYMENT_METHODS order (absent: none said) */
  payments?: PaymentMethod[];
  /** issue 21 §3: the surcharge for electronic payment, 0–30 % (absent: none) */
  payment_surcharge_pct?: number;
}

export type BusinessWithDistance = BusinessRecord & { /** metres */ distance: number };

/** The fields of a business that a nearby answer carries (the map's list, markers and panel's first view; issue 11). */
export const NEARBY_FIELDS = [
  '_id',
  'name',
  'address',
  'vicinity',
  'phone',
  'categories',
  'types',
  'photos',
  'thumbnails',
  'location',
  'opening_hours',
  'hours',
  'business_status',
  'rating',
  'user_ratings_total',
  'paid_promo',
  // issue 20 §6: the panel's first view shows 'Reservar por WhatsApp' only where it applies
  'reservations',
  // issue 21 §3: the badges and the `pago` filter
  'payments',
] as const satisfies readonly (keyof BusinessRecord)[];

/**
 * What `nearby` answers of each business: those fields only, with its distance. Copying whole
 * records (reviews, dates, counters) for every result was most of a nearby request's time.
 *
 * Read-only: its arrays and objects may be the store's own (frozen), shared by every answer.
 * `snapshot`, when the store gives one, is the same object for as long as the business's nearby
 * fields stay as they are, and a new one after any write to the business: what is derived from
 * them (the answer's JSON of this business) may be kept on it (a WeakMap key). Absent when the
 * store cannot tell (MongoDB: every answer is read afresh).
 */
export type NearbyRecord = Pick<BusinessRecord, (typeof NEARBY_FIELDS)[number]> & {
  /** metres */
  distance: number;
  snapshot?: object;
};

/** The fields of a business the admin list shows (issue 17 §11: a page of them, never whole records). */
export const LIST_FIELDS = [
  '_id',
  'name',
  'description',
  'address',
  'vicinity',
  'categories',
  'types',
  'photos',
  'thumbnails',
  'opening_hours',
  'hours',
  'business_status',
  'rating',
  'user_ratings_total',
  'paid_plan',
  'paid_promo',
  'version',
  // issue 21 §3: the list shows the payment badges, as the public cards do
  'payments',
  'payment_surcharge_pct',
] as const satisfies readonly (keyof BusinessRecord)[];

export type ListRecord = Pick<BusinessRecord, (typeof LIST_FIELDS)[number]>;

/** A deep copy of structured hours (plain JSON). */
export function copyHours(h: WeeklyHours): WeeklyHours {
  const week: WeeklyHours['week'] = {};
  for (const [day, ranges] of Object.entries(h.week ?? {}) as [keyof WeeklyHours['week'], { open: string; close: string }[]][]) {
    week[day] = ranges.map((r) => ({ open: r.open, close: r.close }));
  }
  const out: WeeklyHours = {
    week,
    exceptions: (h.exceptions ?? []).map((e) => ({ ...e, ...(e.ranges ? { ranges: e.ranges.map((r) => ({ open: r.open, close: r.close })) } : {}) })),
  };
  if (h.unparsed) out.unparsed = [...h.unparsed];
  return out;
}

/** The nearby fields of `r`, without a distance (copied: `r` may change afterwards). */
export function nearbyFieldsOf(r: BusinessRecord): Omit<NearbyRecord, 'distance' | 'snapshot'> {
  const out: Omit<NearbyRecord, 'distance' | 'snapshot'> = {
    _id: r._id,
    name: r.name,
    categories: [...r.categories],
    types: [...r.types],
    photos: [...r.photos],
    thumbnails: [...r.thumbnails],
    location: { type: 'Point', coordinates: [r.location.coordinates[0], r.location.coordinates[1]] },
    rating: r.rating,
    user_ratings_total: r.user_ratings_total,
    paid_promo: r.paid_promo,
  };
  if (r.address !== undefined) out.address = r.address;
  if (r.vicinity !== undefined) out.vicinity = r.vicinity;
  if (r.phone !== undefined) out.phone = r.phone;
  if (r.reservations !== undefined) out.reservations = r.reservations;
  if (r.business_status !== undefined) out.business_status = r.business_status;
  if (r.opening_hours) {
    out.opening_hours = { ...r.opening_hours };
    if (r.opening_hours.weekday_text) out.opening_hours.weekday_text = [...r.opening_hours.weekday_text];
  }
  if (r.hours) out.hours = copyHours(r.hours);
  if (r.payments?.length) out.payments = [...r.payments];
  return out;
}

/** A copy of the nearby fields of `r` with its distance (the MongoDB adapter's; no snapshot). */
export function nearbyRecordOf(r: BusinessRecord, distance: number): NearbyRecord {
  const out = nearbyFieldsOf(r) as NearbyRecord;
  out.distance = distance;
  return out;
}

type Managed =
  | '_id'
  | 'comments'
  | 'version'
  | 'created_at'
  | 'updated_at'
  | 'reservations_count'
  | 'visits_count'
  | 'external_rating'
  | 'external_ratings_total'
  | 'reviews_rating'
  | 'reviews_count'
  | 'osm';

export type NewBusiness = Omit<BusinessRecord, Managed> & Partial<Pick<BusinessRecord, 'reservations_count' | 'visits_count'>>;

/**
 * A partial update: a key that is absent keeps the stored value; a key present with `undefined`
 * clears an optional field.
 */
export type BusinessPatch = Partial<Omit<BusinessRecord, Managed>>;

export interface NearbyQuery {
  lat: number;
  lng: number;
  radiusM: number;
  /**
   * Normalised terms (see normalizeText): a business matches when one of its categories or
   * types, normalised, equals one of them. Absent or empty: no category filter.
   */
  categories?: string[];
  /** at most this many, nearest first */
  limit?: number;
}

export interface SearchQuery {
  /** normalised tokens; a business matches when every token starts a word of its name, categories, types or description */
  tokens: string[];
  limit?: number;
}

/**
 * The guide's own reviews of one business, computed from the reviews collection
 * (ReviewsRepository.summary): what BusinessesRepository.setReviewSummary stores.
 */
export interface ReviewSummary {
  /** average of the reviews that carry a rating (0 when none does) */
  reviews_rating: number;
  /** how many reviews carry a rating */
  reviews_count: number;
  /** the newest few reviews, newest first (ties: the greater id first) */
  comments: CommentRecord[];
}

/**
 * The external figures of a record: its own fields, or for a record from before the split, what
 * its `rating`/`user_ratings_total` hold beyond the guide's own ratings already folded in by the
 * old running average (`own`: the reviews' figures as far as they are known).
 */
export function externalFigures(
  r: Pick<BusinessRecord, 'rating' | 'user_ratings_total' | 'external_rating' | 'external_ratings_total' | 'reviews_rating' | 'reviews_count'>,
  own: { reviews_rating: number; reviews_count: number } = { reviews_rating: r.reviews_rating ?? 0, reviews_count: r.reviews_count ?? 0 },
): { rating: number; total: number } {
  if (r.external_ratings_total !== undefined) return { rating: r.external_rating ?? 0, total: r.external_ratings_total };
  const total = Math.max(0, (r.user_ratings_total || 0) - own.reviews_count);
  const sum = Math.max(0, (r.rating || 0) * (r.user_ratings_total || 0) - own.reviews_rating * own.reviews_count);
  return { rating: total > 0 ? clampRating(sum / total) : 0, total };
}

const clampRating = (n: number) => Math.min(5, Math.max(0, n));

/** The figures shown: the external and own averages weighted by their counts (0 when none). */
export function combinedRating(external: { rating: number; total: number }, own: { reviews_rating: number; reviews_count: number }) {
  const total = external.total + own.reviews_count;
  const sum = external.rating * external.total + own.reviews_rating * own.reviews_count;
  return { rating: total > 0 ? clampRating(sum / total) : 0, user_ratings_total: total };
}

/**
 * The businesses port. Ids are case-insensitive (stored and answered in lower case); malformed
 * ids behave as unknown ones (null / false), never throw. Counters and reviews are atomic.
 */
export interface BusinessesRepository {
  /** `id`: a chosen id (the seed's stable ones); DuplicateKeyError('_id') when it is taken */
  create(input: NewBusiness, id?: string): Promise<BusinessRecord>;
  /**
   * Applies the patch and adds 1 to `version`. With `expectedVersion`, only when the stored
   * version is that one: otherwise nothing changes and it throws StaleWriteError. null: unknown id.
   */
  update(id: string, patch: BusinessPatch, expectedVersion?: number): Promise<BusinessRecord | null>;
  findById(id: string): Promise<BusinessRecord | null>;
  /** the known ones among ids, in no particular order; malformed ids are skipped */
  findByIds(ids: string[]): Promise<BusinessRecord[]>;
  /** businesses carrying one of these Google place ids */
  findByPlaceIds(placeIds: string[]): Promise<BusinessRecord[]>;
  /** every business, oldest first (start-up and seed work only: no request reads them all) */
  list(): Promise<BusinessRecord[]>;
  /** a page of the admin list (LIST_FIELDS only), oldest first (by id), and how many there are */
  listPage(opts: { offset: number; limit: number }): Promise<{ items: ListRecord[]; total: number }>;
  /** paid_promo true; best rated first, at most `limit` */
  promoted(limit: number): Promise<BusinessRecord[]>;
  /** paid_plan ELITE, best rated first, at most `limit` */
  elite(limit: number): Promise<BusinessRecord[]>;
  /** within radiusM of the point, nearest first, each with its distance in metres (NEARBY_FIELDS only) */
  nearby(query: NearbyQuery): Promise<NearbyRecord[]>;
  /**
   * Candidates for a text search (the service ranks them), the same on every store: each token is
   * the start of a word (searchWords, businesses.text.ts); those matching in the name first, then
   * the others, each group by id, at most `limit` (issue 17 §11).
   */
  search(query: SearchQuery): Promise<BusinessRecord[]>;
  /**
   * Stores the guide's own figures and latest comments as computed from the reviews collection,
   * in one atomic write: `reviews_*` and `comments` become `summary`'s, and `rating` /
   * `user_ratings_total` the combination with the external figures (which, on a record from
   * before the split, are set once from what it held). Idempotent: writing the same summary again
   * changes nothing. Neither `version` nor the counters move. null: unknown id.
   */
  setReviewSummary(id: string, summary: ReviewSummary): Promise<BusinessRecord | null>;
  /** the URLs among `urls` that a business other than `exceptId` shows (photo, thumbnail or icon) */
  filesInUse(urls: string[], exceptId?: string): Promise<string[]>;
  /** atomic +1; the new count, or null for an unknown business */
  incrementVisits(id: string): Promise<number | null>;
  incrementReservations(id: string): Promise<number | null>;
  /** the deleted record (so its files can be removed), or null */
  delete(id: string): Promise<BusinessRecord | null>;
  count(): Promise<number>;
  /** Start-up migration (issue 17 §11): businesses stored before the search words get them. Idempotent; answers how many. */
  migrateSearchWords(): Promise<number>;
  /**
   * Start-up migration (issue 16 §2): every business with free-text `opening_hours.weekday_text`
   * and no `hours` gets `hours` read from it (parseWeekdayText); lines it cannot read are kept in
   * `hours.unparsed`. Idempotent; `version` does not move. Answers how many it changed.
   */
  migrateLegacyHours(): Promise<number>;
  /**
   * Issue 24 §3, `pnpm osm:import` only: records (or, with null, removes) the OSM object each
   * business is. Nothing else of the business changes — neither `version`, `updated_at` nor any
   * field an admin edits — so an import never overwrites an edit. Unknown ids are skipped;
   * answers how many businesses changed.
   */
  setOsmLinks(changes: { id: string; osm: OsmLinkRecord | null }[]): Promise<number>;
  /**
   * The stored links (issue 24 §3) of the businesses among `ids` and of those linked to one of
   * `objects`: what nearby and search read to show a linked place once, as its business.
   */
  findOsmLinks(query: { ids?: string[]; objects?: OsmLinkRecord[] }): Promise<{ _id: string; osm: OsmLinkRecord }[]>;
  /**
   * Start-up migration (issue 20 §6): every business stored before `reservations` gets it, as
   * `defaultReservations` (contracts) reads it: true only for a restaurant, bar or club with its
   * own number. Idempotent (a stored value, the admin's included, is never changed); `version`
   * does not move. Answers how many it changed.
   */
  migrateReservations(): Promise<number>;
}
