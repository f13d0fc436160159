import type { QueryClient } from '@tanstack/react-query';
import { RenderHintsContext, type RenderHints } from '../lib/render-hints';
import { AppRouter, type AppNavigation } from './app-router';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

const NO_HINTS: RenderHints = { dataSaver: false };

/** The whole app in the browser. A page the server rendered passes its query cache and hints, so hydration draws the same. */
export function App({ queryClient, hints = NO_HINTS, navigation }: { queryClient?: QueryClient; hints?: RenderHints; navigation?: AppNavigation }) {
  return (
    <RenderHintsContext.Provider value={hints}>
      <AppProviders queryClient={queryClient}>
        <AppRouter navigation={navigation}>
          <AppRoutes />
        </AppRouter>
      </AppProviders>
    </RenderHintsContext.Provider>
  );
}
