import { paths } from '../../config/paths';
import { NAV_TEXT } from './navbar-text';

export interface NavEntry {
  to: string;
  label: string;
}

export const TOPS_LINK: NavEntry = { to: paths.tops, label: NAV_TEXT.tops };
export const MAP_LINK: NavEntry = { to: paths.map, label: NAV_TEXT.map };

/** Only for the admin role (spec §2). */
export const ADMIN_LINKS: NavEntry[] = [
  { to: paths.adminBusinesses, label: NAV_TEXT.business },
  { to: paths.categories, label: NAV_TEXT.categories },
  { to: paths.users, label: NAV_TEXT.users },
  { to: paths.events, label: NAV_TEXT.events },
  // issue 24 §5: the date and counts of the last OpenStreetMap import
  { to: paths.osmData, label: NAV_TEXT.osm },
  // issue 21: owners' requests (its screen links to 'Tasa del día' and 'Cambios')
  { to: paths.claims, label: NAV_TEXT.claims },
];

/** The user dropdown, before 'Cerrar sesión'. */
export const ACCOUNT_LINKS: NavEntry[] = [
  { to: paths.profile, label: NAV_TEXT.profile },
  // issue 22 §3: plans for the day
  { to: paths.plans, label: NAV_TEXT.plans },
  { to: paths.about, label: NAV_TEXT.about },
  { to: paths.privacy, label: NAV_TEXT.privacy },
  { to: paths.terms, label: NAV_TEXT.terms },
  { to: paths.help, label: NAV_TEXT.help },
];

export const LOGOUT_LABEL = NAV_TEXT.logout;
export const LOGIN_LINK: NavEntry = { to: paths.login, label: NAV_TEXT.login };
export const REGISTER_LINK: NavEntry = { to: paths.register, label: NAV_TEXT.register };
