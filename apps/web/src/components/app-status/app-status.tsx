import { useEffect, useState } from 'react';
import { MSG } from '@guia/contracts';
import { useOnline } from '../../lib/use-online';
import { onUpdateReady } from '../../lib/pwa';
import './app-status.css';

/**
 * Two notices every screen shares (issue 11): 'Sin conexión — mostrando datos guardados' while the
 * browser is offline (what shows comes from the service worker's cache), and
 * 'Nueva versión disponible — Actualizar' when a new version is waiting.
 */
export function AppStatus() {
  const online = useOnline();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  useEffect(() => onUpdateReady((apply) => setApplyUpdate(() => apply)), []);

  return (
    <div className="app-status" aria-live="polite">
      {!online && (
        <p className="app-status__notice app-status__notice--offline" role="status">
          {MSG.offlineNotice}
        </p>
      )}
      {applyUpdate && (
        <p className="app-status__notice app-status__notice--update" role="status">
          <span>{MSG.updateAvailable} — </span>
          <button type="button" className="btn btn--sm btn--light" onClick={applyUpdate}>
            {MSG.updateAction}
          </button>
        </p>
      )}
    </div>
  );
}
