import { Router } from 'express';
import { API, idParamsSchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { requireAdmin } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { createChangesService } from './changes.service';

/** /api/changes (admins): what was changed on businesses' pages, and undoing the latest of a kind. */
export function createChangesRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createChangesService(ctx);

  route(router, API.changesList, ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.page(req.query));
  });

  route(router, API.changesRevert, ...requireAdmin(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.revert(req.auth!.userId, id));
  });

  return router;
}
