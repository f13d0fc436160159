import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import type { Response } from 'express';
import { ROUTE_LIST, ROUTE_API } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../test/helpers';
import { changesPages, createPageCache, pageCacheOf } from '../page-cache';
import { INDEX } from './spa-index.fixture';

/**
 * A stand-in for the web's server renderer that asks its API for what the real pages show (home:
 * events, promoted businesses, home's categories; Tops: promoted; a business: its answer and its
 * menu) and prints it, with the number of renders this module made and what it was given.
 */
const RENDERER = `
let renders = 0;
export function rendersOnServer(p) {
  return p === '/' || p === '/tops' || p.startsWith('/business/') || p === '/about';
}
const get = async (origin, p) => {
  const r = await fetch(origin + p);
  return r.ok ? r.json() : { status: r.status };
};
export async function render(request) {
  const { url, apiOrigin, hints } = request;
  const n = ++renders;
  const { pathname } = new URL(url, 'http://localhost');
  let data = null;
  let status = 200;
  if (pathname === '/') data = [await get(apiOrigin, '/api/events/?upcoming=true'), await get(apiOrigin, '/api/business/promoted'), await get(apiOrigin, '/api/categories/?home=true')];
  else if (pathname === '/tops') data = await get(apiOrigin, '/api/business/promoted');
  else if (pathname.startsWith('/business/')) {
    const id = pathname.split('/')[2];
    data = [await get(apiOrigin, '/api/business/' + id), await get(apiOrigin, '/api/business/' + id + '/menu')];
    if (data[0].status === 404) status = 404;
  }
  const text = JSON.stringify({ data, request: { ...request, apiOrigin: undefined, manifest: undefined }, now: Date.now() }).replace(/</g, '&lt;');
  return { html: '<main data-render="' + n + '">' + text + '</main>', title: 'Página', state: '{"queries":{}}', head: '', status };
}
`;

function withRenderer(): TestApp {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-pages-'));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': { file: 'assets/index.js', isEntry: true } }));
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  return createTestApp({ config: { webDist } });
}

/** Which render of the fake renderer this page is. */
const renderOf = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1] ?? NaN);

/** A business straight in the store (the way the businesses module keeps one). */
function makeBusiness(app: TestApp, name: string) {
  return app.store.businesses.create({
    name,
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
  });
}

type Auth = Record<string, string>;
let t: TestApp;
let admin: Auth;

beforeEach(async () => {
  // the clock stands still in the middle of a minute: a page is kept only within its minute, so a
  // test that crossed one would see a new render (the minute rollover has its own test)
  vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 60_000) * 60_000 + 30_000 });
  t = withRenderer();
  admin = (await createAdmin(t)).auth;
});
afterEach(() => vi.useRealTimers());

const get = (url: string, headers: Record<string, string> = {}) => request(t.app).get(url).set(headers);

/** The page is drawn once, then served from the cache (the same render), and `text` is not on it yet. */
async function cachedWithout(url: string, text: string): Promise<number> {
  const first = await get(url);
  expect(first.status, url).toBe(200);
  const second = await get(url);
  expect(renderOf(second.text), `${url} is served from the cache`).toBe(renderOf(first.text));
  expect(second.text).not.toContain(text);
  return renderOf(first.text);
}

