/** Texts of the shared dialogs: one place, checked by `pnpm lint:spelling` and the style test (docs/STYLE.md). */
export const MODAL_TEXT = {
  close: 'Cerrar',
  // the confirmation's defaults (deletions)
  confirmDelete: 'Eliminar',
  cancel: 'Cancelar',
  deleting: 'Eliminando...',
} as const;
