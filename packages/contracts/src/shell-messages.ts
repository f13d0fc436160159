/**
 * The messages the app's shell says on every page (session, offline, update, loading): a small
 * object of its own so the first screen's JavaScript carries these eleven, not every message of
 * MSG (issue 19/20 budget). MSG includes them, under the same names.
 */
export const SHELL_MSG = {
  tokenInvalid: 'Token inválido',
  tokenMissing: 'No se recibió ningún token',
  requestError: 'Error en la solicitud',
  loading: 'Cargando...',
  offlineNotice: 'Sin conexión — mostrando datos guardados',
  offlineWrite: 'Necesitas conexión a internet para hacer esto. Inténtalo de nuevo cuando vuelvas a estar en línea.',
  updateAvailable: 'Nueva versión disponible',
  updateAction: 'Actualizar',
  savedOn: 'Guardado el',
  savedAt: 'a las',
  notSavedOffline: 'Esto no está guardado en el teléfono. Vuelve a intentarlo cuando tengas conexión.',
} as const;
