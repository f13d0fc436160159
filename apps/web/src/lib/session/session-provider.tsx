import { API, apiPath } from '@guia/contracts';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SHELL_MSG, ROLES, STORAGE_KEYS } from '@guia/contracts';
import { apiFetch, onUnauthorized } from '../api-client';
import { forgetPrivateData } from '../offline-store';
import { paths } from '../../config/paths';
import { SessionSourceContext, type SessionContextValue, type SessionSource } from './session-context';
import { createSessionStore, type SessionStore } from './session-store';
import { decodeToken, isExpired } from './token';

const MAX_TIMER_MS = 2 ** 31 - 1;

/** What logout needs from the app around the provider (the latest, kept by the provider). */
interface SessionDeps {
  navigate: NavigateFunction;
  queryClient: QueryClient;
}

/**
 * The session as components read it, over the token store: one object per token (the same object
 * until the token changes), and login/logout functions that never change.
 */
function createSessionSource(store: SessionStore): SessionSource & { setDeps(next: SessionDeps): void } {
  let deps: SessionDeps | null = null;
  const login = (candidate: unknown): boolean => {
    try {
      if (candidate === undefined || candidate === null || candidate === '') throw new Error(SHELL_MSG.tokenMissing);
      if (typeof candidate !== 'string') throw new Error(SHELL_MSG.tokenInvalid);
      const next = decodeToken(candidate);
      if (isExpired(next)) throw new Error(SHELL_MSG.tokenInvalid);
      // another account's data goes before this one's session starts
      forgetPrivateData(next.sub.user_id);
      store.setToken(candidate);
      return true;
    } catch (err) {
      console.error('Error en login:', err);
      store.clear();
      return false;
    }
  };

  const logout = async (): Promise<void> => {
    if (!deps) return; // not mounted yet: nothing can have called it
    const { navigate, queryClient } = deps;
    if (store.getToken()) {
      // Best effort: the server bumps the token version so this token dies everywhere.
      apiFetch(apiPath(API.authLogout), { method: 'POST' }).catch(() => undefined);
    }
    // Leave the page first, synchronously, so a guarded screen does not bounce to /login.
    try {
      await navigate(paths.home, { flushSync: true });
    } finally {
      store.clear();
      forgetPrivateData();
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.invalidateQueries({ type: 'active' });
    }
  };

  const sessionOf = (token: string | null): SessionContextValue => {
    // The store only ever holds decodable tokens, so this cannot throw.
    const payload = token ? decodeToken(token) : null;
    const roleId = payload?.sub.role_id ?? null;
    return {
      isLoading: false,
      isAuthenticated: payload !== null,
      roleId,
      userId: payload?.sub.user_id ?? null,
      user: payload,
      isAdmin: roleId === ROLES.ADMIN,
      login,
      logout,
    };
  };

  const anonymous = sessionOf(null);
  let shownToken: string | null = null;
  let shown = anonymous;
  return {
    subscribe: store.subscribe,
    get() {
      const token = store.getToken();
      if (token !== shownToken) {
        shownToken = token;
        shown = token ? sessionOf(token) : anonymous;
      }
      return shown;
    },
    getServer: () => anonymous,
    setDeps(next) {
      deps = next;
    },
  };
}

/**
 * Holds the session (spec §3/§4). Lives inside the router: logout navigates to /. Its context value
 * never changes (issue 19: see SessionSource); `useSession()` subscribes to it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createSessionStore());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [source] = useState(() => createSessionSource(store));
  useEffect(() => source.setDeps({ navigate, queryClient }), [source, navigate, queryClient]);
  // the server renders logged out; a hydrating page agrees, then follows the store (this provider
  // draws again, its children do not: they are the same elements, and the context value is the same)
  const { user: payload } = useSyncExternalStore(source.subscribe, source.get, source.getServer);

  // Whatever ends or changes the session (logout, a 401, another tab, expiry, another account
  // signing in) leaves on the phone only the data of the account signed in now, if any (issue 16 §5).
  // (Read from the store, not the render: a hydrating page first renders logged out.)
  const sessionUser = payload?.sub.user_id ?? null;
  useEffect(() => {
    const current = store.getToken();
    const userId = current ? decodeToken(current).sub.user_id : null;
    forgetPrivateData(userId);
    // …and keeps that account's own profile and favourites for offline use (a worker is needed:
    // never in tests, nor before a first visit's worker takes over; main.tsx calls it then)
    if (userId && globalThis.navigator?.serviceWorker?.controller) {
      void import('../keep-own-data').then((m) => m.keepOwnDataOffline(userId)).catch(() => undefined);
    }
  }, [sessionUser, store]);

  // A 401 to a request that carried our token: the server no longer accepts it.
  useEffect(() => onUnauthorized(() => store.clear()), [store]);

  // Another tab logged in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token) store.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  // An expired token means logged out.
  useEffect(() => {
    if (typeof payload?.exp !== 'number') return;
    const timer = window.setTimeout(() => store.refresh(), Math.min(Math.max(payload.exp * 1000 - Date.now(), 0), MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [payload, store]);

  return <SessionSourceContext.Provider value={source}>{children}</SessionSourceContext.Provider>;
}
