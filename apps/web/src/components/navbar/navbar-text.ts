import { defineText } from '../../lib/i18n/text';

/** The navigation bar's texts (issue 20: one place per feature; docs/STYLE.md), the live bar and the server's; English in navbar-text.en.ts. */
export const NAV_TEXT = {
  main: 'Principal',
  openMenu: 'Abrir menú',
  navigation: 'Navegación',
  admin: 'Administración',
  account: 'Mi cuenta',
  userMenu: 'Menú de usuario',
  logoLabel: 'Guía Cuba, ir al inicio',
  tops: 'Tops',
  map: 'Mapa',
  business: 'Negocios',
  categories: 'Categorías',
  users: 'Usuarios',
  events: 'Evento',
  osm: 'OpenStreetMap',
  claims: 'Solicitudes',
  profile: 'Mi perfil',
  plans: 'Mis planes',
  about: 'Acerca de',
  privacy: 'Privacidad',
  terms: 'Términos',
  help: 'Ayuda',
  logout: 'Cerrar sesión',
  login: 'Iniciar sesión',
  register: 'Registrarse',
  /** the language switcher's group (issue 22 §1) */
  language: 'Idioma',
} as const;

/** The bar's texts in the page's language. */
export const useNavText = defineText(NAV_TEXT, () => import('./navbar-text.en'));
