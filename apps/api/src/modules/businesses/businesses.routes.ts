import { Router, type Request } from 'express';
import { UPLOAD_MAX_FILES } from '@guia/contracts';
import type { AppContext } from '../../context';
import { optionalAuth, requireAdmin, requireAuth } from '../../shared/auth';
import { imageUpload, uploadedFiles } from '../../shared/uploads';
import { createBusinessesService, type BusinessFiles } from './businesses.service';

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

/** Who counts as one client for the visit/reservation counters: the IP, plus the user when logged in. */
const clientOf = (req: Request) => `${req.ip ?? req.socket.remoteAddress ?? '?'}|${req.auth?.userId ?? ''}`;

/** /api/business: reading is public; writing is admin-only; counters public; reviews need a login. */
export function createBusinessesRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createBusinessesService(ctx);

  router.get('/', async (_req, res) => {
    res.json(await service.list());
  });
  router.get('/promoted', async (_req, res) => {
    res.json(await service.promoted());
  });
  router.get('/elite', async (_req, res) => {
    res.json(await service.elite());
  });
  router.get('/nearby', async (req, res) => {
    res.json(await service.nearby(req.query));
  });
  router.get('/search', async (req, res) => {
    res.json(await service.search(req.query));
  });
  router.get('/:id', async (req, res) => {
    res.json(await service.get(req.params.id));
  });

  router.post('/', ...requireAdmin(ctx), businessUpload(), async (req, res) => {
    res.status(201).json(await service.create(bodyOf(req), filesOf(req)));
  });
  router.put('/:id', ...requireAdmin(ctx), businessUpload(), async (req, res) => {
    res.json(await service.update(req.params.id as string, bodyOf(req), filesOf(req)));
  });
  router.delete('/:id', ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.remove(req.params.id as string));
  });

  router.post('/:id/visit', optionalAuth(ctx), async (req, res) => {
    res.json(await service.count('visit', req.params.id as string, clientOf(req)));
  });
  router.post('/:id/reservation_count', optionalAuth(ctx), async (req, res) => {
    res.json(await service.count('reservation', req.params.id as string, clientOf(req)));
  });
  router.post('/:id/comments', requireAuth(ctx), async (req, res) => {
    res.status(201).json(await service.review(req.params.id as string, req.body, req.auth!.userId));
  });

  return router;
}
