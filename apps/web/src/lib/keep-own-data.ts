import { API, apiPath } from '@guia/contracts';
import { apiFetch } from './api-client';
import { loadOwnScreens } from './offline-store';

const kept = new Set<string>();

/**
 * A signed-in visit keeps what an anonymous one keeps plus the person's own profile and favourites
 * (issue 16 §4): asks for them once per page and person while the service worker controls the
 * page, so api-client keeps the profile and the favourites list under the person's id, and the
 * worker keeps each favourite's public business answer and the profile screen's code. Loaded on
 * demand (`import()`) by main.tsx and the session: never part of the first JavaScript.
 */
export async function keepOwnDataOffline(userId: string | null): Promise<void> {
  if (!userId || kept.has(userId)) return;
  if (globalThis.navigator?.onLine === false || !globalThis.navigator?.serviceWorker?.controller) return;
  kept.add(userId);
  loadOwnScreens();
  const id = encodeURIComponent(userId);
  try {
    await apiFetch(apiPath(API.usersById, { id }));
    const favorites = await apiFetch<{ businessId?: string; _id?: string }[]>(apiPath(API.favoritesList, { id }));
    const ids = (Array.isArray(favorites) ? favorites : []).map((f) => f?.businessId ?? f?._id).filter((b): b is string => typeof b === 'string' && b !== '');
    await Promise.allSettled(ids.map((businessId) => apiFetch(apiPath(API.businessById, { id: businessId }))));
  } catch {
    // another time: the screens keep the same data when they load it
    kept.delete(userId);
  }
}
