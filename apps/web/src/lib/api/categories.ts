/**
 * The categories, for everyone who reads them (issue 18 §4): the map's dropdown, the business
 * form's checkboxes and the admin's list share one query of GET /api/categories/ (by nombre), and
 * one key family under ['categories'] holds it, one category and home's grid
 * (home-categories.ts, kept apart for home's bytes), so an admin's change marks every screen's
 * copy stale (the admin's screens invalidate `categoryKeys.all`).
 */
import { queryOptions } from '@tanstack/react-query';
import { API, apiPath, type Category } from '@guia/contracts';
import { apiFetch } from '../api-client';

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => ['categories', 'list'] as const,
  /** home's grid (home-categories.ts) */
  home: () => ['categories', 'home'] as const,
  detail: (id: string) => ['categories', 'detail', id] as const,
};

/** An answer that is not a list counts as an empty list (the screens draw lists). */
const list = (value: unknown): Category[] => (Array.isArray(value) ? (value as Category[]) : []);

/** GET /api/categories/: every category, by nombre. */
export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>(apiPath(API.categoriesList), { signal }).then(list);
}

export const categoriesQuery = () => queryOptions({ queryKey: categoryKeys.list(), queryFn: ({ signal }) => fetchCategories(signal) });

/** GET /api/categories/{id} (the admin's form). */
export const categoryQuery = (id: string) =>
  queryOptions({ queryKey: categoryKeys.detail(id), queryFn: ({ signal }) => apiFetch<Category>(apiPath(API.categoriesById, { id }), { signal }) });
