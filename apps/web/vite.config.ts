import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// the route table's source (no zod, no build needed): the worker's rules come from it (issue 18 §1)
import { OFFLINE_ROUTES } from '../../packages/contracts/src/routes/offline';
import { ROUTE_LIST } from '../../packages/contracts/src/routes/table';
import { pathsPattern } from '../../packages/contracts/src/routes/url';

const contractsSrc = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));
/** The English catalogues (`@guia/contracts/en`, issue 22 §1): only English chunks import them. */
const contractsEnSrc = fileURLToPath(new URL('../../packages/contracts/src/en/index.ts', import.meta.url));
const contractsDir = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));
const contractsZodSetup = fileURLToPath(new URL('../../packages/contracts/src/zod.ts', import.meta.url));
const api = process.env.VITE_DEV_API ?? 'http://localhost:3000';

/**
 * React Router's production build (issue 19: the entry's bytes). Its package names only its
 * development build in `exports` (warnings and checks for the developer), so bundlers take that one;
 * both its entry points are pointed at dist/production (no alias if the layout ever changes).
 */
const reactRouterProd = path.join(
  path.dirname(createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterAliases = fs.existsSync(path.join(reactRouterProd, 'index.mjs')) && fs.existsSync(path.join(reactRouterProd, 'dom-export.mjs'))
  ? [
      { find: /^react-router$/, replacement: path.join(reactRouterProd, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterProd, 'dom-export.mjs') },
    ]
  : [];

/**
 * index.html names its entry through /boot.js (public/boot.js), which imports it once the page has
 * painted: a page the server drew is read while the app downloads (issue 11).
 */
function bootAfterPaint(): Plugin {
  return {
    name: 'guia-boot-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
          (_tag, entry: string) => `<script type="module" src="/boot.js" data-entry="${entry}"></script>`,
        ),
    },
  };
}

/**
 * Brotli at its best quality (11) for every script and style of the build, written beside each
 * file (x.js.br): the API sends these to browsers that accept br (issue 11: brotli for text), ~10 %
 * smaller than the on-the-fly compression, and no CPU spent per request.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'guia-precompress-assets',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(assets, name);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        const br = zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
      }
    },
  };
}

/**
 * Screens precached with the shell so they open offline even if never visited (issue 16 §4): every
 * information page, home (the installed app's start) and the business page (which says offline
 * 'Este lugar no está guardado en el teléfono' for a place never seen, or shows a saved one). The
 * `true` ones bring their lazy parts too (about 50 KB brotli in all with the information pages). Map, profile and admin code never: a first visit must not
 * download it (bench:size, the first-visit transfer budget).
 */
const OFFLINE_SCREENS: [string, boolean][] = [
  ['src/features/static-pages/about-page.tsx', false],
  ['src/features/static-pages/privacy-page.tsx', false],
  ['src/features/static-pages/terms-page.tsx', false],
  ['src/features/static-pages/help-page.tsx', false],
  ['src/features/home/home-screen.tsx', true],
  ['src/features/business/business-detail-screen.tsx', true],
  // not a screen: main.tsx's after-load part (the worker's registration), fetched after the load event
  ['src/app/service-worker-start.ts', false],
];
const NEVER_PRECACHED = /(^|\/)(map-screen|profile-screen|business-list-screen|business-form-screen|category-(?:form|list)-screen|user-list-screen|event-list-screen|event-form-screen|leaflet|basemap|map-picker|osm-map|google-map|pmtiles|protomaps)/;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The files (js and css) those screens need, read from Vite's build manifest. */
function offlineScreenFiles(distDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, withLazyParts: boolean) => {
    // the entry is precached already (index.html names it); following its lazy parts would take every route
    if (seen.has(key) || key === 'index.html') return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || NEVER_PRECACHED.test(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach((next) => visit(next, withLazyParts));
    // lazy parts at any depth (the review form a shared chunk loads): a screen opened offline must not fail on one
    if (withLazyParts) chunk.dynamicImports?.forEach((next) => visit(next, true));
  };
  for (const [key, withLazyParts] of OFFLINE_SCREENS) visit(key, withLazyParts);
  return files;
}

/** The public API answers the worker keeps: the route table's `offline: 'network-first'` routes (as lib/pwa.ts's PUBLIC_API_PATH). */
const PUBLIC_API_PATH = new RegExp(pathsPattern(OFFLINE_ROUTES));

