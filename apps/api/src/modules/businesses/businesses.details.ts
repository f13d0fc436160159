import { Router } from 'express';
import { API, BUSINESS_MESSAGES, OWNER_DETAIL_FIELDS, ROLES, idParamsSchema, ownerDetailsBodySchema, type OwnerDetailField, type OwnerDetails } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireOwnerOrAdmin } from '../../shared/auth';
import { StaleWriteError, notFound } from '../../shared/errors';
import { route } from '../../shared/route';
import { parse } from '../../shared/validate';
import type { BusinessPatch, BusinessRecord } from './businesses.repository';

const bodyOf = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

/** The owner-editable fields as the change log records them: null when absent (the undo clears it). */
export type DetailValues = Partial<Record<OwnerDetailField, unknown>>;

const valueOf = (r: Pick<BusinessRecord, OwnerDetailField>, field: OwnerDetailField): unknown => {
  if (field === 'reservations') return r.reservations === true;
  const v = r[field];
  return v === undefined || v === null || v === '' ? null : v;
};

/** A change-log value written back as a patch (null: the field is cleared). */
export const detailsPatch = (values: DetailValues): BusinessPatch =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? undefined : v])) as BusinessPatch;

/** The values of `fields` on a record, as the change log records them. */
export const detailValuesOf = (r: Pick<BusinessRecord, OwnerDetailField>, fields: readonly OwnerDetailField[]): DetailValues =>
  Object.fromEntries(fields.map((f) => [f, valueOf(r, f)]));

const answerOf = (r: BusinessRecord): OwnerDetails => ({
  description: (valueOf(r, 'description') as string | null) ?? null,
  description_en: (valueOf(r, 'description_en') as string | null) ?? null,
  phone: (valueOf(r, 'phone') as string | null) ?? null,
  hours: (valueOf(r, 'hours') as OwnerDetails['hours']) ?? null,
  reservations: r.reservations === true,
  version: r.version,
});

/**
 * PUT /business/{id}/details (issue 21 §1): the business's owner or an admin edits the
 * description (and its English one, issue 22 §1), phone, hours (with date exceptions) and whether it takes reservations — those
 * fields only (any other → 400), with the admin form's rules. A stale `version` → 409. Every write
 * that changes something is recorded in the change log (kind 'details', before/after of the
 * changed fields only), so an admin can undo it in 'Cambios'.
 */
export function createDetailsService(ctx: Pick<AppContext, 'store'>) {
  return {
    async set(id: string, body: unknown, who: { userId: string; roleId: number }): Promise<OwnerDetails> {
      const businessId = parse(idParamsSchema, { id }).id;
      const input = parse(ownerDetailsBodySchema, bodyOf(body));
      const current = await ctx.store.businesses.findById(businessId);
      if (!current) throw notFound(BUSINESS_MESSAGES.notFound);
      if (input.version !== undefined && input.version !== current.version) throw new StaleWriteError();
      const sent = Object.keys(bodyOf(body));
      const wanted: DetailValues = {};
      for (const f of OWNER_DETAIL_FIELDS) {
        if (!sent.includes(f)) continue;
        const v = input[f];
        wanted[f] = f === 'reservations' ? v === true : v === undefined || v === '' ? null : v;
      }
      const changed = OWNER_DETAIL_FIELDS.filter((f) => f in wanted && JSON.stringify(wanted[f]) !== JSON.stringify(valueOf(current, f)));
      if (changed.length === 0) return answerOf(current);
      const after = detailValuesOf({ ...current, ...detailsPatch(Object.fromEntries(changed.map((f) => [f, wanted[f]]))) } as BusinessRecord, changed);
      const updated = await ctx.store.businesses.update(businessId, detailsPatch(after), current.version);
      if (!updated) throw notFound(BUSINESS_MESSAGES.notFound);
      const before = detailValuesOf(current, changed);
      await ctx.store.changes.create({ business_id: businessId, user_id: who.userId, by_owner: who.roleId !== ROLES.ADMIN, kind: 'details', before, after: detailValuesOf(updated, changed) });
      return answerOf(updated);
    },
  };
}

/** /api/business/{id}/details: written by the business's owner or an admin. */
export function createDetailsRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createDetailsService(ctx);
  route(router, API.detailsSet, ...requireOwnerOrAdmin(ctx), async (req, res) => {
    res.json(await service.set(String(req.params.id), req.body, req.auth!));
  });
  return router;
}
