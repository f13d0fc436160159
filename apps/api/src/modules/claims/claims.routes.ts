import { Router } from 'express';
import { API, idParamsSchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { requireAdmin, requireAuth } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { createClaimsService } from './claims.service';

/** POST /api/business/{id}/claims and /api/osm/places/{id}/claims: '¿Es tu negocio?' (a signed-in person). (The table marks every /api/claims answer private.) */
export function createBusinessClaimRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createClaimsService(ctx);
  route(router, API.claimsAsk, requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.status(201).json(await service.ask(req.auth!.userId, id, req.body));
  });
  // issue 24 §4: '¿Es tu negocio?' on an OpenStreetMap place's page (POST /api/osm/places/{osm-node-123}/claims)
  route(router, API.osmClaimsAsk, requireAuth(ctx), async (req, res) => {
    res.status(201).json(await service.askPlace(req.auth!.userId, String(req.params.id), req.body));
  });
  return router;
}

/**
 * /api/claims: the person's own requests (`/mine`, with what the admin decided) and the admins'
 * 'Solicitudes' (list by status, approve, refuse, revoke). Every answer is private (the table's cache class).
 */
export function createClaimsRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createClaimsService(ctx);
  route(router, API.claimsMine, requireAuth(ctx), async (req, res) => {
    res.json(await service.mine(req.auth!.userId));
  });

  route(router, API.claimsList, ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.page(req.query));
  });

  for (const [action, entry] of [['approve', API.claimsApprove], ['refuse', API.claimsRefuse], ['revoke', API.claimsRevoke]] as const) {
    route(router, entry, ...requireAdmin(ctx), async (req, res) => {
      const { id } = parse(idParamsSchema, req.params);
      const admin = req.auth!.userId;
      res.json(action === 'approve' ? await service.approve(admin, id) : await service[action](admin, id, req.body));
    });
  }

  return router;
}
