import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // the English catalogues (a subpath export of its own: issue 22 §1), before the main entry
      '@guia/contracts/en': fileURLToPath(new URL('../../packages/contracts/src/en/index.ts', import.meta.url)),
      '@guia/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    // Issue 16: the guide writes Cuba's time whatever the device's zone, so the suite runs far from
    // Havana (+9, no daylight saving: a different day for most evening times); format-time.test.ts
    // also switches to UTC and back.
    env: { TZ: 'Asia/Tokyo' },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15_000,
  },
});
