import { createContext, useSyncExternalStore } from 'react';

/**
 * Pages rendered on the server (issue 11: the first text and photos in the HTML itself) are
 * hydrated in the browser: the first render there must draw exactly what the server drew. What
 * the server cannot know (the session in localStorage, the device's time zone) waits for
 * `useHydrated()`; what it is told (data saving, by cookie or Save-Data) travels in these hints.
 */
export interface RenderHints {
  /** 'Ahorro de datos' as the server rendered the page. */
  dataSaver: boolean;
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

/** Times of places and events in Cuba, as the server writes them before the device's own zone takes over. */
export const GUIDE_TIME_ZONE = 'America/Havana';
