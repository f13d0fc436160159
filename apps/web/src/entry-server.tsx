/**
 * Server rendering of the public pages (issue 11: the first screen's text and photos arrive in the
 * HTML, not after the JavaScript). Built with `vite build --ssr` into dist-ssr/ and used by the
 * API (apps/api/src/shared/spa.ts): it asks its own API for the page's data, renders the page with
 * it, and the browser hydrates the same markup with the same data (main.tsx).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter, matchRoutes, type Params } from 'react-router-dom';
import { dehydrate, hydrate, type FetchQueryOptions } from '@tanstack/react-query';
import { isOsmPageId, type SsrManifestChunk, type SsrRenderRequest, type SsrRenderResult, type SsrRenderer } from '@guia/contracts';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, routes } from './app/routes';
import { ApiError, setApiOrigin } from './lib/api-client';
import { businessQuery } from './lib/api/business';
import { eliteQuery, promotedQuery, upcomingEventsQuery } from './lib/api/public-lists';
import { homeCategoriesQuery } from './lib/api/home-categories';
import { sharedPlanQuery } from './features/plans/plans-api';
import { osmPlaceQuery } from './features/business/osm-place-api';
import { RenderHintsContext, type RenderHints } from './lib/render-hints';
import { loadTexts } from './lib/i18n/text';
import { serverNavbar } from './components/navbar/navbar';
import { NavbarShell } from './components/navbar/navbar-shell';

// the bar before scripts (issue 20 §4): every variant, CSS chooses; only this server draws it
serverNavbar.Shell = NavbarShell;

interface Page {
  /** The route's own modules (keys of Vite's manifest): their CSS and JS go in the page's head. */
  modules: string[];
  /** What the first screen shows, asked for before rendering. */
  data?: FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>[];
}

const asFetch = <T,>(options: T) => options as unknown as FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;
const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
const SHARE_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const BUSINESS_SCREEN = 'src/features/business/business-detail-screen.tsx';

/**
 * The pages rendered on the server (public, the same for everyone), by the path of their route in
 * app/routes.tsx: the router matches the address (one table of paths, not a second set of
 * patterns), this says what the page needs, or null when its parameters name nothing it could
 * draw. Sign-in pages, the map, the profile and admin stay browser-only.
 */
const PAGES: Record<string, (params: Params) => Page | null> = {
  '/': () => ({
    modules: ['src/features/home/home-screen.tsx', 'src/features/home/home-lists.tsx'],
    data: [asFetch(upcomingEventsQuery()), asFetch(promotedQuery()), asFetch(eliteQuery()), asFetch(homeCategoriesQuery())],
  }),
  tops: () => ({ modules: ['src/features/tops/tops-screen.tsx'], data: [asFetch(promotedQuery())] }),
  'business/:id': ({ id = '' }) =>
    // an OpenStreetMap place's page (issue 24 §4) has its own chunk and data
    isOsmPageId(id)
      ? { modules: [BUSINESS_SCREEN, 'src/features/business/osm-place-screen.tsx'], data: [asFetch(osmPlaceQuery(id))] }
      : OBJECT_ID.test(id)
        ? { modules: [BUSINESS_SCREEN], data: [asFetch(businessQuery(id))] }
        : null,
  // a shared plan's read-only page (issue 22 §3): drawn for the link's preview and the first paint
  'plan/:token': ({ token = '' }) =>
    SHARE_TOKEN.test(token) ? { modules: ['src/features/plans/shared-plan-screen.tsx'], data: [asFetch(sharedPlanQuery(token))] } : null,
  about: () => ({ modules: ['src/features/static-pages/about-page.tsx'] }),
  privacy: () => ({ modules: ['src/features/static-pages/privacy-page.tsx'] }),
  terms: () => ({ modules: ['src/features/static-pages/terms-page.tsx'] }),
  help: () => ({ modules: ['src/features/static-pages/help-page.tsx'] }),
};

/** An address no route knows (the catch-all): drawn as 'Página no encontrada' and answered with 404 (issue 20 §10). */
const NOT_FOUND_PAGE: Page = { modules: ['src/features/not-found/not-found-screen.tsx'] };

/** The page the server draws at this path ('unknown': the catch-all's), or null when it leaves it to the browser. */
function pageAt(pathname: string): { page: Page; unknown: boolean } | null {
  const matches = matchRoutes(routes, pathname);
  const last = matches?.[matches.length - 1];
  if (!last || last.route.path === '*') return { page: NOT_FOUND_PAGE, unknown: true };
  const key = last.route.index ? '/' : (last.route.path ?? '');
  const page = PAGES[key]?.(last.params);
  return page ? { page, unknown: false } : null;
}

