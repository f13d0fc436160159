import { RADIUS_M, metresOfKm, type Business, type ExternalPlace } from '@guia/contracts';
import { readMapNavState } from '../../lib/nav-state';
import { positionOf } from './places';

/** URL query keys that keep the map's selection over a reload (issue 7). */
export const QUERY = { business: 'negocio', category: 'categoria', radius: 'radio', openNow: 'abierto', search: 'q' } as const;

/** The longest search the search bar takes. */
export const SEARCH_MAX_LENGTH = 200;

/** What the map opens with: from the navigation state of spec §2, else from the URL query. */
export interface MapEntry {
  /** An own business to select (its id; `business` when the origin passed its data). */
  businessId: string | null;
  business: Business | null;
  /** An external place passed by the origin. */
  place: ExternalPlace | null;
  focusOnBusiness: boolean;
  fromFavorites: boolean;
  category: string;
  /** Show 'Categoría cargada desde la página de inicio' for 3 s. */
  categoryBanner: boolean;
  /** The search radius in metres (from ?radio=, in km). */
  radiusM: number;
  /** 'Abierto ahora' (?abierto=1). */
  openNow: boolean;
  /** A search to run at once (?q=, from the 404 page's search box or a reload); null: none. */
  search: string | null;
}

const OBJECT_ID = /^[a-f\d]{24}$/i;
type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A radius in km (?radio=, the slider) → metres, clamped to the slider's 1–50 km in whole km; anything unreadable → the default 5 km. */
export function radiusFrom(km: unknown): number {
  const n = typeof km === 'number' ? km : typeof km === 'string' && km.trim() ? Number(km) : Number.NaN;
  if (!Number.isFinite(n)) return RADIUS_M.default;
  const m = metresOfKm(n);
  return Math.min(RADIUS_M.max, Math.max(RADIUS_M.min, Math.round(m / RADIUS_M.step) * RADIUS_M.step));
}

function categoryFrom(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (isObject(value) && typeof value.name === 'string') return value.name.trim();
  return '';
}

/**
 * Reads the navigation state (`MapNavState`, lib/nav-state.ts): `selectedBusiness` + `focusOnBusiness`
 * (Tops, the business page, the profile with `fromFavorites`) and `selectedCategory` +
 * `focusOnCategory` (home tiles); the URL query
 * (?negocio=&categoria=&radio=&abierto=&q=) fills what the state does not say, so a reload keeps the selection.
 */
export function readMapEntry(state: unknown, query: URLSearchParams): MapEntry {
  const s = readMapNavState(state) ?? {};
  const entry: MapEntry = {
    businessId: null,
    business: null,
    place: null,
    focusOnBusiness: false,
    fromFavorites: s.fromFavorites === true,
    category: categoryFrom(query.get(QUERY.category)),
    categoryBanner: false,
    radiusM: radiusFrom(query.get(QUERY.radius)),
    openNow: query.get(QUERY.openNow) === '1',
    search: query.get(QUERY.search)?.trim().slice(0, SEARCH_MAX_LENGTH) || null,
  };

  // the shape is checked, what it says is the map's to read (an id's form, a place's position)
  const selected: unknown = s.selectedBusiness;
  if (typeof selected === 'string' && OBJECT_ID.test(selected)) {
    entry.businessId = selected;
  } else if (isObject(selected)) {
    const id = typeof selected._id === 'string' ? selected._id : typeof selected.id === 'string' ? selected.id : null;
    if (id && OBJECT_ID.test(id) && selected.source !== 'google') {
      entry.businessId = id;
      entry.business = { ...(selected as unknown as Business), _id: id };
    } else if (typeof selected.place_id === 'string' && positionOf(selected as ExternalPlace)) {
      entry.place = { ...(selected as unknown as ExternalPlace), source: 'google' };
    }
  }
  if (entry.businessId || entry.place) {
    entry.focusOnBusiness = s.focusOnBusiness === true;
  } else {
    const fromQuery = query.get(QUERY.business);
    if (fromQuery && OBJECT_ID.test(fromQuery)) {
      entry.businessId = fromQuery;
      entry.focusOnBusiness = true;
    }
  }

  const category = categoryFrom(s.selectedCategory);
  if (category) {
    entry.category = category;
    entry.categoryBanner = s.focusOnCategory === true;
  }
  return entry;
}
