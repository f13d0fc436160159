import { API, apiPath } from '@guia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportStatus, ReportsPage } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';

/** GET /api/reports?status&page (admin): the newest first. */
export const reportsQuery = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: ['reports', status, page] as const,
    queryFn: ({ signal }) => apiFetch<ReportsPage>(apiPath(API.reportsList, {}, { status, page }), { signal }),
  });

/** POST /api/reports/{id}/handled, or DELETE /api/reports/{id}/item; the lists are read again either way. */
export function useReportAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'handle' | 'delete' }) =>
      action === 'handle'
        ? apiFetch<Report>(apiPath(API.reportsHandle, { id }), { method: 'POST', body: {} })
        : apiFetch<Report>(apiPath(API.reportsDeleteItem, { id }), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['reports'] }),
  });
}
