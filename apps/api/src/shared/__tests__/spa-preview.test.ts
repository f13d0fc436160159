import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../../test/helpers';
import type { NewBusiness } from '../../modules/businesses/businesses.repository';
import type { Config } from '../../config';
import type { Store } from '../../store/types';
import { PREVIEW_DESCRIPTION_MAX } from '../spa';
import { INDEX } from './spa-index.fixture';

/** The page without the language tags every page carries (issue 22 §1: og:locale, hreflang): what is left is index.html itself. */
const withoutLanguageTags = (html: string) => html.replace(/\n\s*<(?:meta property="og:locale[^>]*|link rel="alternate" hreflang[^>]*)>/g, '');

function withWeb(config: Partial<Config> = {}, store?: Store) {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  return createTestApp({ config: { webDist, ...config }, store });
}

function business(overrides: Partial<NewBusiness> = {}): NewBusiness {
  return {
    name: 'La Guarida',
    description: 'El paladar más famoso de La Habana, en el tercer piso de una mansión.',
    address: 'Concordia 418, Centro Habana',
    categories: ['Comer y beber'],
    types: ['restaurant'],
    photos: ['/uploads/la-guarida.jpg', 'https://fotos.example.com/dos.jpg'],
    thumbnails: ['/uploads/la-guarida.webp', 'https://fotos.example.com/dos.jpg'],
    location: { type: 'Point', coordinates: [-82.37045, 23.13783] },
    rating: 4.6,
    user_ratings_total: 10,
    paid_plan: 'ELITE',
    paid_promo: true,
    ...overrides,
  };
}

/** The content of a <meta property|name="key"> in the page, decoded by a DOM-like reading. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');
}

describe('link previews of a business page (Open Graph and Twitter tags in the served HTML)', () => {
  it('puts name, description, first photo as an absolute URL and the canonical URL into /business/{id}', async () => {
    const t = withWeb({ publicUrl: 'http://guia.example.cu' });
    const b = await t.store.businesses.create(business());
    const res = await request(t.app).get(`/business/${b._id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toContain('<div id="root"></div>');
    expect(metaContent(html, 'og:title')).toBe('La Guarida');
    expect(metaContent(html, 'og:description')).toBe('El paladar más famoso de La Habana, en el tercer piso de una mansión.');
    expect(metaContent(html, 'og:image')).toBe('http://guia.example.cu/uploads/la-guarida.jpg');
    expect(metaContent(html, 'og:url')).toBe(`http://guia.example.cu/business/${b._id}`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('Guía Cuba');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe('La Guarida');
    expect(metaContent(html, 'twitter:image')).toBe('http://guia.example.cu/uploads/la-guarida.jpg');
    expect(html).toContain(`<link rel="canonical" href="http://guia.example.cu/business/${b._id}" />`);
    expect(html).toContain('<title>La Guarida · Guía Cuba</title>');
    expect(metaContent(html, 'description')).toBe('El paladar más famoso de La Habana, en el tercer piso de una mansión.');
    // the tags sit in the head, once
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('takes absolute URLs from PUBLIC_URL only: a forged Host or X-Forwarded-* never reaches the canonical link or the preview (issue 17 §6)', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    const t = createTestApp({ config: { webDist, trustProxy: true, publicUrl: 'https://guia.example.cu' } });
    const b = await t.store.businesses.create(business());
    const res = await request(t.app)
      .get(`/business/${b._id}`)
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'http');
    expect(metaContent(res.text, 'og:url')).toBe(`https://guia.example.cu/business/${b._id}`);
    expect(metaContent(res.text, 'og:image')).toBe('https://guia.example.cu/uploads/la-guarida.jpg');
    expect(res.text).not.toContain('evil.example');
  });

  it('escapes every value: a name or description with HTML cannot add tags or scripts', async () => {
    const t = withWeb();
    const b = await t.store.businesses.create(
      business({ name: '"><script>alert(1)</script> & Co', description: `Bar 'El Chévere' <b>"top"</b>`, photos: [], thumbnails: [] }),
    );
    const res = await request(t.app).get(`/business/${b._id}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toContain('<b>');
    expect(metaContent(res.text, 'og:title')).toBe('"><script>alert(1)</script> & Co');
    expect(metaContent(res.text, 'og:description')).toBe(`Bar 'El Chévere' <b>"top"</b>`);
    expect(res.text).toContain('<title>&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co · Guía Cuba</title>');
  });

  it('without a usable photo (none, or an inline data: picture) leaves the image out and uses a small card', async () => {
    const t = withWeb();
    const b = await t.store.businesses.create(business({ photos: ['data:image/svg+xml;base64,PHN2Zz4='], thumbnails: [] }));
    const res = await request(t.app).get(`/business/${b._id}`);
    expect(metaContent(res.text, 'og:image')).toBeUndefined();
    expect(metaContent(res.text, 'twitter:card')).toBe('summary');
  });

  it('keeps an external photo URL as it is', async () => {
    const t = withWeb();
    const b = await t.store.businesses.create(business({ photos: ['https://fotos.example.com/uno.jpg'], thumbnails: [] }));
    const res = await request(t.app).get(`/business/${b._id}`);
    expect(metaContent(res.text, 'og:image')).toBe('https://fotos.example.com/uno.jpg');
  });

  it('without a description, describes the place by its name and address; a long one is cut', async () => {
    const t = withWeb();
    const plain = await t.store.businesses.create(business({ description: undefined }));
    const res = await request(t.app).get(`/business/${plain._id}`);
    expect(metaContent(res.text, 'og:description')).toBe('La Guarida, Concordia 418, Centro Habana. Descúbrelo en Guía Cuba.');

    const long = await t.store.businesses.create(business({ description: 'palabra '.repeat(100) }));
    const cut = metaContent((await request(t.app).get(`/business/${long._id}`)).text, 'og:description')!;
    expect(cut.length).toBeLessThanOrEqual(PREVIEW_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });

  it("a well-formed id of no business (deleted) answers the plain index.html with 404, for the SPA's 'Este lugar ya no está en la guía'", async () => {
    const t = withWeb();
    const res = await request(t.app).get('/business/6650f0c2a1b2c3d4e5f60718');
    expect(res.status).toBe(404);
    expect(withoutLanguageTags(res.text)).toBe(INDEX);
    expect(res.text).not.toContain('og:title');
  });

  it('a malformed id answers the plain index.html with 200 too', async () => {
    const t = withWeb();
    const res = await request(t.app).get('/business/no-es-un-id');
    expect(res.status).toBe(200);
    expect(withoutLanguageTags(res.text)).toBe(INDEX);
  });

  it('when the store fails, the page still opens without a preview', async () => {
    const t = withWeb();
    t.store.businesses.findById = async () => {
      throw new Error('store down');
    };
    const res = await request(t.app).get('/business/6650f0c2a1b2c3d4e5f60718');
    expect(res.status).toBe(200);
    expect(withoutLanguageTags(res.text)).toBe(INDEX);
  });

  it('other pages keep the plain index.html', async () => {
    const t = withWeb();
    await t.store.businesses.create(business());
    for (const url of ['/', '/tops', '/business']) {
      const res = await request(t.app).get(url);
      expect(res.status).toBe(200);
      expect(withoutLanguageTags(res.text)).toBe(INDEX);
    }
  });
});

describe('link preview of a shared plan (issue 22 §3)', () => {
  it('names the plan, its day and stops, with the first stop’s photo and the canonical link; 404 once no longer shared', async () => {
    const t = withWeb({ publicUrl: 'http://guia.example.cu' });
    const guarida = await t.store.businesses.create(business());
    const floridita = await t.store.businesses.create(business({ name: 'El Floridita', photos: [], thumbnails: [] }));
    const plan = await t.store.itineraries.create({
      owner_id: '0123456789abcdef01234567',
      name: 'Sábado en La Habana Vieja',
      date: '2026-12-05',
      stops: [{ business_id: guarida._id, time: '13:00' }, { business_id: floridita._id }],
    });
    await t.store.itineraries.update(plan._id, { share_token: 'enlace_de_prueba_1234567' });

    const res = await request(t.app).get('/plan/enlace_de_prueba_1234567');
    expect(res.status).toBe(200);
    expect(metaContent(res.text, 'og:title')).toBe('Sábado en La Habana Vieja');
    expect(metaContent(res.text, 'og:description')).toBe('Plan para el sábado, 5 de diciembre: 2 paradas (La Guarida, El Floridita). En Guía Cuba.');
    expect(metaContent(res.text, 'og:image')).toBe('http://guia.example.cu/uploads/la-guarida.jpg');
    expect(metaContent(res.text, 'og:url')).toBe('http://guia.example.cu/plan/enlace_de_prueba_1234567');

    await t.store.itineraries.update(plan._id, { share_token: null });
    const gone = await request(t.app).get('/plan/enlace_de_prueba_1234567');
    expect(gone.status).toBe(404);
    expect(metaContent(gone.text, 'og:title')).toBeUndefined();
  });
});
