import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { announceUpdate, warmServiceWorkerCache } from './lib/pwa';
import { captureInstallPrompt } from './lib/install';
import './styles/global.css';

// before any screen: the browser offers installation once, early
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker waits for the page to load: it must never compete with the first paint.
if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  window.addEventListener('load', () => {
    // first visit: once the new worker takes the page, hand it what the page already loaded
    if (!navigator.serviceWorker.controller) {
      navigator.serviceWorker.addEventListener('controllerchange', () => warmServiceWorkerCache(), { once: true });
    }
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const update = registerSW({
          immediate: true,
          onNeedRefresh: () => announceUpdate(() => void update(true)),
        });
      })
      .catch((err: unknown) => console.error('Service worker:', err));
  });
}
