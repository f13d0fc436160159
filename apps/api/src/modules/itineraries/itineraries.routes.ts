import { Router } from 'express';
import { idParamsSchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { PUBLIC_LIST_CACHE_CONTROL } from '../../shared/http-cache';
import { createItinerariesService } from './itineraries.service';

/**
 * /api/itineraries: a signed-in person's plans for the day (issue 22 §3). Every route but the
 * shared one answers the owner only (someone else's plan is 404); the router is private
 * (PRIVATE_PATHS) except `GET /shared/{token}`, which anyone with the link may read and keep.
 */
export function createItinerariesRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createItinerariesService(ctx);
  const me = (req: Express.Request) => req.auth!.userId;

  router.get('/shared/:token', async (req, res) => {
    const plan = await service.shared(String(req.params.token));
    res.set('Cache-Control', PUBLIC_LIST_CACHE_CONTROL);
    res.json(plan);
  });

  router.get('/', requireAuth(ctx), async (req, res) => {
    res.json(await service.list(me(req)));
  });

  router.post('/', requireAuth(ctx), async (req, res) => {
    res.status(201).json(await service.create(me(req), req.body));
  });

  router.get('/:id', requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.get(me(req), id));
  });

  router.put('/:id', requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.update(me(req), id, req.body));
  });

  router.delete('/:id', requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    await service.remove(me(req), id);
    res.status(204).end();
  });

  router.put('/:id/share', requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.share(me(req), id));
  });

  router.delete('/:id/share', requireAuth(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.unshare(me(req), id));
  });

  return router;
}
