import type { QueryClient } from '@tanstack/react-query';
import { announceUpdate, deleteLegacyApiCache, warmServiceWorkerCache } from '../lib/pwa';
import { readStoredToken } from '../lib/api-client';
import { decodeToken } from '../lib/session/token';

/**
 * What main.tsx does once the page has loaded (the service worker, the signed-in person's offline
 * copy): a chunk of its own, fetched after the load event, so none of it is in the JavaScript a
 * page needs before it is interactive (issue 19: ≤ 120 KB). Precached with the shell (vite.config.ts
 * OFFLINE_SCREENS), so an installed app starts it offline too.
 */

/** The account signed in on this phone, if any (display only: the server checks the token). */
function signedInUser(): string | null {
  const token = readStoredToken();
  if (!token) return null;
  try {
    return decodeToken(token).sub.user_id;
  } catch {
    return null;
  }
}

/**
 * Signed in: the person's own profile and favourites are kept for offline use (issue 16 §4), and
 * the profile screen's code, which a first visit does not download otherwise, is fetched so the
 * worker keeps it. Never for an anonymous visit (the first-visit budget, DESIGN §6).
 */
function keepSignedInScreens(): void {
  const userId = signedInUser();
  if (userId) void import('../lib/keep-own-data').then((m) => m.keepOwnDataOffline(userId)).catch(() => undefined);
}

/** Registers the service worker; `drawnByServer`: the page came drawn with its data (#guia-state). */
export function startServiceWorker(queryClient: QueryClient, drawnByServer: boolean): void {
  // the issue-11 worker kept private answers in its 'api' cache: never read again, deleted
  void deleteLegacyApiCache();
  // first visit: once the new worker takes the page, hand it what the page already loaded (and
  // ask again for the data that came inside a server-rendered page, so it is there offline too)
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        warmServiceWorkerCache();
        if (drawnByServer) void queryClient.refetchQueries({ type: 'active' });
        keepSignedInScreens();
      },
      { once: true },
    );
  } else {
    keepSignedInScreens();
  }
  import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const update = registerSW({
        immediate: true,
        onNeedRefresh: () => announceUpdate(() => void update(true)),
      });
    })
    .catch((err: unknown) => console.error('Service worker:', err));
}
