/**
 * Every Spanish message of spec §5 and §8, plus the API's own error texts.
 * Both apps import these; never write one of them again elsewhere.
 */
export const MSG = {
  // §4/§5 session and token
  tokenInvalid: 'Token inválido',
  tokenMissing: 'No se recibió ningún token',
  // §5 login
  loginFieldsRequired: 'Por favor ingresa tu usuario y contraseña',
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
  registrationSuccess: '¡Registro exitoso! Ahora puedes iniciar sesión.',
  // §8 generic
  requestError: 'Error en la solicitud',
  loading: 'Cargando...',
  loadingEvents: 'Cargando eventos...',
  comingSoon: 'Próximamente',
  // §5 password change
  passwordMin: 'La contraseña debe tener al menos 8 caracteres',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  passwordUpdateError: 'Error al actualizar la contraseña',
  // §5 events
  eventDescriptionRequired: 'La descripción es obligatoria',
  eventDatesRequired: 'Las fechas de inicio y fin son obligatorias',
  eventStartBeforeEnd: 'La fecha de inicio debe ser anterior a la fecha de fin',
  // §8 business
  businessLoadError: 'Error al cargar el negocio',
  businessesLoadError: 'Error al cargar negocios',
  noBusinesses: 'No hay negocios disponibles',
  noEvents: 'No hay eventos disponibles',
  adminBusinessesError: 'Error al obtener los datos de los negocios',
  adminBusinessDeleteError: 'Error al eliminar el negocio',
  adminBusinessGetError: 'Error al obtener el negocio',
  adminCategoriesError: 'Error al obtener categorias',
  invalidServerResponse: 'Respuesta del servidor invalida',
  businessDeleted: 'Negocio eliminado con éxito',
  businessUpdated: 'Negocio actualizado con exito',
  businessCreated: 'Negocio creado con exito',
  // §8 map
  noLocation: 'No pudimos obtener tu ubicación. Usando ubicación por defecto.',
  geolocationUnsupported: 'Geolocalización no soportada por tu navegador',
  routeError: 'No se pudo calcular la ruta',
  routeTimeout: 'Tiempo de espera agotado al calcular la ruta',
  noBusinessesInCategory: 'No se encontraron negocios de esta categoría cerca de ti',
  categoryBanner: 'Categoría cargada desde la página de inicio',
  // §8 tops
  topsLoadError: 'No pudimos cargar los recomendados. Intenta de nuevo mas tarde.',
  topsEmpty: 'No hay negocios destacados por el momento.',
  // §8 profile
  noUserInfo: 'No hay información de usuario disponible',
  userLoadError: 'Error al obtener los datos del usuario',
  // §8 events admin
  eventsLoadError: 'Error al obtener los datos de los eventos',
  eventDeleteError: 'Error al eliminar el evento',
  eventDeleted: 'Evento eliminado con éxito',
  eventUpdateError: 'Error al actualizar el evento',
  eventCreated: 'Evento creado exitosamente',
  eventUpdated: 'Evento actualizado exitosamente',
  eventNotFound: 'Evento no encontrado',
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
  statusClosedTemporarily: 'Cerrado Temp.',
  statusClosedPermanently: 'Cerrado Perm.',
  statusUnknown: 'Desconocido',
  openNow: 'Abierto ahora',
  closedNow: 'Cerrado ahora',
  hoursUnavailable: 'Horario no disponible',

  // API-side errors (DESIGN §5): always { message } in Spanish
  invalidCredentials: 'Credenciales inválidas',
  unauthorized: 'No autorizado: inicia sesión para continuar',
  sessionExpired: 'Tu sesión ha expirado o no es válida. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'Recurso no encontrado',
  routeNotFound: 'Ruta no encontrada',
  validationError: 'Datos inválidos',
  invalidId: 'Identificador inválido',
  tooManyLoginAttempts: 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  passwordTooLong: 'La contraseña no puede superar los 72 bytes',
  invalidEmail: 'El correo electrónico no es válido',
  currentPasswordRequired: 'Debes indicar tu contraseña actual',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  userNotFound: 'Usuario no encontrado',
  storeUnavailable: 'El servicio de datos no está disponible. Inténtalo más tarde.',
  internalError: 'Error interno del servidor',
  payloadTooLarge: 'La solicitud es demasiado grande',
  fileTooLarge: 'El archivo supera el tamaño máximo de 5 MB',
  tooManyFiles: 'Se permiten como máximo 12 imágenes',
  notAnImage: 'Solo se permiten imágenes (JPEG, PNG, WebP, GIF o AVIF)',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
} as const;

export type MessageKey = keyof typeof MSG;
