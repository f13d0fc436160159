import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { App } from './app';
import type { RenderHints } from '../lib/render-hints';
import { renderIn } from '../lib/i18n/start';

/**
 * Starts the app in `container` (main.tsx). A public page the server rendered (entry-server.tsx)
 * carries the data it was drawn with (`serverState`, #guia-state): the browser takes over the same markup (hydration) instead of
 * drawing it again. Pages the service worker serves offline, and the signed-in screens, are drawn
 * here from scratch. True when the page was the server's.
 */
export function startApp(container: HTMLElement, queryClient: QueryClient, serverState: HTMLElement | null): boolean {
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
    return true;
  }
  renderIn(undefined, () =>
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
  return false;
}
