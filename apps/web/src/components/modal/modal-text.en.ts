import type { Catalog } from '../../lib/i18n/text';
import type { MODAL_TEXT } from './modal-text';

/** The shared dialogs in English (issue 22 §1). */
const MODAL_TEXT_EN: Catalog<typeof MODAL_TEXT> = {
  close: 'Close',
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  deleting: 'Deleting...',
};
export default MODAL_TEXT_EN;
