/**
 * Every text of the admin's 'Tasa del día' (issue 21 §2): one place, checked by
 * `pnpm lint:spelling` and the style test (docs/STYLE.md). The API's refusals stay in RATE_MESSAGES.
 */
export const ADMIN_RATES_TEXT = {
  eyebrow: 'Administración',
  title: 'Tasa del día',
  lead: 'La tasa de referencia con la que la guía muestra los precios de los menús también en USD y EUR. Los precios se escriben en CUP.',
  related: 'Propietarios',
  claimsLink: 'Solicitudes',
  changesLink: 'Cambios',
  current: 'Tasa actual',
  /** '1 USD = 440 CUP' */
  perUnit: (currency: string, cup: string) => `1 ${currency} = ${cup} CUP`,
  /** 'Tasa del 23/11/2026 (hace 3 días) · fuente: elTOQUE' */
  dated: (date: string, age: string, source: string) => `Tasa del ${date} (${age}) · fuente: ${source}`,
  today: 'hoy',
  yesterday: 'ayer',
  daysAgo: (n: number) => `hace ${n} días`,
  stale: (days: number) => `Esta tasa tiene más de ${days} días: los precios se muestran solo en CUP hasta que guardes una nueva.`,
  none: 'Todavía no hay ninguna tasa: los precios se muestran solo en CUP.',
  loadError: 'No se pudo cargar la tasa.',
  retry: 'Inténtalo de nuevo',
  formTitle: 'Nueva tasa',
  formHint: 'Cuántos CUP vale cada moneda hoy en La Habana, y de dónde sale el dato.',
  usd: 'CUP por 1 USD',
  eur: 'CUP por 1 EUR',
  usdPlaceholder: 'Por ejemplo, 440',
  eurPlaceholder: 'Por ejemplo, 480',
  date: 'Fecha',
  dateHint: 'El día de la tasa, en hora de Cuba.',
  source: 'Fuente',
  sourcePlaceholder: 'Por ejemplo, elTOQUE',
  save: 'Guardar tasa',
  saving: 'Guardando...',
  saved: 'Tasa guardada con éxito',
  history: 'Historial de tasas',
  historyDate: 'Fecha',
  historyUsd: 'USD',
  historyEur: 'EUR',
  historySource: 'Fuente',
  historyNone: 'Todavía no hay tasas guardadas.',
  pages: 'Páginas del historial',
} as const;
