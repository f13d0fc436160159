import { Router, type Request, type RequestHandler } from 'express';
import { API, favoriteParamsSchema, idParamsSchema, userCreateBodySchema, userUpdateBodySchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { isAdmin, requireAdmin, requireAuth } from '../../shared/auth';
import { forbidden } from '../../shared/errors';
import { parse } from '../../shared/validate';
import * as users from './users.service';

const objectBody = (req: Request): unknown => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});

/** `:id` as a lower-case 24-hex id; a malformed one is 400 API_MSG.invalidId. */
const userId = (req: Request) => parse(idParamsSchema, req.params).id.toLowerCase();
const favoriteIds = (req: Request) => {
  const p = parse(favoriteParamsSchema, req.params);
  return { id: p.id.toLowerCase(), businessId: p.businessId.toLowerCase() };
};

/**
 * /users (spec §7, DESIGN §5): the list and creation are admin-only; a user's record and favourites
 * are the user themself or an admin. Malformed ids are 400 after authentication (401 comes first).
 */
export function createUsersRoutes(ctx: AppContext): Router {
  const router = Router();

  const selfOrAdmin: RequestHandler[] = [
    requireAuth(ctx),
    (req, _res, next) => {
      const id = userId(req);
      if (!isAdmin(req) && req.auth!.userId !== id) throw forbidden();
      next();
    },
  ];

  route(router, API.usersList, ...requireAdmin(ctx), async (req, res) => {
    res.json(await users.listUsers(ctx, req.query));
  });

  route(router, API.usersCreate, ...requireAdmin(ctx), async (req, res) => {
    const body = parse(userCreateBodySchema, objectBody(req));
    res.status(201).json(await users.createUser(ctx, body));
  });

  route(router, API.usersById, ...selfOrAdmin, async (req, res) => {
    res.json(await users.getUser(ctx, userId(req)));
  });

  route(router, API.usersUpdate, ...selfOrAdmin, async (req, res) => {
    const body = parse(userUpdateBodySchema, objectBody(req));
    res.json(await users.updateUser(ctx, req.auth!, userId(req), body));
  });

  route(router, API.usersRemove, ...selfOrAdmin, async (req, res) => {
    await users.deleteUser(ctx, userId(req));
    res.status(204).end();
  });

  route(router, API.usersPasswordResetLink, ...requireAdmin(ctx), async (req, res) => {
    res.status(201).json(await users.createPasswordResetLink(ctx, userId(req)));
  });

  route(router, API.favoritesList, ...selfOrAdmin, async (req, res) => {
    res.json(await users.listFavorites(ctx, userId(req)));
  });

  route(router, API.favoritesAdd, ...selfOrAdmin, async (req, res) => {
    const { id, businessId } = favoriteIds(req);
    res.json(await users.addFavorite(ctx, id, businessId));
  });

  route(router, API.favoritesRemove, ...selfOrAdmin, async (req, res) => {
    const { id, businessId } = favoriteIds(req);
    res.json(await users.removeFavorite(ctx, id, businessId));
  });

  return router;
}
