import { SHELL_MSG } from '@guia/contracts';

/** 'Cargando...' while something the page needs is not there yet (spec §2 guards). */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <span>{SHELL_MSG.loading}</span>
    </div>
  );
}
