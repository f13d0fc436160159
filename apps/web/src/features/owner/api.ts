import { API, STATS_WEEKS, apiPath } from '@guia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessStats, LatestRate, Menu, MenuBody, ReviewItem, TodayStatus, TodayStatusKind } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';

import { menuQuery } from '../../lib/api/menu';

/** GET /api/business/{id}/menu: one query for the editor, the business page and the map panel (lib/api/menu.ts). */
export { menuQuery };

/** GET /api/rates/latest: the reference rate, and whether it is too old to convert with. */
export const latestRateQuery = () =>
  queryOptions({
    queryKey: ['rates', 'latest'] as const,
    queryFn: ({ signal }) => apiFetch<LatestRate>(apiPath(API.ratesLatest), { signal }),
  });

/** PUT /api/business/{id}/menu: the whole menu with the version read (409 when someone saved in between). */
export function useSaveMenu(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuBody) => apiFetch<Menu>(apiPath(API.menusUpdate, { id: businessId }), { method: 'PUT', body }),
    onSuccess: (menu) => client.setQueryData(menuQuery(businessId).queryKey, menu),
  });
}

/** GET /api/business/{id}/status: today's status (issue 21 §4), null when there is none. */
export const todayStatusQuery = (businessId: string) =>
  queryOptions({
    queryKey: ['business', 'status', businessId] as const,
    queryFn: ({ signal }) => apiFetch<{ today_status: TodayStatus | null }>(apiPath(API.statusGet, { id: businessId }), { signal }),
  });

/** PUT (a kind) or DELETE (null) /api/business/{id}/status; the business is read again (its pill). */
export function useSetTodayStatus(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: TodayStatusKind | null) =>
      kind
        ? apiFetch<{ today_status: TodayStatus | null }>(apiPath(API.statusSet, { id: businessId }), { method: 'PUT', body: { kind } })
        : apiFetch<{ today_status: TodayStatus | null }>(apiPath(API.statusClear, { id: businessId }), { method: 'DELETE' }),
    onSuccess: (answer) => {
      client.setQueryData(todayStatusQuery(businessId).queryKey, answer);
      void client.invalidateQueries({ queryKey: ['business', 'detail', businessId] });
    },
  });
}

/** The latest few reviews of a business, with their replies (the dashboard). */
export const latestReviewsQuery = (businessId: string, limit = 3) =>
  queryOptions({
    queryKey: ['owner', 'reviews', businessId, limit] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ items: ReviewItem[]; total: number }>(apiPath(API.reviewsList, { id: businessId }, { page: 1, limit }), { signal }),
  });

/**
 * GET /api/business/{id}/stats?weeks=N (issue 21 §6): visits, reservations and favourites per week
 * of Cuba's time, this week first (owner or admin only; never kept offline: the answer is private).
 */
export const weeklyStatsQuery = (businessId: string, weeks = STATS_WEEKS.default) =>
  queryOptions({
    queryKey: ['owner', 'stats', businessId, weeks] as const,
    queryFn: ({ signal }) => apiFetch<BusinessStats>(apiPath(API.businessStats, { id: businessId }, { weeks }), { signal }),
  });
