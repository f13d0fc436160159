import { API, apiPath } from '@guia/contracts';
import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, PasswordResetBody } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /auth/password-reset (issue 20 §7): the link's token and the new password; answers a session token. */
export function resetPasswordRequest(body: PasswordResetBody): Promise<Partial<LoginResponse> | undefined> {
  return apiFetch(apiPath(API.authPasswordReset), { method: 'POST', body, auth: false });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPasswordRequest });
}
