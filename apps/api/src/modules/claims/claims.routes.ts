import { Router } from 'express';
import { idParamsSchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireAdmin, requireAuth } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { privateAnswer } from '../../shared/http-cache';
import { createClaimsService } from './claims.service';

/** POST /api/business/{id}/claims: '¿Es tu negocio?' (a signed-in person). Mounted before the businesses router. */
export function createBusinessClaimRoutes(ctx: AppContext): Router {
  const router = Router({ mergeParams: true });
  const service = createClaimsService(ctx);
  router.post('/', requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.status(201).json(await service.ask(req.auth!.userId, id, req.body));
  });
  return router;
}

/**
 * /api/claims: the person's own requests (`/mine`, with what the admin decided) and the admins'
 * 'Solicitudes' (list by status, approve, refuse, revoke). Every answer is private.
 */
export function createClaimsRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createClaimsService(ctx);
  router.use(privateAnswer);

  router.get('/mine', requireAuth(ctx), async (req, res) => {
    res.json(await service.mine(req.auth!.userId));
  });

  router.get('/', ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.page(req.query));
  });

  for (const action of ['approve', 'refuse', 'revoke'] as const) {
    router.post(`/:id/${action}`, ...requireAdmin(ctx), async (req, res) => {
      const { id } = parse(idParamsSchema, req.params);
      const admin = req.auth!.userId;
      res.json(action === 'approve' ? await service.approve(admin, id) : await service[action](admin, id, req.body));
    });
  }

  return router;
}
