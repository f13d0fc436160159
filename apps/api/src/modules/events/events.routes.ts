import { Router } from 'express';
import { API, UPLOAD_MAX_FILES, eventListQuerySchema, eventsFeedQuerySchema, idParamsSchema } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { requireAdmin } from '../../shared/auth';
import { imageUpload, uploadedFiles } from '../../shared/uploads';
import { parse } from '../../shared/validate';
import { createEventsService } from './events.service';
import { createEventsCalendar } from './events.calendar';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** a calendar file may be kept a quarter of an hour by browsers and proxies: it is public */
const CALENDAR_CACHE = 'public, max-age=900';

/** /api/events: reading is public; creating, editing and deleting are admin-only (DESIGN §5, §9). */
export function createEventsRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createEventsService(ctx);
  const upload = imageUpload([{ name: 'images', maxCount: UPLOAD_MAX_FILES }]);

  route(router, API.eventsList, async (req, res) => {
    const { upcoming } = parse(eventListQuerySchema, req.query);
    res.json(await service.list({ upcoming }));
  });

  // 'Añadir al calendario' (issue 22 §4): one event as an .ics file
  route(router, API.eventsCalendar, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { body, fileName } = await createEventsCalendar(ctx).forEvent(id);
    res.set({ 'Content-Type': CALENDAR_TYPE, 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': CALENDAR_CACHE });
    res.send(body);
  });

  route(router, API.eventsById, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.get(id));
  });

  route(router, API.eventsCreate, ...requireAdmin(ctx), upload, async (req, res) => {
    const event = await service.create(req.body ?? {}, uploadedFiles(req.files, 'images'));
    res.status(201).json(event);
  });

  route(router, API.eventsUpdate, ...requireAdmin(ctx), upload, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(await service.update(id, req.body ?? {}, uploadedFiles(req.files, 'images')));
  });

  route(router, API.eventsRemove, ...requireAdmin(ctx), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    await service.remove(id);
    res.status(204).end();
  });

  return router;
}

/**
 * GET /events.ics[?category=…] at the site's root: the feed calendar apps subscribe to (a
 * webcal:// address works too). Public, cached for a quarter of an hour.
 */
export function createEventsFeedRoutes(ctx: AppContext): Router {
  const router = Router();
  route(router, API.eventsFeed, async (req, res) => {
    const { category } = parse(eventsFeedQuerySchema, req.query);
    const body = await createEventsCalendar(ctx).feed(category);
    res.set({ 'Content-Type': CALENDAR_TYPE, 'Content-Disposition': 'inline; filename="guia-cuba-eventos.ics"', 'Cache-Control': CALENDAR_CACHE });
    res.send(body);
  });
  return router;
}
