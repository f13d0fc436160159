import { Router, type Request } from 'express';
import { rateLimit } from 'express-rate-limit';
import { MSG, loginBodySchema, registerBodySchema, type LoginBody } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { createAuthService } from './auth.service';

/**
 * Many Cubans reach the internet through shared, carrier-grade NAT addresses, so the per-address
 * limit is this many times the per-account one: a crowd behind one address can still log in, while
 * one account can only be guessed at LOGIN_RATE_LIMIT times per window from anywhere.
 */
export const LOGIN_IP_LIMIT_FACTOR = 5;

const objectBody = (req: Request): unknown => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});

/** /auth: register, login (rate-limited per address and per identifier), logout. */
export function createAuthRoutes(ctx: AppContext): Router {
  const router = Router();
  const auth = createAuthService(ctx);
  const { max, windowMs } = ctx.config.loginRateLimit;

  // Created here, so every createApp call (every test) has its own counters.
  const common = {
    windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // a successful login does not use up an attempt
    skipSuccessfulRequests: true,
    message: { message: MSG.tooManyLoginAttempts },
  } as const;
  const perAddress = rateLimit({ ...common, limit: max * LOGIN_IP_LIMIT_FACTOR });
  const perIdentifier = rateLimit({
    ...common,
    limit: max,
    identifier: 'login-identifier',
    keyGenerator: (_req, res) => `identifier:${(res.locals.loginBody as LoginBody).identifier.toLowerCase()}`,
  });

  router.post('/register', async (req, res) => {
    const body = parse(registerBodySchema, objectBody(req));
    res.status(201).json(await auth.register(body));
  });

  router.post(
    '/login',
    perAddress,
    // validated before the identifier limiter reads it: `{"$ne": null}` and friends are 400 here
    (req, res, next) => {
      res.locals.loginBody = parse(loginBodySchema, objectBody(req));
      next();
    },
    perIdentifier,
    async (_req, res) => {
      res.json(await auth.login(res.locals.loginBody as LoginBody));
    },
  );

  router.post('/logout', requireAuth(ctx), async (req, res) => {
    await auth.logout(req.auth!.userId);
    res.status(204).end();
  });

  return router;
}
