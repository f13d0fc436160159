import { API, apiPath } from '@guia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyResponse } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';

export interface NearbyParams {
  lat: number;
  lon: number;
  /** The search radius in metres: sent as it is as `max_distance`. */
  radiusM: number;
  /** A category's English name ('restaurant'); empty for every nearby place. */
  category: string;
  /** 'Abierto ahora' (issue 16): only places open now, by their hours in Havana's time (the server decides). */
  openNow?: boolean;
  /** issue 21 §2–§3: `pago` (an id) and `precio` (1–3); absent: any */
  payment?: string;
  price?: number | null;
}

/** The query string of spec §7: lat, lon, max_distance (the radius in metres), and category when chosen. */
export function nearbySearchParams({ lat, lon, radiusM, category, openNow, payment, price }: NearbyParams): URLSearchParams {
  const params = new URLSearchParams({ lat: String(lat), lon: String(lon), max_distance: String(radiusM) });
  if (category) params.set('category', category);
  if (openNow) params.set('open_now', 'true');
  if (payment) params.set('pago', payment);
  if (price) params.set('precio', String(price));
  return params;
}

/** GET /api/business/nearby: own businesses and (with a server key) Google places around a point. */
export function fetchNearby(params: NearbyParams, signal?: AbortSignal): Promise<NearbyResponse> {
  return apiFetch<NearbyResponse>(apiPath(API.businessNearby, {}, nearbySearchParams(params)), { signal });
}

export function nearbyQuery(params: NearbyParams) {
  return queryOptions({
    queryKey: ['map', 'nearby', params.lat, params.lon, params.radiusM, params.category, params.openNow === true, params.payment ?? '', params.price ?? 0] as const,
    queryFn: ({ signal }) => fetchNearby(params, signal),
    retry: false,
  });
}

export function useNearby(params: NearbyParams | null) {
  return useQuery({ ...nearbyQuery(params ?? { lat: 0, lon: 0, radiusM: 0, category: '' }), enabled: params !== null });
}
