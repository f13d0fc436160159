import { queryOptions } from '@tanstack/react-query';
import type { Business } from '@guia/contracts';
import { fetchAllBusinesses } from '../../../lib/api/admin-businesses';

/** GET /api/business/ (admins only, a page at a time): every business, for the admin list. */
export function fetchBusinesses(signal?: AbortSignal): Promise<Business[]> {
  // the list rows carry what the list shows (no reviews, counters or position)
  return fetchAllBusinesses(signal) as Promise<Business[]>;
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
