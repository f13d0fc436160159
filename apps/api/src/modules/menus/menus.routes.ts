import { Router } from 'express';
import { API, ROLES, idParamsSchema, type Menu } from '@guia/contracts';

/** the menu as stored (CUP only), for the change log */
const stored = (m: Menu) => m.sections.map((s) => ({ name: s.name, dishes: s.dishes.map(({ price_usd: _u, price_eur: _e, ...d }) => d) }));
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { requireAdmin, requireOwnerOrAdmin } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { createMenusService } from './menus.service';

/** /api/business/{id}/menu: read by anyone; written whole by the business's owner or an admin (issue 21 §2). */
export function createMenuRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createMenusService(ctx);

  route(router, API.menusGet, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.get(id));
  });

  route(router, API.menusUpdate, ...requireOwnerOrAdmin(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { before, after } = await service.put(id, req.body, req.auth!.userId);
    // every change to a page is recorded, who and what (issue 21 §1): the admin can see and undo it
    await ctx.store.changes.create({ business_id: id, user_id: req.auth!.userId, by_owner: req.auth!.roleId !== ROLES.ADMIN, kind: 'menu', before: stored(before), after: stored(after) });
    res.json(after);
  });

  return router;
}

/** /api/rates: the guide's reference exchange rate (latest: anyone; history and new ones: admins). */
export function createRatesRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createMenusService(ctx);

  route(router, API.ratesLatest, async (_req, res) => {
    res.json(await service.latestRate());
  });

  route(router, API.ratesList, ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.ratesPage(req.query));
  });

  route(router, API.ratesCreate, ...requireAdmin(ctx), async (req, res) => {
    res.status(201).json(await service.addRate(req.body, req.auth!.userId));
  });

  return router;
}