describe('server-drawn pages are cached (issue 19)', () => {
  it('the second anonymous GET of /, /tops and /business/{id} is served from the cache, byte for byte', async () => {
    const b = await makeBusiness(t, 'La Guarida');
    for (const url of ['/', '/tops', `/business/${b._id}`]) {
      const first = await get(url);
      const second = await get(url);
      expect(second.status, url).toBe(200);
      expect(renderOf(second.text), url).toBe(renderOf(first.text));
      expect(second.text, url).toBe(first.text);
    }
    // a page outside the three is drawn each time
    const about = renderOf((await get('/about')).text);
    expect(renderOf((await get('/about')).text)).toBe(about + 1);
  });

  it('answers an ETag (a strong hash of the HTML) and 304 to a browser that has that page; Cache-Control and Vary stay', async () => {
    const first = await get('/tops');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
    expect(first.headers.vary).toMatch(/Save-Data/);
    const again = await get('/tops', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    const other = await get('/tops', { 'If-None-Match': '"otra"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  it('sends a stored page compressed (br or gzip) once, the same bytes after decoding', async () => {
    const plain = await get('/', { 'Accept-Encoding': 'identity' });
    const br = await get('/', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.text).toBe(plain.text);
    const gzip = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(plain.text);
  });

  it('a request with a token, another cookie or none gets the same bytes: signed-in state never enters the page', async () => {
    const b = await makeBusiness(t, 'La Guarida');
    const user = await createUser(t);
    for (const url of ['/', `/business/${b._id}`]) {
      const anonymous = await get(url);
      const signedIn = await get(url, { ...user.auth, Cookie: 'sesion=abc; ahorro=0; otra=1' });
      expect(signedIn.text, url).toBe(anonymous.text);
      expect(signedIn.text).not.toContain(user.token);
      expect(signedIn.text).not.toContain('sesion');
    }
    // and the renderer is given nothing of the request but its address and choices
    const drawn = await get('/tops?x=1', { ...user.auth, Cookie: 'sesion=abc' });
    const given = JSON.parse(/<main[^>]*>(.*)<\/main>/.exec(drawn.text)![1]!).request;
    // a new hint must enter the cache key too (page-cache.ts renderChoicesOf): then add it here
    expect(given).toEqual({ url: '/tops?x=1', hints: { dataSaver: false, lang: 'es' } });
  });

  it("keeps pages drawn for 'Ahorro de datos' and for each language apart", async () => {
    const plain = await get('/');
    const saver = await get('/', { Cookie: 'ahorro=1' });
    expect(saver.text).toContain('"dataSaver":true');
    expect(renderOf(saver.text)).not.toBe(renderOf(plain.text));
    const saveData = await get('/', { 'Save-Data': 'on' });
    expect(renderOf(saveData.text)).toBe(renderOf(saver.text));
    const english = await get('/', { Cookie: 'lang=en' });
    expect(renderOf(english.text)).not.toBe(renderOf(plain.text));
    expect(renderOf((await get('/', { Cookie: 'lang=en' })).text)).toBe(renderOf(english.text));
    // an unknown language is Spanish
    expect(renderOf((await get('/', { Cookie: 'lang=zz' })).text)).toBe(renderOf(plain.text));
    expect(renderOf((await get('/', { Cookie: 'lang=es; ahorro=0' })).text)).toBe(renderOf(plain.text));
  });

  it('draws again when the minute changes (open now, past events), not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-07T23:59:05Z') });
    const first = renderOf((await get('/')).text);
    vi.setSystemTime(new Date('2026-12-07T23:59:59Z'));
    expect(renderOf((await get('/')).text)).toBe(first);
    vi.setSystemTime(new Date('2026-12-08T00:00:00Z'));
    const next = await get('/');
    expect(renderOf(next.text)).toBe(first + 1);
    expect(next.text).toContain(`"now":${Date.parse('2026-12-08T00:00:00Z')}`);
  });

  it('a burst of visitors to a page not yet drawn waits for one render', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => get('/tops')));
    const renders = new Set(pages.map((p) => renderOf(p.text)));
    expect([...renders]).toEqual([expect.any(Number)]);
    expect(Number.isInteger([...renders][0])).toBe(true);
  });
});

