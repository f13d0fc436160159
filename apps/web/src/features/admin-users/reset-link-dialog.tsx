import { useRef, useState } from 'react';
import { type PublicUser, RESET_MESSAGES } from '@guia/contracts';
import { Modal } from '../../components/modal/modal';

/**
 * The chat link that hands the reset link to the person: users have no phone on file, so wa.me
 * without a number lets the admin pick the contact in WhatsApp (issue 20 §7).
 */
export const resetWhatsappHref = (url: string) => `https://wa.me/?text=${encodeURIComponent(RESET_MESSAGES.resetWhatsappText + url)}`;

/** Shows a fresh one-time reset link once: copy it or send it over WhatsApp. Closing forgets it. */
export function ResetLinkDialog({ link, onClose }: { link: { user: PublicUser; url: string } | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      // no clipboard (an insecure page, an old browser): select it for a manual copy
      input.current?.select();
    }
  };

  return (
    <Modal
      open={link !== null}
      title="Enlace para cambiar la contraseña"
      onClose={close}
      footer={
        <button type="button" className="btn btn--ghost" onClick={close}>
          Listo
        </button>
      }
    >
      {link && (
        <div className="reset-link">
          <p>
            Para <strong>{link.user.name}</strong> ({link.user.username}).
          </p>
          <p className="alert alert--warning">{RESET_MESSAGES.resetLinkCreated}</p>
          <label className="field__label" htmlFor="reset-link-url">
            Enlace
          </label>
          <input id="reset-link-url" ref={input} className="field__input" type="text" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
          <div className="reset-link__actions" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '0.75rem' }}>
            <button type="button" className="btn btn--primary" onClick={() => void copy()}>
              Copiar
            </button>
            <a className="btn btn--ghost" href={resetWhatsappHref(link.url)} target="_blank" rel="noopener noreferrer">
              Enviar por WhatsApp
            </a>
          </div>
          <p role="status" aria-live="polite">
            {copied ? RESET_MESSAGES.resetLinkCopied : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
