import { API, apiPath } from '@guia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Change } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';

export interface ChangesPage {
  items: Change[];
  total: number;
  page: number;
  limit: number;
}

/** GET /api/changes?business_id&page (admin): the newest first. */
export const changesQuery = (page: number, businessId?: string) =>
  queryOptions({
    queryKey: ['changes', businessId ?? 'all', page] as const,
    queryFn: ({ signal }) =>
      apiFetch<ChangesPage>(apiPath(API.changesList, {}, { business_id: businessId || undefined, page }), { signal }),
  });

/** POST /api/changes/{id}/revert (admin); the log is read again either way (a 409 means it moved on). */
export function useRevert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Change>(apiPath(API.changesRevert, { id }), { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: ['changes'] }),
  });
}
