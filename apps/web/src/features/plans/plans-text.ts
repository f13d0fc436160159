import { MODAL_TEXT } from '../../components/modal/modal-text';
import { icu, plural } from '../../lib/i18n/icu';
import { defineText } from '../../lib/i18n/text';

/**
 * The texts of the plans screens ('Planes'; itineraries in the code), Spanish, sentence case. The
 * API's own messages (limits, 'Ya no está en la guía', a link that no longer works) are
 * ITINERARY_MESSAGES in the contracts, never written again here (in the page's language:
 * components/plans/itinerary-text.ts). English: plans-text.en.ts.
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
  deleteMessage: icu('Se borrará «{name}» con todas sus paradas. No se puede deshacer.'),
  /** the dialog's other buttons, as every confirmation says them */
  cancel: MODAL_TEXT.cancel,
  deleting: MODAL_TEXT.deleting,
  deleted: 'Plan borrado',
  noDate: 'Sin fecha',
  /** 'Sin paradas', '1 parada', '3 paradas' */
  stops: plural('count', { '=0': 'Sin paradas', one: '# parada', other: '# paradas' }),
  /** '1,2 km a pie · unos 15 min' */
  walk: icu('{distance} a pie · {time}'),
  /** 'unos 15 min' ('unos' goes with more than one: never 'unos 1 min') */
  about: icu('unos {time}'),
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
  stopNumber: icu('Parada {number}'),
  timeLabel: 'Hora (hora de Cuba)',
  noteLabel: 'Nota',
  notePlaceholder: 'Reservar mesa, llevar efectivo…',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  removeStop: 'Quitar',
  dragHandle: 'Arrastrar para cambiar el orden',
  moved: icu('Parada movida a la posición {position}'),
  removedStop: icu('{name} quitada del plan'),
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
  added: icu('{name} añadida al plan'),
  favoritesTitle: 'Tus favoritos',
  favoritesEmpty: 'Aún no tienes favoritos.',
  favoritesError: 'No se pudieron cargar tus favoritos.',
  alreadyLast: 'Ese lugar ya es la última parada.',

  // the map
  mapTitle: 'Mapa del plan',
  mapLabel: plural('count', { one: '# parada', other: '# paradas' }, 'Mapa del plan: ', ' en el orden del recorrido'),
  mapEmpty: 'Añade lugares para verlos en el mapa.',
  mapLoading: 'Cargando el mapa…',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  walkTitle: 'Recorrido',

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
  whatsappText: icu('Mira mi plan «{name}» en Guía Cuba: {url}'),
  unshare: 'Dejar de compartir',
  unshared: 'El plan ya no se comparte: el enlace dejó de funcionar.',

  // the shared page
  sharedKicker: 'Plan compartido · solo lectura',
  seePlace: 'Ver el lugar',
  notFoundHint: 'Quien te lo envió puede haber dejado de compartirlo o haberlo borrado.',
  home: 'Ir al inicio',
  makeYours: 'Arma tu propio plan',
} as const;

/** The plans screens' texts in the page's language. */
export const usePlansText = defineText(PLANS_TEXT, () => import('./plans-text.en'));
