import type { Catalog } from '../../lib/i18n/text';
import type { NAV_TEXT } from './navbar-text';

/** The navigation bar in English (issue 22 §1): only English pages download it. */
const NAV_TEXT_EN: Catalog<typeof NAV_TEXT> = {
  main: 'Main',
  openMenu: 'Open menu',
  navigation: 'Navigation',
  admin: 'Administration',
  account: 'My account',
  userMenu: 'User menu',
  logoLabel: 'Guía Cuba, go to the home page',
  tops: 'Tops',
  map: 'Map',
  business: 'Businesses',
  categories: 'Categories',
  users: 'Users',
  events: 'Events',
  osm: 'OpenStreetMap',
  claims: 'Requests',
  profile: 'My profile',
  plans: 'My plans',
  about: 'About',
  privacy: 'Privacy',
  terms: 'Terms',
  help: 'Help',
  logout: 'Sign out',
  login: 'Sign in',
  register: 'Sign up',
  language: 'Language',
};
export default NAV_TEXT_EN;
