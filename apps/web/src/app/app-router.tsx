import { createContext, startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory, type Location, type NavigationType, type Navigator, type To } from 'react-router-dom';

/**
 * The app's router: React Router's declarative `<Router>` over the browser's history, not its data
 * router (`createBrowserRouter`). No screen uses loaders, actions or fetchers, and the data router is
 * ~15 KB gzip of the entry every page downloads before it can be used (issue 19: ≤ 120 KB). What the
 * app took from the data router is kept here, with the same options on `navigate`/`<Link>`:
 * - `flushSync: true` moves to the new page synchronously (logout leaves a guarded screen first);
 * - `preventScrollReset: true` keeps the page's position (the map's and admin list's filters);
 * - where each page was left is saved as a navigation starts, for back/forward (app/page-scroll.ts).
 * Other navigations are transitions: the current page stays until the next screen's code has arrived.
 */

/** The history the router reads: the browser's in the app, a memory one in tests. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface NavigateOptions {
  preventScrollReset?: boolean;
  flushSync?: boolean;
}

/** What the last navigation asked for, read by the page's scroll handling. */
export interface NavigationState {
  action: NavigationType;
  location: Location;
  /** Where this entry was left (back/forward), or null. */
  restoreScrollPosition: number | null;
  preventScrollReset: boolean;
}

export const NavigationStateContext = createContext<NavigationState | null>(null);

/** Where each history entry was left, by `location.key` (page-scroll.ts reads and persists it). */
export const scrollPositions: { current: Record<string, number> } = { current: {} };

export interface AppNavigation {
  navigator: Navigator;
  history: AppHistory;
  /** Called with each new state; returns the unsubscribe function. */
  listen(fn: (state: NavigationState, flush: boolean) => void): () => void;
  /** The state now (the first render's, before any navigation). */
  initial: NavigationState;
}

/** The navigator `<Router>` uses, over `history`, keeping the options the declarative router ignores. */
export function createAppNavigation(history: AppHistory): AppNavigation {
  let pending: NavigateOptions = {};
  let current = history.location;
  // one navigation per app (a test renders several): positions of another history never apply
  scrollPositions.current = {};
  const navigator: Navigator = {
    createHref: (to: To) => history.createHref(to),
    createURL: (to: To) => history.createURL(to),
    encodeLocation: (to: To) => history.encodeLocation(to),
    go: (delta: number) => {
      pending = {};
      history.go(delta);
    },
    push: (to: To, state?: unknown, opts?: NavigateOptions) => {
      pending = opts ?? {};
      history.push(to, state);
    },
    replace: (to: To, state?: unknown, opts?: NavigateOptions) => {
      pending = opts ?? {};
      history.replace(to, state);
    },
  } as Navigator;
  return {
    navigator,
    history,
    initial: { action: history.action, location: history.location, restoreScrollPosition: null, preventScrollReset: false },
    listen: (fn) =>
      history.listen(({ action, location }) => {
        const opts = pending;
        pending = {};
        // where the page being left was, saved before the next one draws (the address has changed, the page not yet)
        if (typeof window !== 'undefined') scrollPositions.current[current.key] = window.scrollY;
        current = location;
        fn(
          {
            action,
            location,
            restoreScrollPosition: scrollPositions.current[location.key] ?? null,
            preventScrollReset: opts.preventScrollReset === true,
          },
          opts.flushSync === true,
        );
      }),
  };
}

/** The app's `<Router>` over an `AppNavigation` (the browser's history unless given). */
export function AppRouter({ navigation, children }: { navigation?: AppNavigation; children: ReactNode }) {
  const [nav] = useState(() => navigation ?? createAppNavigation(UNSAFE_createBrowserHistory({ v5Compat: true })));
  const [state, setState] = useState<NavigationState>(nav.initial);
  useLayoutEffect(
    () =>
      nav.listen((next, flush) => {
        if (flush) flushSync(() => setState(next));
        else startTransition(() => setState(next));
      }),
    [nav],
  );
  return (
    <NavigationStateContext.Provider value={state}>
      <Router location={state.location} navigationType={state.action} navigator={nav.navigator}>
        {children}
      </Router>
    </NavigationStateContext.Provider>
  );
}
