import { API, apiPath } from '@guia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatestRate, Rate, RateBody } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';

/** GET /api/rates/latest: the newest rate and whether it is too old to convert with. */
export const latestRateQuery = () =>
  queryOptions({
    queryKey: ['rates', 'latest'] as const,
    queryFn: ({ signal }) => apiFetch<LatestRate>(apiPath(API.ratesLatest), { signal }),
  });

export interface RatesPage {
  items: Rate[];
  total: number;
  page: number;
  limit: number;
}

/** GET /api/rates?page (admin): the history, newest first. */
export const ratesQuery = (page: number) =>
  queryOptions({
    queryKey: ['rates', 'history', page] as const,
    queryFn: ({ signal }) => apiFetch<RatesPage>(apiPath(API.ratesList, {}, { page }), { signal }),
  });

/** POST /api/rates (admin): the day's rate; the latest and the history are read again. */
export function useAddRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RateBody) => apiFetch<Rate>(apiPath(API.ratesCreate), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['rates'] }),
  });
}
