import { STORAGE_KEYS } from '@guia/contracts';
import { decodeToken, isExpired } from './token';

export interface SessionStore {
  /** The stored token, only ever a decodable, unexpired one. */
  getToken(): string | null;
  setToken(token: string): void;
  clear(): void;
  /** Re-reads storage (another tab logged in or out). */
  refresh(): void;
  subscribe(listener: () => void): () => void;
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The session's single source: the token in localStorage under 'token' (spec §3). A stored token
 * that cannot be decoded is removed with 'Error al verificar el token:' on the console (spec §8);
 * an expired one is removed quietly.
 */
export function createSessionStore(storage: Storage | null = safeStorage()): SessionStore {
  const listeners = new Set<() => void>();

  const readValid = (): string | null => {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(STORAGE_KEYS.token) ?? null;
    } catch {
      return null;
    }
    if (!raw) return null;
    try {
      const payload = decodeToken(raw);
      if (isExpired(payload)) {
        storage?.removeItem(STORAGE_KEYS.token);
        return null;
      }
      return raw;
    } catch (err) {
      console.error('Error al verificar el token:', err);
      storage?.removeItem(STORAGE_KEYS.token);
      return null;
    }
  };

  let token = readValid();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    getToken: () => token,
    setToken(next) {
      storage?.setItem(STORAGE_KEYS.token, next);
      token = next;
      emit();
    },
    clear() {
      try {
        storage?.removeItem(STORAGE_KEYS.token);
      } catch {
        // storage unavailable: the in-memory session is still cleared
      }
      if (token !== null) {
        token = null;
        emit();
      }
    },
    refresh() {
      const next = readValid();
      if (next !== token) {
        token = next;
        emit();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
