import { API, routeUrl } from '@guia/contracts';
/**
 * GET /api/map (issue 16): the basemap archive the app's own server serves — the embedded Cuba
 * basemap or the OpenStreetMap archive named by MAP_TILES — read in HTTP byte ranges from
 * `url`. Both use the Protomaps basemap v4 layer schema, so one flavour draws either.
 */
export interface MapArchiveInfo {
  /** Same origin: '/api/map/tiles.pmtiles'. */
  url: string;
  bytes: number;
  etag: string;
  kind: 'embedded' | 'osm';
  /** What each source's licence asks the map to show (plain text or HTML links). */
  attribution: string;
  minzoom: number;
  maxzoom: number;
  bounds?: unknown;
  center?: unknown;
}

export const MAP_INFO_PATH = routeUrl(API.mapInfo);

const isInfo = (value: unknown): value is MapArchiveInfo => {
  const v = value as Partial<MapArchiveInfo> | null;
  return !!v && typeof v.url === 'string' && typeof v.etag === 'string' && typeof v.bytes === 'number';
};

/**
 * The server's archive, or null when the server cannot be reached in `timeoutMs` (offline,
 * blackout): the caller then uses the copy saved on the phone without asking.
 */
export async function fetchMapInfo({ timeoutMs = 4000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<MapArchiveInfo | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop);
  try {
    const res = await fetch(MAP_INFO_PATH, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    return isInfo(body) ? body : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
