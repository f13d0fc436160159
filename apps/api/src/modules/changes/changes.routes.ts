import { Router } from 'express';
import { idParamsSchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { createChangesService } from './changes.service';

/** /api/changes (admins): what was changed on businesses' pages, and undoing the latest of a kind. */
export function createChangesRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createChangesService(ctx);

  router.get('/', ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.page(req.query));
  });

  router.post('/:id/revert', ...requireAdmin(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.revert(req.auth!.userId, id));
  });

  return router;
}
