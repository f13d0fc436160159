import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatestRate, Menu, MenuBody } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';

import { menuQuery } from '../../lib/api/menu';

/** GET /api/business/{id}/menu: one query for the editor, the business page and the map panel (lib/api/menu.ts). */
export { menuQuery };

/** GET /api/rates/latest: the reference rate, and whether it is too old to convert with. */
export const latestRateQuery = () =>
  queryOptions({
    queryKey: ['rates', 'latest'] as const,
    queryFn: ({ signal }) => apiFetch<LatestRate>('/rates/latest', { signal }),
  });

/** PUT /api/business/{id}/menu: the whole menu with the version read (409 when someone saved in between). */
export function useSaveMenu(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuBody) => apiFetch<Menu>(`/business/${encodeURIComponent(businessId)}/menu`, { method: 'PUT', body }),
    onSuccess: (menu) => client.setQueryData(menuQuery(businessId).queryKey, menu),
  });
}
