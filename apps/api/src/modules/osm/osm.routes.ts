import { Router } from 'express';
import { API, BUSINESS_MESSAGES, cubaClock, isOsmPageId, osmImportsQuerySchema, type OsmImportRun, type OsmImportSummary, type OsmImportsPage } from '@guia/contracts';
import type { AppContext } from '../../context';
import { route } from '../../shared/route';
import { requireAdmin } from '../../shared/auth';
import { notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { osmPlaceDetail } from './osm.repository';

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
 * /osm (issue 24): one place's page data, public (`GET /places/{id}`, §4); and the admin's record
 * of the imports (§5), every answer of which is private (never kept by a cache), errors included.
 */
export function createOsmRoutes(ctx: AppContext): Router {
  const router = Router();

  /**
   * GET /osm/places/{id}: one listed place by its page id ('osm-node-123'), as everyone sees it
   * (public, revalidated each time: the next import may change it), with the guide business it is
   * (`business_id`) when one is linked to the object; 404 for a well-formed id the
   * guide does not list (never imported, or retired by a newer extract) and for any other id.
   */
  route(router, API.osmPlace, async (req, res) => {
    const id = String(req.params.id);
    const record = isOsmPageId(id) ? await ctx.store.osmPlaces.findById(id) : null;
    if (!record || record.retired_at) throw notFound(BUSINESS_MESSAGES.notFound);
    const detail = osmPlaceDetail(record, cubaClock(new Date()));
    // a guide business is this place (issue 24 §3): the place is shown once, as that business
    const [linked] = await ctx.store.businesses.findOsmLinks({ objects: [{ type: record.osm_type, id: record.osm_id }] });
    if (linked) detail.business_id = linked._id;
    res.json(detail);
  });

  route(router, API.osmImports, ...requireAdmin(ctx), async (req, res) => {
    const { page, limit } = parse(osmImportsQuerySchema, req.query);
    const { items, total } = await ctx.store.osmPlaces.listImports({ offset: (page - 1) * limit, limit });
    const body: OsmImportsPage = { items: items.map(toImportRun), total, page, limit };
    res.json(body);
  });

  return router;
}
