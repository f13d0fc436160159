import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express, type Request, type Response } from 'express';
import { escapeHtml, objectIdSchema } from '@guia/contracts';
import {
  DEFAULT_LANG,
  INTL_LOCALE,
  LANGS,
  LANG_QUERY,
  LANG_NAMES,
  OG_LOCALE,
  OSM_PLACE_MESSAGES,
  isLang,
  langCookie,
  type Lang,
  PLACE_TYPE_NAMES,
  SSR_STATE_ID,
  isOsmPageId,
  osmPageId,
  parseOsmPageId,
  type OsmPlace,
  type SsrManifestChunk,
  type SsrRenderer,
} from '@guia/contracts';
import type { AppContext } from '../context';
import { dataSaverOf, languageOf, pageCacheOf } from './page-cache';

const SITE_NAME = 'Guía Cuba';
/** Preview descriptions are cut here (WhatsApp and Facebook show about two lines). */
export const PREVIEW_DESCRIPTION_MAX = 200;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max - 1);
  const lastSpace = slice.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? slice.slice(0, lastSpace) : slice).trimEnd()}…`;
}


/** An absolute http(s) URL for a stored photo, or null (inline data: pictures cannot be previews). */
function absoluteImage(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, `${origin}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
}

export interface PreviewTags {
  title: string;
  description: string;
  url: string;
  image: string | null;
  imageAlt: string;
}

/** What a business preview reads of a stored business (ctx.store.businesses answers it): shared/ needs no module's types. */
export interface PreviewBusiness {
  _id: string;
  name: string;
  address?: string;
  vicinity?: string;
  description?: string;
  /** issue 22 §1: an English page's preview uses it when there is one */
  description_en?: string;
  photos: string[];
}

/** The link previews' and the shell's own words in each language (issue 22 §1); the Spanish ones as before. */
const PREVIEW_TEXT = {
  es: {
    unnamedBusiness: 'Negocio sin nombre',
    unnamedPlace: 'Lugar sin nombre',
    discoverAt: (name: string, place: string) => `${name}, ${place}. Descúbrelo en ${SITE_NAME}.`,
    discover: (name: string) => `Descubre ${name} en ${SITE_NAME}.`,
    casaParticular: 'Casa particular',
    osmCredit: `${OSM_PLACE_MESSAGES.dataCredit}, en ${SITE_NAME}.`,
    description: 'Guía Cuba: descubre negocios, eventos y lugares auténticos de Cuba en un mapa interactivo.',
    noscript: 'Guía Cuba necesita JavaScript para funcionar.',
  },
  en: {
    unnamedBusiness: 'Unnamed business',
    unnamedPlace: 'Unnamed place',
    discoverAt: (name: string, place: string) => `${name}, ${place}. Discover it on ${SITE_NAME}.`,
    discover: (name: string) => `Discover ${name} on ${SITE_NAME}.`,
    casaParticular: 'Casa particular (private guesthouse)',
    osmCredit: `Data © OpenStreetMap, on ${SITE_NAME}.`,
    description: 'Guía Cuba: discover authentic businesses, events and places in Cuba on an interactive map.',
    noscript: 'Guía Cuba needs JavaScript to work.',
  },
} as const satisfies Record<Lang, unknown>;

/** What a link preview of a business shows: name, description, first photo, canonical address (in the visitor's language; the description is the business's own). */
export function businessPreview(b: PreviewBusiness, origin: string, lang: Lang = DEFAULT_LANG): PreviewTags {
  const text = PREVIEW_TEXT[lang];
  const name = oneLine(b.name) || text.unnamedBusiness;
  const place = oneLine(b.address ?? '') || oneLine(b.vicinity ?? '');
  const own = (lang === 'en' && oneLine(b.description_en ?? '')) || oneLine(b.description ?? '');
  const description = cut(own || (place ? text.discoverAt(name, place) : text.discover(name)), PREVIEW_DESCRIPTION_MAX);
  return {
    title: name,
    description,
    url: `${origin}/business/${encodeURIComponent(b._id)}`,
    image: absoluteImage(b.photos[0], origin),
    imageAlt: name,
  };
}

