import { API, apiPath } from '@guia/contracts';
import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /auth/register (spec §7). */
export function registerRequest(body: RegisterBody): Promise<unknown> {
  // asked in Spanish: the screen reads the answer by its words (spec §8: tone, register mapping)
  // and shows it in the page's language itself (auth-messages.ts, issue 22 §1)
  return apiFetch(apiPath(API.authRegister), { method: 'POST', body, auth: false, lang: 'es' });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: registerRequest });
}
