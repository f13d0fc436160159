import type { Plan, WeeklyHours } from '@guia/contracts';

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
  rating: number;
  user_ratings_total: number;
  place_id?: string;
  reference?: string;
  plus_code?: PlusCodeRecord;
  icon?: string;
  paid_plan: Plan;
  paid_promo: boolean;
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
  if (r.business_status !== undefined) out.business_status = r.business_status;
  if (r.opening_hours) {
    out.opening_hours = { ...r.opening_hours };
    if (r.opening_hours.weekday_text) out.opening_hours.weekday_text = [...r.opening_hours.weekday_text];
  }
  if (r.hours) out.hours = copyHours(r.hours);
  return out;
}

/** A copy of the nearby fields of `r` with its distance (the MongoDB adapter's; no snapshot). */
export function nearbyRecordOf(r: BusinessRecord, distance: number): NearbyRecord {
  const out = nearbyFieldsOf(r) as NearbyRecord;
  out.distance = distance;
  return out;
}

type Managed = '_id' | 'comments' | 'version' | 'created_at' | 'updated_at' | 'reservations_count' | 'visits_count';

export type NewBusiness = Omit<BusinessRecord, Managed> & Partial<Pick<BusinessRecord, 'reservations_count' | 'visits_count'>>;

/**
 * A partial update: a key that is absent keeps the stored value; a key present with `undefined`
 * clears an optional field.
 */
export type BusinessPatch = Partial<Omit<BusinessRecord, Managed>>;

export interface NearbyQuery {
  lat: number;
  lng: number;
  maxDistanceM: number;
  /**
   * Normalised terms (see normalizeText): a business matches when one of its categories or
   * types, normalised, equals one of them. Absent or empty: no category filter.
   */
  categories?: string[];
  /** at most this many, nearest first */
  limit?: number;
}

export interface SearchQuery {
  /** normalised tokens; a business matches when every token occurs in its name, categories, types or description */
  tokens: string[];
  limit?: number;
}

/** The business's side of a saved review (see BusinessesRepository.applyReview). */
export interface ReviewChange {
  /** the new review as the lists show it (its user_id names the author, when there is one) */
  comment: CommentRecord;
  /** the author's earlier review of this business that the new one replaces, if any */
  replaced: { rating?: number } | null;
  /** how many comments the business keeps (LATEST_COMMENTS) */
  keep: number;
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
  /** every business, oldest first */
  list(): Promise<BusinessRecord[]>;
  /** paid_promo true; best rated first */
  promoted(): Promise<BusinessRecord[]>;
  /** paid_plan ELITE, best rated first, at most `limit` */
  elite(limit: number): Promise<BusinessRecord[]>;
  /** within maxDistanceM of the point, nearest first, each with its distance in metres (NEARBY_FIELDS only) */
  nearby(query: NearbyQuery): Promise<NearbyRecord[]>;
  /** candidates for a text search (the service ranks them) */
  search(query: SearchQuery): Promise<BusinessRecord[]>;
  /**
   * One atomic change for a saved review: the replaced review's rating (if any) leaves the running
   * average and count, the new one's enters, and `comments` becomes the `keep` newest with the new
   * comment in and the author's earlier one out. Neither `version` nor the counters move.
   */
  applyReview(id: string, change: ReviewChange): Promise<BusinessRecord | null>;
  /** the URLs among `urls` that a business other than `exceptId` shows (photo, thumbnail or icon) */
  filesInUse(urls: string[], exceptId?: string): Promise<string[]>;
  /** atomic +1; the new count, or null for an unknown business */
  incrementVisits(id: string): Promise<number | null>;
  incrementReservations(id: string): Promise<number | null>;
  /** the deleted record (so its files can be removed), or null */
  delete(id: string): Promise<BusinessRecord | null>;
  count(): Promise<number>;
  /**
   * Start-up migration (issue 16 §2): every business with free-text `opening_hours.weekday_text`
   * and no `hours` gets `hours` read from it (parseWeekdayText); lines it cannot read are kept in
   * `hours.unparsed`. Idempotent; `version` does not move. Answers how many it changed.
   */
  migrateLegacyHours(): Promise<number>;
}