/** The picture a preview shows when the place has none (the app's icon): every shared link gets a card with an image. */
export const PREVIEW_FALLBACK_IMAGE = '/icons/icon-512.png';

/** What kind of place an OSM place is, in Spanish ('Comer y beber', 'Casa particular'); in English only the guest house (the kinds' names are Spanish). */
function osmKind(p: Pick<OsmPlace, 'categories' | 'types'>, lang: Lang): string | null {
  if (p.types.includes('guest_house=casa_particular')) return PREVIEW_TEXT[lang].casaParticular;
  if (lang !== 'es') return null;
  const c = p.categories.find((x) => PLACE_TYPE_NAMES[x]);
  return c ? PLACE_TYPE_NAMES[c]! : null;
}

/**
 * What a link preview of an OpenStreetMap place's page shows (issue 24 §4): its name, what it is
 * and where, the credit, the app's icon as the picture (OSM keeps no photos), its canonical address.
 */
export function osmPlacePreview(
  p: Pick<OsmPlace, 'name' | 'categories' | 'types' | 'address' | 'osm_type' | 'osm_id'>,
  origin: string,
  lang: Lang = DEFAULT_LANG,
): PreviewTags {
  const name = oneLine(p.name) || PREVIEW_TEXT[lang].unnamedPlace;
  const kind = osmKind(p, lang);
  const address = oneLine(p.address ?? '');
  const what = [kind, address].filter(Boolean).join(', ');
  const description = cut(`${what ? `${name}: ${what}. ` : ''}${PREVIEW_TEXT[lang].osmCredit}`, PREVIEW_DESCRIPTION_MAX);
  return {
    title: name,
    description,
    url: `${origin}/business/${osmPageId(p.osm_type, p.osm_id)}`,
    image: absoluteImage(PREVIEW_FALLBACK_IMAGE, origin),
    imageAlt: name,
  };
}

/** A shared plan for the day (issue 22 §3): what WhatsApp shows when its read-only link is pasted. */
export function planPreview(
  plan: { name: string; date: string | null; stops: { business_id: string }[] },
  places: Map<string, { name: string; photos?: string[] }>,
  url: string,
  origin: string,
  lang: Lang = DEFAULT_LANG,
): PreviewTags {
  const en = lang === 'en';
  const name = oneLine(plan.name) || (en ? 'Plan for the day' : 'Plan del día');
  const names = plan.stops.map((s) => places.get(s.business_id)?.name).filter((n): n is string => Boolean(n)).map(oneLine);
  const when = plan.date
    ? new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${plan.date}T12:00:00Z`))
    : null;
  const n = plan.stops.length;
  const count = en ? (n === 1 ? '1 stop' : `${n} stops`) : n === 1 ? '1 parada' : `${n} paradas`;
  const more = names.length - 3;
  const shown = more > 0 ? `${names.slice(0, 3).join(', ')} ${en ? `and ${more} more` : `y ${more} más`}` : names.join(', ');
  const description = cut(
    en
      ? `${when ? `Plan for ${when}` : 'Plan'}: ${count}${shown ? ` (${shown})` : ''}. On ${SITE_NAME}.`
      : `${when ? `Plan para el ${when}` : 'Plan'}: ${count}${shown ? ` (${shown})` : ''}. En ${SITE_NAME}.`,
    PREVIEW_DESCRIPTION_MAX,
  );
  const firstPhoto = plan.stops.map((s) => places.get(s.business_id)?.photos?.[0]).find(Boolean);
  return { title: name, description, url, image: absoluteImage(firstPhoto, origin), imageAlt: name };
}

/** The Open Graph, Twitter and canonical tags of a preview, every value escaped. */
export function previewTags(p: PreviewTags): string {
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(p.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', p.title),
    meta('property', 'og:description', p.description),
    meta('property', 'og:url', p.url),
    ...(p.image ? [meta('property', 'og:image', p.image), meta('property', 'og:image:alt', p.imageAlt)] : []),
    meta('name', 'twitter:card', p.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', p.title),
    meta('name', 'twitter:description', p.description),
    ...(p.image ? [meta('name', 'twitter:image', p.image), meta('name', 'twitter:image:alt', p.imageAlt)] : []),
  ];
  return tags.join('\n    ');
}

/** index.html with the preview of one page: its title, description and the tags before </head>. */
export function withPreview(html: string, p: PreviewTags): string {
  const title = escapeHtml(`${p.title} · ${SITE_NAME}`);
  let out = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`);
  out = out.replace(/<meta\s+name="description"[^>]*>/i, () => `<meta name="description" content="${escapeHtml(p.description)}" />`);
  return out.replace(/<\/head>/i, () => `    ${previewTags(p)}\n  </head>`);
}

