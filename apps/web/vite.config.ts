import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const contractsSrc = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));
const contractsDir = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));
const contractsZodSetup = fileURLToPath(new URL('../../packages/contracts/src/zod.ts', import.meta.url));
const api = process.env.VITE_DEV_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@guia/contracts': contractsSrc } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The contracts declare zod schemas at module level; nothing there runs for its side
        // effects, so unused schemas (and zod itself) stay out of routes that only need MSG or
        // the constants. The one exception is contracts/src/zod.ts, which sets zod up (no eval,
        // for our CSP) before any schema is created.
        moduleSideEffects: (id: string) => !id.startsWith(contractsDir) || id === contractsZodSetup,
      },
    },
  },
});
