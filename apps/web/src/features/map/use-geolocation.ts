import { useEffect, useState } from 'react';
import { DEFAULT_POSITION, MSG } from '@guia/contracts';
import type { LatLng } from './types';

export type GeolocationState =
  | { status: 'locating'; position: null; notice: null }
  | { status: 'located'; position: LatLng; notice: null }
  | { status: 'fallback' | 'unsupported'; position: LatLng; notice: string };

/** How long the browser may take before the default position is used. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

const fallback = (status: 'fallback' | 'unsupported'): GeolocationState => ({
  status,
  position: { ...DEFAULT_POSITION },
  notice: status === 'fallback' ? MSG.noLocation : MSG.geolocationUnsupported,
});

function initial(): GeolocationState {
  return typeof navigator !== 'undefined' && navigator.geolocation
    ? { status: 'locating', position: null, notice: null }
    : fallback('unsupported');
}

/**
 * The user's position from the browser (spec §2). On failure, the default position (23.138,
 * -82.364) with 'No pudimos obtener tu ubicación…'; without the API, the default with
 * 'Geolocalización no soportada por tu navegador'. A browser that never answers counts as a failure.
 */
export function useGeolocation(): GeolocationState {
  const [state, setState] = useState<GeolocationState>(initial);

  useEffect(() => {
    if (state.status !== 'locating') return;
    let done = false;
    const finish = (next: GeolocationState) => {
      if (done) return;
      done = true;
      setState(next);
    };
    const guard = setTimeout(() => finish(fallback('fallback')), GEOLOCATION_TIMEOUT_MS + 2000);
    try {
      navigator.geolocation.getCurrentPosition(
        (pos) => finish({ status: 'located', position: { lat: pos.coords.latitude, lng: pos.coords.longitude }, notice: null }),
        () => finish(fallback('fallback')),
        { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
      );
    } catch {
      finish(fallback('fallback'));
    }
    return () => {
      done = true;
      clearTimeout(guard);
    };
    // asks once, when the screen opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return state;
}
