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

/** The first question to the browser, asked as soon as the map's code runs (`locateEarly`). */
interface EarlyAnswer {
  /** The browser's API it was asked of: a page that replaced it (a test's fake) asks again. */
  api: globalThis.Geolocation;
  answer: GeolocationState | null;
  listeners: Set<(state: GeolocationState) => void>;
  /** Taken by the first map drawn after it: any later one asks for itself. */
  taken: boolean;
}
let early: EarlyAnswer | null = null;

const ASK_OPTIONS = (attempt: number): PositionOptions => ({ enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: attempt === 0 ? 60_000 : 0 });

/**
 * Asks the browser where the person is before the map page is drawn (issue 19): while the page's
 * texts and the map's code are still arriving, not after the first paint. An answer that is
 * already here (a refusal, a recent position) is then in the page's first render — the notice in
 * its place, the map where it belongs — instead of moving the map down a moment later. The same
 * question as the page's own first one; at most once per page load.
 */
export function locateEarly(): void {
  if (early || !supported()) return;
  const asked: EarlyAnswer = { api: navigator.geolocation, answer: null, listeners: new Set(), taken: false };
  early = asked;
  const settle = (state: GeolocationState) => {
    if (asked.answer) return;
    asked.answer = state;
    asked.listeners.forEach((listener) => listener(state));
    asked.listeners.clear();
  };
  try {
    asked.api.getCurrentPosition(
      (pos) => settle({ status: 'located', position: { lat: pos.coords.latitude, lng: pos.coords.longitude }, notice: null }),
      () => settle(fallback('fallback')),
      ASK_OPTIONS(0),
    );
  } catch {
    settle(fallback('fallback'));
  }
}

/** The early question, while no map has taken it and the browser's API is the one it asked. */
const earlyAnswer = () => (early && !early.taken && supported() && early.api === navigator.geolocation ? early : null);

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
  // the answer to the early question when it is already here: the first render draws it
  const [state, setState] = useState<GeolocationState>(() => earlyAnswer()?.answer ?? initial());
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
    const asked = attempt === 0 ? earlyAnswer() : null;
    if (asked) {
      // the first question was asked before the page was drawn: its answer, not a second question
      asked.taken = true;
      if (asked.answer) finish(asked.answer);
      else asked.listeners.add(finish);
    } else {
      try {
        navigator.geolocation.getCurrentPosition(
          (pos) => finish({ status: 'located', position: { lat: pos.coords.latitude, lng: pos.coords.longitude }, notice: null }),
          () => finish(fallback('fallback')),
          ASK_OPTIONS(attempt),
        );
      } catch {
        finish(fallback('fallback'));
      }
    }
    return () => {
      done = true;
      asking.current = false;
      asked?.listeners.delete(finish);
      clearTimeout(guard);
    };
  }, [attempt]);

  const retry = useCallback(() => {
    if (asking.current) return;
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
