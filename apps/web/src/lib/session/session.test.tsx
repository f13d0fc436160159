import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { MSG, ROLES, STORAGE_KEYS, API_MSG } from '@guia/contracts';
import { createQueryClient } from '../../app/providers';
import { adminToken, callsTo, fakeApi, makeToken, renderApp, userToken } from '../../test/utils';
import { apiFetch } from '../api-client';
import { SessionProvider } from './session-provider';
import { useSession } from './use-session';
import type { SessionContextValue } from './session-context';

/** Renders a bare SessionProvider and hands back the live session. */
function renderSession() {
  const ref: { current: SessionContextValue | null } = { current: null };
  function Probe() {
    ref.current = useSession();
    return null;
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return () => ref.current as SessionContextValue;
}

describe('session (spec §3/§4)', () => {
  it('reads a stored token: authenticated with roleId, userId and the decoded payload', () => {
    localStorage.setItem(STORAGE_KEYS.token, makeToken({ userId: '64b7f0c2a1b2c3d4e5f60001', roleId: ROLES.ADMIN }));
    const session = renderSession();
    expect(session()).toMatchObject({
      isLoading: false,
      isAuthenticated: true,
      roleId: ROLES.ADMIN,
      userId: '64b7f0c2a1b2c3d4e5f60001',
      isAdmin: true,
      user: { sub: { user_id: '64b7f0c2a1b2c3d4e5f60001', role_id: ROLES.ADMIN } },
    });
  });

  it('with no token, is anonymous', () => {
    const session = renderSession();
    expect(session()).toMatchObject({ isLoading: false, isAuthenticated: false, roleId: null, userId: null, user: null });
  });

  it.each([
    ['not a JWT', 'basura'],
    ['a payload that is not JSON', 'aaa.bm8tanNvbg.ccc'],
    ['a payload without sub', `aaa.${btoa(JSON.stringify({ foo: 1 }))}.ccc`],
  ])('a stored token that is %s is removed with a console error and the session is anonymous', (_what, bad) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.token, bad);
    const session = renderSession();

    expect(session().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(error).toHaveBeenCalledWith('Error al verificar el token:', expect.any(Error));
  });

  it('a stored expired token counts as logged out and is removed', () => {
    localStorage.setItem(STORAGE_KEYS.token, makeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    const session = renderSession();
    expect(session().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a bad stored token shows the logged-out bar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', { token: 'x.y.z' });
    expect(within(await screen.findByRole('navigation', { name: 'Principal' })).getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  describe('login(token)', () => {
    it('stores a decodable token and returns true', () => {
      const session = renderSession();
      const token = userToken();
      let result = false;
      act(() => {
        result = session().login(token);
      });
      expect(result).toBe(true);
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
      expect(session()).toMatchObject({ isAuthenticated: true, roleId: ROLES.USER, isAdmin: false });
    });

    it.each([
      ['missing', undefined, MSG.tokenMissing],
      ['empty', '', MSG.tokenMissing],
      ['not a string', 12345, MSG.tokenInvalid],
      ['undecodable', 'no.es.jwt', MSG.tokenInvalid],
    ])('rejects a %s token: returns false, clears the session, logs "Error en login:"', (_what, token, message) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      localStorage.setItem(STORAGE_KEYS.token, userToken());
      const session = renderSession();
      let result = true;
      act(() => {
        result = session().login(token);
      });
      expect(result).toBe(false);
      expect(session().isAuthenticated).toBe(false);
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(error).toHaveBeenCalledWith('Error en login:', expect.objectContaining({ message }));
    });
  });

  it('an API 401 to a request that carried the token ends the session', async () => {
    fakeApi({ 'GET /api/users/me': () => ({ status: 401, body: { message: API_MSG.sessionExpired } }) });
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    const session = renderSession();
    expect(session().isAuthenticated).toBe(true);

    await act(async () => {
      await apiFetch('/users/me').catch(() => undefined);
    });
    expect(session().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('logging out from the user menu removes the token, calls POST /api/auth/logout and goes to /', async () => {
    const token = adminToken();
    const api = fakeApi({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    const { router } = renderApp('/perfil', { token });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { name: 'DESBLOQUEA LA CUBA AUTÉNTICA' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    const [call] = callsTo(api, 'POST /api/auth/logout');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('logout still works when the API cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { router } = renderApp('/mapa', { token: userToken() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('another tab logging out ends the session here too', async () => {
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    const session = renderSession();
    localStorage.removeItem(STORAGE_KEYS.token);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    });
    expect(session().isAuthenticated).toBe(false);
  });
});
