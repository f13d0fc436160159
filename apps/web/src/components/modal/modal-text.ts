import { defineText } from '../../lib/i18n/text';

/** Texts of the shared dialogs: one place, checked by `pnpm lint:spelling` and the style test (docs/STYLE.md); English in modal-text.en.ts. */
export const MODAL_TEXT = {
  close: 'Cerrar',
  // the confirmation's defaults (deletions)
  confirmDelete: 'Eliminar',
  cancel: 'Cancelar',
  deleting: 'Eliminando...',
} as const;

/** The dialogs' texts in the page's language (Spanish under `<SpanishOnly>`: the admin's screens). */
export const useModalText = defineText(MODAL_TEXT, () => import('./modal-text.en'));
