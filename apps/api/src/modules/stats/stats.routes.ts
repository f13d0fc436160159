import { Router } from 'express';
import { API } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireOwnerOrAdmin } from '../../shared/auth';
import { route } from '../../shared/route';
import { createStatsService } from './stats.service';

/**
 * GET /api/business/{id}/stats?weeks=8 (issue 21 §6): visits, reservations and favourites per week
 * of Cuba's time, for the business's owner or an admin only (private, never stored by a cache: the
 * route table's `cache: 'private'`).
 */
export function createStatsRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createStatsService(ctx);
  route(router, API.businessStats, ...requireOwnerOrAdmin(ctx), async (req, res) => {
    res.json(await service.weeks(String(req.params.id), req.query));
  });
  return router;
}
