import { LOGIN_INTENT_KEY } from './login-intent-key';
import { decodeToken } from './session/token';

/**
 * What an anonymous visitor was doing when the app sent them to /login (issue 20, item 8): the
 * page the guard stopped (with its search and navigation state: the map's category or business)
 * or the favourite they pressed. Kept in sessionStorage so a reload during login keeps it; used
 * once by the login that follows, and a favourite is added only for the account that logged in.
 */
const KEY = LOGIN_INTENT_KEY;
/** An intent older than this is stale (someone gave up on the login). */
export const LOGIN_INTENT_MAX_AGE_MS = 30 * 60 * 1000;

export interface IntentLocation {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
}

interface StoredIntent {
  kind: 'go' | 'favorite';
  to: IntentLocation;
  businessId?: string;
  /** Set when a login used it: only this account may add the favourite. */
  userId?: string;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function write(intent: StoredIntent | null) {
  const store = storage();
  if (!store) return;
  try {
    if (intent) store.setItem(KEY, JSON.stringify(intent));
    else store.removeItem(KEY);
  } catch {
    // storage full or unavailable: the navigation state still carries the page
  }
}

const isSafePath = (p: unknown): p is string => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//');

function read(now = Date.now()): StoredIntent | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredIntent>;
    const to = value.to;
    if (
      (value.kind !== 'go' && value.kind !== 'favorite') ||
      !to ||
      !isSafePath(to.pathname) ||
      typeof value.at !== 'number' ||
      now - value.at > LOGIN_INTENT_MAX_AGE_MS ||
      (value.kind === 'favorite' && typeof value.businessId !== 'string')
    ) {
      write(null);
      return null;
    }
    return {
      kind: value.kind,
      to: { pathname: to.pathname, search: typeof to.search === 'string' ? to.search : '', hash: typeof to.hash === 'string' ? to.hash : '', state: to.state },
      businessId: value.businessId,
      userId: typeof value.userId === 'string' ? value.userId : undefined,
      at: value.at,
    };
  } catch {
    write(null);
    return null;
  }
}

function locationOf(location: { pathname: string; search?: string; hash?: string; state?: unknown }): IntentLocation {
  return { pathname: location.pathname, search: location.search ?? '', hash: location.hash ?? '', state: location.state ?? undefined };
}

/** The guard stopped an anonymous visitor at `location`: go there (same search and state) after login. */
export function rememberDestination(location: { pathname: string; search?: string; hash?: string; state?: unknown }) {
  write({ kind: 'go', to: locationOf(location), at: Date.now() });
}

/** The heart was pressed logged out on `location`: after login, come back and add the favourite. */
export function rememberFavorite(businessId: string, location: { pathname: string; search?: string; hash?: string; state?: unknown }) {
  write({ kind: 'favorite', businessId, to: locationOf(location), at: Date.now() });
}

export function clearLoginIntent() {
  write(null);
}

function userIdOf(token: string): string | null {
  try {
    return decodeToken(token).sub.user_id;
  } catch {
    return null;
  }
}

/**
 * Called once a login succeeded. Answers where to go (the remembered page, with its navigation
 * state) when the login came from that page (`fromPathname`, the guard's or the heart's origin),
 * else null. A 'go' intent is used up here; a favourite stays, bound to this account, until the
 * heart on that page adds it (`takePendingFavorite`).
 */
export function takeLoginTarget(token: string, fromPathname: string | null): IntentLocation | null {
  const intent = read();
  if (!intent) return null;
  const userId = userIdOf(token);
  if (!fromPathname || intent.to.pathname !== fromPathname || !userId || (intent.userId && intent.userId !== userId)) {
    write(null);
    return null;
  }
  if (intent.kind === 'favorite') write({ ...intent, userId, at: Date.now() });
  else write(null);
  return intent.to;
}

/**
 * The heart of `businessId` asks whether a login just promised to add it for `userId`. True at most
 * once (the intent is removed before answering); never for another account.
 */
export function takePendingFavorite(userId: string | null | undefined, businessId: string): boolean {
  const intent = read();
  if (!intent || intent.kind !== 'favorite' || !intent.userId || intent.businessId !== businessId) return false;
  if (intent.userId !== userId) return false;
  write(null);
  return true;
}

