import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath, type Category, type CategoryBody, type CategoryMoveBody } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';
import { categoriesQuery, categoryKeys, categoryQuery } from '../../lib/api/categories';

/**
 * Admin calls of spec §7: GET, POST /categories/; GET, PUT, DELETE /categories/{id} (JSON nombre,
 * name, show_on_home); POST /categories/{id}/move. The reads and their keys are everyone's
 * (lib/api/categories.ts).
 */
export { categoriesQuery, categoryKeys, categoryQuery };

/** Create, update and delete; each keeps the cached list in step without another round trip. */
export function useCategoryMutations() {
  const client = useQueryClient();
  const setList = (change: (list: Category[]) => Category[]) => {
    client.setQueryData<Category[]>(categoryKeys.list(), (list) => (list ? change(list) : list));
    // other screens (the business form, the map sidebar) read it afresh next time
    void client.invalidateQueries({ queryKey: categoryKeys.all, refetchType: 'none' });
  };

  const create = useMutation({
    mutationFn: (body: CategoryBody) => apiFetch<Category>(apiPath(API.categoriesCreate), { method: 'POST', body }),
    onSuccess: (created) => setList((list) => [...list, created]),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: CategoryBody }) => apiFetch<Category>(apiPath(API.categoriesUpdate, { id }), { method: 'PUT', body }),
    onSuccess: (updated) => {
      client.setQueryData(categoryKeys.detail(updated._id), updated);
      setList((list) => list.map((c) => (c._id === updated._id ? updated : c)));
    },
  });
  /** One place up or down on home (issue 20 §9): the answer is home's list in its new order. */
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: string } & CategoryMoveBody) =>
      apiFetch<Category[]>(apiPath(API.categoriesMove, { id }), { method: 'POST', body: { direction } }),
    onSuccess: (home) => {
      const byId = new Map(home.map((c) => [c._id, c]));
      setList((list) => list.map((c) => byId.get(c._id) ?? c));
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<void>(apiPath(API.categoriesRemove, { id }), { method: 'DELETE' }),
    onSuccess: (_void, id) => {
      client.removeQueries({ queryKey: categoryKeys.detail(id) });
      setList((list) => list.filter((c) => c._id !== id));
    },
  });
  return { create, update, move, remove };
}
