import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `work` when the browser is idle (at the latest after `timeout` ms), or soon where it cannot
 * say. Returns the cancel function, so it fits an effect's clean-up.
 */
export function whenIdle(work: () => void, timeout = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, Math.min(timeout, 50));
  return () => window.clearTimeout(id);
}

/**
 * How many of `total` items to draw: `first` at once, `step` more each time the browser is idle,
 * as a transition. Long lists and many markers are then drawn in short tasks instead of one long
 * one that blocks the page while it loads (issue 11: total blocking time). It never shrinks.
 */
export function useProgressiveCount(total: number, step: number, first = step): number {
  const [limit, setLimit] = useState(first);
  useEffect(() => {
    if (limit >= total) return;
    return whenIdle(() => startTransition(() => setLimit((l) => l + step)), 300);
  }, [limit, total, step]);
  return Math.min(limit, total);
}
