import { SHELL_MSG, ROLES, type TokenPayload } from '@guia/contracts';

const roleIds: readonly number[] = Object.values(ROLES);

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The shape of `tokenPayloadSchema` in contracts, checked by hand so the home route does not
 * have to download zod just to read the session.
 */
function isTokenPayload(value: unknown): value is TokenPayload {
  if (!value || typeof value !== 'object') return false;
  const { sub, exp, iat } = value as Record<string, unknown>;
  if (!sub || typeof sub !== 'object') return false;
  const { user_id: userId, role_id: roleId } = sub as Record<string, unknown>;
  if (typeof userId !== 'string' || userId.length === 0) return false;
  if (typeof roleId !== 'number' || !roleIds.includes(roleId)) return false;
  if (exp !== undefined && typeof exp !== 'number') return false;
  if (iat !== undefined && typeof iat !== 'number') return false;
  return true;
}

/**
 * Reads the payload (the middle, base64url JSON part) of a JWT. Display only: the server checks
 * the signature on every request (DESIGN §9). Throws Error('Token inválido') when undecodable.
 */
export function decodeToken(token: string): TokenPayload {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error(SHELL_MSG.tokenInvalid);
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    throw new Error(SHELL_MSG.tokenInvalid);
  }
  if (!isTokenPayload(payload)) throw new Error(SHELL_MSG.tokenInvalid);
  return payload;
}

export function isExpired(payload: TokenPayload, nowMs: number = Date.now()): boolean {
  return typeof payload.exp === 'number' && payload.exp * 1000 <= nowMs;
}
