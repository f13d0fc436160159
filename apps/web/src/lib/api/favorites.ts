import { API, apiPath } from '@guia/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favorite, FavoritesChangeResponse } from '@guia/contracts';
import { apiFetch } from '../api-client';
import { useSession } from '../session/use-session';


/** GET /api/users/{userId}/favorites: the user's favourites, each with `businessId` (spec §3). */
export function fetchFavorites(userId: string, signal?: AbortSignal): Promise<Favorite[]> {
  return apiFetch<Favorite[]>(apiPath(API.favoritesList, { id: userId }), { signal });
}

/** POST /api/users/{userId}/favorites/{businessId}: answers the favourites after the change. */
export function addFavorite(userId: string, businessId: string): Promise<FavoritesChangeResponse> {
  return apiFetch<FavoritesChangeResponse>(apiPath(API.favoritesAdd, { id: userId, businessId }), { method: 'POST' });
}

/** DELETE /api/users/{userId}/favorites/{businessId}: answers the favourites after the change. */
export function removeFavorite(userId: string, businessId: string): Promise<FavoritesChangeResponse> {
  return apiFetch<FavoritesChangeResponse>(apiPath(API.favoritesRemove, { id: userId, businessId }), { method: 'DELETE' });
}

export const favoriteKeys = {
  all: ['favorites'] as const,
  list: (userId: string) => ['favorites', userId] as const,
};

/** Query options for a user's favourites (the heart, the map's Favoritos, the profile). */
export function favoritesQuery(userId: string) {
  return queryOptions({
    queryKey: favoriteKeys.list(userId),
    queryFn: ({ signal }) => fetchFavorites(userId, signal),
  });
}

/** The business ids of a favourites answer (`businessId`, or `_id` in older answers). */
export function favoriteIds(list: Favorite[] | undefined): string[] {
  return (list ?? []).map((f) => f.businessId ?? f._id).filter((id): id is string => typeof id === 'string');
}

export interface FavoriteState {
  /** True once the server said so; changes only after the server answers a toggle (spec §4). */
  isFavorite: boolean;
  /** The favourites list has not arrived yet (logged in only). */
  isLoading: boolean;
  /** A toggle is waiting for the server. */
  isPending: boolean;
  /** Logged out: the heart must send the visitor to /login instead. */
  needsLogin: boolean;
  /** Adds or removes; resolves once the server answered (rejects on failure). */
  toggle(): Promise<void>;
}

/**
 * The favourite state of one business for the logged-in user. The list comes from
 * GET /users/{id}/favorites; a toggle calls POST or DELETE and then stores the server's list, so
 * every heart, the map and the profile agree.
 */
export function useFavorite(businessId: string): FavoriteState {
  const { userId, isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const enabled = isAuthenticated && !!userId;
  const list = useQuery({ ...favoritesQuery(userId ?? ''), enabled });
  const isFavorite = favoriteIds(list.data).includes(businessId);

  const mutation = useMutation({
    mutationFn: (add: boolean) => (add ? addFavorite(userId!, businessId) : removeFavorite(userId!, businessId)),
    onSuccess: (answer) => {
      const ids = answer?.favorite_businesses ?? [];
      queryClient.setQueryData<Favorite[]>(favoriteKeys.list(userId!), ids.map((id) => ({ businessId: id })));
    },
  });

  return {
    isFavorite,
    isLoading: enabled && list.isLoading,
    isPending: mutation.isPending,
    needsLogin: !enabled,
    toggle: async () => {
      if (!enabled) return;
      await mutation.mutateAsync(!isFavorite);
    },
  };
}
