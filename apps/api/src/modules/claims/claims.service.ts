import { CLAIM_MESSAGES, claimBodySchema, claimDecisionSchema, claimsQuerySchema, type Claim, type ClaimStatus, type ClaimsPage } from '@guia/contracts';
import type { AppContext } from '../../context';
import { DuplicateKeyError, conflict, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { namesOf } from '../../shared/names';
import type { ClaimRecord } from './claims.repository';

/**
 * '¿Es tu negocio?' (issue 21 §1): a person asks, an admin approves or refuses, and may later
 * revoke. Only the guide's own businesses can be claimed (a Google or OpenStreetMap place is not a
 * record the guide keeps). An approved claim makes the person the business's owner for every
 * owner-only route (`requireOwnerOrAdmin`).
 */
export function createClaimsService(ctx: Pick<AppContext, 'store'>) {
  const repo = ctx.store.claims;

  async function toClaims(records: ClaimRecord[]): Promise<Claim[]> {
    const { businesses: names, people } = await namesOf(ctx.store, { businessIds: records.map((r) => r.business_id), userIds: records.map((r) => r.user_id) });
    return records.map((r) => ({
      _id: r._id,
      business_id: r.business_id,
      business_name: names.get(r.business_id) ?? null,
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

  return {
    async ask(userId: string, businessId: string, body: unknown): Promise<Claim> {
      const input = parse(claimBodySchema, body ?? {});
      const business = await ctx.store.businesses.findById(businessId);
      if (!business) throw notFound();
      const open = await repo.findOpen(userId, businessId);
      if (open) throw conflict(open.status === 'approved' ? CLAIM_MESSAGES.alreadyOwner : CLAIM_MESSAGES.alreadyPending);
      try {
        return one(await repo.create({ business_id: businessId, user_id: userId, phone: input.phone, note: input.note ?? '' }));
      } catch (err) {
        if (err instanceof DuplicateKeyError) throw conflict(CLAIM_MESSAGES.alreadyPending);
        throw err;
      }
    },

    async mine(userId: string): Promise<Claim[]> {
      return toClaims(await repo.listByUser(userId));
    },

    async page(query: unknown): Promise<ClaimsPage> {
      const q = parse(claimsQuerySchema, query ?? {});
      const { items, total } = await repo.page({ status: q.status, offset: (q.page - 1) * q.limit, limit: q.limit });
      return { items: await toClaims(items), total, page: q.page, limit: q.limit };
    },

    approve: (adminId: string, id: string) => decide(adminId, id, 'pending', 'approved', {}, CLAIM_MESSAGES.notPending),
    refuse: (adminId: string, id: string, body: unknown) => decide(adminId, id, 'pending', 'refused', body, CLAIM_MESSAGES.notPending),
    revoke: (adminId: string, id: string, body: unknown) => decide(adminId, id, 'approved', 'revoked', body, CLAIM_MESSAGES.notApproved),

    /** the businesses this person owns */
    owned: (userId: string) => repo.ownedBy(userId),
  };
}