/** How long the page waits for its data before rendering without it (the browser then asks). */
const DATA_WAIT_MS = 1500;

/** The hand-off with the API's shared/spa.ts, written once in contracts (ssr.ts). */
export type RenderRequest = SsrRenderRequest;
export type ManifestChunk = SsrManifestChunk;
export type RenderResult = SsrRenderResult;

/** Whether the server renders this path (otherwise the plain shell goes). */
export const rendersOnServer: SsrRenderer['rendersOnServer'] = (pathname) => pageAt(pathname) !== null;

function routeAssets(manifest: Record<string, ManifestChunk>, modules: string[]): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isRoot: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!isRoot) js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach((k) => visit(k, false));
  };
  // what index.html already loads (the entry and its imports) stays out
  for (const [key, chunk] of Object.entries(manifest)) if ((chunk as { isEntry?: boolean }).isEntry) visit(key, true);
  const shell = new Set([...css, ...js]);
  css.clear();
  js.clear();
  for (const m of modules) {
    const chunk = manifest[m];
    if (!chunk) continue;
    js.add(chunk.file);
    visit(m, false);
  }
  return [
    ...[...css].filter((f) => !shell.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    // the route's code: /boot.js preloads it with the entry, once the page has painted
    `<meta name="guia-modulepreload" content="${[...js].filter((f) => !shell.has(f)).map((f) => `/${f}`).join(' ')}">`,
  ].join('');
}

/** JSON safe inside a <script type="application/json"> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Renders a public page, or null when this path is not rendered on the server. */
export const render: SsrRenderer['render'] = async ({ url, apiOrigin, hints: requestHints, manifest }) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const at = pageAt(pathname);
  if (!at) return null;
  const { page: found, unknown } = at;
  setApiOrigin(apiOrigin);

  // The data first; what failed or is late stays out of the cache, so the page shows it loading
  // exactly as the browser will before asking again.
  const fetching = createQueryClient();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all((found.data ?? []).map((q) => fetching.prefetchQuery({ ...q, retry: false }))),
    new Promise((resolve) => (timer = setTimeout(resolve, DATA_WAIT_MS))),
  ]);
  clearTimeout(timer);
  // the page's own record is gone (a deleted business): the page says so, the status says 404
  const gone = fetching
    .getQueryCache()
    .getAll()
    .some((q) => q.state.error instanceof ApiError && q.state.error.status === 404);
  const state = dehydrate(fetching);
  fetching.clear();
  const queryClient = createQueryClient();
  hydrate(queryClient, state);

  // the clock the page is drawn at travels with it: hydration reads the same minute (lib/use-now.ts)
  const hints: RenderHints = { ...requestHints, now: Date.now() };
  // an English page: the catalogues first (issue 22 §1; a screen's own arrive with it, lib/i18n)
  await loadTexts(hints.lang ?? 'es');
  const element = (
    <StrictMode>
      <RenderHintsContext.Provider value={hints}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={{ pathname, search }}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </RenderHintsContext.Provider>
    </StrictMode>
  );
  // A late part of a page is sent after the rest with an inline script, which our CSP forbids: the
  // screens' code (React.lazy) loads during the first render in this process, so a render whose
  // parts were late is done again (whole, now); and no part is ever split off for its size.
  let html = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    html = await new Response((await prerender(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER })).prelude).text();
    if (!html.includes('<script')) break;
  }
  queryClient.clear();
  if (html.includes('<script')) return null;
  // React writes the page's <title> and its preloads (the first photo) first: they go in the head
  let title = '';
  const hoisted: string[] = [];
  for (let m = /^(?:<title>([\s\S]*?)<\/title>|<link [^>]*>|<meta [^>]*>)/.exec(html); m; m = /^(?:<title>([\s\S]*?)<\/title>|<link [^>]*>|<meta [^>]*>)/.exec(html)) {
    if (m[1] !== undefined) title = m[1];
    else hoisted.push(m[0]);
    html = html.slice(m[0].length);
  }
  return {
    html,
    title,
    state: scriptJson({ queries: state, hints }),
    head: hoisted.join('') + routeAssets(manifest, found.modules),
    status: unknown || gone ? 404 : 200,
  };
};
