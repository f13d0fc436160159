import { createContext, useSyncExternalStore } from 'react';

/**
 * Pages rendered on the server (issue 11: the first text and photos in the HTML itself) are
 * hydrated in the browser: the first render there must draw exactly what the server drew. What
 * the server cannot know (the session in localStorage, the device's time zone) waits for
 * `useHydrated()`; what it is told (data saving, by cookie or Save-Data) travels in these hints.
 * Times are not among them: they are always written in Cuba's time (lib/format.ts), on the server
 * and on the phone alike.
 */
export interface RenderHints {
  /** 'Ahorro de datos' as the server rendered the page. */
  dataSaver: boolean;
  /** When the server drew the page (ms since 1970): what depends on the clock (the open/closed pill) hydrates with it (lib/use-now.ts). */
  now?: number;
  /** The language the server drew the page in (issue 22 §1; lib/i18n): hydration reads the same. */
  lang?: 'es' | 'en';
}

export const RenderHintsContext = createContext<RenderHints>({ dataSaver: false });

const never = () => () => undefined;

/** False on the server and while hydrating, true afterwards (and at once in a page rendered only in the browser). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** Times of places and events are Cuba's, everywhere (kept here for older imports). */
