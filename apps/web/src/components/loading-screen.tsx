import { useMsg } from '../lib/i18n/messages';

/** 'Cargando...' while something the page needs is not there yet (spec §2 guards). */
export function LoadingScreen() {
  const msg = useMsg();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <span>{msg.loading}</span>
    </div>
  );
}
