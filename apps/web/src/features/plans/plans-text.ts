import { ITINERARY_MESSAGES } from '@guia/contracts';

/**
 * The texts of the plans screens ('Planes'; itineraries in the code), Spanish, sentence case. The
 * API's own messages (limits, 'Ya no está en la guía', a link that no longer works) are
 * ITINERARY_MESSAGES in the contracts, never written again here.
 */
export const PLANS_TEXT = {
  title: 'Mis planes',
  intro: 'Arma tu día: elige lugares de la guía, ponlos en orden y compártelos.',
  loading: 'Cargando tus planes…',
  loadError: 'No se pudieron cargar tus planes. Inténtalo de nuevo.',
  retry: 'Reintentar',
  offlineCopy: 'Sin conexión: copia guardada',

  // the list
  empty: 'Aún no tienes planes',
  emptyHint: 'Crea uno y añade los lugares que quieres visitar ese día.',
  open: 'Abrir',
  remove: 'Borrar',
  deleteTitle: '¿Borrar este plan?',
  deleteMessage: (name: string) => `Se borrará «${name}» con todas sus paradas. No se puede deshacer.`,
  deleted: 'Plan borrado',
  noDate: 'Sin fecha',
  noStops: 'Sin paradas',
  stopOne: 'parada',
  stopMany: 'paradas',
  onFoot: 'a pie',
  about: 'unos',
  straightLine: 'Distancia en línea recta entre las paradas, a 4,8 km/h.',

  // a new plan
  newPlan: 'Nuevo plan',
  nameLabel: 'Nombre del plan',
  namePlaceholder: 'Sábado en La Habana Vieja',
  dateLabel: 'Fecha (opcional)',
  create: 'Crear plan',
  creating: 'Creando…',

  // one plan
  back: 'Volver a mis planes',
  planLoading: 'Cargando el plan…',
  details: 'Datos del plan',
  stopsTitle: 'Paradas',
  stopsList: 'Paradas del plan',
  stopsEmpty: 'Este plan aún no tiene paradas: busca lugares en la guía o añade tus favoritos.',
  stopNumber: (n: number) => `Parada ${n}`,
  timeLabel: 'Hora (hora de Cuba)',
  noteLabel: 'Nota',
  notePlaceholder: 'Reservar mesa, llevar efectivo…',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  removeStop: 'Quitar',
  dragHandle: 'Arrastrar para cambiar el orden',
  moved: (position: number) => `Parada movida a la posición ${position}`,
  removedStop: (name: string) => `${name} quitada del plan`,
  save: 'Guardar plan',
  saving: 'Guardando…',
  saved: 'Plan guardado',
  unsaved: 'Tienes cambios sin guardar.',
  staleWrite: 'Este plan cambió en otro sitio mientras lo editabas. Carga la versión actual y vuelve a hacer tus cambios.',
  reload: 'Cargar la versión actual',
  placeFallback: 'Lugar',

  // adding stops
  addTitle: 'Añadir lugares',
  searchLabel: 'Buscar en la guía',
  searchPlaceholder: 'Nombre del lugar',
  search: 'Buscar',
  searching: 'Buscando…',
  noResults: 'No hay lugares de la guía con ese nombre.',
  searchError: 'No se pudo buscar. Inténtalo de nuevo.',
  add: 'Añadir',
  added: (name: string) => `${name} añadida al plan`,
  favoritesTitle: 'Tus favoritos',
  favoritesEmpty: 'Aún no tienes favoritos.',
  favoritesError: 'No se pudieron cargar tus favoritos.',
  alreadyLast: 'Ese lugar ya es la última parada.',

  // the map
  mapTitle: 'Mapa del plan',
  mapLabel: (count: number) => `Mapa del plan: ${count === 1 ? '1 parada' : `${count} paradas`} en el orden del recorrido`,
  mapEmpty: 'Añade lugares para verlos en el mapa.',
  mapLoading: 'Cargando el mapa…',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  walk: 'Recorrido',

  // sharing
  shareTitle: 'Compartir',
  privateNote: 'Solo tú ves este plan.',
  share: 'Compartir plan',
  sharing: 'Compartiendo…',
  sharedNote: 'Cualquiera con este enlace puede ver el plan, sin poder cambiarlo.',
  sharedUnsaved: 'El enlace muestra el plan guardado: guarda tus cambios para que se vean.',
  linkLabel: 'Enlace del plan',
  copy: 'Copiar',
  copied: 'Enlace copiado',
  whatsapp: 'Enviar por WhatsApp',
  whatsappText: (name: string, url: string) => `Mira mi plan «${name}» en Guía Cuba: ${url}`,
  unshare: 'Dejar de compartir',
  unshared: 'El plan ya no se comparte: el enlace dejó de funcionar.',

  // the shared page
  sharedKicker: 'Plan compartido · solo lectura',
  seePlace: 'Ver el lugar',
  notFound: ITINERARY_MESSAGES.notFound,
  notFoundHint: 'Quien te lo envió puede haber dejado de compartirlo o haberlo borrado.',
  home: 'Ir al inicio',
  makeYours: 'Arma tu propio plan',
  gone: ITINERARY_MESSAGES.goneBusiness,
} as const;
