import { queryOptions } from '@tanstack/react-query';
import type { Business } from '@guia/contracts';
import { apiFetch } from '../api-client';

/** GET /api/business/{id}: one business (home cards, Tops, the business page, the map panel). */
export function fetchBusiness(id: string, signal?: AbortSignal): Promise<Business> {
  return apiFetch<Business>(`/business/${encodeURIComponent(id)}`, { signal });
}

export const businessKeys = {
  all: ['business'] as const,
  detail: (id: string) => ['business', 'detail', id] as const,
};

/** Query options for one business; use with useQuery or queryClient.fetchQuery. */
export function businessQuery(id: string) {
  return queryOptions({
    queryKey: businessKeys.detail(id),
    queryFn: ({ signal }) => fetchBusiness(id, signal),
  });
}
