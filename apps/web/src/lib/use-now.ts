import { useContext, useMemo, useSyncExternalStore } from 'react';
import { RenderHintsContext } from './render-hints';

/**
 * "Now" for what changes with the clock (the open/closed pill, today's hours), to the step
 * (a minute by default), updated at each step while the page is open.
 *
 * A page drawn on the server hydrates with the server's own "now" (`RenderHints.now`, which travels
 * with the page's data): the first browser render draws exactly what the server drew, even when the
 * minute changed in between, and the current time follows right after hydration. Pages drawn only
 * in the browser start from the current time.
 */

interface Ticker {
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setTimeout>;
}

const tickers = new Map<number, Ticker>();

const floorTo = (t: number, step: number) => t - (t % step);

function tickerOf(step: number): Ticker {
  let ticker = tickers.get(step);
  if (!ticker) tickers.set(step, (ticker = { listeners: new Set() }));
  return ticker;
}

function notify(ticker: Ticker) {
  ticker.listeners.forEach((listener) => listener());
}

/** One timer per step for every component, fired just after each step boundary (16:00:00, not 16:00:37). */
function schedule(step: number, ticker: Ticker) {
  const wait = step - (Date.now() % step) + 20;
  ticker.timer = setTimeout(() => {
    notify(ticker);
    schedule(step, ticker);
  }, wait);
}

const subscribers = new Map<number, (listener: () => void) => () => void>();

function subscribeTo(step: number) {
  let subscribe = subscribers.get(step);
  if (subscribe) return subscribe;
  subscribe = (listener: () => void) => {
    const ticker = tickerOf(step);
    ticker.listeners.add(listener);
    if (ticker.listeners.size === 1) schedule(step, ticker);
    // a phone back from sleep or another app: its timers were held, the clock was not
    const wake = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      ticker.listeners.delete(listener);
      if (ticker.listeners.size === 0) {
        clearTimeout(ticker.timer);
        ticker.timer = undefined;
      }
    };
  };
  subscribers.set(step, subscribe);
  return subscribe;
}

/** The current time to `stepMs` (default one minute); the server's render time while hydrating a server-drawn page. */
export function useNow(stepMs = 60_000): Date {
  const { now: renderedAt } = useContext(RenderHintsContext);
  const t = useSyncExternalStore(
    subscribeTo(stepMs),
    () => floorTo(Date.now(), stepMs),
    () => floorTo(renderedAt ?? Date.now(), stepMs),
  );
  return useMemo(() => new Date(t), [t]);
}
