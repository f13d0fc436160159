import type { Business, ExternalPlace } from '@guia/contracts';

/**
 * Navigation state (react-router's `location.state`), one type per screen that reads it (spec §2).
 *
 * Writers annotate what they pass (`state={{ … } satisfies MapNavState}`: checked, no code shipped,
 * so home's card and tile links cost nothing). Readers call `readXNavState(location.state)`: the
 * state comes from the history entry (another version of the app, a hand-made link, a reload after
 * an update), so each reader checks the shape and answers null, or leaves out what is not right.
 *
 * Tops and the business page read their state in their own chunk (a few lines typed by the types
 * here): a reader imported from this file would put it in a shared chunk of ~0.45 KB on both
 * budgeted pages (pnpm bench:size, ≤ 130 KB each).
 */

/** '/login' and '/register': the page the login wall stopped (its location, with its own state). */
export interface LoginNavState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown; state?: unknown };
  /** Registration went through without signing in: '/login' says so and fills the identifier. */
  registrationSuccess?: boolean;
  identifier?: string;
}

/** '/mapa': a business or place to select (home, Tops, the business page, the profile's favourites), or home's category. */
export interface MapNavState {
  /** A business (its id and what else is known of it, or only its 24-hex id), or a Google place with `place_id`. */
  selectedBusiness?: { _id: string; name?: string | null } | ExternalPlace | string;
  /** Fit the map on the selected business. */
  focusOnBusiness?: boolean;
  /** Opened from the profile's favourites: the business is not highlighted as promoted. */
  fromFavorites?: boolean;
  /** A category identifier ('restaurant'), or a category record with `name`. */
  selectedCategory?: string | { name: string };
  /** Say 'Categoría cargada desde la página de inicio'. */
  focusOnCategory?: boolean;
}

/** '/tops': the promoted business home's slide opened. */
export interface TopsNavState {
  highlightBusinessId: string;
}

/** '/business/:id': what a home card already knew, drawn while (or if) the business cannot be loaded. */
export interface BusinessNavState {
  business: Partial<Business>;
}

/** The admin's business form: the list's '?q=&pagina=' to go back to. */
export interface AdminBusinessFormNavState {
  listSearch: string;
}

/** An admin list ('/business', '/categoria'): the message of what the form or page just did. */
export interface AdminListNavState {
  notice: string;
}

type Loose = Record<string, unknown>;
/** The value as a plain object, else null. */
const asObject = (value: unknown): Loose | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : null);
/** `true` when the state says so, else left out. */
const flag = (s: Loose, key: string) => (s[key] === true ? true : undefined);
/** The state's non-empty text at `key`, else undefined. */
const text = (state: unknown, key: string) => {
  const value = asObject(state)?.[key];
  return typeof value === 'string' && value ? value : undefined;
};

export function readLoginNavState(state: unknown): LoginNavState | null {
  const s = asObject(state);
  return s && { from: asObject(s.from) ?? undefined, registrationSuccess: flag(s, 'registrationSuccess'), identifier: text(s, 'identifier') };
}

/** The map's state as passed; what each value means (an id's form, a place's position) is the map's own reading. */
export function readMapNavState(state: unknown): MapNavState | null {
  const s = asObject(state);
  if (!s) return null;
  const { selectedBusiness: business, selectedCategory: category } = s;
  return {
    selectedBusiness: typeof business === 'string' || asObject(business) ? (business as MapNavState['selectedBusiness']) : undefined,
    selectedCategory: typeof category === 'string' || typeof asObject(category)?.name === 'string' ? (category as MapNavState['selectedCategory']) : undefined,
    focusOnBusiness: flag(s, 'focusOnBusiness'),
    fromFavorites: flag(s, 'fromFavorites'),
    focusOnCategory: flag(s, 'focusOnCategory'),
  };
}

export function readAdminBusinessFormNavState(state: unknown): AdminBusinessFormNavState | null {
  const search = asObject(state)?.listSearch;
  return typeof search === 'string' ? { listSearch: search } : null;
}

export function readAdminListNavState(state: unknown): AdminListNavState | null {
  const notice = text(state, 'notice');
  return notice ? { notice } : null;
}
