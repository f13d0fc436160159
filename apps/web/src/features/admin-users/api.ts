import { API, apiPath } from '@guia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_PAGE_MAX_LIMIT, type PasswordResetLink, type PublicUser, type UserCreateBody, type UserUpdateBody, type UserUpdateResponse, type UsersPage } from '@guia/contracts';
import { apiFetch } from '../../lib/api-client';

/** Admin calls of spec §7: GET, POST /users/; PUT, DELETE /users/{id} (JSON). */

export const userKeys = {
  all: ['users'] as const,
  list: () => ['users', 'list'] as const,
};

/**
 * GET /users/ answers a page at a time (`{ items, total }`, at most USERS_PAGE_MAX_LIMIT: issue
 * 17 §11); the screen filters on the client, so every page is read in order. An array answer (a
 * server from before the pages) is the whole list.
 */
async function fetchAllUsers(signal?: AbortSignal): Promise<PublicUser[]> {
  const all: PublicUser[] = [];
  for (let page = 1; page <= 1000; page += 1) {
    const answer = await apiFetch<UsersPage | PublicUser[]>(apiPath(API.usersList, {}, { page, limit: USERS_PAGE_MAX_LIMIT }), { signal });
    if (Array.isArray(answer)) return answer;
    const items = Array.isArray(answer?.items) ? answer.items : [];
    all.push(...items);
    if (items.length === 0 || all.length >= (answer.total ?? 0)) break;
  }
  return all;
}

export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => fetchAllUsers(signal),
  });

/** Strips what the list does not show (a fresh `token` after a self password change). */
const toRow = ({ token: _token, ...user }: UserUpdateResponse): PublicUser => user;

/** Create, update and delete; each keeps the cached list in step without another round trip. */
export function useUserMutations() {
  const client = useQueryClient();
  const setList = (change: (list: PublicUser[]) => PublicUser[]) => {
    client.setQueryData<PublicUser[]>(userKeys.list(), (list) => (list ? change(list) : list));
    void client.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' });
  };

  const create = useMutation({
    mutationFn: (body: UserCreateBody) => apiFetch<PublicUser>(apiPath(API.usersCreate), { method: 'POST', body }),
    onSuccess: (created) => setList((list) => [...list, created]),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserUpdateBody }) =>
      apiFetch<UserUpdateResponse>(apiPath(API.usersUpdate, { id }), { method: 'PUT', body }),
    onSuccess: (updated) => setList((list) => list.map((u) => (u._id === updated._id ? toRow(updated) : u))),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<void>(apiPath(API.usersRemove, { id }), { method: 'DELETE' }),
    onSuccess: (_void, id) => setList((list) => list.filter((u) => u._id !== id)),
  });
  return { create, update, remove };
}

/** POST /users/{id}/password-reset (admin, issue 20 §7): a one-time link, answered this once. */
export function useResetLinkMutation() {
  return useMutation({
    mutationFn: (id: string) => apiFetch<PasswordResetLink>(apiPath(API.usersPasswordResetLink, { id }), { method: 'POST' }),
  });
}
