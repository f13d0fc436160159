import { DESCRIPTION_EN_FIELD, EVENT_ADMIN_TEXTS } from '@guia/contracts';

/** Texts of the admin event screens that are not shared messages (issue 20: one place per feature, sentence case). */
export const EVENT_TEXT = {
  title: 'Eventos',
  formEyebrow: 'Administración · Eventos',
  createTitle: 'Crear evento',
  editTitle: 'Editar evento',
  newEvent: 'Nuevo evento',
  // issue 22 §1: the optional English description, under the Spanish one
  descriptionEn: DESCRIPTION_EN_FIELD.label,
  descriptionEnHint: DESCRIPTION_EN_FIELD.hint,
  searchLabel: 'Buscar eventos',
  searchPlaceholder: 'Buscar por título o descripción',
  /** '1 evento', '12 eventos' */
  count: (n: number) => (n === 1 ? '1 evento' : `${n} eventos`),
  /** 'No se encontraron eventos para «tango»' */
  noMatch: (text: string) => `${EVENT_ADMIN_TEXTS.noResults} para «${text}»`,
  loadError: (message: string) => `Error: ${message}`,
  caption: 'Eventos',
  pages: 'Páginas de eventos',
  /** '3 imágenes', read instead of the thumbnails */
  imageCount: (n: number) => (n === 1 ? '1 imagen' : `${n} imágenes`),
  start: 'Inicio',
  end: 'Fin',
  edit: 'Editar',
  remove: 'Eliminar',
  removeTitle: 'Eliminar evento',
  removeQuestion: (title: string) => `¿Seguro que quieres eliminar el evento «${title}»? Esta acción no se puede deshacer.`,
  columns: { event: 'Evento', images: 'Imágenes', dates: 'Fechas', businesses: 'Negocios asociados', actions: 'Acciones' },
  past: 'Pasado',
  pastLabel: 'Evento pasado',
  // issue 20 §9: a date in the past is warned and must be confirmed
  pastWarning: (when: string) => `La fecha ya pasó: terminó el ${when} (hora de Cuba).`,
  pastWarningLead: 'Los visitantes no verán este evento entre los próximos.',
  pastConfirm: 'Sí, guardar este evento con una fecha pasada',
  pastConfirmRequired: 'Corrige la fecha o marca la casilla para guardar un evento pasado.',
} as const;
