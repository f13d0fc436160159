import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RADIUS_M, kmOf, paymentOfQuery, paymentQueryValue, type PaymentMethod, type PriceLevel } from '@guia/contracts';
import type { MapMode } from './components/map-sidebar';
import { QUERY, type MapEntry } from './map-entry';

/** What the map is asked to show: nearby places (by category, radius, open now), a search, or the favourites. */
export interface MapFilters {
  mode: MapMode;
  /** A category's identifier ('restaurant'); '' for every category. */
  category: string;
  /** The search radius in metres (?radio= says it in km). */
  radiusM: number;
  openNow: boolean;
  /** The search text while searching; null otherwise. */
  query: string | null;
  /** issue 21 §3: only places that take this payment method (?pago=); '' or absent: any */
  payment?: PaymentMethod | '';
  /** issue 21 §2: only businesses at this price level (?precio=); null or absent: any */
  price?: PriceLevel | null;
}

/** The URL keys of the payment and price filters (issue 21; the API's own names). */
export const MONEY_QUERY = { payment: 'pago', price: 'precio' } as const;
const priceOfQuery = (v: string | null): PriceLevel | null => (v === '1' || v === '2' || v === '3' ? (Number(v) as PriceLevel) : null);

/** The next wider radius offered when nothing is found: twice as far, at most the slider's end. */
export const widerRadius = (radiusM: number) => Math.min(RADIUS_M.max, radiusM * 2);

/** The URL query that says what the screen shows, so a reload keeps it (issue 7; ?q= from the 404 page's search). */
export function mapSearchParams(filters: MapFilters, selectedBusinessId: string | null): URLSearchParams {
  const next = new URLSearchParams();
  if (selectedBusinessId) next.set(QUERY.business, selectedBusinessId);
  if (filters.category) next.set(QUERY.category, filters.category);
  if (filters.radiusM !== RADIUS_M.default) next.set(QUERY.radius, String(kmOf(filters.radiusM)));
  if (filters.openNow) next.set(QUERY.openNow, '1');
  if (filters.mode === 'search' && filters.query) next.set(QUERY.search, filters.query);
  if (filters.payment) next.set(MONEY_QUERY.payment, paymentQueryValue(filters.payment));
  if (filters.price) next.set(MONEY_QUERY.price, String(filters.price));
  return next;
}

/**
 * The map's filters (spec §2 Map page): the mode, category, radius, 'Abierto ahora' and the search
 * text, starting from what the page was opened with, and kept in the URL query as they change
 * (replacing the history entry; the page does not scroll). Choosing a category or a radius goes
 * back to nearby places; a search leaves them.
 */
export function useMapFilters(entry: MapEntry, selectedBusinessId: string | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useState<MapMode>(entry.search ? 'search' : 'nearby');
  const [category, setCategory] = useState(entry.category);
  const [radiusM, setRadiusM] = useState(entry.radiusM);
  const [openNow, setOpenNow] = useState(entry.openNow);
  const [query, setQuery] = useState<string | null>(entry.search);
  const [payment, setPayment] = useState<PaymentMethod | ''>(() => paymentOfQuery(searchParams.get(MONEY_QUERY.payment) ?? '') ?? '');
  const [price, setPrice] = useState<PriceLevel | null>(() => priceOfQuery(searchParams.get(MONEY_QUERY.price)));

  useEffect(() => {
    const next = mapSearchParams({ mode, category, radiusM, openNow, query, payment, price }, selectedBusinessId);
    // the URL follows the screen: the page stays where it is
    if (next.toString() !== searchParams.toString()) setSearchParams(next, { replace: true, preventScrollReset: true });
  }, [selectedBusinessId, category, radiusM, openNow, mode, query, payment, price, searchParams, setSearchParams]);

  /** Back to the nearby places (the search cleared). */
  const explore = useCallback(() => {
    setMode('nearby');
    setQuery(null);
  }, []);
  const search = useCallback((text: string) => {
    setQuery(text);
    setMode('search');
  }, []);
  const showFavorites = useCallback(() => {
    setMode('favorites');
    setQuery(null);
  }, []);
  /** The sidebar's category ('' for all): nearby places in it. */
  const chooseCategory = useCallback(
    (name: string) => {
      setCategory(name);
      explore();
    },
    [explore],
  );
  /** The sidebar's radius: nearby places within it. */
  const chooseRadius = useCallback(
    (radiusM: number) => {
      setRadiusM(radiusM);
      explore();
    },
    [explore],
  );

  const filters: MapFilters = { mode, category, radiusM, openNow, query, payment, price };
  return { ...filters, explore, search, showFavorites, chooseCategory, chooseRadius, setOpenNow, setPayment, setPrice };
}
