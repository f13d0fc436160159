import { createContext } from 'react';
import type { RoleId, TokenPayload } from '@guia/contracts';

/** The session of spec §3. */
export interface Session {
  isLoading: boolean;
  isAuthenticated: boolean;
  roleId: RoleId | null;
  userId: string | null;
  /** The whole decoded token payload. */
  user: TokenPayload | null;
  isAdmin: boolean;
}

export interface SessionContextValue extends Session {
  /** Stores a token from the login answer. False (and an anonymous session) when it is missing or invalid. */
  login(token: unknown): boolean;
  /** Removes the token, tells the API (best effort) and goes to /. */
  logout(): Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Where the app's session lives (issue 19): one object for the app's whole life, so the provider
 * above every route never changes its context value. Readers subscribe (`useSession`, through
 * `useSyncExternalStore`): a session change re-renders only the components that read it, and
 * never reaches a part of a server-drawn page that has not hydrated yet (React would redraw such
 * a part from its loading state, throwing away the server's HTML).
 */
export interface SessionSource {
  subscribe(listener: () => void): () => void;
  /** The session now: the same object until the session changes. */
  get(): SessionContextValue;
  /** Logged out: what the server drew, and what a hydrating page renders first. */
  getServer(): SessionContextValue;
}

export const SessionSourceContext = createContext<SessionSource | null>(null);
