import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Navbar } from '../components/navbar/navbar';
import { Footer } from '../components/footer/footer';
import { LoadingScreen } from '../components/loading-screen';
import { AppStatus } from '../components/app-status/app-status';
import { SessionProvider } from '../lib/session/session-provider';

/** Every screen: the bar, the page (code-split, 'Cargando...' while its chunk arrives), the footer. */
export function AppLayout() {
  return (
    <SessionProvider>
      <a className="skip-link" href="#main">
        Saltar al contenido
      </a>
      <Navbar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <AppStatus />
      <ScrollRestoration />
    </SessionProvider>
  );
}
