import { useContext, useSyncExternalStore } from 'react';
import { RenderHintsContext } from './render-hints';

/**
 * 'Ahorro de datos' (issue 11): text first, photos only on tap, no auto-advancing carousels.
 * On by default when the browser reports Save-Data or a 2G/3G connection; the user's choice is
 * remembered in localStorage.
 */
const KEY = 'dataSaver';
/**
 * The cookie that tells the server to draw pages without photos (hydration then agrees): contracts'
 * DATA_SAVER_COOKIE, which the server reads (shared/spa.ts). Written out here because importing it
 * cost the entry 0.2 KB of the 130 KB budget; lib/ssr-handoff.test.ts holds the two together.
 */
const COOKIE = 'ahorro';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

function browserAsksToSave(): boolean {
  const connection = (globalThis.navigator as Navigator & { connection?: NetworkInformationLike } | undefined)?.connection;
  return !!connection && (connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? ''));
}

function read(): boolean {
  try {
    const stored = globalThis.localStorage?.getItem(KEY);
    if (stored === '1') return true;
    if (stored === '0') return false;
  } catch {
    // storage blocked: the cookie, else what the browser says
  }
  const cookie = typeof document === 'undefined' ? null : new RegExp(`(?:^|;\\s*)${COOKIE}=([01])`).exec(document.cookie);
  if (cookie) return cookie[1] === '1';
  return browserAsksToSave();
}

function remember(value: boolean): void {
  try {
    if (typeof document !== 'undefined') document.cookie = `${COOKIE}=${value ? '1' : '0'}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // cookies blocked: the server renders with photos and the browser switches after hydration
  }
}

let enabled = read();
if (typeof document !== 'undefined' && !document.cookie.includes(`${COOKIE}=${enabled ? '1' : '0'}`)) remember(enabled);
const listeners = new Set<() => void>();

export function isDataSaverOn(): boolean {
  return enabled;
}

export function setDataSaver(value: boolean): void {
  enabled = value;
  remember(value);
  try {
    localStorage.setItem(KEY, value ? '1' : '0');
  } catch {
    // not remembered, still applied for this visit
  }
  listeners.forEach((listener) => listener());
}

/** Re-reads the stored choice (tests). */
export function resetDataSaver(): void {
  enabled = read();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDataSaver(): boolean {
  const hints = useContext(RenderHintsContext);
  return useSyncExternalStore(subscribe, isDataSaverOn, () => hints.dataSaver);
}

/**
 * Bytes this page has transferred since it opened (documents, scripts, styles, images, API
 * answers), from the Resource Timing API; 0 where the browser does not report transfer sizes.
 */
export function sessionBytes(): number {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return 0;
  let total = 0;
  for (const type of ['navigation', 'resource'] as const) {
    for (const entry of performance.getEntriesByType(type) as PerformanceResourceTiming[]) total += entry.transferSize ?? 0;
  }
  return total;
}

const mbFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const mbFormatEn = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** '1,2 MB' (in English '1.2 MB'). */
export const formatMegabytes = (bytes: number, lang: 'es' | 'en' = 'es') => `${(lang === 'en' ? mbFormatEn : mbFormat).format(bytes / (1024 * 1024))} MB`;
