import { API, apiPath } from '@guia/contracts';
import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /auth/login (spec §7). The answer should carry `token`; the screen checks it. */
export function loginRequest(body: LoginBody): Promise<{ token?: unknown } | undefined> {
  return apiFetch(apiPath(API.authLogin), { method: 'POST', body, auth: false });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: loginRequest });
}
