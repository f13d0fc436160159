import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setViewportWidth } from './media';
import { resetDataSaver } from '../lib/data-saver';
import { clearSavedDates } from '../lib/offline-store';

// Lazy route chunks load through Vite's transform on first use: on a busy 2-core CI machine that
// can take more than Testing Library's default 1 s, so findBy*/waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  setViewportWidth(1280);
  // jsdom does not scroll; ScrollRestoration calls it on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // the data-saving choice is also a cookie (the server draws pages by it)
  document.cookie = 'ahorro=; max-age=0; path=/';
  resetDataSaver();
  // the saved dates noted offline (issue 16) live in a module
  clearSavedDates();
});
