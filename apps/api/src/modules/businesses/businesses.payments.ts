import { Router } from 'express';
import { API, BUSINESS_MESSAGES, ROLES, idParamsSchema, paymentsBodySchema, type Payments } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireOwnerOrAdmin } from '../../shared/auth';
import { notFound } from '../../shared/errors';
import { route } from '../../shared/route';
import { parse } from '../../shared/validate';
import type { BusinessRecord } from './businesses.repository';

const bodyOf = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

/** A business's payments as answered and as recorded in the change log (the undo writes `before` back). */
export const paymentsOf = (r: Pick<BusinessRecord, 'payments' | 'payment_surcharge_pct'>): Payments => ({
  payments: r.payments ? [...r.payments] : [],
  payment_surcharge_pct: r.payment_surcharge_pct ?? null,
});

/**
 * PUT /business/{id}/payments (issue 21 §3): the business's owner or an admin sets the payment
 * methods it accepts and the surcharge for electronic payment — those two fields only (any other
 * field sent → 400). Every write is recorded in the change log (kind 'payments'), so an admin can
 * undo it in 'Cambios'.
 */
export function createPaymentsService(ctx: Pick<AppContext, 'store'>) {
  return {
    async set(id: string, body: unknown, who: { userId: string; roleId: number }): Promise<Payments> {
      const businessId = parse(idParamsSchema, { id }).id;
      const input = parse(paymentsBodySchema, bodyOf(body));
      const current = await ctx.store.businesses.findById(businessId);
      if (!current) throw notFound(BUSINESS_MESSAGES.notFound);
      const surcharge = input.surcharge_pct ?? undefined;
      const updated = await ctx.store.businesses.update(businessId, {
        payments: input.methods.length > 0 ? input.methods : undefined,
        // 0 % is no surcharge
        payment_surcharge_pct: surcharge ? surcharge : undefined,
      });
      if (!updated) throw notFound(BUSINESS_MESSAGES.notFound);
      const before = paymentsOf(current);
      const after = paymentsOf(updated);
      await ctx.store.changes.create({ business_id: businessId, user_id: who.userId, by_owner: who.roleId !== ROLES.ADMIN, kind: 'payments', before, after });
      return after;
    },
  };
}

/** /api/business/{id}/payments: written by the business's owner or an admin. */
export function createPaymentsRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createPaymentsService(ctx);
  route(router, API.paymentsSet, ...requireOwnerOrAdmin(ctx), async (req, res) => {
    res.json(await service.set(String(req.params.id), req.body, req.auth!));
  });
  return router;
}
