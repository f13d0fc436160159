import { API, apiPath } from '@guia/contracts';
import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /auth/register (spec §7). */
export function registerRequest(body: RegisterBody): Promise<unknown> {
  return apiFetch(apiPath(API.authRegister), { method: 'POST', body, auth: false });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: registerRequest });
}
