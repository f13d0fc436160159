/// <reference types="google.maps" />
import { MAPS_LOADER_RETRIES } from '@guia/contracts';

const CALLBACK = '__guiaGoogleMapsReady';
let loading: Promise<void> | null = null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One attempt: a script tag for the Maps JavaScript API; rejects when it fails to load. */
function inject(key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const w = window as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    w[CALLBACK] = () => {
      delete w[CALLBACK];
      resolve();
    };
    const params = new URLSearchParams({ key, v: 'weekly', loading: 'async', language: 'es', region: 'CU', callback: CALLBACK });
    script.src = `https://maps.googleapis.com/maps/api/js?${params}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      delete w[CALLBACK];
      reject(new Error('No se pudo cargar Google Maps'));
    };
    document.head.appendChild(script);
  });
}

/**
 * Loads Google's map script once (spec §7): up to MAPS_LOADER_RETRIES more attempts after a
 * failure, waiting 1 s, 2 s, 4 s … in between. Every caller shares the same attempt.
 */
export function loadGoogleMaps(key: string, retries = MAPS_LOADER_RETRIES, baseDelayMs = 1000): Promise<void> {
  if (typeof window !== 'undefined' && (window as { google?: { maps?: unknown } }).google?.maps) return Promise.resolve();
  loading ??= (async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await inject(key);
        return;
      } catch (error) {
        if (attempt >= retries) throw error;
        await wait(baseDelayMs * 2 ** attempt);
      }
    }
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