/**
 * index.html in the page's language (issue 22 §1): `<html lang>`, the description and the
 * noscript line, `og:locale` with the other language as `og:locale:alternate`, and the hreflang
 * links. A page keeps one address in both languages (the `lang` cookie chooses); the hreflang links
 * add `?lang=es|en`, which draws the page in that language and keeps it in the cookie, and
 * x-default is the address alone (the browser's Accept-Language chooses).
 */
export function withLanguage(html: string, lang: Lang, pageUrl: URL): string {
  const text = PREVIEW_TEXT[lang];
  const urlIn = (l: Lang | null) => {
    const u = new URL(pageUrl.href);
    u.searchParams.delete(LANG_QUERY);
    if (l) u.searchParams.set(LANG_QUERY, l);
    return u.href;
  };
  const tags = [
    `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
    ...LANGS.filter((l) => l !== lang).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}" />`),
    ...LANGS.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(urlIn(l))}" title="${LANG_NAMES[l]}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlIn(null))}" />`,
  ];
  let out = html.replace(/<html lang="[^"]*"/i, () => `<html lang="${lang}"`);
  if (lang !== DEFAULT_LANG) {
    out = out.replace(/<meta\s+name="description"[^>]*>/i, () => `<meta name="description" content="${escapeHtml(text.description)}" />`);
    out = out.replace(/<noscript>[^<]*<\/noscript>/i, () => `<noscript>${escapeHtml(text.noscript)}</noscript>`);
  }
  return out.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}

/** The built index.html, read again only when the file changes. */
function createIndexReader(file: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return (): string => {
    const { mtimeMs } = fs.statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/** The CSP sources ('sha256-…') of a page's inline scripts: data blocks (type="application/json") and scripts with src are not inline code. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );
}

/** How often the built index.html is looked at again for a new build (its hashes are kept meanwhile). */
const INDEX_RECHECK_MS = 1000;

/**
 * The hashes of the built index.html's inline scripts (the <head> script that reads the display
 * hint of a signed-in person before the first paint, issue 20 §4), for the CSP: computed once per
 * build (the file's mtime), none when there is no build.
 */
export function createIndexScriptHashes(webDist: string): () => string[] {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; hashes: string[] } | null = null;
  let checkedAt = -Infinity;
  return () => {
    const now = Date.now();
    if (now - checkedAt < INDEX_RECHECK_MS) return cached?.hashes ?? [];
    checkedAt = now;
    try {
      const { mtimeMs } = fs.statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, hashes: inlineScriptHashes(fs.readFileSync(file, 'utf8')) };
    } catch {
      cached = null;
    }
    return cached?.hashes ?? [];
  };
}

/** A page slower than this to render goes as the plain shell (the browser draws it). */
const RENDER_TIMEOUT_MS = 3000;

/**
 * The web's server renderer and Vite's manifest, when the build has them (dist-ssr beside dist):
 * public pages then arrive drawn, with their data (issue 11: first text and photos without waiting
 * for the JavaScript). Without them every page is the plain shell, as before.
 */
