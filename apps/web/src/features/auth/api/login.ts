import { API, apiPath } from '@guia/contracts';
import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /auth/login (spec §7). The answer should carry `token`; the screen checks it. */
export function loginRequest(body: LoginBody): Promise<{ token?: unknown } | undefined> {
  // asked in Spanish: the screen reads the answer by its words (spec §8: tone, register mapping)
  // and shows it in the page's language itself (auth-messages.ts, issue 22 §1)
  return apiFetch(apiPath(API.authLogin), { method: 'POST', body, auth: false, lang: 'es' });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: loginRequest });
}
