import { Router } from 'express';
import { API } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireAdmin, requireAuth } from '../../shared/auth';
import { route } from '../../shared/route';
import { createReportsService } from './review-reports.service';

/**
 * /api/reports (issue 21 §5): POST a report of a review or its reply (any signed-in person, once
 * per item); the admins' list (GET ?status=open|handled&page), POST /{id}/handled, and
 * DELETE /{id}/item (deletes what was reported). Every answer is private (the table's cache class).
 */
export function createReportsRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createReportsService(ctx);

  route(router, API.reportsCreate, requireAuth(ctx), async (req, res) => {
    res.status(201).json(await service.create(req.auth!.userId, req.body));
  });
  route(router, API.reportsList, ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.page(req.query));
  });
  route(router, API.reportsHandle, ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.handle(req.auth!.userId, String(req.params.id)));
  });
  route(router, API.reportsDeleteItem, ...requireAdmin(ctx), async (req, res) => {
    res.json(await service.deleteItem(req.auth!.userId, String(req.params.id)));
  });
  return router;
}
