import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';
import type { LatLng } from '../types';

/**
 * GET /api/business/search?q&lat&lon: businesses by name, category and description, nearer first on
 * ties; with `openNow` ('Abierto ahora', issue 16) only those open now in Havana (`open_now=true`).
 */
export function fetchSearch(q: string, near: LatLng | null, signal?: AbortSignal, openNow = false): Promise<Business[]> {
  const params = new URLSearchParams({ q });
  if (near) {
    params.set('lat', String(near.lat));
    params.set('lon', String(near.lng));
  }
  if (openNow) params.set('open_now', 'true');
  return apiFetch<Business[]>(`/business/search?${params}`, { signal });
}

export function searchQuery(q: string, near: LatLng | null, openNow = false) {
  return queryOptions({
    queryKey: ['map', 'search', q, near?.lat ?? null, near?.lng ?? null, openNow] as const,
    queryFn: ({ signal }) => fetchSearch(q, near, signal, openNow),
    retry: false,
  });
}

export function useBusinessSearch(q: string | null, near: LatLng | null, openNow = false) {
  return useQuery({ ...searchQuery(q ?? '', near, openNow), enabled: !!q });
}
