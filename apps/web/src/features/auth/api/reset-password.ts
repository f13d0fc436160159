import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, PasswordResetBody } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /auth/password-reset (issue 20 §7): the link's token and the new password; answers a session token. */
export function resetPasswordRequest(body: PasswordResetBody): Promise<Partial<LoginResponse> | undefined> {
  return apiFetch('/auth/password-reset', { method: 'POST', body, auth: false });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPasswordRequest });
}
