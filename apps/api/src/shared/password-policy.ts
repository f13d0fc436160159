import { dictionary } from '@zxcvbn-ts/language-common';
import { API_MSG } from '@guia/contracts';

/**
 * What a new password must not be (issue 17 §3), after NIST SP 800-63B §3.1.1.2 and OWASP's
 * authentication cheat sheet: length is checked by the contracts (≥ 8, ≤ 72 bytes); here, no
 * password from the lists of common and leaked ones (zxcvbn-ts's ~49 000, plus the Spanish and
 * Cuban ones people here reach for first), not the person's username or e-mail (or its name part),
 * not one character repeated nor a plain run like 12345678 or abcdefgh. No composition rules.
 */
const LOCAL_COMMON = [
  'contraseña', 'contrasena', 'contraseña1', 'contrasena1', 'micontraseña', 'micontrasena', 'clave123', 'clave1234',
  'cuba1234', 'cuba12345', 'cuba123456', 'habana123', 'habana1234', 'lahabana', 'lahabana1', 'vivacuba', 'cubalibre',
  'guiacuba', 'guiacuba1', 'guiacuba123', 'teamo123', 'teamo1234', 'tequiero', 'tequiero1', 'mariposa', 'corazon1',
  'admin123', 'admin1234', 'admin12345', 'administrador', 'usuario1', 'usuario123', 'bienvenido', 'bienvenido1',
];
const COMMON = new Set([...dictionary['passwords-common'], ...LOCAL_COMMON].map((p) => p.toLowerCase()));

const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** true for one character repeated, or a run of consecutive code points up or down (12345678, hgfedcba). */
function trivial(password: string): boolean {
  const chars = [...fold(password)];
  if (chars.length === 0 || new Set(chars).size === 1) return true;
  const codes = chars.map((c) => c.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((c, i) => c - codes[i]!));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

/** The Spanish message saying why this password is refused, or null when it may be used. */
export function passwordProblem(password: string, person: { username?: string; email?: string }): string | null {
  const p = fold(password);
  if (trivial(password)) return API_MSG.passwordTrivial;
  if (COMMON.has(p) || COMMON.has(password.toLowerCase())) return API_MSG.passwordCommon;
  const email = person.email ? fold(person.email) : '';
  const personal = [person.username ? fold(person.username) : '', email, email.split('@')[0] ?? ''].filter((x) => x.length >= 3);
  if (personal.some((x) => p === x || p.includes(x) && p.length - x.length <= 4)) return API_MSG.passwordPersonal;
  return null;
}
