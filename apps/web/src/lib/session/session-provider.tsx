import { API, apiPath } from '@guia/contracts';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { SHELL_MSG, ROLES, STORAGE_KEYS } from '@guia/contracts';
import { apiFetch, onUnauthorized } from '../api-client';
import { forgetPrivateData } from '../offline-store';
import { paths } from '../../config/paths';
import { SessionContext, type SessionContextValue } from './session-context';
import { createSessionStore } from './session-store';
import { decodeToken, isExpired } from './token';

const MAX_TIMER_MS = 2 ** 31 - 1;
const loggedOut = () => null;

/** Holds the session (spec §3/§4). Lives inside the router: logout navigates to /. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createSessionStore());
  // the server renders logged out; a hydrating page agrees, then shows the session
  const token = useSyncExternalStore(store.subscribe, store.getToken, loggedOut);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The store only ever holds decodable tokens, so this cannot throw.
  const payload = useMemo(() => (token ? decodeToken(token) : null), [token]);

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

  const login = useCallback(
    (candidate: unknown): boolean => {
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
    },
    [store],
  );

  const logout = useCallback(async () => {
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
  }, [navigate, queryClient, store]);

  const value = useMemo<SessionContextValue>(() => {
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
  }, [payload, login, logout]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
