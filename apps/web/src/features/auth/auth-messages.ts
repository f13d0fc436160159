import { API_MSG, MSG } from '@guia/contracts';
import { ApiError } from '../../lib/api-client';
import { messageIn } from '../../lib/i18n/message-in';
import { useMsg } from '../../lib/i18n/messages';
import { useAuthText } from './auth-text';

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
 * Validation texts of the register contract and the server's password rules: shown as they are,
 * since the keyword mapping below would turn 'El correo electrónico no es válido' into 'ya está
 * registrado' and 'La contraseña no puede ser tu nombre de usuario…' into 'El usuario ya existe'.
 */
const REGISTER_PASS_THROUGH: readonly string[] = [
  MSG.registerFieldsRequired,
  MSG.invalidEmail,
  MSG.passwordTooLong,
  MSG.tooManyRequests,
  // the server's password rules and pace ('… tu nombre de usuario …' is not 'username taken')
  API_MSG.passwordCommon,
  API_MSG.passwordPersonal,
  API_MSG.passwordTrivial,
  API_MSG.passwordControlChars,
  API_MSG.tooManyRegistrations,
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

/**
 * The contracts' messages these screens show (a schema's, the server's: Spanish) in the page's
 * language, looked up by their text in MSG and the screens' own table; any other is shown as it came.
 */
export function useAuthMessage(): (message: string | undefined) => string | undefined {
  const msg = useMsg();
  const text = useAuthText();
  return (message) => messageIn(message, [[useMsg.es, msg], [useAuthText.es.messages, text.messages]]);
}
