/** A stored event. Dates are Date objects; the service turns them into ISO strings. */
export interface EventRecord {
  _id: string;
  title: string;
  description: string;
  /** issue 22 §1: the description in English (optional; absent on older records) */
  description_en?: string;
  start_date: Date;
  end_date: Date;
  /** public URLs of the originals */
  images: string[];
  /** WebP thumbnails, parallel to images ('' or missing when an image has none) */
  thumbnails: string[];
  business_ids: string[];
  /** optimistic concurrency: +1 on every update; 0 for a new record (and for older ones without it) */
  version: number;
  created_at: Date;
}

export type NewEvent = Omit<EventRecord, '_id' | 'created_at' | 'version'>;
/** undefined: unchanged; `description_en: null` clears it */
export type EventPatch = Partial<Omit<NewEvent, 'description_en'>> & { description_en?: string | null };

/**
 * The events port. Ids are case-insensitive (stored and answered in lower case); malformed ids
 * behave as unknown ones (null / false).
 */
export interface EventsRepository {
  /** sorted by start date (then id); `endingAfter` leaves out events that ended before it */
  list(opts?: { endingAfter?: Date }): Promise<EventRecord[]>;
  findById(id: string): Promise<EventRecord | null>;
  /** `id`: a chosen id (the seed's stable ones); DuplicateKeyError('_id') when it is taken */
  create(input: NewEvent, id?: string): Promise<EventRecord>;
  /**
   * Applies the patch and adds 1 to `version`. With `expectedVersion`, only when the stored version
   * is that one: otherwise nothing changes and it throws StaleWriteError. null: unknown id.
   */
  update(id: string, patch: EventPatch, expectedVersion?: number): Promise<EventRecord | null>;
  delete(id: string): Promise<boolean>;
  /** when a business is deleted: drops its id from every event's business_ids */
  removeBusinessEverywhere(businessId: string): Promise<void>;
  /** the URLs among `urls` that an event other than `exceptId` shows (image or thumbnail) */
  filesInUse(urls: string[], exceptId?: string): Promise<string[]>;
}

export const byStartDate = (a: EventRecord, b: EventRecord) =>
  a.start_date.getTime() - b.start_date.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
