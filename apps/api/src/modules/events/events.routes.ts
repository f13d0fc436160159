import { Router } from 'express';
import { UPLOAD_MAX_FILES, eventListQuerySchema, idParamsSchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../shared/auth';
import { imageUpload, uploadedFiles } from '../../shared/uploads';
import { parse } from '../../shared/validate';
import { createEventsService } from './events.service';

/** /api/events: reading is public; creating, editing and deleting are admin-only (DESIGN §5, §9). */
export function createEventsRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createEventsService(ctx);
  const upload = imageUpload([{ name: 'images', maxCount: UPLOAD_MAX_FILES }]);

  router.get('/', async (req, res) => {
    const { upcoming } = parse(eventListQuerySchema, req.query);
    res.json(await service.list({ upcoming }));
  });

  router.get('/:id', async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.get(id));
  });

  router.post('/', ...requireAdmin(ctx), upload, async (req, res) => {
    const event = await service.create(req.body ?? {}, uploadedFiles(req.files, 'images'));
    res.status(201).json(event);
  });

  router.put('/:id', ...requireAdmin(ctx), upload, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.update(id, req.body ?? {}, uploadedFiles(req.files, 'images')));
  });

  router.delete('/:id', ...requireAdmin(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    await service.remove(id);
    res.status(204).end();
  });

  return router;
}
