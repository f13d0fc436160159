import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { announceUpdate } from './lib/pwa';
import './styles/global.css';

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
