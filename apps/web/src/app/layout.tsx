import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Navbar } from '../components/navbar/navbar';
import { Footer } from '../components/footer/footer';
import { LoadingScreen } from '../components/loading-screen';
import { AppStatus } from '../components/app-status/app-status';
import { SessionProvider } from '../lib/session/session-provider';
import { PageScroll } from './page-scroll';

/**
 * Marks the page as taken over by the app (`<html data-ready="1">`) once the first screen has
 * mounted or, for a page the server drew, hydrated: browser tests wait for it before they click.
 */
function ScreenReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '1';
  }, []);
  return null;
}

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
          <ScreenReady />
        </Suspense>
      </main>
      <Footer />
      <AppStatus />
      <PageScroll />
    </SessionProvider>
  );
}
