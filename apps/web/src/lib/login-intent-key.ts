/**
 * The sessionStorage key of the login intent (lib/login-intent.ts), apart so the public pages can
 * check for one without loading that module (the 130 KB budget of /, /tops, /business/:id).
 */
export const LOGIN_INTENT_KEY = 'guia.loginIntent';

/** True when some intent is stored (cheap: one storage read). */
export function hasLoginIntent(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(LOGIN_INTENT_KEY) !== null;
  } catch {
    return false;
  }
}
