import { Router, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { API, UPLOAD_MAX_FILES, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { optionalAuth, requireAdmin, requireAuth } from '../../shared/auth';
import { imageUpload, uploadedFiles } from '../../shared/uploads';
import { TransientRateLimitStore } from '../../shared/rate-limit-store';
import { messageFor } from '../../shared/errors';
import { sendEncodedJson } from '../../shared/compress-json';
import { createBusinessesService, type BusinessFiles } from './businesses.service';
import { createReviewsService } from './reviews.service';

/** Multipart fields of POST /business/ and PUT /business/{id} (spec §7). */
const businessUpload = () =>
  imageUpload([
    { name: 'photos', maxCount: UPLOAD_MAX_FILES },
    { name: 'icon', maxCount: 1 },
  ]);

const filesOf = (req: Request): BusinessFiles => ({
  photos: uploadedFiles(req.files, 'photos'),
  icon: uploadedFiles(req.files, 'icon'),
});

const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/**
 * Who counts as one client for the visit/reservation counters: the address (IPv6 by its /56, as
 * express-rate-limit groups them, so rotating addresses of one line counts once), plus the user
 * when logged in.
 */
const clientOf = (req: Request) => ({ ip: ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '?'), userId: req.auth?.userId });

/** /api/business: reading is public; writing is admin-only; counters public; reviews need a login. */
export function createBusinessesRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createBusinessesService(ctx);
  const reviews = createReviewsService(ctx);
  // Per account (issue 9 §3): reviews accepted per window; refused ones (400, 404) use none up.
  // The counters live in ctx.store (shared by every instance on one store; each test's fresh store has its own).
  const reviewLimit = rateLimit({
    windowMs: ctx.config.reviewRateLimit.windowMs,
    limit: ctx.config.reviewRateLimit.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipFailedRequests: true,
    identifier: 'reviews',
    // the window lives in the store: every API instance behind a proxy counts together (issue 10 §10)
    store: new TransientRateLimitStore(ctx.store.transient, 'reviews'),
    keyGenerator: (req) => `user:${req.auth!.userId}`,
    message: (req: Request, res: Response) => ({ message: messageFor(req, res, API_MSG.tooManyReviews) }),
  });

  // ?ids=…: the businesses named (public: the profile's favourites in one request)
  route(router, API.businessByIds, async (req, res, next) => {
    if (req.query.ids === undefined) return next();
    res.json(await service.byIds(req.query));
  });
  // the full list is the admin's (issue 17 §11), a page at a time; public lists are promoted,
  // elite, nearby and search
  route(router, API.businessList, ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.listPage(req.query));
  });
  route(router, API.businessPromoted, async (_req, res) => {
    res.json(await service.promoted());
  });
  route(router, API.businessElite, async (_req, res) => {
    res.json(await service.elite());
  });
  route(router, API.businessNearby, async (req, res) => {
    // JSON bytes put together by the service from each business's cached part (issue 11), kept
    // encoded with its ETag per query, data version and minute (issue 19)
    await sendEncodedJson(req, res, await service.nearbyAnswer(req.query));
  });
  route(router, API.businessSearch, async (req, res) => {
    res.json(await service.search(req.query));
  });
  route(router, API.businessById, async (req, res) => {
    res.json(await service.get(req.params.id as string));
  });

  route(router, API.businessCreate, ...requireAdmin(ctx), businessUpload(), async (req, res) => {
    res.status(201).json(await service.create(bodyOf(req), filesOf(req)));
  });
  route(router, API.businessUpdate, ...requireAdmin(ctx), businessUpload(), async (req, res) => {
    res.json(await service.update(req.params.id as string, bodyOf(req), filesOf(req)));
  });
  route(router, API.businessRemove, ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.remove(req.params.id as string));
  });

  route(router, API.countersVisit, optionalAuth(ctx), async (req, res) => {
    res.json(await service.count('visit', req.params.id as string, clientOf(req)));
  });
  route(router, API.countersReservation, optionalAuth(ctx), async (req, res) => {
    res.json(await service.count('reservation', req.params.id as string, clientOf(req)));
  });
  route(router, API.reviewsList, async (req, res) => {
    res.json(await reviews.page(req.params.id as string, req.query));
  });
  route(router, API.reviewsCreate, requireAuth(ctx), reviewLimit, async (req, res) => {
    const { business, replaced } = await reviews.review(req.params.id as string, req.body, req.auth!.userId);
    // 201 for a first review; 200 when it replaced the author's earlier one
    res.status(replaced ? 200 : 201).json(business);
  });

  return router;
}
