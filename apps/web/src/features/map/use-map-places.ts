import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { businessQuery } from '../../lib/api/business';
import { favoriteIds, favoritesQuery } from '../../lib/api/favorites';
import { useSession } from '../../lib/session/use-session';
import { useNearby } from './api/nearby';
import { useBusinessSearch } from './api/search';
import { externalPlace, osmPlace, ownPlace, placePosition, type Place } from './places';
import type { MapProviderName } from './provider';
import type { LatLng } from './types';
import type { MapFilters } from './use-map-filters';
import type { Selection } from './use-selection';

/** The user's favourite businesses (the sidebar's Favoritos): ids from the API, then each business. */
function useFavoritePlaces(enabled: boolean) {
  const { userId, isAuthenticated } = useSession();
  const list = useQuery({ ...favoritesQuery(userId ?? ''), enabled: enabled && isAuthenticated && !!userId });
  const ids = favoriteIds(list.data);
  const results = useQueries({ queries: enabled ? ids.map((id) => ({ ...businessQuery(id), retry: false })) : [] });
  const businesses = results.flatMap((r) => (r.data ? [r.data] : []));
  return {
    isLoading: enabled && (list.isLoading || results.some((r) => r.isPending)),
    isError: list.isError,
    saved: ids.length,
    places: businesses.map(ownPlace),
  };
}

interface MapPlacesInput {
  filters: MapFilters;
  /** The search the page opened with (?q=): it waits for the position, so it is asked once, near the person. */
  entrySearch: string | null;
  /** The person's position, or the centre we fall back on; null while it is not known. */
  origin: LatLng | null;
  provider: MapProviderName;
  selection: Selection | null;
}

/**
 * The places the map lists and draws, by mode: nearby (own businesses, Google places on a Google
 * map only, OpenStreetMap places where the guide has none; those without a position left out), the
 * search's results, or the favourites; and the selected place as known best (its fresh record, else
 * the list's copy, else what the page was given).
 */
export function useMapPlaces({ filters, entrySearch, origin, provider, selection }: MapPlacesInput) {
  const { mode, category, radiusM, openNow, query, payment, price } = filters;
  const nearby = useNearby(mode === 'nearby' && origin ? { lat: origin.lat, lon: origin.lng, radiusM, category, openNow, payment, price } : null);
  const search = useBusinessSearch(mode === 'search' && (origin !== null || query !== entrySearch) ? query : null, origin, openNow, { payment, price });
  const favorites = useFavoritePlaces(mode === 'favorites');

  const ownId = selection?.kind === 'own' ? selection.id : null;
  const detail = useQuery({ ...businessQuery(ownId ?? ''), enabled: !!ownId, retry: false });

  const places: Place[] = useMemo(() => {
    if (mode === 'search') return search.isError ? [] : (search.data ?? []).map(ownPlace);
    if (mode === 'favorites') return favorites.places;
    if (nearby.isError || !nearby.data) return [];
    const own = nearby.data.mongo_businesses.map(ownPlace);
    // Google's terms: Google places only on a Google map.
    const external = provider === 'google' ? nearby.data.google_places.map(externalPlace) : [];
    // OpenStreetMap's places where the guide has no business of its own (issue 24), credited in their panel
    const osm = (nearby.data.osm_places ?? []).map(osmPlace);
    return [...own, ...external, ...osm].filter((p) => placePosition(p) !== null);
  }, [mode, search.isError, search.data, favorites.places, nearby.isError, nearby.data, provider]);

  const selectedPlace: Place | null = useMemo(() => {
    if (!selection) return null;
    if (selection.kind === 'own' && detail.data) return ownPlace(detail.data);
    return places.find((p) => p.kind === selection.kind && p.id === selection.id) ?? selection.snapshot;
  }, [selection, detail.data, places]);

  return { nearby, search, favorites, detail, ownId, places, selectedPlace };
}
