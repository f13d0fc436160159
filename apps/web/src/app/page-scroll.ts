import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { NavigationStateContext, scrollPositions } from './app-router';

/** Where each visited page was left (by history entry), kept for the tab's life (sessionStorage). */
export const SCROLL_STORAGE_KEY = 'guia-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** How long a restored position waits for the page to grow tall enough (sections still loading). */
const RESTORE_WAIT_MS = 5000;

/**
 * Back or forward to a page that is not yet as tall as it was (a section still drawing): the
 * browser stops the scroll at the bottom of what there is. Scrolls again as the page grows, until
 * the position is reached, the person scrolls or touches the page, or the wait is over.
 */
function keepRestoring(y: number): () => void {
  if (Math.abs(window.scrollY - y) <= 1 || typeof requestAnimationFrame === 'undefined') return () => undefined;
  const until = Date.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.addEventListener(type, stop, { passive: true });
  const step = () => {
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || Date.now() > until) stop();
    else frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return stop;
}

/**
 * The page's scroll across navigations (issue 16 §6), as React Router's `ScrollRestoration` does
 * it but for one difference: the first render never moves the page. A page the server drew is read
 * (and scrolled) while the scripts download; hydration takes it over where the person left it,
 * instead of throwing them back to the top. After that: a new page opens at its top (or its #hash,
 * or stays put with `preventScrollReset`), back and forward return to where each page was left.
 */
export function usePageScroll(): void {
  // the router (app-router.tsx) saves where a page was left as navigation starts, and tells which to restore
  const state = useContext(NavigationStateContext);
  const restoreScrollPosition = state?.restoreScrollPosition;
  const preventScrollReset = state?.preventScrollReset;
  const location = useLocation();
  // the location the app started on: its page is where the browser (or the person) put it
  const [first] = useState<Location>(location);
  const positions = scrollPositions;
  const locationRef = useRef(location);
  useLayoutEffect(() => {
    locationRef.current = location;
  }, [location]);

  // The app moves the page itself; when the document goes away, the browser's own restoration is
  // back for a reload or a return from another site.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  const save = useCallback(() => {
    positions.current[locationRef.current.key] = window.scrollY;
    try {
      sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions.current));
    } catch {
      // private mode or full storage: positions then last as long as the page
    }
    window.history.scrollRestoration = 'auto';
  }, [positions]);
  useEffect(() => {
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [save]);

  useLayoutEffect(() => {
    positions.current = { ...readPositions(), ...positions.current };
  }, [positions]);

  useLayoutEffect(() => {
    // hydration (and the first render of a page drawn in the browser): the page stays where it is
    if (location === first) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return keepRestoring(restoreScrollPosition);
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // not a valid id: the page opens at its top
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (preventScrollReset === true) return;
    window.scrollTo(0, 0);
  }, [first, location, restoreScrollPosition, preventScrollReset]);
}

/** `usePageScroll` as an element for the layout. */
export function PageScroll(): null {
  usePageScroll();
  return null;
}
