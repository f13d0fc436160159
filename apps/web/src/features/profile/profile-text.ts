import { defineText } from '../../lib/i18n/text';
import { icu, plural } from '../../lib/i18n/icu';

/**
 * Every text of /perfil (spec §2): one place, checked by `pnpm lint:spelling` and the style test
 * (docs/STYLE.md). The messages shared with the API stay in MSG. English: profile-text.en.ts.
 */
export const PROFILE_TEXT = {
  title: 'Mi perfil',
  changePassword: 'Cambiar contraseña',
  favoritesTitle: 'Tus lugares favoritos',
  /** '1 lugar guardado', '12 lugares guardados' (the count written by Intl.NumberFormat of the language) */
  saved: plural('count', { one: '# lugar guardado', other: '# lugares guardados' }),
  exploreMap: 'Explorar el mapa',
  favoritesLoadLog: 'Error al obtener los favoritos:',
  // a favourite's card
  photoOf: icu('Foto de {name}'),
  favoriteBadge: 'Favorito',
  seeDetails: 'Ver detalles',
  // the carousel of favourites
  carousel: 'carrusel',
  slide: 'diapositiva',
  /** '2 de 5' */
  position: icu('{position} de {total}'),
  previous: 'Favoritos anteriores',
  next: 'Favoritos siguientes',
  chooseFavorite: 'Elegir favorito',
  goToFavorite: icu('Ir al favorito {number}'),
  // the password dialog
  cancel: 'Cancelar',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  /** each show/hide button says which field (issue 20 §7) */
  toggles: {
    current: { show: 'Mostrar la contraseña actual', hide: 'Ocultar la contraseña actual' },
    password: { show: 'Mostrar la nueva contraseña', hide: 'Ocultar la nueva contraseña' },
    confirm: { show: 'Mostrar la confirmación', hide: 'Ocultar la confirmación' },
  },
  requirements: 'Requisitos de la contraseña',
  atLeast: plural('count', { one: 'Al menos # carácter', other: 'Al menos # caracteres' }),
  passwordsMatch: 'Las contraseñas coinciden',
  met: ' (cumplido)',
  pending: ' (pendiente)',
  // issue 21: the businesses the person manages or asked to
  ownerTitle: 'Mis negocios',
  /** 'Gestionas 1 negocio · 1 solicitud pendiente' */
  manages: plural('count', { one: 'Gestionas # negocio', other: 'Gestionas # negocios' }),
  pendingClaims: plural('count', { one: '# solicitud pendiente', other: '# solicitudes pendientes' }),
  noneOwned: 'Todavía no gestionas ningún negocio',
  seeOwner: 'Ver mis negocios',
} as const;

/** The profile's texts in the page's language. */
export const useProfileText = defineText(PROFILE_TEXT, () => import('./profile-text.en'));
