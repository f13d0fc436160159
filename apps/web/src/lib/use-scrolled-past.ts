import { useCallback, useSyncExternalStore } from 'react';

/** True once the page has scrolled more than `px` pixels. */
export function useScrolledPast(px: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => window.scrollY > px, () => false);
}