describe('every write that changes a page is seen on the next page (issue 19: never stale after the answer)', () => {
  it('a business edit (admin)', async () => {
    const b = await makeBusiness(t, 'La Guarida');
    // the website: not in the page's link preview either (the preview's shell changes with the name)
    await cachedWithout(`/business/${b._id}`, 'laguarida.example');
    const res = await request(t.app).put(`/api/business/${b._id}`).set(admin).field('name', 'La Guarida').field('address', 'Calle 26 y 11, Vedado').field('website', 'https://laguarida.example/');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await get(`/business/${b._id}`)).text).toContain('laguarida.example');
  });

  it('a promoted business edit changes home and Tops', async () => {
    const b = await makeBusiness(t, 'La Guarida');
    await t.store.businesses.update(b._id, { paid_promo: true });
    await cachedWithout('/', 'Guarida de estreno');
    await cachedWithout('/tops', 'Guarida de estreno');
    await request(t.app).put(`/api/business/${b._id}`).set(admin).field('name', 'Guarida de estreno').field('address', 'Concordia 418').expect(200);
    expect((await get('/')).text).toContain('Guarida de estreno');
    expect((await get('/tops')).text).toContain('Guarida de estreno');
  });

  it('an event edit', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 3 * 86_400_000 + 7_200_000).toISOString();
    const created = await request(t.app).post('/api/events').set(admin).field('title', 'Noche de salsa').field('description', 'Orquesta').field('start_time', start).field('end_time', end);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await cachedWithout('/', 'Noche de son');
    await request(t.app).put(`/api/events/${created.body._id}`).set(admin).field('title', 'Noche de son').field('description', 'Orquesta').field('start_time', start).field('end_time', end).expect(200);
    expect((await get('/')).text).toContain('Noche de son');
  });

  it('a category edit', async () => {
    const created = await request(t.app).post('/api/categories/').set(admin).send({ name: 'Bars', nombre: 'Bares', show_on_home: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await cachedWithout('/', 'Bares y tabernas');
    await request(t.app).put(`/api/categories/${created.body._id}`).set(admin).send({ name: 'Bars', nombre: 'Bares y tabernas', show_on_home: true }).expect(200);
    expect((await get('/')).text).toContain('Bares y tabernas');
  });

  it('a review', async () => {
    const b = await makeBusiness(t, 'La Guarida');
    const user = await createUser(t);
    await cachedWithout(`/business/${b._id}`, 'Ropa vieja excelente');
    await request(t.app).post(`/api/business/${b._id}/comments`).set(user.auth).send({ content: 'Ropa vieja excelente', rating: 5 }).expect(201);
    expect((await get(`/business/${b._id}`)).text).toContain('Ropa vieja excelente');
  });

  describe("an owner's writes: the status of the day, the menu, the payments, the details", () => {
    let owner: Auth;
    let id: string;
    beforeEach(async () => {
      const o = await createUser(t, { name: 'Dueña' });
      id = (await makeBusiness(t, 'La Guarida'))._id;
      const claim = await t.store.claims.create({ business_id: id, user_id: o.user._id, phone: '55123456', note: '' });
      await t.store.claims.decide(claim._id, 'pending', 'approved', { decided_by: o.user._id, decided_at: new Date() });
      owner = o.auth;
    });

    it('the status of the day, set and cleared', async () => {
      await cachedWithout(`/business/${id}`, 'no_power');
      await request(t.app).put(`/api/business/${id}/status`).set(owner).send({ kind: 'no_power' }).expect(200);
      expect((await get(`/business/${id}`)).text).toContain('no_power');
      await get(`/business/${id}`);
      await request(t.app).delete(`/api/business/${id}/status`).set(owner).expect(200);
      expect((await get(`/business/${id}`)).text).not.toContain('no_power');
    });

    it('the menu', async () => {
      await cachedWithout(`/business/${id}`, 'Tostones con mojo');
      const menu = { sections: [{ name: 'Entrantes', dishes: [{ name: 'Tostones con mojo', price_cup: 450 }] }] };
      await request(t.app).put(`/api/business/${id}/menu`).set(owner).send(menu).expect(200);
      expect((await get(`/business/${id}`)).text).toContain('Tostones con mojo');
    });

    it('the payments', async () => {
      await cachedWithout(`/business/${id}`, 'transfermovil');
      await request(t.app).put(`/api/business/${id}/payments`).set(owner).send({ methods: ['transfermovil'], surcharge_pct: 10 }).expect(200);
      expect((await get(`/business/${id}`)).text).toContain('transfermovil');
    });

    it('the details', async () => {
      await cachedWithout(`/business/${id}`, '"reservations":true');
      const res = await request(t.app).put(`/api/business/${id}/details`).set(owner).send({ phone: '+53 5 2345678', reservations: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await get(`/business/${id}`)).text).toContain('"reservations":true');
    });
  });

  it('a write counts before its handler runs and again as its answer goes out, even when it fails (it may have written part)', async () => {
    const b = await makeBusiness(t, 'La Guarida');
    const pages = pageCacheOf(t.app);
    const before = renderOf((await get(`/business/${b._id}`)).text);
    const version = pages.version;
    await request(t.app).put(`/api/business/${b._id}/status`).send({ kind: 'closed' }).expect(401);
    expect(pages.version).toBeGreaterThanOrEqual(version + 2);
    expect(renderOf((await get(`/business/${b._id}`)).text)).toBe(before + 1);
  });

  it('a page whose drawing a write overlapped is served to its own request only, never stored', async () => {
    const cache = createPageCache();
    const req = () => ({ method: 'GET', path: '/tops', originalUrl: '/tops', headers: {} }) as never;
    let finish: (page: { html: string; status: number }) => void = () => undefined;
    const drawing = cache.page(req(), 'shell', () => new Promise((resolve) => (finish = resolve)));
    cache.bump(); // a write, acknowledged while the page was drawn from the data before it
    finish({ html: 'antes', status: 200 });
    expect((await drawing)!.html).toBe('antes');
    expect(cache.stats().pages).toBe(0);
    expect((await cache.page(req(), 'shell', async () => ({ html: 'después', status: 200 })))!.html).toBe('después');
  });
});

