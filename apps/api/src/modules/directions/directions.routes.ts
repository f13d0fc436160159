import { Router } from 'express';
import { API } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { requireAuth } from '../../shared/auth';
import { createDirectionsService } from './directions.service';

/**
 * /api/directions: a driving route between two points for the map (a logged-in screen). Login is
 * required so the API is not an open relay to the routing server.
 */
export function createDirectionsRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createDirectionsService(ctx);

  route(router, API.directionsRoute, requireAuth(ctx), async (req, res) => {
    res.json(await service.route(req.query));
  });

  return router;
}
