import { API, apiPath } from '@guia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Claim, ClaimStatus, ClaimsPage } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';

/** POST /api/claims/{id}/approve|refuse|revoke, by the decision taken. */
const DECISION_ROUTES = { approve: API.claimsApprove, refuse: API.claimsRefuse, revoke: API.claimsRevoke } as const;

export type ClaimFilter = ClaimStatus | 'all';

/** GET /api/claims?status&page (admin): the requests, newest first. */
export const claimsQuery = (status: ClaimFilter, page: number) =>
  queryOptions({
    queryKey: ['claims', 'admin', status, page] as const,
    queryFn: ({ signal }) => apiFetch<ClaimsPage>(apiPath(API.claimsList, {}, { status: status === 'all' ? undefined : status, page }), { signal }),
  });

export type Decision = 'approve' | 'refuse' | 'revoke';

/** POST /api/claims/{id}/approve|refuse|revoke; every list of requests is read again afterwards (a 409 too: someone else decided). */
export function useDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: Decision; reason?: string }) =>
      apiFetch<Claim>(apiPath(DECISION_ROUTES[action], { id }), { method: 'POST', body: action === 'approve' ? {} : reason ? { reason } : {} }),
    onSettled: () => client.invalidateQueries({ queryKey: ['claims'] }),
  });
}
