import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import { objectIdSchema } from '@guia/contracts';
import type { AppContext } from '../context';
import type { BusinessRecord } from '../modules/businesses/businesses.repository';

const SITE_NAME = 'Guía Cuba';
/** Preview descriptions are cut here (WhatsApp and Facebook show about two lines). */
export const PREVIEW_DESCRIPTION_MAX = 200;

/** Text for an HTML attribute or element: every character that could end it is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max - 1);
  const lastSpace = slice.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? slice.slice(0, lastSpace) : slice).trimEnd()}…`;
}

/** The address of this server as the visitor reached it (behind a proxy, with TRUST_PROXY set). */
function originOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
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

/** What a link preview of a business shows: name, description, first photo, canonical address. */
export function businessPreview(b: BusinessRecord, origin: string): PreviewTags {
  const name = oneLine(b.name) || 'Negocio sin nombre';
  const place = oneLine(b.address ?? '') || oneLine(b.vicinity ?? '');
  const description = cut(oneLine(b.description ?? '') || (place ? `${name}, ${place}. Descúbrelo en ${SITE_NAME}.` : `Descubre ${name} en ${SITE_NAME}.`), PREVIEW_DESCRIPTION_MAX);
  return {
    title: name,
    description,
    url: `${origin}/business/${encodeURIComponent(b._id)}`,
    image: absoluteImage(b.photos[0], origin),
    imageAlt: name,
  };
}

/** The Open Graph, Twitter and canonical tags of a preview, every value escaped. */
export function previewTags(p: PreviewTags): string {
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(p.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_ES'),
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

/** The built index.html, read again only when the file changes. */
function createIndexReader(file: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return (): string => {
    const { mtimeMs } = fs.statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * The built SPA on the same origin: assets with long caching, every other non-API path answers
 * index.html. For /business/{id} of a known business the HTML carries Open Graph and Twitter tags
 * (name, description, first photo, canonical URL), so a link pasted into WhatsApp shows a preview
 * card; an unknown or malformed id gets the plain index.html (200: the SPA shows its own error).
 * Nothing is mounted when there is no build.
 */
export function serveSpa(app: Express, ctx: AppContext): void {
  const indexHtml = path.join(ctx.config.webDist, 'index.html');
  if (!fs.existsSync(indexHtml)) return;
  const readIndex = createIndexReader(indexHtml);

  app.use('/assets', express.static(path.join(ctx.config.webDist, 'assets'), { maxAge: '365d', immutable: true }));
  app.use(express.static(ctx.config.webDist, { index: false, maxAge: '1h' }));

  app.get('/business/:id', async (req, res, next) => {
    const id = objectIdSchema.safeParse(req.params.id);
    if (!id.success) return next();
    let business: BusinessRecord | null = null;
    try {
      business = await ctx.store.businesses.findById(id.data.toLowerCase());
    } catch (error) {
      // the store is down: the page still opens, without a preview
      ctx.logger.warn({ err: error }, 'vista previa del negocio no disponible');
    }
    if (!business) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(withPreview(readIndex(), businessPreview(business, originOf(req))));
  });

  app.get(/.*/, (req, res, next) => {
    // A missing file (/downloads/x.apk, /logo.png) is a 404, not the SPA under the wrong name.
    if (path.extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
