import { API, apiPath } from '@guia/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { Menu } from '@guia/contracts';
import { apiFetch } from '../api-client';

/**
 * GET /api/business/{id}/menu: the menu as visitors read it (CUP, and USD/EUR at a fresh rate).
 * The business page and the map's panel read it; the owner's editor uses the same key, so a saved
 * menu shows at once.
 */
export const menuQuery = (businessId: string) =>
  queryOptions({
    queryKey: ['menu', businessId] as const,
    queryFn: ({ signal }) => apiFetch<Menu>(apiPath(API.menusGet, { id: businessId }), { signal }),
  });
