import { lazy, type ComponentType } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout';
import { RequireAdmin, RequireAuth } from './guards';
import { RouteErrorBoundary } from './route-error-boundary';
import { SpanishOnly } from '../lib/i18n/lang';

/** A code-split screen: its chunk downloads the first time the route renders. */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Screen />;
}

/** The route table of spec §2. Every screen is lazy, home too: the entry stays the shell (bar, footer, session), so Tops and a shared business link do not download the home screen. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: screen(() => import('../features/home/home-screen'), 'HomeScreen') },
      { path: 'tops', element: screen(() => import('../features/tops/tops-screen'), 'TopsScreen') },
      { path: 'login', element: screen(() => import('../features/auth/login-screen'), 'LoginScreen') },
      { path: 'register', element: screen(() => import('../features/auth/register-screen'), 'RegisterScreen') },
      { path: 'olvide-contrasena', element: screen(() => import('../features/auth/forgot-password-screen'), 'ForgotPasswordScreen') },
      { path: 'restablecer', element: screen(() => import('../features/auth/reset-password-screen'), 'ResetPasswordScreen') },
      { path: 'restablecer/:token', element: screen(() => import('../features/auth/reset-password-screen'), 'ResetPasswordScreen') },
      { path: 'about', element: screen(() => import('../features/static-pages/about-page'), 'AboutPage') },
      { path: 'privacy', element: screen(() => import('../features/static-pages/privacy-page'), 'PrivacyPage') },
      { path: 'terms', element: screen(() => import('../features/static-pages/terms-page'), 'TermsPage') },
      { path: 'help', element: screen(() => import('../features/static-pages/help-page'), 'HelpPage') },
      // a shared plan: read-only, for anyone with the link (issue 22 §3)
      { path: 'plan/:token', element: screen(() => import('../features/plans/shared-plan-screen'), 'SharedPlanScreen') },
      {
        path: 'business/:id',
        element: screen(() => import('../features/business/business-detail-screen'), 'BusinessDetailScreen'),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'mapa', element: screen(() => import('../features/map/map-screen'), 'MapScreen') },
          { path: 'perfil', element: screen(() => import('../features/profile/profile-screen'), 'ProfileScreen') },
          { path: 'planes', element: screen(() => import('../features/plans/plans-screen'), 'PlansScreen') },
          { path: 'planes/:id', element: screen(() => import('../features/plans/plan-edit-screen'), 'PlanEditScreen') },
          // issue 21: the businesses a person manages, and each one's menu; in Spanish like the
          // admin's screens, whatever the page's language (Cuban venues: issue 22 §1, docs/I18N.md)
          {
            element: <SpanishOnly><Outlet /></SpanishOnly>,
            children: [
              { path: 'mis-negocios', element: screen(() => import('../features/owner/my-businesses-screen'), 'MyBusinessesScreen') },
              { path: 'mis-negocios/:id/menu', element: screen(() => import('../features/owner/menu-editor-screen'), 'MenuEditorScreen') },
            ],
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: 'business',
            element: screen(() => import('../features/admin-business/business-list-screen'), 'BusinessListScreen'),
          },
          {
            path: 'negocios/crear',
            element: screen(() => import('../features/admin-business/business-form-screen'), 'BusinessCreateScreen'),
          },
          {
            path: 'negocios/editar/:id',
            element: screen(() => import('../features/admin-business/business-form-screen'), 'BusinessEditScreen'),
          },
          {
            path: 'categoria',
            element: screen(() => import('../features/admin-categories/category-list-screen'), 'CategoryListScreen'),
          },
          {
            path: 'categoria/crear',
            element: screen(() => import('../features/admin-categories/category-form-screen'), 'CategoryCreateScreen'),
          },
          {
            path: 'categoria/editar/:id',
            element: screen(() => import('../features/admin-categories/category-form-screen'), 'CategoryEditScreen'),
          },
          {
            path: 'usuario',
            element: screen(() => import('../features/admin-users/user-list-screen'), 'UserListScreen'),
          },
          {
            path: 'evento',
            element: screen(() => import('../features/admin-events/event-list-screen'), 'EventListScreen'),
          },
          {
            path: 'evento/crear',
            element: screen(() => import('../features/admin-events/event-form-screen'), 'EventCreateScreen'),
          },
          {
            path: 'evento/editar/:id',
            element: screen(() => import('../features/admin-events/event-form-screen'), 'EventEditScreen'),
          },
          {
            path: 'openstreetmap',
            element: screen(() => import('../features/admin-osm/osm-data-screen'), 'OsmDataScreen'),
          },
          // issue 21: owners' requests, the day's exchange rate, the log of owners' changes
          { path: 'solicitudes', element: screen(() => import('../features/admin-claims/claims-screen'), 'ClaimsScreen') },
          { path: 'tasa-del-dia', element: screen(() => import('../features/admin-rates/rates-screen'), 'RatesScreen') },
          { path: 'cambios', element: screen(() => import('../features/admin-changes/changes-screen'), 'ChangesScreen') },
          { path: 'denuncias', element: screen(() => import('../features/admin-reports/reports-screen'), 'ReportsScreen') },
        ],
      },
      // an address that leads nowhere: a 404 page with search and the main links (issue 20 §10)
      { path: '*', element: screen(() => import('../features/not-found/not-found-screen'), 'NotFoundScreen') },
    ],
  },
];

/** The screen at the address, under the error screen of app/route-error-boundary.tsx (browser and server alike). */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { key } = useLocation();
  return <RouteErrorBoundary resetKey={key}>{element}</RouteErrorBoundary>;
}
