import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MSG, ROLES } from '@guia/contracts';
import { SessionContext, type SessionContextValue } from '../lib/session/session-context';
import { adminToken, callsTo, fakeApi, renderApp, userToken } from '../test/utils';
import { RequireAdmin, RequireAuth } from './guards';

describe('RequireAuth (login-only routes)', () => {
  it.each(['/mapa', '/perfil'])('an anonymous visitor on %s is sent to /login, keeping the origin, history replaced', async (path) => {
    const { router } = renderApp(`${path}?q=1`);

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: path, search: '?q=1' } });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['/mapa', 'Mapa'],

  ])('a logged-in user sees %s', async (path, heading) => {
    renderApp(path, { token: userToken() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('a logged-in user reaches /perfil (the profile asks the API for the user)', async () => {
    const api = fakeApi({});
    const { router } = renderApp('/perfil', { token: userToken() });
    await waitFor(() => expect(callsTo(api, 'GET /api/users/64b7f0c2a1b2c3d4e5f60718')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/perfil');
  });
});

describe('RequireAdmin (management routes)', () => {
  const adminRoutes: [string, string][] = [
    ['/business', 'Negocios'],
    ['/negocios/crear/', 'Crear negocio'],
    ['/negocios/editar/64b7f0c2a1b2c3d4e5f60718', 'Editar negocio'],
    ['/categoria', 'Categorías'],
    ['/categoria/crear/', 'Crear categoría'],
    ['/categoria/editar/64b7f0c2a1b2c3d4e5f60718', 'Editar categoría'],
    ['/usuario', 'Usuarios'],
    ['/evento', 'Eventos'],
    ['/evento/crear/', 'Crear evento'],
    ['/evento/editar/64b7f0c2a1b2c3d4e5f60718', 'Editar evento'],
  ];

  it.each(adminRoutes)('an anonymous visitor on %s is sent to /login keeping the origin', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(adminRoutes)('a logged-in non-admin on %s is sent to /mapa', async (path) => {
    const { router } = renderApp(path, { token: userToken() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mapa');
  });

  it.each(adminRoutes)('an admin on %s sees the screen %j', async (path, heading) => {
    const { router } = renderApp(path, { token: adminToken() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('while the session is loading', () => {
  const loading: SessionContextValue = {
    isLoading: true,
    isAuthenticated: false,
    roleId: null,
    userId: null,
    user: null,
    isAdmin: false,
    login: () => false,
    logout: async () => undefined,
  };

  function Where() {
    return <p>en {useLocation().pathname}</p>;
  }

  it.each([
    ['RequireAuth', RequireAuth],
    ['RequireAdmin', RequireAdmin],
  ])("%s shows 'Cargando...' and does not redirect", (_name, Guard) => {
    render(
      <SessionContext.Provider value={loading}>
        <MemoryRouter initialEntries={['/privado']}>
          <Routes>
            <Route
              path="/privado"
              element={
                <Guard>
                  <p>contenido privado</p>
                </Guard>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(MSG.loading);
    expect(screen.queryByText('contenido privado')).not.toBeInTheDocument();
    expect(screen.queryByText(/^en \//)).not.toBeInTheDocument();
  });

  it('once loaded as admin, RequireAdmin shows the content', () => {
    render(
      <SessionContext.Provider value={{ ...loading, isLoading: false, isAuthenticated: true, roleId: ROLES.ADMIN, isAdmin: true }}>
        <MemoryRouter>
          <RequireAdmin>
            <p>contenido privado</p>
          </RequireAdmin>
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    expect(screen.getByText('contenido privado')).toBeInTheDocument();
  });
});
