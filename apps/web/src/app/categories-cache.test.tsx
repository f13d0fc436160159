/**
 * Issue 18 §4: GET /api/categories/ is one query under one key for every screen that reads it (home,
 * the map's dropdown, the business form, the admin's list), so an admin's change reaches the map
 * too (its copy used to live under ['map', 'categories'], outside what the admin refreshed).
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '@guia/contracts';
import { useCategories } from '../features/map/api/categories';
import { categoryOptionsQuery } from '../features/admin-business/api/categories';
import { categoriesQuery, useCategoryMutations } from '../features/admin-categories/api';
import { categoryKeys } from '../lib/api/categories';
import { homeCategoriesQuery } from '../lib/api/home-categories';
import { callsTo, fakeApi } from '../test/utils';

const bar: Category = { _id: '665f1c2e8b3a4d0012340001', nombre: 'Bares', name: 'bar', show_on_home: true, home_order: 0 } as Category;

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('the categories: one fetcher, one cache key for every screen', () => {
  it("the map's dropdown, the business form and the admin's list read the same query", () => {
    expect(categoryOptionsQuery().queryKey).toEqual(categoriesQuery().queryKey);
    expect(categoriesQuery().queryKey[0]).toBe('categories');
    // home's grid (another answer: ?home=true) sits in the same family
    expect(homeCategoriesQuery().queryKey).toEqual(categoryKeys.home());
  });

  it("an admin's rename reaches the map's dropdown without another visit", async () => {
    const api = fakeApi({
      'GET /api/categories/': () => ({ body: [bar] }),
      [`PUT /api/categories/${bar._id}`]: () => ({ body: { ...bar, nombre: 'Bares y cantinas' } }),
    });
    const { result } = renderHook(() => ({ map: useCategories(), admin: useCategoryMutations() }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.map.data?.[0]?.nombre).toBe('Bares'));

    await act(() => result.current.admin.update.mutateAsync({ id: bar._id, body: { nombre: 'Bares y cantinas', name: 'bar', show_on_home: true } as never }));

    await waitFor(() => expect(result.current.map.data?.[0]?.nombre).toBe('Bares y cantinas'));
    // the list was asked for once: the admin's answer updated everyone's copy
    expect(callsTo(api, 'GET /api/categories/')).toHaveLength(1);
  });
});
