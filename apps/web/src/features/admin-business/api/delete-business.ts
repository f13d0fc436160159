import { API, apiPath } from '@guia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';
import { businessKeys } from '../../../lib/api/business';
import { adminBusinessKeys } from './businesses';

/** DELETE /api/business/{id} (admin). */
export function deleteBusiness(id: string): Promise<unknown> {
  return apiFetch(apiPath(API.businessRemove, { id }), { method: 'DELETE' });
}

/** Deletes, then drops the row from the admin list and forgets every other business view. */
export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBusiness(id),
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<Business[]>(adminBusinessKeys.list, (list) => list?.filter((b) => b._id !== id));
      queryClient.removeQueries({ queryKey: businessKeys.detail(id) });
      await queryClient.invalidateQueries({
        queryKey: businessKeys.all,
        predicate: (q) => q.queryKey[1] !== adminBusinessKeys.list[1],
      });
    },
  });
}
