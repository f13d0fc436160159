/**
 * Server rendering of the public pages (issue 11: the first screen's text and photos arrive in the
 * HTML, not after the JavaScript). Built with `vite build --ssr` into dist-ssr/ and used by the
 * API (apps/api/src/shared/spa.ts): it asks its own API for the page's data, renders the page with
 * it, and the browser hydrates the same markup with the same data (main.tsx).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router-dom';
import { dehydrate, hydrate, type FetchQueryOptions } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/routes';
import { ApiError, setApiOrigin } from './lib/api-client';
import { businessQuery } from './lib/api/business';
import { eliteQuery, promotedQuery, upcomingEventsQuery } from './lib/api/public-lists';
import { homeCategoriesQuery } from './lib/api/home-categories';
import { sharedPlanQuery } from './features/plans/plans-api';
import { RenderHintsContext, type RenderHints } from './lib/render-hints';
import { serverNavbar } from './components/navbar/navbar';
import { NavbarShell } from './components/navbar/navbar-shell';

// the bar before scripts (issue 20 §4): every variant, CSS chooses; only this server draws it
serverNavbar.Shell = NavbarShell;

interface Page {
  path: RegExp;
  /** The route's own modules (keys of Vite's manifest): their CSS and JS go in the page's head. */
  modules: string[];
  /** What the first screen shows, asked for before rendering. */
  data?: (match: RegExpMatchArray) => FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>[];
}

const page = (path: RegExp, modules: string[], data?: Page['data']): Page => ({ path, modules, data });
const asFetch = <T,>(options: T) => options as unknown as FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

/** The pages rendered on the server: public, the same for everyone. Sign-in pages, the map, the profile and admin stay browser-only. */
const PAGES: Page[] = [
  page(/^\/$/, ['src/features/home/home-screen.tsx', 'src/features/home/home-lists.tsx'], () => [
    asFetch(upcomingEventsQuery()),
    asFetch(promotedQuery()),
    asFetch(eliteQuery()),
    asFetch(homeCategoriesQuery()),
  ]),
  page(/^\/tops\/?$/, ['src/features/tops/tops-screen.tsx'], () => [asFetch(promotedQuery())]),
  page(/^\/business\/([0-9a-fA-F]{24})\/?$/, ['src/features/business/business-detail-screen.tsx'], (m) => [asFetch(businessQuery(m[1]!))]),
  // a shared plan's read-only page (issue 22 §3): drawn for the link's preview and the first paint
  page(/^\/plan\/([A-Za-z0-9_-]{16,64})\/?$/, ['src/features/plans/shared-plan-screen.tsx'], (m) => [asFetch(sharedPlanQuery(m[1]!))]),
  page(/^\/about\/?$/, ['src/features/static-pages/about-page.tsx']),
  page(/^\/privacy\/?$/, ['src/features/static-pages/privacy-page.tsx']),
  page(/^\/terms\/?$/, ['src/features/static-pages/terms-page.tsx']),
  page(/^\/help\/?$/, ['src/features/static-pages/help-page.tsx']),
];

/** An address no route knows (the catch-all): drawn as 'Página no encontrada' and answered with 404 (issue 20 §10). */
const NOT_FOUND_PAGE: Page = page(/^/, ['src/features/not-found/not-found-screen.tsx']);

function isUnknownPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !matches || matches[matches.length - 1]!.route.path === '*';
}

/** How long the page waits for its data before rendering without it (the browser then asks). */
const DATA_WAIT_MS = 1500;

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** This server's own address, for the page's API requests (http://127.0.0.1:port). */
  apiOrigin: string;
  hints: RenderHints;
  /** Vite's build manifest (dist/.vite/manifest.json). */
  manifest: Record<string, ManifestChunk>;
}

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface RenderResult {
  /** The markup inside #root. */
  html: string;
  /** The page's title (escaped HTML text). */
  title: string;
  /** The query cache the page was drawn with (JSON), for hydration. */
  state: string;
  /** <link> tags for the route's styles and scripts. */
  head: string;
  /** The HTTP status of the page: 404 for an unknown address or a business no longer in the guide. */
  status: number;
}

/** Whether the server renders this path (otherwise the plain shell goes). */
export function rendersOnServer(pathname: string): boolean {
  return PAGES.some((p) => p.path.test(pathname)) || isUnknownPath(pathname);
}

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
export async function render({ url, apiOrigin, hints, manifest }: RenderRequest): Promise<RenderResult | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const unknown = isUnknownPath(pathname);
  const found = unknown ? NOT_FOUND_PAGE : PAGES.find((p) => p.path.test(pathname));
  if (!found) return null;
  setApiOrigin(apiOrigin);

  // The data first; what failed or is late stays out of the cache, so the page shows it loading
  // exactly as the browser will before asking again.
  const fetching = createQueryClient();
  const match = pathname.match(found.path)!;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all((found.data?.(match) ?? []).map((q) => fetching.prefetchQuery({ ...q, retry: false }))),
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
  hints = { ...hints, now: Date.now() };
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const element = (
    <StrictMode>
      <RenderHintsContext.Provider value={hints}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
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
}
