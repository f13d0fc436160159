import { API, apiPath } from '@guia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';
import type { LatLng } from '../types';

/** issue 21 §2–§3: `pago` (an id) and `precio` (1–3); absent: any */
export interface SearchMoney {
  payment?: string;
  price?: number | null;
}

/**
 * GET /api/business/search?q&lat&lon: businesses by name, category and description, nearer first on
 * ties; with `openNow` ('Abierto ahora', issue 16) only those open now in Havana (`open_now=true`).
 */
export function fetchSearch(q: string, near: LatLng | null, signal?: AbortSignal, openNow = false, money: SearchMoney = {}): Promise<Business[]> {
  const params = new URLSearchParams({ q });
  if (near) {
    params.set('lat', String(near.lat));
    params.set('lon', String(near.lng));
  }
  if (openNow) params.set('open_now', 'true');
  if (money.payment) params.set('pago', money.payment);
  if (money.price) params.set('precio', String(money.price));
  return apiFetch<Business[]>(apiPath(API.businessSearch, {}, params), { signal });
}

export function searchQuery(q: string, near: LatLng | null, openNow = false, money: SearchMoney = {}) {
  return queryOptions({
    queryKey: ['map', 'search', q, near?.lat ?? null, near?.lng ?? null, openNow, money.payment ?? '', money.price ?? 0] as const,
    queryFn: ({ signal }) => fetchSearch(q, near, signal, openNow, money),
    retry: false,
  });
}

export function useBusinessSearch(q: string | null, near: LatLng | null, openNow = false, money: SearchMoney = {}) {
  return useQuery({ ...searchQuery(q ?? '', near, openNow, money), enabled: !!q });
}
