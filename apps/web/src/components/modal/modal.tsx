import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';
import { useModalText } from './modal-text';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Overlay click, the X button and Escape call this (unless `busy`). */
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** While true the modal cannot be closed (a request is in flight). */
  busy?: boolean;
  /** role="alertdialog" for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** id of the element describing the dialog (confirmations). */
  describedBy?: string;
  className?: string;
}

/**
 * An accessible in-page dialog (DESIGN §6): labelled by its title, focus moved inside on open,
 * trapped there while open (Tab / Shift+Tab wrap), Escape / overlay / X close it, and focus returns
 * to the element that opened it.
 */
export function Modal({ open, title, onClose, children, footer, busy = false, role = 'dialog', describedBy, className }: ModalProps) {
  const text = useModalText();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const busyRef = useRef(busy);
  useEffect(() => {
    closeRef.current = onClose;
    busyRef.current = busy;
  });

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    // preventScroll: moving the focus inside must not scroll the page behind (issue 20 §1)
    (first ?? node)?.focus({ preventScroll: true });

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (!busyRef.current) closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('disabled'));
      if (items.length === 0) {
        event.preventDefault();
        node.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !node.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !node.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = overflow;
      if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  // In <body>, not where the opener sits: the dialog takes none of its colours (a white-text hero)
  // and no transformed ancestor moves it or the page (issue 20 §1).
  return createPortal(
    <div
      className="modal-overlay"
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget || busy) return;
        // No default focus move to the page behind: the focus goes back to the opener.
        event.preventDefault();
        onClose();
      }}
    >
      <div
        ref={panel}
        className={`modal${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={text.close} onClick={onClose} disabled={busy}>
            ×
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  /** Red confirm button (deletions). */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation (not window.confirm): Cancelar gets the focus first, so Enter never deletes by accident. Its default labels in the page's language. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy = false,
  danger = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const text = useModalText();
  const messageId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      role="alertdialog"
      describedBy={messageId}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel ?? text.cancel}
          </button>
          <button type="button" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} onClick={onConfirm} disabled={busy}>
            {busy ? (busyLabel ?? text.deleting) : (confirmLabel ?? text.confirmDelete)}
          </button>
        </>
      }
    >
      <p id={messageId}>{message}</p>
    </Modal>
  );
}
