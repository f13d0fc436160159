import { API, apiPath } from '@guia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { objectIdSchema, type Business, ADMIN_MSG } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';
import { businessKeys } from '../../../lib/api/business';

/** POST /api/business/ (multipart). An answer without a business id → ADMIN_MSG.invalidServerResponse. */
export async function createBusiness(form: FormData): Promise<Business> {
  const answer = await apiFetch<unknown>(apiPath(API.businessCreate), { method: 'POST', body: form });
  const id = answer && typeof answer === 'object' ? (answer as { _id?: unknown })._id : undefined;
  if (!objectIdSchema.safeParse(id).success) throw new Error(ADMIN_MSG.invalidServerResponse);
  return answer as Business;
}

/** PUT /api/business/{id} (multipart). */
export function updateBusiness(id: string, form: FormData): Promise<Business> {
  return apiFetch<Business>(apiPath(API.businessUpdate, { id }), { method: 'PUT', body: form });
}

/** Creates (no id) or updates (id) a business, then refreshes every business view. */
export function useSaveBusiness(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => (id ? updateBusiness(id, form) : createBusiness(form)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: businessKeys.all });
    },
  });
}
