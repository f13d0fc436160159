import { Router, type Request } from 'express';
import { API, loginBodySchema, passwordResetBodySchema, registerBodySchema, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { requireAuth } from '../../shared/auth';
import { parse } from '../../shared/validate';
import { addressOf, perAddressLimit } from '../../shared/rate-limit-store';
import { createAuthService } from './auth.service';

const objectBody = (req: Request): unknown => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});


/** /api/auth: register (rate-limited per address), login (limited per account and address, see login-guard.ts), logout. */
export function createAuthRoutes(ctx: AppContext): Router {
  const router = Router();
  const auth = createAuthService(ctx);

  // Accounts created per address and window (issue 9 §4): fresh accounts can't be minted to pump
  // the counters or sign reviews. Refused registrations (400, 409) use none up. The counters live
  // in ctx.store (shared by every instance on one store; each test's fresh store has its own).
  const registerLimit = perAddressLimit(ctx.store.transient, 'register', ctx.config.registerRateLimit, API_MSG.tooManyRegistrations, { skipFailedRequests: true });

  route(router, API.authRegister, registerLimit, async (req, res) => {
    const body = parse(registerBodySchema, objectBody(req));
    res.status(201).json(await auth.register(body));
  });

  route(router, API.authLogin, async (req, res) => {
    // validated first: `{"$ne": null}` and friends are 400 here
    const body = parse(loginBodySchema, objectBody(req));
    res.json(await auth.login(body, addressOf(req)));
  });

  // issue 20 §7: a new password from an admin's one-time link (a 256-bit token: nothing to guess;
  // bcrypt runs only for a live link)
  route(router, API.authPasswordReset, async (req, res) => {
    const body = parse(passwordResetBodySchema, objectBody(req));
    res.json(await auth.resetPassword(body));
  });

  route(router, API.authLogout, requireAuth(ctx), async (req, res) => {
    await auth.logout(req.auth!.userId);
    res.status(204).end();
  });

  return router;
}
