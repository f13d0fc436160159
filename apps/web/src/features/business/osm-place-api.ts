import { queryOptions } from '@tanstack/react-query';
import { API, apiPath, type OsmPlaceDetail } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';

/** GET /api/osm/places/{id}: one OpenStreetMap place's page (issue 24 §4), by its page id ('osm-node-123'). */
export function osmPlaceQuery(id: string) {
  return queryOptions({
    queryKey: ['osm-place', id] as const,
    queryFn: ({ signal }) => apiFetch<OsmPlaceDetail>(apiPath(API.osmPlace, { id }), { signal, auth: false }),
  });
}
