import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS, API_MSG } from '@guia/contracts';
import { createQueryClient } from '../../app/providers';
import { adminToken, fakeApi, makeToken, renderApp, userToken } from '../../test/utils';
import { apiFetch } from '../api-client';
import { SessionProvider } from './session-provider';
import { useSession } from './use-session';
import type { SessionContextValue } from './session-context';
import indexHtml from '../../../index.html?raw';

/**
 * Issue 20 §4: before the scripts arrive, index.html's <head> script marks <html> for a signed-in
 * person (the page the server drew is the same for everyone): `data-session` from the stored
 * token's own role, `--guia-name` from the copy of their profile the app keeps on the phone. CSS
 * then shows their menu. What it reads is written by the app as it runs and goes at logout, at a
 * 401 and when another account signs in: nothing of the person is left to show.
 */
const USER_ID = '64b7f0c2a1b2c3d4e5f60718';
const ADMIN_ID = '64b7f0c2a1b2c3d4e5f60000';
const root = document.documentElement;

/** index.html's <head> script, run as the browser runs it before the first paint; what it marked on <html>. */
function headScript() {
  delete root.dataset.session;
  root.style.removeProperty('--guia-name');
  const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
  const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline, 'one inline script in <head>').toHaveLength(1);
  new Function(inline[0]!)();
  return { session: root.dataset.session ?? null, name: root.style.getPropertyValue('--guia-name') || null };
}

const profile = (id: string, name: string) => ({ _id: id, name, username: 'ana', email: 'ana@example.com', role_id: 2 });

/** The person's profile as the app asks for it (the profile screen, or the offline copy after a login). */
async function profileFetched(id = USER_ID) {
  await act(async () => {
    await apiFetch(`/users/${id}`);
  });
}

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

afterEach(() => {
  delete root.dataset.session;
  root.style.removeProperty('--guia-name');
});

describe("index.html's head script: a signed-in person's header before the scripts (issue 20 §4)", () => {
  it("marks the page with the stored token's role", () => {
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    expect(headScript()).toEqual({ session: 'user', name: null });
    localStorage.setItem(STORAGE_KEYS.token, adminToken());
    expect(headScript()).toEqual({ session: 'admin', name: null });
  });

  it('with the profile the app keeps on the phone, the name too (quoted for CSS, whatever it holds)', async () => {
    fakeApi({ [`GET /api/users/${USER_ID}`]: () => ({ body: profile(USER_ID, 'Ana "la" </script> García') }) });
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    await profileFetched();
    expect(headScript()).toEqual({ session: 'user', name: '"Ana \\"la\\" </script> García"' });
  });

  it('no token, an expired one or a broken one: the page stays anonymous', () => {
    expect(headScript()).toEqual({ session: null, name: null });
    localStorage.setItem(STORAGE_KEYS.token, makeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(headScript()).toEqual({ session: null, name: null });
    localStorage.setItem(STORAGE_KEYS.token, 'roto');
    expect(headScript()).toEqual({ session: null, name: null });
  });

  it('after logout nothing is left to show: no mark, no name', async () => {
    fakeApi({
      [`GET /api/users/${ADMIN_ID}`]: () => ({ body: profile(ADMIN_ID, 'Ana García') }),
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    renderApp('/', { token: adminToken() });
    await profileFetched(ADMIN_ID);
    expect(headScript()).toEqual({ session: 'admin', name: '"Ana García"' });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await within(screen.getByRole('navigation', { name: 'Principal' })).findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(headScript()).toEqual({ session: null, name: null });
    expect(JSON.stringify({ ...localStorage })).not.toContain('Ana García');
  });

  it('after a 401 to a request with the token, nothing either', async () => {
    fakeApi({
      [`GET /api/users/${USER_ID}`]: () => ({ body: profile(USER_ID, 'Ana García') }),
      'GET /api/users/me': () => ({ status: 401, body: { message: API_MSG.sessionExpired } }),
    });
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    renderSession();
    await profileFetched();
    await act(async () => {
      await apiFetch('/users/me').catch(() => undefined);
    });
    await waitFor(() => expect(headScript()).toEqual({ session: null, name: null }));
  });

  it('another account signing in on the phone: its role, never the name of the one before', async () => {
    fakeApi({ [`GET /api/users/${USER_ID}`]: () => ({ body: profile(USER_ID, 'Ana García') }) });
    localStorage.setItem(STORAGE_KEYS.token, userToken());
    const session = renderSession();
    await profileFetched();
    act(() => void session().login(makeToken({ userId: '64b7f0c2a1b2c3d4e5f60999', roleId: 1 })));
    expect(headScript()).toEqual({ session: 'admin', name: null });
  });
});
