import { queryOptions } from '@tanstack/react-query';
import type { Business } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/business/: every business, for the admin list. */
export function fetchBusinesses(signal?: AbortSignal): Promise<Business[]> {
  return apiFetch<Business[]>('/business/', { signal });
}

/** Under the shared ['business'] key, so saving or deleting one refreshes every business view. */
export const adminBusinessKeys = {
  list: ['business', 'admin-list'] as const,
};

export function adminBusinessesQuery() {
  return queryOptions({
    queryKey: adminBusinessKeys.list,
    queryFn: ({ signal }) => fetchBusinesses(signal),
    select: (data: unknown) => (Array.isArray(data) ? (data as Business[]) : []),
  });
}
