import { SHELL_MSG } from './shell-messages';
/**
 * Every Spanish message of spec §5 and §8, plus the API's own error texts.
 * Both apps import these; never write one of them again elsewhere.
 * Issue 20: the spec's wording with its slips fixed (docs/STYLE.md: 'con éxito', accents, sentence
 * case); checked by `pnpm lint:spelling` and apps/web/src/app/spanish-style.test.ts.
 */
export const MSG = {
  // the shell's own (session, offline, update, loading): kept apart for the first screen's bytes
  ...SHELL_MSG,
  // §4/§5 session and token
  // §5 login
  loginNoToken: 'No se recibió token de acceso',
  loginTokenRejected: 'Error al procesar el token',
  loginGenericError: 'Error al iniciar sesión. Inténtalo de nuevo.',
  loginSubmitting: 'Iniciando sesión...',
  // §5 register
  registerFieldsRequired: 'Todos los campos son obligatorios',
  registerSubmitting: 'Registrando...',
  registerAuthError: 'Error de autenticación. Verifica tus credenciales.',
  usernameTaken: 'El nombre de usuario ya está en uso',
  emailTaken: 'El correo electrónico ya está registrado',
  registrationSuccess: '¡Cuenta creada! Ya puedes iniciar sesión.',
  // §8 generic
  loadingEvents: 'Cargando eventos...',
  comingSoon: 'Próximamente',
  // §5 password change
  passwordMin: 'La contraseña debe tener al menos 8 caracteres',
  /** issue 17 §3 (NIST SP 800-63B): a password from the lists of common and leaked ones */
  /** issue 17 §3: a password that is the person's username or e-mail, or one repeated or sequential character run */
  passwordsDontMatch: 'Las contraseñas no coinciden',
  passwordUpdateError: 'Error al actualizar la contraseña',
  // §5 events
  // §8 business
  businessLoadError: 'Error al cargar el negocio',
  businessesLoadError: 'Error al cargar negocios',
  noBusinesses: 'No hay negocios disponibles',
  noEvents: 'No hay eventos disponibles',
  mapPickerUnavailable: 'No se pudo cargar el mapa. Escribe la latitud y la longitud a mano.',
  // §8 map
  routeError: 'No se pudo calcular la ruta',
  routeTimeout: 'Tiempo de espera agotado al calcular la ruta',
  categoryBanner: 'Categoría cargada desde la página de inicio',
  // map page texts beyond §8 (issue 7)
  routeLoading: 'Calculando ruta...',
  mapTilesUnavailable: 'No se pudieron cargar las imágenes del mapa. Los negocios siguen disponibles en la lista.',
  mapUnavailable: 'No se pudo cargar el mapa. Los negocios siguen disponibles en la lista.',
  externalPlaceNotice: 'Información proporcionada por un servicio externo. Visita el lugar directamente para reservar u opinar.',
  searchError: 'Error al buscar negocios',
  locating: 'Buscando tu ubicación...',
  loadingBusinesses: 'Cargando negocios...',
  // §8 tops
  topsLoadError: 'No pudimos cargar los recomendados. Inténtalo de nuevo más tarde.',
  topsEmpty: 'No hay negocios destacados por el momento.',
  // business page and map panel: reviews (saved, DESIGN §9)
  noReviews: 'Todavía no hay opiniones en Guía Cuba. ¡Sé el primero en opinar!',
  // issue 20 §5: a rating line counts every rating together ('valoraciones', not 'opiniones')
  ratingOne: 'valoración',
  ratingMany: 'valoraciones',
  reviewLoginPrompt: 'Inicia sesión para dejar tu opinión',
  reviewThanks: '¡Gracias por tu opinión!',
  // §2/§8 profile
  noUserInfo: 'No hay información de usuario disponible',
  userLoadError: 'Error al obtener los datos del usuario',
  profileLoading: 'Cargando tu perfil...',
  favoritesEmpty: 'Aún no tienes favoritos',
  favoritesEmptyHint: 'Explora y guarda los lugares que más te gusten',
  favoritesNoneLoaded: 'No tienes negocios favoritos',
  // issue 20 (8): the heart pressed logged out, finished after login
  favoriteSavedAfterLogin: 'Guardado en favoritos',
  passwordUpdating: 'Actualizando...',
  passwordUpdated: 'Contraseña actualizada con éxito',
  // §8 events admin
  eventsListError: 'Error al cargar eventos',

  // §3 client fallbacks and §4/§9 display texts, shared by every screen
  fallbackBusinessName: 'Negocio sin nombre',
  fallbackLocation: 'Ubicación no disponible',
  fallbackComment: 'Sin comentario',
  fallbackUsername: 'Anónimo',
  fallbackBusinessType: 'Negocio',
  fallbackEventTitle: 'Evento sin título',
  fallbackDescription: 'Descripción no disponible',
  noRatings: 'Sin calificaciones',
  statusOperational: 'Abierto',
  statusClosedTemporarily: 'Cerrado temporalmente',
  statusClosedPermanently: 'Cerrado permanentemente',
  statusUnknown: 'Desconocido',
  openNow: 'Abierto ahora',
  closedNow: 'Cerrado ahora',
  hoursUnavailable: 'Horario no disponible',

  // issue 11: offline app
  // issue 16: what the phone kept, and when ('Guardado el 24/11 a las 18:00', Cuba's time)
  placeNotSaved: 'Este lugar no está guardado en el teléfono',
  placeNotSavedHint: 'Ábrelo cuando tengas conexión y quedará guardado para verlo sin conexión.',
  // Dead ends (issue 20 §10): a place taken out of the guide, an address that leads nowhere
  businessGone: 'Este lugar ya no está en la guía',
  businessGoneHint: 'Puede que haya cerrado o que lo hayan retirado. Busca otro parecido en el mapa o mira los recomendados.',
  pageNotFound: 'Página no encontrada',
  pageNotFoundHint: 'La dirección que abriste no existe en la guía. Busca un lugar o sigue por uno de estos enlaces.',
  pageNotFoundSearchLabel: 'Buscar un lugar en el mapa',
  pageNotFoundSearchPlaceholder: 'Restaurante, museo, hotel…',
  pageNotFoundSearchButton: 'Buscar',
  pageNotFoundLinksTitle: 'Sigue por aquí',
  goHome: 'Ir al inicio',
  seeTops: 'Ver recomendados',
  openMap: 'Abrir el mapa',

  // API-side errors (DESIGN §5): always { message } in Spanish
  tooManyRequests: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  passwordTooLong: 'La contraseña no puede superar los 72 bytes',
  invalidEmail: 'El correo electrónico no es válido',
  currentPasswordRequired: 'Debes indicar tu contraseña actual',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  /** issue 17 §7 */
  // issue 9: abuse-proof API
  /** issue 17 §5: nearby, search and directions per address */
} as const;


