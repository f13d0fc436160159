import { Router, type Request } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { MSG, loginBodySchema, registerBodySchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { TransientRateLimitStore } from '../../shared/rate-limit-store';
import { createAuthService } from './auth.service';

const objectBody = (req: Request): unknown => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});

/** The client's address as a rate-limit key: IPv6 addresses by their /56, as express-rate-limit does. */
const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '?');

/** /auth: register (rate-limited per address), login (limited per account and address, see login-guard.ts), logout. */
export function createAuthRoutes(ctx: AppContext): Router {
  const router = Router();
  const auth = createAuthService(ctx);

  // Accounts created per address and window (issue 9 §4): fresh accounts can't be minted to pump
  // the counters or sign reviews. Refused registrations (400, 409) use none up. The counters live
  // in ctx.store (shared by every instance on one store; each test's fresh store has its own).
  const registerLimit = rateLimit({
    windowMs: ctx.config.registerRateLimit.windowMs,
    limit: ctx.config.registerRateLimit.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipFailedRequests: true,
    identifier: 'register',
    // the window lives in the store: every API instance behind a proxy counts together (issue 10 §10)
    store: new TransientRateLimitStore(ctx.store.transient, 'register'),
    keyGenerator: (req) => addressOf(req),
    message: { message: MSG.tooManyRegistrations },
  });

  router.post('/register', registerLimit, async (req, res) => {
    const body = parse(registerBodySchema, objectBody(req));
    res.status(201).json(await auth.register(body));
  });

  router.post('/login', async (req, res) => {
    // validated first: `{"$ne": null}` and friends are 400 here
    const body = parse(loginBodySchema, objectBody(req));
    res.json(await auth.login(body, addressOf(req)));
  });

  router.post('/logout', requireAuth(ctx), async (req, res) => {
    await auth.logout(req.auth!.userId);
    res.status(204).end();
  });

  return router;
}
