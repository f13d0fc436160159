import { Router } from 'express';
import { osmImportsQuerySchema, type OsmImportRun, type OsmImportSummary, type OsmImportsPage } from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../shared/auth';
import { privateAnswer } from '../../shared/http-cache';
import { parse } from '../../shared/validate';

/** A stored run as the API answers it (dates as ISO instants, `imported_at` → `finished_at`). */
export function toImportRun(s: OsmImportSummary): OsmImportRun {
  const run: OsmImportRun = {
    file: s.file,
    extract_date: s.extract_date,
    finished_at: new Date(s.imported_at).toISOString(),
    duration_ms: s.duration_ms,
    total: s.total,
    added: s.added,
    updated: s.updated,
    unchanged: s.unchanged,
    retired: s.retired,
    skipped: { ...s.skipped },
  };
  if (s.started_at) run.started_at = new Date(s.started_at).toISOString();
  if (s.bbox) run.bbox = s.bbox;
  if (s.linked !== undefined) run.linked = s.linked;
  return run;
}

/**
 * /osm (issue 24 §5): the admin's record of the OpenStreetMap imports. Every answer is private
 * (the admin's, never kept by a cache), errors included.
 */
export function createOsmRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(privateAnswer);

  router.get('/imports', ...requireAdmin(ctx), async (req, res) => {
    const { page, limit } = parse(osmImportsQuerySchema, req.query);
    const { items, total } = await ctx.store.osmPlaces.listImports({ offset: (page - 1) * limit, limit });
    const body: OsmImportsPage = { items: items.map(toImportRun), total, page, limit };
    res.json(body);
  });

  return router;
}
