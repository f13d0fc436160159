import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { RenderHintsContext, type RenderHints } from '../lib/render-hints';
import { AppProviders } from './providers';
import { routes } from './routes';

const NO_HINTS: RenderHints = { dataSaver: false };

/** The whole app in the browser. A page the server rendered passes its query cache and hints, so hydration draws the same. */
export function App({ queryClient, hints = NO_HINTS }: { queryClient?: QueryClient; hints?: RenderHints }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <RenderHintsContext.Provider value={hints}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </RenderHintsContext.Provider>
  );
}
