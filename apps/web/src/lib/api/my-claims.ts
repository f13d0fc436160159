import { API, apiPath } from '@guia/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { Claim } from '@guia/contracts';
import { apiFetch } from '../api-client';

/** Keys of the person's own requests to manage a business (issue 21). */
export const myClaimsKey = ['claims', 'mine'] as const;

/** GET /api/claims/mine: the person's requests, newest first, with what an admin decided (the profile and 'Mis negocios'). */
export function myClaimsQuery() {
  return queryOptions({
    queryKey: myClaimsKey,
    queryFn: ({ signal }) => apiFetch<Claim[]>(apiPath(API.claimsMine), { signal }),
  });
}

/** The businesses a person manages: their approved requests. */
export const ownedClaims = (claims: readonly Claim[] | undefined) => (claims ?? []).filter((c) => c.status === 'approved');
