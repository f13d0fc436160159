import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_POSITION } from '@guia/contracts';
import type { LatLng } from './types';

/**
 * 'located': the browser said where the person is. 'fallback' / 'unsupported': we do not know, so
 * the map shows Havana's centre (DEFAULT_POSITION) — a place to start from, never 'you' (issue 20 §3).
 */
export type GeolocationState =
  | { status: 'locating'; position: null; notice: null }
  | { status: 'located'; position: LatLng; notice: null }
  | { status: 'fallback' | 'unsupported'; position: LatLng; notice: 'noLocation' | 'noGeolocation' };

/** How long the browser may take before the default position is used. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

const fallback = (status: 'fallback' | 'unsupported'): GeolocationState => ({
  status,
  position: { ...DEFAULT_POSITION },
  notice: status === 'fallback' ? 'noLocation' : 'noGeolocation',
});

const supported = () => typeof navigator !== 'undefined' && !!navigator.geolocation;

function initial(): GeolocationState {
  return supported() ? { status: 'locating', position: null, notice: null } : fallback('unsupported');
}

export interface Geolocation {
  state: GeolocationState;
  /** Asks the browser again ('Usar mi ubicación'); the centre stays shown meanwhile. */
  retry(): void;
}

/**
 * The user's position from the browser (spec §2). On failure, Havana's centre (23.138, -82.364)
 * with an honest notice; without the API, the same with its own notice. A browser that never
 * answers counts as a failure. `retry()` asks once more (the person may have changed the permission).
 */
export function useGeolocation(): Geolocation {
  const [state, setState] = useState<GeolocationState>(initial);
  const [attempt, setAttempt] = useState(0);
  const asking = useRef(false);

  useEffect(() => {
    // without the API there is nothing to ask: the first state already says so
    if (!supported()) return;
    let done = false;
    asking.current = true;
    const finish = (next: GeolocationState) => {
      if (done) return;
      done = true;
      asking.current = false;
      // a retry that fails again keeps what is shown (the centre and its notice)
      setState(next);
    };
    const guard = setTimeout(() => finish(fallback('fallback')), GEOLOCATION_TIMEOUT_MS + 2000);
    try {
      navigator.geolocation.getCurrentPosition(
        (pos) => finish({ status: 'located', position: { lat: pos.coords.latitude, lng: pos.coords.longitude }, notice: null }),
        () => finish(fallback('fallback')),
        { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: attempt === 0 ? 60_000 : 0 },
      );
    } catch {
      finish(fallback('fallback'));
    }
    return () => {
      done = true;
      asking.current = false;
      clearTimeout(guard);
    };
  }, [attempt]);

  const retry = useCallback(() => {
    if (asking.current) return;
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
