/**
 * The map kept on the phone (issue 16 item 3): 'Descargar el mapa para usarlo sin conexión'.
 * Sizes arrive already written ('4,2 MB').
 */
export const OFFLINE_MAP_MESSAGES = {
  title: 'Mapa sin conexión',
  download: (size: string) => `Descargar el mapa para usarlo sin conexión (${size})`,
  downloading: 'Descargando el mapa…',
  progressLabel: 'Progreso de la descarga del mapa',
  cancel: 'Cancelar',
  saved: 'Mapa guardado en el teléfono',
  remove: (size: string) => `Borrar (${size})`,
  removeLabel: (size: string) => `Borrar el mapa guardado (${size})`,
  update: (size: string) => `Actualizar el mapa (${size})`,
  notEnoughSpace: (needed: string, free: string) =>
    `No hay espacio suficiente en el teléfono para guardar el mapa: hacen falta ${needed} y quedan ${free} libres.`,
  failed: 'No se pudo descargar el mapa. Inténtalo de nuevo cuando tengas conexión.',
  removeFailed: 'No se pudo borrar el mapa guardado.',
  unsupported: 'Este navegador no puede guardar el mapa en el teléfono.',
} as const;