export type MessageKey = keyof typeof MSG;

/**
 * The reviews section's texts (issue 20 §5), apart from MSG so they travel only with the lazily
 * loaded reviews code, not in the business page's first JavaScript. Whose figures they are: the
 * guide's own reviews apart from the ratings brought from outside (Google's, the seed's or an
 * admin's: the API keeps no finer source, so 'externas').
 */
export const REVIEW_MESSAGES = {
  guideReviewOne: 'opinión en Guía Cuba',
  guideReviewMany: 'opiniones en Guía Cuba',
  externalRatingOne: 'valoración externa',
  externalRatingMany: 'valoraciones externas',
  starHint: 'Elige de 1 a 5 estrellas para publicar',
  starRequired: 'Falta tu puntuación: elige de 1 a 5 estrellas para publicar tu opinión.',
} as const;

/** Password reset by a one-time link an admin makes (issue 20 §7): apart from MSG, which every page loads. */
export const RESET_MESSAGES = {
  /** one text for an unknown, used or expired link: which one it was is nobody's business */
  resetLinkInvalid: 'Este enlace para cambiar la contraseña no es válido, ya se usó o caducó. Pide uno nuevo a un administrador.',
  resetPasswordRequired: 'Escribe la nueva contraseña',
  resetConfirmRequired: 'Repite la nueva contraseña',
  resetSubmitting: 'Guardando...',
  resetSuccess: 'Contraseña cambiada con éxito. Ya puedes iniciar sesión con la nueva.',
  resetForgotHelp: 'Pide a un administrador un enlace para cambiar la contraseña (te lo envía por WhatsApp).',
  resetLinkCreated: 'Enlace creado. Solo se muestra esta vez: cópialo o envíalo ahora. Caduca en 24 horas y sirve una sola vez.',
  resetLinkCopied: 'Enlace copiado',
  resetLinkError: 'No se pudo crear el enlace',
  resetWhatsappText: 'Hola. Este es tu enlace para cambiar la contraseña en Guía Cuba (sirve una vez, caduca en 24 horas): ',
} as const;