// the renderer is apps/web/src/entry-server.tsx (SsrRenderer: contracts' ssr.ts, the one hand-off both sides compile against)
function loadRenderer(ctx: AppContext): (() => Promise<{ renderer: SsrRenderer; manifest: Record<string, SsrManifestChunk> } | null>) | null {
  const entry = path.join(path.dirname(ctx.config.webDist), 'dist-ssr', 'entry-server.js');
  const manifestFile = path.join(ctx.config.webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return null;
  let loading: Promise<{ renderer: SsrRenderer; manifest: Record<string, SsrManifestChunk> } | null> | null = null;
  return () =>
    (loading ??= import(pathToFileURL(entry).href)
      .then((renderer: SsrRenderer) => ({ renderer, manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, SsrManifestChunk> }))
      .catch((err: unknown) => {
        ctx.logger.error({ err }, 'renderizado en el servidor no disponible: se sirve la página sin dibujar');
        return null;
      }));
}

/** index.html with a rendered page: its title, its route's styles and scripts, the markup and its data. */
export function withRenderedPage(html: string, page: { html: string; title: string; state: string; head: string }): string {
  let out = page.title ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${page.title}</title>`) : html;
  out = out.replace(/<\/head>/i, () => `  ${page.head}\n  </head>`);
  return out.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>`,
  );
}

/**
 * The built SPA on the same origin: assets with long caching, every other non-API path answers
 * index.html. For /business/{id} of a known business the HTML carries Open Graph and Twitter tags
 * (name, description, first photo, canonical URL), so a link pasted into WhatsApp shows a preview
 * card; a well-formed id of no business answers 404 (the page says 'Este lugar ya no está en la guía'),
 * and so does an address no route knows ('Página no encontrada', from the server renderer).
 * Nothing is mounted when there is no build.
 */
