import { useEffect, useState } from 'react';
import { onOfflineWrite } from '../../lib/api-client';
import { useOnline } from '../../lib/use-online';
import { onUpdateReady } from '../../lib/pwa';
import { clearSavedDates, savedDateText, useSavedDate } from '../../lib/offline-store';
import './app-status.css';
import { useMsg } from '../../lib/i18n/messages';
import { useLang } from '../../lib/i18n/lang';

/** How long the 'needs a connection' notice of a refused change stays up. */
export const OFFLINE_WRITE_NOTICE_MS = 8000;

/**
 * The notices every screen shares (issue 11): 'Sin conexión — mostrando datos guardados' while the
 * browser is offline (what shows comes from the service worker's cache or the person's own saved
 * data), with the date it was saved, 'Guardado el 24/11 a las 18:00' in Cuba's time (issue 16); that a change tried
 * offline (a favourite, a review) needs a connection; and 'Nueva versión disponible — Actualizar'
 * when a new version is waiting.
 */
export function AppStatus() {
  const msg = useMsg();
  const lang = useLang();
  const online = useOnline();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  const [writeRefusedAt, setWriteRefusedAt] = useState<number | null>(null);
  const savedAt = useSavedDate();
  useEffect(() => onUpdateReady((apply) => setApplyUpdate(() => apply)), []);
  useEffect(() => onOfflineWrite(() => setWriteRefusedAt(Date.now())), []);
  useEffect(() => {
    if (writeRefusedAt === null) return;
    const timer = window.setTimeout(() => setWriteRefusedAt(null), OFFLINE_WRITE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [writeRefusedAt]);
  // back online: what was refused can be tried again, the notice has done its job
  useEffect(() => {
    const clear = () => {
      setWriteRefusedAt(null);
      clearSavedDates();
    };
    window.addEventListener('online', clear);
    return () => window.removeEventListener('online', clear);
  }, []);

  return (
    <div className="app-status" aria-live="polite">
      {!online && (
        <p className="app-status__notice app-status__notice--offline" role="status">
          <span>{msg.offlineNotice}</span>
          {savedAt !== null && (
            <>
              <span className="app-status__separator" aria-hidden="true">
                {' · '}
              </span>
              <span className="app-status__saved">{savedDateText(savedAt, msg, lang)}</span>
            </>
          )}
        </p>
      )}
      {writeRefusedAt !== null && (
        <p className="app-status__notice app-status__notice--write" role="alert">
          {msg.offlineWrite}
        </p>
      )}
      {applyUpdate && (
        <p className="app-status__notice app-status__notice--update" role="status">
          <span>{msg.updateAvailable} — </span>
          <button type="button" className="btn btn--sm btn--light" onClick={applyUpdate}>
            {msg.updateAction}
          </button>
        </p>
      )}
    </div>
  );
}