describe('a page drawn while a write is answered is never stored', () => {
  it("the version moves again as the write's answer headers go out: a page drawn between its commit and its answer is not kept", async () => {
    const cache = createPageCache();
    const req = () => ({ method: 'GET', path: '/tops', originalUrl: '/tops', headers: {} }) as never;
    const res = Object.assign(new EventEmitter(), { writeHead: () => res }) as unknown as Response;
    cache.writeStarted(res); // before the handler runs
    let finish: (page: { html: string; status: number }) => void = () => undefined;
    const drawing = cache.page(req(), 'shell', () => new Promise((resolve) => (finish = resolve)));
    res.writeHead(200); // the write's answer goes out
    finish({ html: 'leída antes de escribir', status: 200 });
    await drawing;
    expect(cache.stats().pages).toBe(0);
  });
});

describe('writes that change no page keep the cache', () => {
  it('a visit or a WhatsApp reservation counted (no public page shows the counters), a favourite, a sign-in', async () => {
    const b = await makeBusiness(t, 'La Guarida');
    await t.store.businesses.update(b._id, { phone: '+5355555555', reservations: true } as never);
    const user = await createUser(t);
    const first = renderOf((await get(`/business/${b._id}`)).text);
    await request(t.app).post(`/api/business/${b._id}/visit`).expect(200);
    await request(t.app).post(`/api/business/${b._id}/reservation_count`).expect(200);
    await request(t.app).post(`/api/users/${user.user._id}/favorites/${b._id}`).set(user.auth).expect((r) => expect(r.status).toBeLessThan(300));
    await request(t.app).post('/api/auth/login').send({ identifier: user.user.username, password: user.password }).expect(200);
    expect(renderOf((await get(`/business/${b._id}`)).text)).toBe(first);
  });

  it('the route table says which writes keep pages: never a GET, and none of the writes pages show', () => {
    const keeps = ROUTE_LIST.filter((r) => ROUTE_API[r.id].keepsPages).map((r) => r.id);
    for (const id of keeps) expect(ROUTE_LIST.find((r) => r.id === id)!.method, id).not.toBe('GET');
    for (const id of ['businessCreate', 'businessUpdate', 'businessRemove', 'reviewsCreate', 'reviewsReply', 'reviewsUnreply', 'eventsCreate', 'eventsUpdate', 'eventsRemove', 'categoriesCreate', 'categoriesUpdate', 'categoriesMove', 'categoriesRemove', 'statusSet', 'statusClear', 'menusUpdate', 'paymentsSet', 'detailsSet', 'changesRevert', 'reportsDeleteItem', 'usersRemove', 'ratesCreate'] as const) {
      expect(changesPages(ROUTE_LIST.find((r) => r.id === id)!), id).toBe(true);
    }
    for (const id of ['countersVisit', 'countersReservation', 'authLogin', 'favoritesAdd', 'itinerariesCreate'] as const) {
      expect(changesPages(ROUTE_LIST.find((r) => r.id === id)!), id).toBe(false);
    }
  });
});

describe('the cache is bounded', () => {
  it('keeps at most its number of pages and bytes, the least recently served going first', async () => {
    const cache = createPageCache({ maxPages: 2, maxBytes: 10_000 });
    const req = (url: string) => ({ method: 'GET', path: url.split('?')[0], originalUrl: url, headers: {} }) as never;
    const draw = (html: string) => async () => ({ html, status: 200 });
    await cache.page(req('/tops?a'), 'shell', draw('a'));
    await cache.page(req('/tops?b'), 'shell', draw('b'));
    await cache.page(req('/tops?a'), 'shell', draw('a2'));
    await cache.page(req('/tops?c'), 'shell', draw('c'));
    expect(cache.stats().pages).toBe(2);
    expect((await cache.page(req('/tops?a'), 'shell', draw('a3')))!.html).toBe('a');
    expect((await cache.page(req('/tops?b'), 'shell', draw('b2')))!.html).toBe('b2');
    await cache.page(req('/tops?big'), 'shell', draw('x'.repeat(20_000)));
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
  });
});
