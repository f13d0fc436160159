import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const contractsSrc = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));
const contractsDir = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));
const contractsZodSetup = fileURLToPath(new URL('../../packages/contracts/src/zod.ts', import.meta.url));
const api = process.env.VITE_DEV_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Installable offline app (issue 11): the shell precached, API answers network-first with a
    // 3 s time-out then the cache, photos and map tiles already seen in bounded caches.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Guía Cuba',
        short_name: 'Guía Cuba',
        description: 'Negocios, eventos y lugares auténticos de Cuba en un mapa que funciona con poca conexión.',
        lang: 'es',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fafaf9',
        theme_color: '#c2410c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Precache only the shell home needs (what index.html references, icons, the manifest): a
        // first visit must not download the admin or map code. Other route chunks are cached the
        // first time they load (the /assets/ rule below), so visited screens open offline too.
        manifestTransforms: [
          async (entries) => {
            const html = fs.readFileSync(fileURLToPath(new URL('./dist/index.html', import.meta.url)), 'utf8');
            return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || html.includes(e.url)), warnings: [] };
          },
        ],
        clientsClaim: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/docs/, /^\/health/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // hashed, immutable build files: the route chunks of every screen visited
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 200, maxAgeSeconds: 365 * 24 * 3600 } },
          },
          {
            // Public lists, one business, categories, favourites, the last nearby/search results.
            urlPattern: ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/health') && !url.pathname.startsWith('/api/directions'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'api',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: { cacheName: 'photos', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 }, cacheableResponse: { statuses: [0, 200] } },
          },
          {
            // Map tiles already seen (no bulk prefetch: the OSM tile policy forbids it).
            urlPattern: ({ url, sameOrigin }) => !sameOrigin && /tile/i.test(url.hostname + url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'tiles', expiration: { maxEntries: 600, maxAgeSeconds: 14 * 24 * 3600 }, cacheableResponse: { statuses: [0, 200] } },
          },
        ],
      },
    }),
  ],
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
