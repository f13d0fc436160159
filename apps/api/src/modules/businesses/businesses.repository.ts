import type { Plan } from '@guia/contracts';

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
  opening_hours?: OpeningHoursRecord;
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
  /** oldest first, as appended */
  comments: CommentRecord[];
  created_at: Date;
  updated_at: Date;
}

export type BusinessWithDistance = BusinessRecord & { /** metres */ distance: number };

type Managed = '_id' | 'comments' | 'created_at' | 'updated_at' | 'reservations_count' | 'visits_count';

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

/**
 * The businesses port. Malformed ids behave as unknown ones (null / false), never throw.
 * Counters and reviews are atomic.
 */
export interface BusinessesRepository {
  create(input: NewBusiness): Promise<BusinessRecord>;
  update(id: string, patch: BusinessPatch): Promise<BusinessRecord | null>;
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
  /** within maxDistanceM of the point, nearest first, each with its distance in metres */
  nearby(query: NearbyQuery): Promise<BusinessWithDistance[]>;
  /** candidates for a text search (the service ranks them) */
  search(query: SearchQuery): Promise<BusinessRecord[]>;
  /** appends a review and makes rating/user_ratings_total the running average and count, atomically */
  addComment(id: string, comment: CommentRecord): Promise<BusinessRecord | null>;
  /** atomic +1; the new count, or null for an unknown business */
  incrementVisits(id: string): Promise<number | null>;
  incrementReservations(id: string): Promise<number | null>;
  /** the deleted record (so its files can be removed), or null */
  delete(id: string): Promise<BusinessRecord | null>;
  count(): Promise<number>;
}
