import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setViewportWidth } from './media';
import { server, startServer, stopServer } from './server';
import { resetDataSaver } from '../lib/data-saver';
import { clearSavedDates } from '../lib/offline-store';

// Lazy route chunks load through Vite's transform on first use: on a busy 2-core CI machine that
// can take more than Testing Library's default 1 s, so findBy*/waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// The fake API (fakeApi, mapApi) is served by MSW behind the app's real fetch; a request no test
// declared is an error, never a trip to the network.
beforeAll(startServer);
afterAll(stopServer);

beforeEach(() => {
  setViewportWidth(1280);
  // jsdom does not scroll; ScrollRestoration calls it on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // the data-saving choice is also a cookie (the server draws pages by it)
  document.cookie = 'ahorro=; max-age=0; path=/';
  resetDataSaver();
  // the saved dates noted offline (issue 16) live in a module
  clearSavedDates();
});
