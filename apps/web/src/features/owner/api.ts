import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatestRate, Menu, MenuBody } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';

/** GET /api/business/{id}/menu: the menu as visitors read it (CUP, and USD/EUR at a fresh rate), with its version. */
export const menuQuery = (businessId: string) =>
  queryOptions({
    queryKey: ['menu', businessId] as const,
    queryFn: ({ signal }) => apiFetch<Menu>(`/business/${encodeURIComponent(businessId)}/menu`, { signal }),
  });

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
