import { useSyncExternalStore } from 'react';
import { CUBA_TIME_ZONE, DATE_LOCALE, SHELL_MSG, type Lang } from '@guia/contracts';

/**
 * What the phone keeps for offline use, and when it was saved (issue 16 §4, §5).
 *
 * - Public answers (lists, a business) are kept by the service worker by an explicit list of
 *   URLs (vite.config.ts); a person's own answers never are (the API marks them `private,
 *   no-store`).
 * - A person's own data (their profile and favourites) is kept here by the app itself, under
 *   that person's id (`guia-private:<userId>` in localStorage), and deleted at logout, when a
 *   request with the token is refused with 401, and when another account signs in
 *   (`forgetPrivateData`, called by the session and by api-client).
 * - The date of what a screen shows offline: each answer read while offline notes its saved
 *   date (the `Date` header of the cached answer, or the time this store saved it), and the
 *   offline notice says 'Guardado el 24/11 a las 18:00' in Cuba's time.
 */

const PRIVATE_PREFIX = 'guia-private:';

interface SavedAnswer {
  savedAt: number;
  body: unknown;
}

type SavedAnswers = Record<string, SavedAnswer>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const keyOf = (userId: string) => `${PRIVATE_PREFIX}${userId}`;

/** The API paths (under /api) of a person's own data that the app keeps for offline use. */
export function isOwnDataPath(userId: string, path: string): boolean {
  const id = encodeURIComponent(userId);
  const bare = path.split('?')[0];
  // issue 22 §3: the person's plans (the list, and each plan opened); never a shared plan's public page
  return bare === `/users/${id}` || bare === `/users/${id}/favorites` || bare === '/itineraries' || /^\/itineraries\/[0-9a-fA-F]{24}$/.test(bare ?? '');
}

function readAll(userId: string): SavedAnswers {
  const raw = storage()?.getItem(keyOf(userId));
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as SavedAnswers) : {};
  } catch {
    return {};
  }
}

/** Keeps one of the person's own answers, under their id. */
export function keepOwnAnswer(userId: string, path: string, body: unknown, savedAt: number = Date.now()): void {
  if (!isOwnDataPath(userId, path)) return;
  const all = readAll(userId);
  all[path.split('?')[0]!] = { savedAt, body };
  try {
    storage()?.setItem(keyOf(userId), JSON.stringify(all));
  } catch {
    // storage full or unavailable: the app still works online
  }
}

/** One of the person's own answers as saved, or null. */
export function readOwnAnswer(userId: string, path: string): SavedAnswer | null {
  if (!isOwnDataPath(userId, path)) return null;
  return readAll(userId)[path.split('?')[0]!] ?? null;
}

/**
 * Deletes every person's own data kept on this phone, but the one of `keepUserId` (the account
 * signed in now, if any): at logout, at a 401, when another account signs in. Cache Storage
 * caches named `private-…` (none are written by this version) go too.
 */
export function forgetPrivateData(keepUserId?: string | null): void {
  const store = storage();
  if (store) {
    const doomed: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(PRIVATE_PREFIX) && (!keepUserId || key !== keyOf(keepUserId))) doomed.push(key);
    }
    doomed.forEach((key) => store.removeItem(key));
  }
  const cacheStorage = globalThis.caches;
  if (cacheStorage) {
    void cacheStorage
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('private-') && name !== `private-${keepUserId}`).map((name) => cacheStorage.delete(name))))
      .catch(() => undefined);
  }
}

let ownScreensLoader: (() => Promise<unknown>) | null = null;

/**
 * main.tsx hands over how to fetch the code of the signed-in screens (the profile): fetched with
 * the person's data (keep-own-data.ts), so the worker keeps it; an anonymous visit never downloads it.
 */
export function setOwnScreensLoader(load: () => Promise<unknown>): void {
  ownScreensLoader = load;
}

export function loadOwnScreens(): void {
  void ownScreensLoader?.().catch(() => undefined);
}

// ---- saved dates of what the screens show offline ----

const savedDates = new Map<string, number>();
const listeners = new Set<() => void>();
let oldest: number | null = null;

function emit() {
  const next = savedDates.size ? Math.min(...savedDates.values()) : null;
  if (next === oldest) return;
  oldest = next;
  listeners.forEach((listener) => listener());
}

/** An answer read while offline (from the worker's cache or this store), saved at `savedAt`. */
export function noteSavedAnswer(path: string, savedAt: number): void {
  if (!Number.isFinite(savedAt)) return;
  savedDates.set(path.split('?')[0]!, savedAt);
  emit();
}

/** Back online: what shows is fresh again. */
export function clearSavedDates(): void {
  savedDates.clear();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The oldest saved date among the answers shown since the phone went offline (ms), or null. */
export function useSavedDate(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => oldest,
    () => null,
  );
}

// saved dates are written in Cuba's time, whatever the phone's zone
const savedFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  day: 'numeric',
  month: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  timeZone: CUBA_TIME_ZONE,
});

/**
 * 'Guardado el 24/11 a las 18:00' (two digits each), in Cuba's time; in English (issue 22 §1)
 * 'Saved on 11/24 at 18:00', month first as the guide's other English dates (Intl's en-US). `words`:
 * the page's messages (`useMsg()`), Spanish by default.
 */
export function savedDateText(savedAt: number | Date, words: { savedOn: string; savedAt: string } = SHELL_MSG, lang: Lang = 'es'): string {
  const parts = Object.fromEntries(savedFormat.formatToParts(savedAt).map((part) => [part.type, part.value]));
  const two = (value: string | undefined) => (value ?? '').padStart(2, '0');
  const day = lang === 'en' ? `${two(parts.month)}/${two(parts.day)}` : `${two(parts.day)}/${two(parts.month)}`;
  return `${words.savedOn} ${day} ${words.savedAt} ${two(parts.hour)}:${two(parts.minute)}`;
}
