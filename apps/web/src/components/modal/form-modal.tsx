import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface FormModalProps {
  open: boolean;
  title: string;
  /** The overlay, the X, Escape and the cancel button call it (none of them while `saving`). */
  onClose: () => void;
  /** id of the <form> inside: the footer's submit button sends it with form={id} */
  formId: string;
  /** a request is in flight: the dialog stays open and its buttons are off */
  saving: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** what the submit button says while `saving` */
  savingLabel: string;
  /** a red submit button (refusing, revoking) */
  danger?: boolean;
  /** a class for the dialog (as Modal's) */
  className?: string;
  children: ReactNode;
}

/**
 * A dialog around a form (admin create/edit, a reason to give, the profile's new password): the form is the body, the footer
 * holds Cancel and the submit button, which says `savingLabel` while the request runs. Its own
 * file, not modal.tsx: public pages import that one and need none of this.
 */
export function FormModal({ open, title, onClose, formId, saving, cancelLabel, submitLabel, savingLabel, danger = false, className, children }: FormModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      busy={saving}
      className={className}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose} disabled={saving}>
            {cancelLabel}
          </button>
          <button type="submit" form={formId} className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} disabled={saving}>
            {saving ? savingLabel : submitLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
