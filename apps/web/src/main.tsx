import { createQueryClient } from './app/providers';
import { setOwnScreensLoader } from './lib/offline-store';
import { captureInstallPrompt } from './lib/install';
import { startApp } from './app/start-app';
import './styles/global.css';

// before any screen: the browser offers installation once, early
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

const queryClient = createQueryClient();
// the data a server-drawn page was drawn with (entry-server.tsx): the page is hydrated with it
const serverState = document.getElementById('guia-state');
startApp(container, queryClient, serverState);

// The service worker waits for the page to load: it must never compete with the first paint.
// (/boot.js starts this script after the first paint: the page may have loaded already.)
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

setOwnScreensLoader(() => import('./features/profile/profile-screen'));

if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  afterLoad(() => {
    import('./app/service-worker-start')
      .then((m) => m.startServiceWorker(queryClient, serverState !== null))
      .catch((err: unknown) => console.error('Service worker:', err));
  });
}
