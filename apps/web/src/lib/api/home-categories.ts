/**
 * Home's category grid (issue 20 §9): the categories the admin marked 'Mostrar en inicio', in the
 * admin's order. GET /api/categories/?home=true, public (no token). Its key is
 * `categoryKeys.home()` of categories.ts (under 'categories', so an admin's change marks it stale);
 * a file of its own so home's chunk does not carry the other category reads.
 */
import { queryOptions } from '@tanstack/react-query';
import { API, apiPath, type Category } from '@guia/contracts';
import { apiFetch } from '../api-client';

export function fetchHomeCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>(apiPath(API.categoriesList, {}, { home: true }), { signal, auth: false });
}

export function homeCategoriesQuery() {
  return queryOptions({
    queryKey: ['categories', 'home'] as const,
    queryFn: async ({ signal }) => {
      const list = await fetchHomeCategories(signal);
      return Array.isArray(list) ? list : [];
    },
  });
}
