/**
 * The server-render hand-off (issue 11, issue 18 §2), written once: what the API's
 * `shared/spa.ts` and the web's `entry-server.tsx` and `main.tsx` agree on. No zod, no texts: the
 * web's entry reads it.
 */

/** The id of the <script type="application/json"> element that carries the drawn page's data to the browser. */
export const SSR_STATE_ID = 'guia-state';

/** The cookie with the visitor's 'Ahorro de datos' choice ('1' on, '0' off): the server draws pages without photos by it. */
export const DATA_SAVER_COOKIE = 'ahorro';

/** What the page is drawn with beyond its address (RenderHints in the web). */
export interface SsrHints {
  /** the language the page is drawn in (contracts' lang.ts: ?lang=, the cookie, else Accept-Language); Spanish when absent */
  lang?: 'es' | 'en';
  /** 'Ahorro de datos' as the server draws the page */
  dataSaver: boolean;
  /** when the server drew the page (ms since 1970): what depends on the clock hydrates with it */
  now?: number;
}

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface SsrManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface SsrRenderRequest {
  /** path and query of the page */
  url: string;
  /** the server's own address, for the page's API requests (http://127.0.0.1:port) */
  apiOrigin: string;
  hints: SsrHints;
  manifest: Record<string, SsrManifestChunk>;
}

export interface SsrRenderResult {
  /** the markup inside #root */
  html: string;
  /** the page's title (escaped HTML text) */
  title: string;
  /** the query cache the page was drawn with (JSON), for hydration */
  state: string;
  /** <link> and <meta> tags for the route's styles and scripts */
  head: string;
  /** 404 for an unknown address or a place no longer in the guide */
  status: number;
}

/** What the web's entry-server module exports (built by `vite build --ssr` into apps/web/dist-ssr). */
export interface SsrRenderer {
  rendersOnServer(pathname: string): boolean;
  render(request: SsrRenderRequest): Promise<SsrRenderResult | null>;
}
