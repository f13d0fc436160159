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
