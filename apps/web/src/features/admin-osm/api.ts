import { API, apiPath } from '@guia/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { OsmImportsPage } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';

/** GET /api/osm/imports (admin, issue 24 §5): the latest imports first, one page. */
export const osmImportsQuery = (page = 1, limit = 10) =>
  queryOptions({
    queryKey: ['osm', 'imports', page, limit] as const,
    queryFn: ({ signal }) => apiFetch<OsmImportsPage>(apiPath(API.osmImports, {}, { page, limit }), { signal }),
  });
