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

/** Same-origin GETs worth keeping for offline use: hashed files and API answers (not sign-in, counters, routes). */
const SKIP = /^\/api\/(health|auth\/|directions)|\/(visit|reservation_count)$/;

/**
 * What this page loaded before the service worker took control never went through it, so it is
 * not in its caches: on a first visit, home's own screen code and its lists would be missing
 * offline (issue 11). Once the worker controls the page, ask for them again through it: the files
 * come from the HTTP cache (immutable), the API answers from the HTTP cache too (`force-cache`),
 * so nothing is downloaded twice; the worker's rules store each one as usual. Returns the URLs.
 */
export function warmServiceWorkerCache(entries: { name: string }[] = performance.getEntriesByType('resource'), origin = location.origin): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (!url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/api/')) continue;
    if (SKIP.test(url.pathname)) continue;
    urls.add(url.href);
  }
  for (const href of urls) {
    void fetch(href, { cache: 'force-cache', credentials: 'same-origin' }).catch(() => undefined);
  }
  return [...urls];
}
