import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { paths } from '../config/paths';
import type { LoginNavState } from '../lib/nav-state';
import { useSession } from '../lib/session/use-session';
import { SpanishOnly } from '../lib/i18n/lang';

/**
 * Sends an anonymous visitor to /login (history replaced), keeping where they were: in the login's
 * navigation state (spec §2) and in sessionStorage with its search and state (the map's category or
 * business), so the login finishes what they asked for even after a reload (issue 20, item 8).
 */
function ToLogin() {
  const location = useLocation();
  useEffect(() => {
    // loaded on demand: the guard is in every page's first download
    import('../lib/login-intent')
      .then((intent) => intent.rememberDestination(location))
      .catch(() => undefined);
  }, [location]);
  return <Navigate to={paths.login} replace state={{ from: location } satisfies LoginNavState} />;
}

/** Routes that need a login (spec §2): anonymous visitors go to /login, keeping where they were. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.isLoading) return <LoadingScreen />;
  if (!session.isAuthenticated) return <ToLogin />;
  return children ?? <Outlet />;
}

/** The four management areas (DESIGN §9 (a)): anonymous → /login, non-admins → /mapa; in Spanish whatever the page's language. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.isLoading) return <LoadingScreen />;
  if (!session.isAuthenticated) return <ToLogin />;
  if (!session.isAdmin) return <Navigate to={paths.map} replace />;
  // the admin's screens stay Spanish, shared dialogs and pagers included (issue 22 §1, docs/I18N.md)
  return <SpanishOnly>{children ?? <Outlet />}</SpanishOnly>;
}
