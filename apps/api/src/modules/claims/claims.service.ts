import {
  BUSINESS_MESSAGES,
  CLAIM_MESSAGES,
  claimBodySchema,
  claimDecisionSchema,
  claimsQuerySchema,
  osmPageId,
  parseOsmPageId,
  type Claim,
  type ClaimBody,
  type ClaimStatus,
  type ClaimsPage,
} from '@guia/contracts';
import type { AppContext } from '../../context';
import { DuplicateKeyError, conflict, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { namesOf } from '../../shared/names';
import type { OsmLinkRecord } from '../businesses/businesses.repository';
import type { ClaimRecord } from './claims.repository';
import { businessFromOsm } from './claims.osm';

/**
 * '¿Es tu negocio?' (issue 21 §1): a person asks, an admin approves or refuses, and may later
 * revoke. An approved claim makes the person the business's owner for every owner-only route
 * (`requireOwnerOrAdmin`). A Google place cannot be claimed (the guide keeps nothing of it); an
 * OpenStreetMap place can (issue 24 §4): approving the request adds it to the guide from what OSM
 * knows (claims.osm.ts), linked to the object, so it is shown once, as the guide's business.
 */

/** Claims still naming the OSM place (not moved to a business by an approval): their business_id is the place's record. */
const namesPlace = (r: ClaimRecord): r is ClaimRecord & { osm: OsmLinkRecord } => !!r.osm && (r.status === 'pending' || r.status === 'refused');
export function createClaimsService(ctx: Pick<AppContext, 'store'>) {
  const repo = ctx.store.claims;

  async function toClaims(records: ClaimRecord[]): Promise<Claim[]> {
    const { businesses: names, people } = await namesOf(ctx.store, {
      businessIds: records.filter((r) => !namesPlace(r)).map((r) => r.business_id),
      userIds: records.map((r) => r.user_id),
    });
    // the names of the OSM places requests still name (a retired place keeps its name)
    const places = new Map<string, string>();
    for (const r of records) {
      if (!namesPlace(r) || places.has(r.business_id)) continue;
      const place = await ctx.store.osmPlaces.findById(r.business_id);
      if (place) places.set(r.business_id, place.name);
    }
    return records.map((r) => ({
      _id: r._id,
      business_id: r.business_id,
      business_name: (namesPlace(r) ? places.get(r.business_id) : names.get(r.business_id)) ?? null,
      ...(r.osm ? { osm_page_id: osmPageId(r.osm.type, r.osm.id) } : {}),
      user_id: r.user_id,
      user_name: people.get(r.user_id)?.name ?? '',
      username: people.get(r.user_id)?.username ?? '',
      phone: r.phone,
      note: r.note,
      status: r.status,
      ...(r.reason ? { reason: r.reason } : {}),
      created_at: r.created_at.toISOString(),
      ...(r.decided_at ? { decided_at: r.decided_at.toISOString() } : {}),
    }));
  }
  const one = async (r: ClaimRecord) => (await toClaims([r]))[0]!;

  async function decide(adminId: string, id: string, from: ClaimStatus, to: ClaimStatus, body: unknown, wrongState: string): Promise<Claim> {
    const { reason } = parse(claimDecisionSchema, body ?? {});
    const current = await repo.findById(id);
    if (!current) throw notFound(CLAIM_MESSAGES.notFound);
    if (current.status !== from) throw conflict(wrongState);
    const decided = await repo.decide(id, from, to, { reason, decided_by: adminId, decided_at: new Date() });
    // another admin decided in between, or the person already has another open claim
    if (!decided) throw conflict(wrongState);
    return one(decided);
  }

  /** a new pending claim on `businessId` (a guide business, or an OSM place's record with `osm`) */
  async function create(userId: string, businessId: string, input: ClaimBody, osm?: OsmLinkRecord): Promise<Claim> {
    const open = await repo.findOpen(userId, businessId);
    if (open) throw conflict(open.status === 'approved' ? CLAIM_MESSAGES.alreadyOwner : CLAIM_MESSAGES.alreadyPending);
    try {
      return one(await repo.create({ business_id: businessId, user_id: userId, phone: input.phone, note: input.note ?? '', ...(osm ? { osm } : {}) }));
    } catch (err) {
      if (err instanceof DuplicateKeyError) throw conflict(CLAIM_MESSAGES.alreadyPending);
      throw err;
    }
  }

  /**
   * Approving a request for an OSM place (issue 24 §4): the guide business linked to the object
   * when there is one (an import linked it, or another person's request was approved first),
   * otherwise a new one made from the place, linked to it and recorded in the change log. The
   * claim then names that business. Nothing is added when the place is gone or someone decided first.
   * (Two admins approving two people's requests for the same place in the same instant could each
   * add one; both are then in 'Cambios' as 'Alta desde OpenStreetMap', and an admin deletes one.)
   */
  async function approvePlace(adminId: string, claim: ClaimRecord & { osm: OsmLinkRecord }): Promise<Claim> {
    const [linked] = await ctx.store.businesses.findOsmLinks({ objects: [claim.osm] });
    let businessId = linked?._id;
    let made: string | null = null;
    if (!businessId) {
      const place = await ctx.store.osmPlaces.findById(claim.business_id);
      if (!place || place.retired_at) throw conflict(CLAIM_MESSAGES.placeGone);
      const business = await ctx.store.businesses.create(businessFromOsm(place));
      await ctx.store.businesses.setOsmLinks([{ id: business._id, osm: claim.osm }]);
      businessId = made = business._id;
    }
    const decided = await repo.decide(claim._id, 'pending', 'approved', { decided_by: adminId, decided_at: new Date(), business_id: businessId });
    if (!decided) {
      if (made) await ctx.store.businesses.delete(made);
      throw conflict(CLAIM_MESSAGES.notPending);
    }
    if (made) {
      const b = (await ctx.store.businesses.findById(made))!;
      const after = { name: b.name, address: b.address ?? null, phone: b.phone ?? null, website: b.website ?? null, osm: `${claim.osm.type}/${claim.osm.id}` };
      await ctx.store.changes.create({ business_id: made, user_id: adminId, by_owner: false, kind: 'created', before: null, after });
    }
    return one(decided);
  }

  return {
    async ask(userId: string, businessId: string, body: unknown): Promise<Claim> {
      const input = parse(claimBodySchema, body ?? {});
      const business = await ctx.store.businesses.findById(businessId);
      if (!business) throw notFound();
      return create(userId, businessId, input);
    },

    /** '¿Es tu negocio?' on an OSM place's page ('osm-node-123'); a place that is a guide business already: that business */
    async askPlace(userId: string, pageId: string, body: unknown): Promise<Claim> {
      const input = parse(claimBodySchema, body ?? {});
      const osm = parseOsmPageId(pageId);
      const place = osm ? await ctx.store.osmPlaces.findById(pageId) : null;
      if (!osm || !place || place.retired_at) throw notFound(BUSINESS_MESSAGES.notFound);
      const [linked] = await ctx.store.businesses.findOsmLinks({ objects: [osm] });
      if (linked) return create(userId, linked._id, input);
      return create(userId, place._id, input, osm);
    },

    async mine(userId: string): Promise<Claim[]> {
      return toClaims(await repo.listByUser(userId));
    },

    async page(query: unknown): Promise<ClaimsPage> {
      const q = parse(claimsQuerySchema, query ?? {});
      const { items, total } = await repo.page({ status: q.status, offset: (q.page - 1) * q.limit, limit: q.limit });
      return { items: await toClaims(items), total, page: q.page, limit: q.limit };
    },

    async approve(adminId: string, id: string): Promise<Claim> {
      const current = await repo.findById(id);
      if (current?.status === 'pending' && namesPlace(current)) return approvePlace(adminId, current);
      return decide(adminId, id, 'pending', 'approved', {}, CLAIM_MESSAGES.notPending);
    },
    refuse: (adminId: string, id: string, body: unknown) => decide(adminId, id, 'pending', 'refused', body, CLAIM_MESSAGES.notPending),
    revoke: (adminId: string, id: string, body: unknown) => decide(adminId, id, 'approved', 'revoked', body, CLAIM_MESSAGES.notApproved),

    /** the businesses this person owns */
    owned: (userId: string) => repo.ownedBy(userId),
  };
}

