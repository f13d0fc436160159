import { paths } from '../../config/paths';
import type { NAV_TEXT } from './navbar-text';

/** A link of the bar: where it goes and its text's key in the bar's catalogue (navbar-text.ts, in the page's language). */
export interface NavEntry {
  to: string;
  key: keyof typeof NAV_TEXT;
}

export const TOPS_LINK: NavEntry = { to: paths.tops, key: 'tops' };
export const MAP_LINK: NavEntry = { to: paths.map, key: 'map' };

/** Only for the admin role (spec §2). */
export const ADMIN_LINKS: NavEntry[] = [
  { to: paths.adminBusinesses, key: 'business' },
  { to: paths.categories, key: 'categories' },
  { to: paths.users, key: 'users' },
  { to: paths.events, key: 'events' },
  // issue 24 §5: the date and counts of the last OpenStreetMap import
  { to: paths.osmData, key: 'osm' },
  // issue 21: owners' requests (its screen links to 'Tasa del día' and 'Cambios')
  { to: paths.claims, key: 'claims' },
];

/** The user dropdown, before 'Cerrar sesión'. */
export const ACCOUNT_LINKS: NavEntry[] = [
  { to: paths.profile, key: 'profile' },
  // issue 22 §3: plans for the day
  { to: paths.plans, key: 'plans' },
  { to: paths.about, key: 'about' },
  { to: paths.privacy, key: 'privacy' },
  { to: paths.terms, key: 'terms' },
  { to: paths.help, key: 'help' },
];

export const LOGIN_LINK: NavEntry = { to: paths.login, key: 'login' };
export const REGISTER_LINK: NavEntry = { to: paths.register, key: 'register' };
