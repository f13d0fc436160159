import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/categories/: the sidebar's category dropdown (spec §7). */
export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/categories/', { signal });
}

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['map', 'categories'] as const, queryFn: ({ signal }) => fetchCategories(signal), staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQuery());
}
