/** A stored event. Dates are Date objects; the service turns them into ISO strings. */
export interface EventRecord {
  _id: string;
  title: string;
  description: string;
  start_date: Date;
  end_date: Date;
  /** public URLs of the originals */
  images: string[];
  /** WebP thumbnails, parallel to images ('' or missing when an image has none) */
  thumbnails: string[];
  business_ids: string[];
  created_at: Date;
}

export type NewEvent = Omit<EventRecord, '_id' | 'created_at'>;
export type EventPatch = Partial<NewEvent>;

/** The events port. Malformed ids behave as unknown ones (null / false). */
export interface EventsRepository {
  /** sorted by start date (then id); `endingAfter` leaves out events that ended before it */
  list(opts?: { endingAfter?: Date }): Promise<EventRecord[]>;
  findById(id: string): Promise<EventRecord | null>;
  create(input: NewEvent): Promise<EventRecord>;
  update(id: string, patch: EventPatch): Promise<EventRecord | null>;
  delete(id: string): Promise<boolean>;
  /** when a business is deleted: drops its id from every event's business_ids */
  removeBusinessEverywhere(businessId: string): Promise<void>;
}

export const byStartDate = (a: EventRecord, b: EventRecord) =>
  a.start_date.getTime() - b.start_date.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
