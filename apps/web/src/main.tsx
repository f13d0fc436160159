import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { announceUpdate, warmServiceWorkerCache } from './lib/pwa';
import { captureInstallPrompt } from './lib/install';
import type { RenderHints } from './lib/render-hints';
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
} else {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

// The service worker waits for the page to load: it must never compete with the first paint.
// (/boot.js starts this script after the first paint: the page may have loaded already.)
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  afterLoad(() => {
    // first visit: once the new worker takes the page, hand it what the page already loaded (and
    // ask again for the data that came inside a server-rendered page, so it is there offline too)
    if (!navigator.serviceWorker.controller) {
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => {
          warmServiceWorkerCache();
          if (serverState) void queryClient.refetchQueries({ type: 'active' });
        },
        { once: true },
      );
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
