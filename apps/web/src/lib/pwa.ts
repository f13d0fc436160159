/**
 * The service worker's side of the app (issue 11): main.tsx registers it after the page has loaded (the
 * `virtual:pwa-register` import lives there only, so tests never need vite-plugin-pwa);
 * screens learn about a waiting new version through `onUpdateReady`.
 */
type Listener = (apply: () => void) => void;

const listeners = new Set<Listener>();
let pending: (() => void) | null = null;

/** Called with a function that activates the new version and reloads. */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) listener(pending);
  return () => {
    listeners.delete(listener);
  };
}

export function announceUpdate(apply: () => void): void {
  pending = apply;
  listeners.forEach((listener) => listener(apply));
}
