/** Texts of the admin event screens that are not shared messages (issue 20: one place per feature, sentence case). */
export const EVENT_TEXT = {
  newEvent: 'Nuevo evento',
  columns: { event: 'Evento', images: 'Imágenes', dates: 'Fechas', businesses: 'Negocios asociados', actions: 'Acciones' },
  past: 'Pasado',
  pastLabel: 'Evento pasado',
  // issue 20 §9: a date in the past is warned and must be confirmed
  pastWarning: (when: string) => `La fecha ya pasó: terminó el ${when} (hora de Cuba).`,
  pastWarningLead: 'Los visitantes no verán este evento entre los próximos.',
  pastConfirm: 'Sí, guardar este evento con una fecha pasada',
  pastConfirmRequired: 'Corrige la fecha o marca la casilla para guardar un evento pasado.',
} as const;
