import type { RequestHandler, Request } from 'express';
import jwt from 'jsonwebtoken';
import { CLAIM_MESSAGES, ROLES, tokenPayloadSchema, type RoleId, API_MSG } from '@guia/contracts';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from './errors';
import { privateAnswer, variesByAuthorization } from './http-cache';

export interface AuthUser {
  userId: string;
  roleId: RoleId;
}

// express-serve-static-core is not resolvable from here under pnpm; its Request extends this global one.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthUser;
    }
  }
}

/** Signs the session token: HS256, expiry from config, payload `sub: { user_id, role_id }` (spec §3). */
export function signToken(
  ctx: Pick<AppContext, 'config'>,
  user: { _id: string; role_id: RoleId; token_version?: number },
  expiresIn: string | number = ctx.config.jwtExpiresIn,
): string {
  return jwt.sign({ sub: { user_id: user._id, role_id: user.role_id }, tv: user.token_version ?? 0 }, ctx.config.jwtSecret, {
    algorithm: 'HS256',
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

function bearer(req: Request): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const [scheme, value] = h.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/**
 * Verifies signature (HS256 only, so `alg: none` and other algorithms fail), expiry, payload shape,
 * and that the user still exists with the same token version and role. Sets req.auth.
 */
async function verify(ctx: AppContext, token: string): Promise<AuthUser> {
  let decoded: unknown;
  try {
    decoded = jwt.verify(token, ctx.config.jwtSecret, { algorithms: ['HS256'] });
  } catch {
    throw unauthorized(API_MSG.sessionExpired);
  }
  const payload = tokenPayloadSchema.safeParse(decoded);
  if (!payload.success) throw unauthorized(API_MSG.sessionExpired);
  const user = await ctx.store.users.findById(payload.data.sub.user_id);
  if (!user || (user.token_version ?? 0) !== (payload.data.tv ?? 0)) throw unauthorized(API_MSG.sessionExpired);
  return { userId: user._id, roleId: user.role_id };
}

/** Reads the Bearer token when present; invalid tokens are 401, absent ones leave req.auth unset. */
export function optionalAuth(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    // the answer may differ by caller: never kept by a shared cache when a token came (issue 16)
    variesByAuthorization(req, res, () => undefined);
    const token = bearer(req);
    if (token) req.auth = await verify(ctx, token);
    next();
  };
}

export function requireAuth(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    // anything behind a token is private, the 401 too (issue 16)
    privateAnswer(req, res, () => undefined);
    const token = bearer(req);
    if (!token) throw unauthorized();
    req.auth = await verify(ctx, token);
    next();
  };
}

export function requireAdmin(ctx: AppContext): RequestHandler[] {
  return [
    requireAuth(ctx),
    (req, _res, next) => {
      if (req.auth?.roleId !== ROLES.ADMIN) throw forbidden();
      next();
    },
  ];
}

/**
 * The owner of the business named by `:param` (an approved claim, issue 21 §1) or an admin; anyone
 * else, signed in, gets 403 with CLAIM_MESSAGES.notOwner.
 */
export function requireOwnerOrAdmin(ctx: AppContext, param = 'id'): RequestHandler[] {
  return [
    requireAuth(ctx),
    async (req, _res, next) => {
      const auth = req.auth!;
      if (auth.roleId === ROLES.ADMIN) return next();
      const businessId = String(req.params[param] ?? '');
      if (!(await ctx.store.claims.isOwner(auth.userId, businessId))) throw forbidden(CLAIM_MESSAGES.notOwner);
      next();
    },
  ];
}

/** The user named by `:id` themself, or an admin. */
export function requireSelfOrAdmin(ctx: AppContext, param = 'id'): RequestHandler[] {
  return [
    requireAuth(ctx),
    (req, _res, next) => {
      const auth = req.auth!;
      if (auth.roleId !== ROLES.ADMIN && auth.userId !== req.params[param]) throw forbidden();
      next();
    },
  ];
}

export const isAdmin = (req: Request) => req.auth?.roleId === ROLES.ADMIN;
