import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // the English catalogues (a subpath export of its own: issue 22 §1), before the main entry
      '@guia/contracts/en': fileURLToPath(new URL('../../packages/contracts/src/en/index.ts', import.meta.url)),
      '@guia/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Tests never download: the MongoDB leg runs only where a binary or MONGODB_TEST_URI exists.
    env: { MONGOMS_DISABLE_POSTINSTALL: '1', MONGOMS_RUNTIME_DOWNLOAD: process.env.MONGOMS_RUNTIME_DOWNLOAD ?? 'false' },
    reporters: ['default', ['json', { outputFile: '../../reports/api.json' }]],
  },
});
