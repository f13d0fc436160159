import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';
import type { LatLng } from '../types';

/** GET /api/business/search?q&lat&lon: businesses by name, category and description, nearer first on ties. */
export function fetchSearch(q: string, near: LatLng | null, signal?: AbortSignal): Promise<Business[]> {
  const params = new URLSearchParams({ q });
  if (near) {
    params.set('lat', String(near.lat));
    params.set('lon', String(near.lng));
  }
  return apiFetch<Business[]>(`/business/search?${params}`, { signal });
}

export function searchQuery(q: string, near: LatLng | null) {
  return queryOptions({
    queryKey: ['map', 'search', q, near?.lat ?? null, near?.lng ?? null] as const,
    queryFn: ({ signal }) => fetchSearch(q, near, signal),
    retry: false,
  });
}

export function useBusinessSearch(q: string | null, near: LatLng | null) {
  return useQuery({ ...searchQuery(q ?? '', near), enabled: !!q });
}
