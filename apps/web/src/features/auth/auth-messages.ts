import { MSG } from '@guia/contracts';
import { ApiError } from '../../lib/api-client';

export type MessageTone = 'error' | 'warning';

/** Spec §8: login messages containing 'incorrectas' or 'inválidas' are red, the rest yellow. */
export function loginMessageTone(message: string): MessageTone {
  const text = message.toLowerCase();
  return text.includes('incorrectas') || text.includes('inválidas') ? 'error' : 'warning';
}

const OWN_LOGIN_ERRORS: readonly string[] = [MSG.loginNoToken, MSG.loginTokenRejected];

/** The server's message, else 'Error al iniciar sesión. Inténtalo de nuevo.' (spec §8). */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? MSG.loginGenericError;
  if (err instanceof Error && OWN_LOGIN_ERRORS.includes(err.message)) return err.message;
  return MSG.loginGenericError;
}

/**
 * Validation texts of the register contract: shown as they are, since the keyword mapping below
 * would turn 'El correo electrónico no es válido' into 'ya está registrado'.
 */
const REGISTER_PASS_THROUGH: readonly string[] = [
  MSG.registerFieldsRequired,
  MSG.invalidEmail,
  MSG.passwordTooLong,
  MSG.tooManyRequests,
];

/** Spec §8 register mapping, by keyword of the server's message. */
export function registerErrorMessage(err: unknown): string {
  const raw = err instanceof ApiError ? err.message : MSG.requestError;
  if (REGISTER_PASS_THROUGH.includes(raw)) return raw;
  const text = raw.toLowerCase();
  if (text.includes('invalid') || text.includes('credenciales')) return MSG.registerAuthError;
  if (text.includes('username') || text.includes('usuario')) return MSG.usernameTaken;
  if (text.includes('email') || text.includes('correo')) return MSG.emailTaken;
  return raw;
}
