/** A stop as stored: the business, an optional time of day (HH:MM, Cuba) and a note. */
export interface ItineraryStopRecord {
  business_id: string;
  time?: string;
  note?: string;
}

/** A person's plan for a day (issue 22 §3). */
export interface ItineraryRecord {
  _id: string;
  owner_id: string;
  name: string;
  /** YYYY-MM-DD in Cuba's calendar, or null */
  date: string | null;
  stops: ItineraryStopRecord[];
  /** the read-only link's token while shared; null otherwise */
  share_token: string | null;
  /** optimistic concurrency: +1 on every update */
  version: number;
  created_at: Date;
  updated_at: Date;
}

export type NewItinerary = Pick<ItineraryRecord, 'owner_id' | 'name' | 'date' | 'stops'>;
export type ItineraryPatch = Partial<Pick<ItineraryRecord, 'name' | 'date' | 'stops' | 'share_token'>>;

/**
 * The itineraries port. Ids are case-insensitive (answered in lower case); malformed ids behave
 * as unknown ones (null / false). Share tokens are unique among shared plans.
 */
export interface ItinerariesRepository {
  /** the owner's plans, the most recently changed first */
  listByOwner(ownerId: string): Promise<ItineraryRecord[]>;
  countByOwner(ownerId: string): Promise<number>;
  findById(id: string): Promise<ItineraryRecord | null>;
  findByShareToken(token: string): Promise<ItineraryRecord | null>;
  create(input: NewItinerary): Promise<ItineraryRecord>;
  /**
   * Applies the patch, adds 1 to `version` and sets `updated_at`. With `expectedVersion`, only when
   * the stored version is that one: otherwise nothing changes and it throws StaleWriteError.
   */
  update(id: string, patch: ItineraryPatch, expectedVersion?: number): Promise<ItineraryRecord | null>;
  delete(id: string): Promise<boolean>;
  /** when an account is deleted: its plans go with it; answers how many */
  deleteByOwner(ownerId: string): Promise<number>;
}

export const byMostRecent = (a: ItineraryRecord, b: ItineraryRecord) =>
  b.updated_at.getTime() - a.updated_at.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
