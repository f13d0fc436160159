import type { ClaimStatus } from '@guia/contracts';
import type { OsmLinkRecord } from '../businesses/businesses.repository';

/** A request to manage a business (issue 21 §1); an approved one is the ownership itself. */
export interface ClaimRecord {
  _id: string;
  business_id: string;
  user_id: string;
  phone: string;
  note: string;
  status: ClaimStatus;
  /**
   * Issue 24: the OpenStreetMap object the person asked for ('¿Es tu negocio?' on an OSM place's
   * page). Until the approval `business_id` is that place's record id (osm.repository's
   * osmPlaceId); the approval moves it to the guide business made from the place (or the one
   * already linked to it).
   */
  osm?: OsmLinkRecord;
  /** why it was refused or revoked, told to the person */
  reason?: string;
  created_at: Date;
  decided_at?: Date;
  decided_by?: string;
}

export type NewClaim = Pick<ClaimRecord, 'business_id' | 'user_id' | 'phone' | 'note'> & Partial<Pick<ClaimRecord, 'osm'>>;

/**
 * The claims port. At most one claim per person and business is open at a time (pending or
 * approved): `create` throws DuplicateKeyError('claim') otherwise, on both stores, even when two
 * requests race. Ids are case-insensitive; malformed ids behave as unknown ones.
 */
export interface ClaimsRepository {
  create(input: NewClaim): Promise<ClaimRecord>;
  findById(id: string): Promise<ClaimRecord | null>;
  /** the open claim (pending or approved) of this person for this business */
  findOpen(userId: string, businessId: string): Promise<ClaimRecord | null>;
  /** newest first; `status` filters */
  page(opts: { status?: ClaimStatus; offset: number; limit: number }): Promise<{ items: ClaimRecord[]; total: number }>;
  /** this person's claims, newest first */
  listByUser(userId: string): Promise<ClaimRecord[]>;
  /**
   * Moves a claim from `from` to `to` (with the decision's reason, time and admin) only if it is
   * still in `from`: null when it is not (someone decided first) or unknown. With `business_id`
   * (issue 24: an OSM place's claim approved), the claim names that business from then on; null,
   * and nothing changes, when the person already has an open claim on it.
   */
  decide(
    id: string,
    from: ClaimStatus,
    to: ClaimStatus,
    decision: { reason?: string; decided_by: string; decided_at: Date; business_id?: string },
  ): Promise<ClaimRecord | null>;
  /** true when an approved claim links this person to this business */
  isOwner(userId: string, businessId: string): Promise<boolean>;
  /** the businesses this person owns (approved claims) */
  ownedBy(userId: string): Promise<string[]>;
  /** when an account is deleted: its claims go with it */
  removeByUser(userId: string): Promise<void>;
}

export const newestFirst = (a: ClaimRecord, b: ClaimRecord) =>
  b.created_at.getTime() - a.created_at.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);

export const OPEN_STATUSES: ClaimStatus[] = ['pending', 'approved'];
