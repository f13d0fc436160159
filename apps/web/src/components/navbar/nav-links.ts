import { paths } from '../../config/paths';

export interface NavEntry {
  to: string;
  label: string;
}

export const TOPS_LINK: NavEntry = { to: paths.tops, label: 'Tops' };
export const MAP_LINK: NavEntry = { to: paths.map, label: 'Mapa' };

/** Only for the admin role (spec §2). */
export const ADMIN_LINKS: NavEntry[] = [
  { to: paths.adminBusinesses, label: 'Negocios' },
  { to: paths.categories, label: 'Categorías' },
  { to: paths.users, label: 'Usuarios' },
  { to: paths.events, label: 'Evento' },
  // issue 24 §5: the date and counts of the last OpenStreetMap import
  { to: paths.osmData, label: 'OpenStreetMap' },
  // issue 21: owners' requests (its screen links to 'Tasa del día' and 'Cambios')
  { to: paths.claims, label: 'Solicitudes' },
];

/** The user dropdown, before 'Cerrar sesión'. */
export const ACCOUNT_LINKS: NavEntry[] = [
  { to: paths.profile, label: 'Mi perfil' },
  // issue 22 §3: plans for the day
  { to: paths.plans, label: 'Mis planes' },
  { to: paths.about, label: 'Acerca de' },
  { to: paths.privacy, label: 'Privacidad' },
  { to: paths.terms, label: 'Términos' },
  { to: paths.help, label: 'Ayuda' },
];

export const LOGOUT_LABEL = 'Cerrar sesión';
export const LOGIN_LINK: NavEntry = { to: paths.login, label: 'Iniciar sesión' };
export const REGISTER_LINK: NavEntry = { to: paths.register, label: 'Registrarse' };
