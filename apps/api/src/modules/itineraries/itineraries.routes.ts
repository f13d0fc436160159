import { Router } from 'express';
import { API, idParamsSchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { requireAuth } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { createItinerariesService } from './itineraries.service';

/**
 * /api/itineraries: a signed-in person's plans for the day (issue 22 §3). Every route but the
 * shared one answers the owner only (someone else's plan is 404); every answer is private
 * (the table's cache class) except `GET /shared/{token}`, which anyone with the link may read and keep.
 */
export function createItinerariesRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createItinerariesService(ctx);
  const me = (req: Express.Request) => req.auth!.userId;

  route(router, API.itinerariesShared, async (req, res) => {
    res.json(await service.shared(String(req.params.token)));
  });

  route(router, API.itinerariesList, requireAuth(ctx), async (req, res) => {
    res.json(await service.list(me(req)));
  });

  route(router, API.itinerariesCreate, requireAuth(ctx), async (req, res) => {
    res.status(201).json(await service.create(me(req), req.body));
  });

  route(router, API.itinerariesById, requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.get(me(req), id));
  });

  route(router, API.itinerariesUpdate, requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.update(me(req), id, req.body));
  });

  route(router, API.itinerariesRemove, requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    await service.remove(me(req), id);
    res.status(204).end();
  });

  route(router, API.itinerariesShare, requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.share(me(req), id));
  });

  route(router, API.itinerariesUnshare, requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.unshare(me(req), id));
  });

  return router;
}
