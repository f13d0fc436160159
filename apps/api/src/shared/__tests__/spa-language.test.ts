import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { INDEX } from './spa-index.fixture';

/**
 * The server draws every page in the visitor's language (issue 22 §1): `?lang=`, else the `lang`
 * cookie, else Accept-Language (English for en, Spanish for anything else). A stand-in for the
 * web's renderer (apps/web/dist-ssr/entry-server.js) echoes the language it was handed; the
 * web's own render in both languages is tested beside it (apps/web/src/features/tops/tops-language.test.tsx).
 */
const RENDERER = `
export function rendersOnServer(pathname) {
  return pathname === '/' || pathname === '/tops' || pathname.startsWith('/business/');
}
export async function render({ url, hints }) {
  const words = hints.lang === 'en' ? 'Explore by category' : 'Explora por categorías';
  return { html: '<main>' + words + ' ' + url + ' lang=' + hints.lang + '</main>', title: words, state: '{"queries":{}}', head: '', status: 200 };
}
`;

function withRenderer() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-lang-'));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/index.js', isEntry: true } }));
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  return createTestApp({ config: { webDist, publicUrl: 'https://guia.example' } });
}

/** A business straight in the store (as the businesses module keeps one). */
const makeBusiness = (t: TestApp, fields: { name?: string; address?: string; description?: string } = {}) =>
  t.store.businesses.create({
    name: 'Fábrica de Arte Cubano',
    address: 'Calle 26 y 11, Vedado',
    categories: ['night_club'],
    types: ['night_club'],
    photos: [],
    thumbnails: [],
    location: { type: 'Point', coordinates: [-82.4093, 23.1347] },
    rating: 4.5,
    user_ratings_total: 10,
    paid_plan: 'BASIC',
    paid_promo: false,
    ...fields,
  });

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
const langOf = (html: string) => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];
const meta = (html: string, property: string) => [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('pages drawn in the visitor language (issue 22 §1)', () => {
  it('an English browser (Accept-Language: en) gets /, /tops and a business page in English, with <html lang="en">, og:locale and hreflang links', async () => {
    const t = withRenderer();
    const b = await makeBusiness(t);
    for (const url of ['/', '/tops', `/business/${b._id}`]) {
      const res = await request(t.app).get(url).set('Accept-Language', 'en-US,en;q=0.9,es;q=0.5');
      expect(res.status, url).toBe(200);
      expect(rootOf(res.text), url).toBe(`<main>Explore by category ${url} lang=en</main>`);
      expect(langOf(res.text), url).toBe('en');
      expect(meta(res.text, 'og:locale'), url).toEqual(['en_US']);
      expect(meta(res.text, 'og:locale:alternate'), url).toEqual(['es_ES']);
      expect(res.text, url).toContain(`<link rel="alternate" hreflang="es" href="https://guia.example${url}?lang=es"`);
      expect(res.text, url).toContain(`<link rel="alternate" hreflang="en" href="https://guia.example${url}?lang=en"`);
      expect(res.text, url).toContain(`<link rel="alternate" hreflang="x-default" href="https://guia.example${url}"`);
      // the page differs by language: caches must keep both apart
      expect(res.headers.vary, url).toMatch(/Accept-Language/);
      expect(res.headers.vary, url).toMatch(/Cookie/);
    }
  });

  it('the lang cookie wins over the browser: es keeps an English browser in Spanish, en an unknown one in English', async () => {
    const t = withRenderer();
    const b = await makeBusiness(t);
    for (const url of ['/', '/tops', `/business/${b._id}`]) {
      const spanish = await request(t.app).get(url).set('Accept-Language', 'en').set('Cookie', 'ahorro=0; lang=es');
      expect(rootOf(spanish.text), url).toContain('lang=es');
      expect(langOf(spanish.text), url).toBe('es');
      expect(meta(spanish.text, 'og:locale'), url).toEqual(['es_ES']);
      const english = await request(t.app).get(url).set('Accept-Language', 'de-DE').set('Cookie', 'lang=en');
      expect(rootOf(english.text), url).toContain('lang=en');
      expect(langOf(english.text), url).toBe('en');
    }
  });

  it('an unknown language code, a Spanish browser or none falls back to Spanish; so does a cookie naming no language of the guide', async () => {
    const t = withRenderer();
    const b = await makeBusiness(t);
    for (const url of ['/', '/tops', `/business/${b._id}`]) {
      for (const [header, cookie] of [['xx', ''], ['es-ES,es;q=0.9', ''], ['', ''], ['fr, xx;q=0.5', ''], ['en', 'lang=xx']]) {
        let req = request(t.app).get(url);
        if (header) req = req.set('Accept-Language', header);
        if (cookie) req = req.set('Cookie', cookie);
        const res = await req;
        expect(res.status, `${url} ${header}`).toBe(200);
        // a bad cookie is ignored: the browser's en then chooses
        const expected = cookie ? 'en' : 'es';
        expect(rootOf(res.text), `${url} ${header} ${cookie}`).toContain(`lang=${expected}`);
        expect(langOf(res.text), `${url} ${header} ${cookie}`).toBe(expected);
      }
    }
  });

  it('?lang=en (the hreflang links) draws English and keeps the choice a year in the cookie (SameSite=Lax)', async () => {
    const t = withRenderer();
    const res = await request(t.app).get('/tops?lang=en').set('Accept-Language', 'es');
    expect(rootOf(res.text)).toContain('lang=en');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
    // an address without it sets nothing
    expect((await request(t.app).get('/tops').set('Accept-Language', 'en')).headers['set-cookie']).toBeUndefined();
  });

  it("a business's link preview speaks the visitor language around the business's own words", async () => {
    const t = withRenderer();
    const b = await makeBusiness(t, { name: 'La Guarida', description: '', address: 'Concordia 418' });
    const en = await request(t.app).get(`/business/${b._id}`).set('Accept-Language', 'en');
    expect(meta(en.text, 'og:description')).toEqual(['La Guarida, Concordia 418. Discover it on Guía Cuba.']);
    const es = await request(t.app).get(`/business/${b._id}`).set('Accept-Language', 'es');
    expect(meta(es.text, 'og:description')).toEqual(['La Guarida, Concordia 418. Descúbrelo en Guía Cuba.']);
  });
});
