import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/categories/: the categories offered as checkboxes in the business form. */
export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/categories/', { signal });
}

export function categoryOptionsQuery() {
  return queryOptions({
    queryKey: ['categories', 'business-form-options'] as const,
    queryFn: ({ signal }) => fetchCategories(signal),
    select: (data: unknown) => (Array.isArray(data) ? (data as Category[]) : []),
  });
}
