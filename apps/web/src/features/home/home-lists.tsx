/**
 * The API-driven parts of home, in their own chunk (loaded by home-screen.tsx with React.lazy) so
 * the entry chunk every route downloads stays small (issue 11 budgets: ≤ 130 KB gzip for /, /tops
 * and /business/{id}). Their data is requested by home-screen.tsx at the same time as this code.
 */
import { AppDownloadSection } from './app-download-section';
import { EliteSection } from './elite-section';

export { EventsSection } from './events-section';
export { PromotedSection } from './promoted-section';

/** 'Explora lo que te espera' and the app download section (the footer follows, from the layout). */
export function EliteAndDownload() {
  return (
    <>
      <EliteSection />
      <AppDownloadSection />
    </>
  );
}
