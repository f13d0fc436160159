import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { paths } from '../config/paths';
import { useSession } from '../lib/session/use-session';

/** Routes that need a login (spec §2): anonymous visitors go to /login, keeping where they were. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isLoading) return <LoadingScreen />;
  if (!session.isAuthenticated) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/** The four management areas (DESIGN §9 (a)): anonymous → /login, non-admins → /mapa. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isLoading) return <LoadingScreen />;
  if (!session.isAuthenticated) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (!session.isAdmin) return <Navigate to={paths.map} replace />;
  return children ?? <Outlet />;
}
