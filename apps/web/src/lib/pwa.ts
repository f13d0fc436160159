import { OFFLINE_ROUTES, pathsPattern } from '@guia/contracts';
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

/**
 * The public API answers the service worker keeps for offline use (issue 16 §5): the routes whose
 * `offline` is 'network-first' in the route table (packages/contracts/src/routes: the promoted,
 * elite, events and categories lists, one business, its reviews and menu, nearby and search
 * results, the map's JSON, an OpenStreetMap place's page). Never a person's own data (/api/users…), the session (/api/auth/…),
 * directions, the counters, /api/health, nor the map archive (range requests; the map keeps its
 * own copy). vite.config.ts builds the worker's rule from the same routes.
 */
export const PUBLIC_API_PATH = new RegExp(pathsPattern(OFFLINE_ROUTES));

/** Whether the worker may keep the answer to a GET of this same-origin path. */
export const isPublicApiPath = (pathname: string): boolean => PUBLIC_API_PATH.test(pathname);

/**
 * What this page loaded before the service worker took control never went through it, so it is
 * not in its caches: on a first visit, home's own screen code and its lists would be missing
 * offline (issue 11). Once the worker controls the page, ask for them again through it: the files
 * come from the HTTP cache (immutable), the public API answers from the HTTP cache too
 * (`force-cache`), so nothing is downloaded twice; the worker's rules store each one as usual.
 * Only hashed files and public answers (PUBLIC_API_PATH): a person's own data is never asked for
 * here (it is `no-store` anyway, and the app keeps it under the person's id). Returns the URLs.
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
    if (!url.pathname.startsWith('/assets/') && !isPublicApiPath(url.pathname)) continue;
    urls.add(url.href);
  }
  for (const href of urls) {
    void fetch(href, { cache: 'force-cache', credentials: 'same-origin' }).catch(() => undefined);
  }
  return [...urls];
}

/**
 * The issue-11 worker kept every GET /api/* answer, a person's own data included, in a cache named
 * 'api' (issue 16 §5): gone at start-up. The worker now keeps public answers in 'api-public'.
 */
export async function deleteLegacyApiCache(): Promise<void> {
  await globalThis.caches?.delete('api').catch(() => false);
}