export function serveSpa(app: Express, ctx: AppContext): void {
  const indexHtml = path.join(ctx.config.webDist, 'index.html');
  if (!fs.existsSync(indexHtml)) return;
  const readShell = createIndexReader(indexHtml);
  /** index.html in this request's language (issue 22 §1) */
  const readIndex = (req: Request) => withLanguage(readShell(), languageOf(req), new URL(req.originalUrl, `${ctx.config.publicUrl}/`));
  const renderer = loadRenderer(ctx);
  if (renderer) void renderer(); // loaded at start, not on the first visitor's time
  // drawn pages kept by address, choices, data version and minute (issue 19: page-cache.ts)
  const pages = pageCacheOf(app);
  app.use(pages.begin);

  /** The page drawn on the server and its status, or null (not a rendered page, renderer missing, failed or slow). */
  const draw = async (req: Request, html: string): Promise<{ html: string; status: number } | null> => {
    const loaded = renderer ? await renderer() : null;
    if (!loaded || !loaded.renderer.rendersOnServer(req.path)) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const page = await Promise.race([
        loaded.renderer.render({
          url: req.originalUrl,
          apiOrigin: `http://127.0.0.1:${req.socket.localPort}`,
          hints: { dataSaver: dataSaverOf(req), lang: languageOf(req) },
          manifest: loaded.manifest,
        }),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS))),
      ]);
      return page ? { html: withRenderedPage(html, page), status: page.status === 404 ? 404 : 200 } : null;
    } catch (err) {
      ctx.logger.warn({ err }, 'no se pudo dibujar la página en el servidor: se sirve sin dibujar');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  const rendered = (req: Request, html: string) => pages.page(req, html, () => draw(req, html));
  const sendHtml = (res: Response, html: string, status = 200) => {
    res.status(status);
    res.setHeader('Cache-Control', 'no-cache');
    // the drawn page depends on the data-saving choice and the language (cookie, else Accept-Language)
    res.vary('Cookie').vary('Save-Data').vary('Accept-Language');
    // ?lang=en (the hreflang links): the choice is kept, as the switcher keeps it
    if (isLang(res.req.query[LANG_QUERY])) res.append('Set-Cookie', langCookie(languageOf(res.req)));
    pages.send(res, html);
  };

  const assetsDir = path.join(ctx.config.webDist, 'assets');
  // scripts and styles compressed at build time (brotli 11, x.js.br beside x.js) for browsers that take br
  app.get('/assets/:name', (req, res, next) => {
    const name = String(req.params.name);
    if (!/^[\w.-]+\.(?:js|css|svg)$/.test(name) || !req.acceptsEncodings('br')) return next();
    const file = path.join(assetsDir, `${name}.br`);
    if (!fs.existsSync(file)) return next();
    res.vary('Accept-Encoding');
    res.set({ 'Content-Encoding': 'br', 'Cache-Control': 'public, max-age=31536000, immutable' });
    res.type(path.extname(name));
    res.sendFile(file, { cacheControl: false }, (err) => {
      if (err) next(err);
    });
  });
  app.use('/assets', express.static(assetsDir, { maxAge: '365d', immutable: true }));
  app.use(express.static(ctx.config.webDist, { index: false, maxAge: '1h' }));

  app.get('/business/:id', async (req, res, next) => {
    // an OpenStreetMap place's page (issue 24 §4): /business/osm-node-123
    if (isOsmPageId(String(req.params.id))) {
      let html = readIndex(req);
      try {
        // a guide business is this place (issue 24 §3): one page, the business's (301, the query kept)
        const [linked] = await ctx.store.businesses.findOsmLinks({ objects: [parseOsmPageId(String(req.params.id))!] });
        if (linked) return res.redirect(301, `/business/${linked._id}${req.originalUrl.slice(req.path.length)}`);
        const place = await ctx.store.osmPlaces.findById(String(req.params.id));
        if (!place || place.retired_at) res.locals.businessGone = true;
        else html = withPreview(html, osmPlacePreview(place, ctx.config.publicUrl, languageOf(req)));
      } catch (error) {
        ctx.logger.warn({ err: error }, 'vista previa del lugar no disponible');
      }
      const page = await rendered(req, html);
      return sendHtml(res, page?.html ?? html, res.locals.businessGone ? 404 : (page?.status ?? 200));
    }
    const id = objectIdSchema.safeParse(req.params.id);
    if (!id.success) return next();
    let business: PreviewBusiness | null = null;
    try {
      business = await ctx.store.businesses.findById(id.data.toLowerCase());
    } catch (error) {
      // the store is down: the page still opens, without a preview
      ctx.logger.warn({ err: error }, 'vista previa del negocio no disponible');
      return next();
    }
    // not (or no longer) in the guide: the page says so and the answer is 404 (issue 20 §10)
    if (!business) res.locals.businessGone = true;
    if (!business) return next();
    const html = withPreview(readIndex(req), businessPreview(business, ctx.config.publicUrl, languageOf(req)));
    const page = await rendered(req, html);
    sendHtml(res, page?.html ?? html, page?.status);
  });

  // a shared plan's read-only link (issue 22 §3): its preview, or 404 once it is no longer shared
  app.get('/plan/:token', async (req, res, next) => {
    const token = String(req.params.token);
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return next();
    let html = readIndex(req);
    try {
      const plan = await ctx.store.itineraries.findByShareToken(token);
      if (!plan) res.locals.businessGone = true;
      else {
        const ids = [...new Set(plan.stops.map((s) => s.business_id))];
        const found = ids.length ? await ctx.store.businesses.findByIds(ids) : [];
        const places = new Map(found.map((b) => [String(b._id), b]));
        html = withPreview(html, planPreview(plan, places, `${ctx.config.publicUrl}/plan/${encodeURIComponent(token)}`, ctx.config.publicUrl, languageOf(req)));
      }
    } catch (error) {
      ctx.logger.warn({ err: error }, 'vista previa del plan no disponible');
    }
    const page = await rendered(req, html);
    sendHtml(res, page?.html ?? html, res.locals.businessGone ? 404 : (page?.status ?? 200));
  });

  app.get(/.*/, async (req, res, next) => {
    // A missing file (/downloads/x.apk, /logo.png) is a 404, not the SPA under the wrong name.
    if (path.extname(req.path)) return next();
    const html = readIndex(req);
    const page = await rendered(req, html);
    sendHtml(res, page?.html ?? html, res.locals.businessGone ? 404 : (page?.status ?? 200));
  });
}
