import { Router, type Request, type RequestHandler } from 'express';
import { favoriteParamsSchema, idParamsSchema, userCreateBodySchema, userUpdateBodySchema } from '@guia/contracts';
import type { AppContext } from '../../context';
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

  router.get('/', ...requireAdmin(ctx), async (req, res) => {
    res.json(await users.listUsers(ctx, req.query));
  });

  router.post('/', ...requireAdmin(ctx), async (req, res) => {
    const body = parse(userCreateBodySchema, objectBody(req));
    res.status(201).json(await users.createUser(ctx, body));
  });

  router.get('/:id', ...selfOrAdmin, async (req, res) => {
    res.json(await users.getUser(ctx, userId(req)));
  });

  router.put('/:id', ...selfOrAdmin, async (req, res) => {
    const body = parse(userUpdateBodySchema, objectBody(req));
    res.json(await users.updateUser(ctx, req.auth!, userId(req), body));
  });

  router.delete('/:id', ...selfOrAdmin, async (req, res) => {
    await users.deleteUser(ctx, userId(req));
    res.status(204).end();
  });

  router.post('/:id/password-reset', ...requireAdmin(ctx), async (req, res) => {
    res.status(201).set('Cache-Control', 'private, no-store').json(await users.createPasswordResetLink(ctx, userId(req)));
  });

  router.get('/:id/favorites', ...selfOrAdmin, async (req, res) => {
    res.json(await users.listFavorites(ctx, userId(req)));
  });

  router.post('/:id/favorites/:businessId', ...selfOrAdmin, async (req, res) => {
    const { id, businessId } = favoriteIds(req);
    res.json(await users.addFavorite(ctx, id, businessId));
  });

  router.delete('/:id/favorites/:businessId', ...selfOrAdmin, async (req, res) => {
    const { id, businessId } = favoriteIds(req);
    res.json(await users.removeFavorite(ctx, id, businessId));
  });

  return router;
}
