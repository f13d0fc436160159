import { Router } from 'express';
import { API, categoryBodySchema, categoryListQuerySchema, categoryMoveBodySchema, idParamsSchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { requireAdmin } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { createCategoriesService } from './categories.service';

/** /api/categories: reading is public, every change is admin-only (DESIGN §5). */
export function createCategoriesRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createCategoriesService(ctx);

  /** ?home=true: home's grid only, in the admin's order (issue 20 §9); otherwise every category by nombre. */
  route(router, API.categoriesList, async (req, res) => {
    const { home } = parse(categoryListQuerySchema, req.query);
    res.json(home === 'true' ? await service.home() : await service.list());
  });

  route(router, API.categoriesById, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.get(id));
  });

  route(router, API.categoriesCreate, ...requireAdmin(ctx), async (req, res) => {
    const body = parse(categoryBodySchema, req.body ?? {});
    res.status(201).json(await service.create(body));
  });

  route(router, API.categoriesUpdate, ...requireAdmin(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const body = parse(categoryBodySchema, req.body ?? {});
    res.json(await service.update(id, body));
  });

  route(router, API.categoriesMove, ...requireAdmin(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const body = parse(categoryMoveBodySchema, req.body ?? {});
    res.json(await service.move(id, body));
  });

  route(router, API.categoriesRemove, ...requireAdmin(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    await service.remove(id);
    res.status(204).end();
  });

  return router;
}