/**
 * The worker's rule for public API answers: same-origin GETs (no byte ranges) whose path is in
 * PUBLIC_API_PATH. The worker receives a rule as source text, so the expression is written into it.
 */
function publicApiRule() {
  return new Function(
    'match',
    `return match.sameOrigin && match.request.method === 'GET' && !match.request.headers.has('Range') && ${String(PUBLIC_API_PATH)}.test(match.url.pathname);`,
  ) as (match: { url: URL; request: Request; sameOrigin: boolean }) => boolean;
}

/**
 * What the server answers itself, never the app's index.html: the first segment of every path in
 * the route table and of its aliases (/api/…, /uploads/…, /events.ics, /health, /docs, /openapi.json).
 */
const SERVER_PATHS = [...new Set(ROUTE_LIST.flatMap((r) => ['alias' in r ? r.alias : r.path, r.path]).map((p) => p.split('/')[1]!))].map(
  (segment) => new RegExp(`^/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:/|$)`),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    !isSsrBuild && bootAfterPaint(),
    !isSsrBuild && precompressAssets(),
    // the server bundle (entry-server.tsx → dist-ssr) needs no service worker
    !isSsrBuild &&
    // Installable offline app (issue 11): the shell precached, public API answers network-first
    // with a 3 s time-out then the cache, photos already seen in a bounded cache. The map's
    // archive is never the worker's: 'Descargar el mapa' keeps it on the phone (OPFS/IndexedDB).
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
        // Precache the shell home needs (what index.html references, icons, the manifest) plus the
        // screens of OFFLINE_SCREENS (information pages, home, the business page): they open offline
        // even if never visited. A first visit must not download the admin, profile or map code;
        // other route chunks are cached the first time they load (the /assets/ rule below).
        manifestTransforms: [
          async (entries) => {
            const dist = fileURLToPath(new URL('./dist/', import.meta.url));
            const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
            const screens = offlineScreenFiles(dist);
            return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || html.includes(e.url) || screens.has(e.url)), warnings: [] };
          },
        ],
        clientsClaim: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: SERVER_PATHS,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // hashed, immutable build files: the route chunks of every screen visited
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 200, maxAgeSeconds: 365 * 24 * 3600 } },
          },
          {
            // Public answers only, by the explicit list of lib/pwa.ts (issue 16 §5): never
            // /api/users*, /api/auth/*, /api/directions, the counters, nor the map archive.
            urlPattern: publicApiRule(),
            handler: 'NetworkFirst',
            options: {
              // a new name: the issue-11 worker's 'api' cache held private answers (main.tsx deletes it)
              cacheName: 'api-public',
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // whatever the URL, an answer the server marks private or no-store is never kept
                  cacheWillUpdate: async ({ response }: { response: Response }) =>
                    /no-store|private/i.test(response.headers.get('Cache-Control') ?? '') ? null : response,
                },
              ],
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: { cacheName: 'photos', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 }, cacheableResponse: { statuses: [0, 200] } },
          },
        ],
      },
    }),
  ],
  // The server bundle carries its dependencies: the API's image runs it without the web's node_modules.
  ssr: { noExternal: true },
  // …and React's production build in it, whatever NODE_ENV the process that loads it has
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: { alias: [{ find: '@guia/contracts/en', replacement: contractsEnSrc }, { find: '@guia/contracts', replacement: contractsSrc }, ...reactRouterAliases] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // which files each route needs: the server puts a rendered page's styles and scripts in its head
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    modulePreload: {
      // The list of every lazy chunk's JS dependencies travels in the entry, which every page
      // downloads first (issue 19's budget). A page drawn by the server already names its own
      // chunks in its <head> (the manifest above), so the runtime list only speeds up moving to
      // another screen: it is kept for the screens visitors move between (home, Tops, a business,
      // the map, the 404 page) and dropped for the account and admin screens, whose chunks load
      // one step later. Their CSS is preloaded either way (Vite keeps CSS out of this list).
      resolveDependencies: (filename, deps) =>
        /(?:^|\/)(?:home-screen|home-lists|tops-screen|business-detail-screen|map-screen|not-found-screen)-/.test(filename) ? deps : [],
    },
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
}));
