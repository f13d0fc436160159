/**
 * The texts of 'Datos de OpenStreetMap' not shared with the API (issue 24 §5; the rest are
 * OSM_ADMIN_MESSAGES): one place, checked by `pnpm lint:spelling` and the style test (docs/STYLE.md).
 */
export const ADMIN_OSM_TEXT = {
  /** '20/11/2026, 21:05 (hora de Cuba)' */
  cubaTime: (when: string) => `${when} (hora de Cuba)`,
  figures: 'Cifras de la última importación',
  reasons: 'Descartados por motivo',
  /** one earlier import: '…: 1200 lugares; 3 nuevos, 4 actualizados, 1 retirados, 2 descartados' */
  historyCounts: (total: string, added: string, updated: string, retired: string, skipped: string) =>
    `${total} lugares; ${added} nuevos, ${updated} actualizados, ${retired} retirados, ${skipped} descartados`,
} as const;
