import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../../test/helpers';
import { INDEX } from './spa-index.fixture';

/**
 * A stand-in for the web's server renderer (apps/web/dist-ssr/entry-server.js, built by
 * `vite build --ssr`): it asks the API it is given, and echoes what the server passed it.
 */
const RENDERER = `
export function rendersOnServer(pathname) {
  return pathname === '/' || pathname.startsWith('/business/') || pathname === '/falla' || pathname === '/nada' || pathname === '/no-existe';
}
export async function render({ url, apiOrigin, hints, manifest }) {
  if (url === '/falla') throw new Error('el renderizador falló');
  if (url === '/nada') return null;
  if (url === '/no-existe') return { html: '<main>Página no encontrada</main>', title: 'Página no encontrada', state: '{"queries":{}}', head: '', status: 404 };
  const health = await (await fetch(apiOrigin + '/api/health')).json();
  return {
    html: '<main>dibujada ' + url + ' ahorro=' + hints.dataSaver + ' api=' + health.status + ' manifiesto=' + Object.keys(manifest).join(',') + '</main>',
    title: 'Página dibujada',
    state: '{"queries":{}}',
    head: '<link rel="stylesheet" href="/assets/ruta.css">',
  };
}
`;

function withRenderer() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-ssr-'));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/index.js', isEntry: true } }));
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  return createTestApp({ config: { webDist } });
}

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('public pages drawn on the server (issue 11: text and photos in the HTML)', () => {
  it('puts the drawn page, its data, title and styles into index.html, asking its own API for the data', async () => {
    const { app } = withRenderer();
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(rootOf(res.text)).toBe('<main>dibujada / ahorro=false api=ok manifiesto=src/main.tsx</main>');
    expect(res.text).toContain('</div><script type="application/json" id="guia-state">{"queries":{}}</script>');
    expect(res.text).toContain('<title>Página dibujada</title>');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text.indexOf('/assets/ruta.css')).toBeLessThan(res.text.indexOf('</head>'));
    // always asked again (new data), and drawn per data-saving choice
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Save-Data/);
  });

  it("draws without photos when the visitor chose 'Ahorro de datos' (cookie) or the browser asks (Save-Data); the choice wins", async () => {
    const { app } = withRenderer();
    expect(rootOf((await request(app).get('/').set('Cookie', 'otra=1; ahorro=1')).text)).toContain('ahorro=true');
    expect(rootOf((await request(app).get('/').set('Save-Data', 'on')).text)).toContain('ahorro=true');
    expect(rootOf((await request(app).get('/').set('Save-Data', 'on').set('Cookie', 'ahorro=0')).text)).toContain('ahorro=false');
  });

  it('a page the renderer fails on, declines, or does not draw goes as the plain shell (the browser draws it)', async () => {
    const { app } = withRenderer();
    for (const url of ['/falla', '/nada', '/mapa', '/perfil']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(200);
      expect(rootOf(res.text), url).toBe('');
      expect(res.text, url).not.toContain('guia-state');
      expect(res.text, url).toContain('<title>Guía Cuba</title>');
    }
  });

  it('a business page carries both its link preview and the drawn page', async () => {
    const t = withRenderer();
    const b = await t.store.businesses.create({
      name: 'La Guarida',
      description: 'Paladar en Centro Habana.',
      categories: ['Comer y beber'],
      types: ['restaurant'],
      photos: [],
      thumbnails: [],
      location: { type: 'Point', coordinates: [-82.37045, 23.13783] },
    } as never);
    const res = await request(t.app).get(`/business/${b._id}`);
    expect(res.text).toContain('property="og:title" content="La Guarida"');
    expect(rootOf(res.text)).toBe(`<main>dibujada /business/${b._id} ahorro=false api=ok manifiesto=src/main.tsx</main>`);
  });
});

describe('dead ends answer 404 (issue 20 §10)', () => {
  it("an address no route knows answers the drawn 'Página no encontrada' with 404, not home with 200", async () => {
    const { app } = withRenderer();
    const res = await request(app).get('/no-existe');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(rootOf(res.text)).toBe('<main>Página no encontrada</main>');
  });

  it('a deleted business answers its drawn page with 404', async () => {
    const t = withRenderer();
    const b = await t.store.businesses.create({
      name: 'Se fue',
      categories: [],
      types: [],
      photos: [],
      thumbnails: [],
      location: { type: 'Point', coordinates: [-82.37045, 23.13783] },
    } as never);
    expect((await request(t.app).get(`/business/${b._id}`)).status).toBe(200);
    await t.store.businesses.delete(b._id);
    const res = await request(t.app).get(`/business/${b._id}`);
    expect(res.status).toBe(404);
    expect(rootOf(res.text)).toContain('dibujada');
    expect(res.text).not.toContain('og:title');
  });
});

describe('scripts and styles compressed at build time', () => {
  it('sends x.js.br (brotli 11) to a browser that accepts br, the plain file to one that does not', async () => {
    const zlib = await import('node:zlib');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-br-'));
    const webDist = path.join(root, 'dist');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    const js = `export const texto = ${JSON.stringify('Guía Cuba '.repeat(300))};\n`;
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), js);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync(js));
    const { app } = createTestApp({ config: { webDist } });

    const br = await request(app).get('/assets/app-1234.js').set('Accept-Encoding', 'gzip, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.text).toBe(js); // supertest decodes br

    const plain = await request(app).get('/assets/app-1234.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(js);
  });
});
