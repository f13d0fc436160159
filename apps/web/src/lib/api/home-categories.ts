/**
 * Home's category grid (issue 20 §9): the categories the admin marked 'Mostrar en inicio', in the
 * admin's order. GET /api/categories/?home=true, public (no token). Under the 'categories' key, so
 * a change in the admin's category screens marks it stale.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@guia/contracts';
import { apiFetch } from '../api-client';

export const homeCategoriesKey = ['categories', 'home'] as const;

export function fetchHomeCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/categories/?home=true', { signal, auth: false });
}

export function homeCategoriesQuery() {
  return queryOptions({
    queryKey: homeCategoriesKey,
    queryFn: async ({ signal }) => {
      const list = await fetchHomeCategories(signal);
      return Array.isArray(list) ? list : [];
    },
  });
}
