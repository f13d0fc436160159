import { useCallback, useEffect, useRef, useState } from 'react';
import { ROUTE_TIMEOUT_MS, type TravelMode } from '@guia/contracts';
import type { LatLng } from './types';

export interface Route {
  /** metres */
  distance: number;
  /** seconds */
  duration: number;
  points: LatLng[];
  /** how it is travelled (issue 22 §2) */
  mode: TravelMode;
  /** the time is an estimate (no walking router: the driving line at walking pace) */
  estimated?: boolean;
}

/** Asks a provider for a route on foot or by car; must honour `signal`. */
export type Router = (from: LatLng, to: LatLng, signal: AbortSignal, mode: TravelMode) => Promise<Route>;

export type RouteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; route: Route }
  | { status: 'error'; message: 'routeTimeout' | 'routeError' };

/**
 * The route of spec §4: request → loading → the route, or 'No se pudo calcular la ruta' on
 * failure, or 'Tiempo de espera agotado al calcular la ruta' after ROUTE_TIMEOUT_MS (the request
 * is aborted). `clear()` forgets the route and abandons a request in flight. `request` resolves
 * with how it ended ('idle' when a newer request or clear() took over).
 */
export function useDirections(router: Router) {
  const [state, setState] = useState<RouteState>({ status: 'idle' });
  const current = useRef<{ controller: AbortController; timer: ReturnType<typeof setTimeout> } | null>(null);

  const stop = useCallback(() => {
    if (!current.current) return;
    clearTimeout(current.current.timer);
    current.current.controller.abort();
    current.current = null;
  }, []);

  const clear = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  const request = useCallback(
    async (from: LatLng, to: LatLng, mode: TravelMode = 'car'): Promise<RouteState['status']> => {
      stop();
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, ROUTE_TIMEOUT_MS);
      const mine = { controller, timer };
      current.current = mine;
      setState({ status: 'loading' });
      try {
        // the time-out wins even over a provider that ignores the signal
        const aborted = new Promise<never>((_, reject) =>
          controller.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true }),
        );
        const route = await Promise.race([router(from, to, controller.signal, mode), aborted]);
        if (current.current !== mine) return 'idle';
        setState({ status: 'ok', route });
        return 'ok';
      } catch {
        // a newer request or clear() took over: nothing to say
        if (current.current !== mine && !timedOut) return 'idle';
        setState({ status: 'error', message: timedOut ? 'routeTimeout' : 'routeError' });
        return 'error';
      } finally {
        clearTimeout(timer);
        if (current.current === mine) current.current = null;
      }
    },
    [router, stop],
  );

  useEffect(() => stop, [stop]);

  return { state, request, clear };
}
