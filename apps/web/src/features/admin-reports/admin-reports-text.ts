/**
 * Every text of the admin's 'Denuncias' (issue 21 §5): one place, checked by `pnpm lint:spelling`
 * and the style test (docs/STYLE.md). The API's refusals stay in OWNER_MESSAGES.
 */
export const ADMIN_REPORTS_TEXT = {
  eyebrow: 'Administración',
  title: 'Denuncias',
  lead: 'Opiniones y respuestas de propietarios que alguien denunció. Marca cada una como atendida o borra lo denunciado.',
  related: 'Propietarios',
  claimsLink: 'Solicitudes',
  changesLink: 'Cambios',
  filterLabel: 'Estado de las denuncias',
  tabs: { open: 'Pendientes', handled: 'Atendidas' },
  empty: { open: 'No hay denuncias pendientes.', handled: 'Todavía no hay denuncias atendidas.' },
  loadError: 'No se pudieron cargar las denuncias.',
  retry: 'Inténtalo de nuevo',
  target: { review: 'Opinión', reply: 'Respuesta del propietario' },
  goneBusiness: 'Negocio que ya no está en la guía',
  goneItem: 'Ya no existe (se borró).',
  reason: (text: string) => `Motivo: ${text}`,
  /** 'Ana Pérez · 20/11/2026, 21:05 (hora de Cuba)' */
  who: (name: string, when: string) => `Denunciada por ${name || 'Sin nombre'} · ${when} (hora de Cuba)`,
  handledAt: (when: string) => `Atendida el ${when} (hora de Cuba)`,
  markHandled: 'Marcar como atendida',
  deleteItem: { review: 'Borrar la opinión', reply: 'Borrar la respuesta' },
  confirmTitle: { review: 'Borrar la opinión', reply: 'Borrar la respuesta' },
  confirmMessage: {
    review: (business: string) => `La opinión desaparecerá de «${business}» con su respuesta, y la valoración del negocio se calculará de nuevo.`,
    reply: (business: string) => `La respuesta del propietario desaparecerá de «${business}». La opinión queda.`,
  },
  deleting: 'Borrando...',
  cancel: 'Cancelar',
  handled: 'Denuncia atendida con éxito',
  deleted: 'Borrado con éxito',
  pages: 'Páginas de denuncias',
} as const;
