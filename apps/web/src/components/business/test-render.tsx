import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '@guia/contracts';
import { AppProviders, createQueryClient } from '../../app/providers';
import { SessionProvider } from '../../lib/session/session-provider';

/** Shows where a navigation went, and its state, for assertions. */
function Elsewhere() {
  const location = useLocation();
  return (
    <div data-testid="elsewhere">
      <p data-testid="path">{location.pathname}</p>
      <pre data-testid="state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

export interface RenderInAppOptions {
  /** Logged in with this token. */
  token?: string;
  /** The address the component is rendered at (default /aqui). */
  path?: string;
  /** The route pattern that renders it (default: `path`), e.g. '/business/:id'. */
  route?: string;
  /** Navigation state of the first entry. */
  state?: unknown;
}

/**
 * Renders one component the way the app does (query client, router, session), at `/aqui`, logged in
 * when a token is given. Any navigation lands on a probe showing the path and the state.
 */
export function renderInApp(ui: ReactElement, { token, path = '/aqui', route = path, state }: RenderInAppOptions = {}) {
  if (token) localStorage.setItem(STORAGE_KEYS.token, token);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: route, element: ui },
          { path: '*', element: <Elsewhere /> },
        ],
      },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
