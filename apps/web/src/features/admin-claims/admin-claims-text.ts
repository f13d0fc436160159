/**
 * Every text of the admin's 'Solicitudes' (issue 21 §1): one place, checked by `pnpm lint:spelling`
 * and the style test (docs/STYLE.md). The API's refusals stay in CLAIM_MESSAGES.
 */
export const ADMIN_CLAIMS_TEXT = {
  eyebrow: 'Administración',
  title: 'Solicitudes',
  lead: 'Personas que piden gestionar un negocio de la guía. Llama o escribe al número para comprobar que el negocio es suyo antes de aprobar.',
  related: 'Propietarios',
  ratesLink: 'Tasa del día',
  changesLink: 'Cambios',
  reportsLink: 'Denuncias',
  filterLabel: 'Estado de las solicitudes',
  tabs: { pending: 'Pendientes', approved: 'Aprobadas', refused: 'Rechazadas', revoked: 'Retiradas', all: 'Todas' },
  empty: {
    pending: 'No hay solicitudes pendientes.',
    approved: 'No hay solicitudes aprobadas.',
    refused: 'No hay solicitudes rechazadas.',
    revoked: 'No hay solicitudes retiradas.',
    all: 'Todavía no hay solicitudes.',
  },
  loadError: 'No se pudieron cargar las solicitudes.',
  retry: 'Inténtalo de nuevo',
  goneBusiness: 'Negocio que ya no está en la guía',
  /** issue 24: the request named an OpenStreetMap place (approving it adds the place to the guide from OSM's data) */
  fromOsm: 'Datos de OpenStreetMap',
  /** 'Rosa Pérez (@rosa)' */
  person: (name: string, username: string) => `${name || 'Sin nombre'} (@${username})`,
  phone: 'Teléfono',
  whatsapp: 'Escribir por WhatsApp',
  whatsappMessage: (name: string, business: string) =>
    `Hola, ${name}: te escribimos de Guía Cuba por tu solicitud para gestionar «${business}».`,
  note: 'Nota',
  noNote: 'Sin nota.',
  sent: (when: string) => `Enviada el ${when} (hora de Cuba)`,
  decided: (when: string) => `Resuelta el ${when} (hora de Cuba)`,
  reason: 'Motivo',
  approve: 'Aprobar',
  approving: 'Aprobando...',
  refuse: 'Rechazar',
  revoke: 'Retirar',
  refuseTitle: 'Rechazar la solicitud',
  revokeTitle: 'Retirar la gestión del negocio',
  refuseIntro: (name: string, business: string) => `${name} no podrá gestionar «${business}». Puedes decirle por qué.`,
  revokeIntro: (name: string, business: string) => `${name} dejará de gestionar «${business}». Puedes decirle por qué.`,
  reasonLabel: 'Motivo (lo verá la persona)',
  reasonHint: 'Opcional, como mucho 300 caracteres.',
  cancel: 'Cancelar',
  sending: 'Enviando...',
  approved: (name: string, business: string) => `Solicitud aprobada: ${name} ya gestiona ${business}`,
  refused: 'Solicitud rechazada',
  revoked: 'Gestión retirada con éxito',
  pages: 'Páginas de solicitudes',
} as const;
