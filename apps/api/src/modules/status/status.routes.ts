import { Router } from 'express';
import { API } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireOwnerOrAdmin } from '../../shared/auth';
import { route } from '../../shared/route';
import { createStatusService } from './status.service';

/**
 * /api/business/{id}/status (issue 21 §4): read by anyone (it also comes in the business's own
 * answer as `today_status`); set (PUT { kind }) and cleared (DELETE) by the business's owner or an
 * admin.
 */
export function createStatusRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createStatusService(ctx);

  route(router, API.statusGet, async (req, res) => {
    res.json(await service.get(String(req.params.id)));
  });
  route(router, API.statusSet, ...requireOwnerOrAdmin(ctx), async (req, res) => {
    res.json(await service.set(String(req.params.id), req.body, req.auth!));
  });
  route(router, API.statusClear, ...requireOwnerOrAdmin(ctx), async (req, res) => {
    res.json(await service.clear(String(req.params.id), req.auth!));
  });
  return router;
}
