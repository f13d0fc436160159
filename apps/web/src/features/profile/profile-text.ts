/**
 * Every text of /perfil (spec §2): one place, checked by `pnpm lint:spelling` and the style test
 * (docs/STYLE.md). The messages shared with the API stay in MSG.
 */
export const PROFILE_TEXT = {
  title: 'Mi perfil',
  changePassword: 'Cambiar contraseña',
  favoritesTitle: 'Tus lugares favoritos',
  /** '1 lugar guardado', '12 lugares guardados' (the count written by Intl.NumberFormat('es')) */
  savedOne: 'lugar guardado',
  savedMany: 'lugares guardados',
  exploreMap: 'Explorar el mapa',
  favoritesLoadLog: 'Error al obtener los favoritos:',
  // a favourite's card
  photoOf: 'Foto de',
  favoriteBadge: 'Favorito',
  seeDetails: 'Ver detalles',
  // the carousel of favourites
  carousel: 'carrusel',
  slide: 'diapositiva',
  /** '2 de 5' */
  of: 'de',
  previous: 'Favoritos anteriores',
  next: 'Favoritos siguientes',
  chooseFavorite: 'Elegir favorito',
  goToFavorite: 'Ir al favorito',
  // the password dialog
  cancel: 'Cancelar',
  currentPassword: 'Contraseña actual',
  currentPasswordName: 'la contraseña actual',
  newPassword: 'Nueva contraseña',
  newPasswordName: 'la nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  confirmPasswordName: 'la confirmación',
  show: 'Mostrar',
  hide: 'Ocultar',
  requirements: 'Requisitos de la contraseña',
  /** 'Al menos 8 caracteres' */
  atLeast: 'Al menos',
  characters: 'caracteres',
  passwordsMatch: 'Las contraseñas coinciden',
  met: ' (cumplido)',
  pending: ' (pendiente)',
  // issue 21: the businesses the person manages or asked to
  ownerTitle: 'Mis negocios',
  /** 'Gestionas 1 negocio · 1 solicitud pendiente' */
  ownedOne: 'negocio',
  ownedMany: 'negocios',
  manages: (count: string) => `Gestionas ${count}`,
  pendingOne: 'solicitud pendiente',
  pendingMany: 'solicitudes pendientes',
  noneOwned: 'Todavía no gestionas ningún negocio',
  seeOwner: 'Ver mis negocios',
} as const;
