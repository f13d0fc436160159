/**
 * Every text of the admin's 'Cambios' (issue 21 §1): one place, checked by `pnpm lint:spelling`
 * and the style test (docs/STYLE.md). The API's refusals stay in CHANGE_MESSAGES.
 */
export const ADMIN_CHANGES_TEXT = {
  eyebrow: 'Administración',
  title: 'Cambios',
  lead: 'Lo que los propietarios y los administradores cambiaron en las páginas de los negocios. Puedes deshacer el último cambio de cada tipo de un negocio.',
  related: 'Propietarios',
  claimsLink: 'Solicitudes',
  ratesLink: 'Tasa del día',
  reportsLink: 'Denuncias',
  empty: 'Todavía no hay cambios.',
  loadError: 'No se pudieron cargar los cambios.',
  retry: 'Inténtalo de nuevo',
  goneBusiness: 'Negocio que ya no está en la guía',
  owner: 'propietario',
  admin: 'administrador',
  /** 'Rosa Pérez (propietario) · 20/11/2026, 21:05 (hora de Cuba)' */
  who: (name: string, role: string, when: string) => `${name || 'Sin nombre'} (${role}) · ${when} (hora de Cuba)`,
  reverted: (when: string) => `Deshecho el ${when} (hora de Cuba)`,
  undo: 'Deshacer',
  undoing: 'Deshaciendo...',
  confirmTitle: 'Deshacer este cambio',
  confirmMenu: (business: string) => `El menú de «${business}» volverá a estar como antes de este cambio.`,
  confirmStatus: (business: string) => `El estado de hoy de «${business}» volverá a estar como antes de este cambio.`,
  cancel: 'Cancelar',
  done: 'Cambio deshecho con éxito',
  pages: 'Páginas de cambios',
} as const;
