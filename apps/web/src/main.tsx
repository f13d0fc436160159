import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { announceUpdate, deleteLegacyApiCache, warmServiceWorkerCache } from './lib/pwa';
import { setOwnScreensLoader } from './lib/offline-store';
import { readStoredToken } from './lib/api-client';
import { decodeToken } from './lib/session/token';
import { captureInstallPrompt } from './lib/install';
import type { RenderHints } from './lib/render-hints';
import { renderIn } from './lib/i18n/start';
import './styles/global.css';

// before any screen: the browser offers installation once, early
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

const queryClient = createQueryClient();
// A public page the server rendered (entry-server.tsx) carries the data it was drawn with: the
// browser takes over the same markup (hydration) instead of drawing it again. Pages the service
// worker serves offline, and the signed-in screens, are drawn here from scratch.
const serverState = document.getElementById('guia-state');
if (serverState && container.firstElementChild) {
  const { queries, hints } = JSON.parse(serverState.textContent ?? '{}') as { queries: DehydratedState; hints: RenderHints };
  hydrate(queryClient, queries);
  // in the language the server drew the page in (issue 22 §1: lib/i18n)
  renderIn(hints.lang, () =>
    // as a transition (issue 19): React hydrates in slices of a few milliseconds and yields between
    // them, so a tap or scroll on a slow phone is not kept waiting behind one long task
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} hints={hints} />
        </StrictMode>,
        {
          // React then draws that part again in the browser: it works, but the server's page was wasted
          onRecoverableError: (error) => console.error('Hidratación: la página del servidor no coincide con la del navegador', error),
        },
      );
    }),
  );
} else {
  renderIn(undefined, () =>
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

// The service worker waits for the page to load: it must never compete with the first paint.
// (/boot.js starts this script after the first paint: the page may have loaded already.)
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** The account signed in on this phone, if any (display only: the server checks the token). */
function signedInUser(): string | null {
  const token = readStoredToken();
  if (!token) return null;
  try {
    return decodeToken(token).sub.user_id;
  } catch {
    return null;
  }
}

/**
 * Signed in: the person's own profile and favourites are kept for offline use (issue 16 §4), and
 * the profile screen's code, which a first visit does not download otherwise, is fetched so the
 * worker keeps it. Never for an anonymous visit (the first-visit budget, DESIGN §6).
 */
function keepSignedInScreens(): void {
  const userId = signedInUser();
  if (userId) void import('./lib/keep-own-data').then((m) => m.keepOwnDataOffline(userId)).catch(() => undefined);
}
setOwnScreensLoader(() => import('./features/profile/profile-screen'));

if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  afterLoad(() => {
    // the issue-11 worker kept private answers in its 'api' cache: never read again, deleted
    void deleteLegacyApiCache();
    // first visit: once the new worker takes the page, hand it what the page already loaded (and
    // ask again for the data that came inside a server-rendered page, so it is there offline too)
    if (!navigator.serviceWorker.controller) {
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => {
          warmServiceWorkerCache();
          if (serverState) void queryClient.refetchQueries({ type: 'active' });
          keepSignedInScreens();
        },
        { once: true },
      );
    } else {
      keepSignedInScreens();
    }
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const update = registerSW({
          immediate: true,
          onNeedRefresh: () => announceUpdate(() => void update(true)),
        });
      })
      .catch((err: unknown) => console.error('Service worker:', err));
  });
}
