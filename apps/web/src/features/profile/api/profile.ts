import { API, apiPath } from '@guia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BUSINESS_BATCH_MAX, type Business, type Favorite, type PublicUser, type UserUpdateResponse } from '@guia/contracts';
import { apiFetch } from '../../../lib/api-client';
import { businessKeys, fetchBusiness } from '../../../lib/api/business';
import { thumbnailOf } from '../../../lib/business-info';

/** Spec §3: where a favourite without coordinates is placed (the profile's own default). */
export const FAVORITE_DEFAULT_LOCATION = { lat: 23.1291703, lng: -82.3918102 } as const;

/** A favourite as the profile shows it (spec §3: the profile derives id, mainPhoto and a geometry location). */
export type FavoriteBusiness = Business & {
  id: string;
  mainPhoto: string;
  geometry: { location: { lat: number; lng: number } };
};

export interface FavoritesResult {
  /** How many favourites the user has saved. */
  saved: number;
  /** The ones whose business could be loaded, in the saved order. */
  businesses: FavoriteBusiness[];
}

export const profileKeys = {
  user: (userId: string) => ['profile', userId, 'user'] as const,
  favorites: (userId: string) => ['profile', userId, 'favorites'] as const,
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** geometry.location, else location.coordinates ([lng, lat]), else the profile's default (spec §3). */
export function favoriteLocation(b: Partial<Pick<Business, 'geometry' | 'location'>>): { lat: number; lng: number } {
  const fromGeometry = b.geometry?.location;
  if (fromGeometry && isNumber(fromGeometry.lat) && isNumber(fromGeometry.lng)) return { lat: fromGeometry.lat, lng: fromGeometry.lng };
  const [lng, lat] = b.location?.coordinates ?? [];
  if (isNumber(lat) && isNumber(lng)) return { lat, lng };
  return { ...FAVORITE_DEFAULT_LOCATION };
}

export function toFavoriteBusiness(b: Business): FavoriteBusiness {
  return {
    ...b,
    id: b._id,
    photos: Array.isArray(b.photos) ? b.photos : [],
    mainPhoto: thumbnailOf(b),
    geometry: { ...b.geometry, location: favoriteLocation(b) },
  };
}

/** GET /users/{id} (spec §7): name, username, email, favorite_businesses. */
export function fetchUser(userId: string, signal?: AbortSignal): Promise<PublicUser> {
  return apiFetch<PublicUser>(apiPath(API.usersById, { id: userId }), { signal });
}

/** How many ids one GET /business?ids=… carries (the server's BUSINESS_BATCH_MAX). */
const BATCH = BUSINESS_BATCH_MAX;

/**
 * The businesses of `ids` (issue 17 §11): GET /business?ids=… for up to BATCH at a time, one
 * request instead of one per favourite; when that request fails (a server without it), each
 * business of that batch is asked on its own. A favourite whose business is not in the answer is
 * logged and dropped alone (spec §4).
 */
async function fetchBusinessesById(ids: string[], signal?: AbortSignal): Promise<{ found: Map<string, Business>; logged: Set<string> }> {
  const found = new Map<string, Business>();
  /** ids whose failure was already logged */
  const logged = new Set<string>();
  for (let at = 0; at < ids.length; at += BATCH) {
    const chunk = ids.slice(at, at + BATCH);
    try {
      const answer = await apiFetch<Business[]>(apiPath(API.businessByIds, {}, { ids: chunk.join(',') }), { signal, auth: false });
      for (const b of Array.isArray(answer) ? answer : []) if (b && typeof b._id === 'string') found.set(b._id.toLowerCase(), b);
    } catch (err) {
      if (signal?.aborted) throw err;
      const answers = await Promise.allSettled(chunk.map((id) => fetchBusiness(id, signal)));
      answers.forEach((a, i) => {
        if (a.status === 'fulfilled' && a.value && typeof a.value === 'object') found.set(chunk[i]!.toLowerCase(), a.value);
        else {
          logged.add(chunk[i]!);
          console.error(`Error al cargar el negocio favorito ${chunk[i]}:`, a.status === 'rejected' ? a.reason : a.value);
        }
      });
    }
  }
  return { found, logged };
}

/**
 * GET /users/{id}/favorites, then the businesses in one request (GET /business?ids=…): a
 * favourite whose business cannot be loaded is logged and dropped alone; the others still show.
 */
export async function fetchFavoriteBusinesses(
  userId: string,
  signal?: AbortSignal,
  remember?: (business: Business) => void,
): Promise<FavoritesResult> {
  const favorites = await apiFetch<Partial<Favorite>[] | undefined>(apiPath(API.favoritesList, { id: userId }), { signal });
  const ids = (Array.isArray(favorites) ? favorites : [])
    .map((f) => f?.businessId ?? f?._id)
    .filter((id): id is string => typeof id === 'string' && id.length > 0);
  const { found, logged } = await fetchBusinessesById(ids, signal);
  const businesses: FavoriteBusiness[] = [];
  for (const id of ids) {
    const b = found.get(id.toLowerCase());
    if (b) {
      remember?.(b);
      businesses.push(toFavoriteBusiness(b));
    } else if (!logged.has(id)) {
      // not in the answer: gone from the guide
      console.error(`Error al cargar el negocio favorito ${id}:`, 'no está en la guía');
    }
  }
  return { saved: ids.length, businesses };
}

/** The profile's user; always fresh on arrival (the map may have changed things). */
export function useProfileUser(userId: string | null) {
  return useQuery({
    queryKey: profileKeys.user(userId ?? ''),
    queryFn: ({ signal }) => fetchUser(userId!, signal),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/** The favourites with their businesses; refetched on every visit so hearts set on the map show. */
export function useFavoriteBusinesses(userId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: profileKeys.favorites(userId ?? ''),
    queryFn: ({ signal }) =>
      fetchFavoriteBusinesses(userId!, signal, (business) => queryClient.setQueryData(businessKeys.detail(business._id), business)),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

export interface PasswordChange {
  current_password: string;
  password: string;
}

/** PUT /users/{id} with the current and the new password (DESIGN §9); the answer carries a fresh token. */
export function changePassword(userId: string, body: PasswordChange): Promise<UserUpdateResponse> {
  return apiFetch<UserUpdateResponse>(apiPath(API.usersUpdate, { id: userId }), { method: 'PUT', body });
}

export function useChangePassword(userId: string | null) {
  return useMutation({
    mutationFn: (body: PasswordChange) => {
      if (!userId) return Promise.reject(new Error('sin usuario'));
      return changePassword(userId, body);
    },
  });
}
