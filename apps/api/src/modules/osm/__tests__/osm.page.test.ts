import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { osmPlaceDetailSchema, type OsmPlaceDetail } from '@guia/contracts';
import { createTestApp } from '../../../test/helpers';
import { osmHours } from '../osm.hours';
import type { OsmImportMeta, OsmPlaceInput } from '../osm.repository';

/** Issue 24 §4: one OpenStreetMap place's page, /business/osm-node-123: its data (GET /api/osm/places/{id}) and the server's preview. */

const INDEX = '<!doctype html><html lang="es"><head><title>Guía Cuba</title><meta name="description" content="Guía" /></head><body><div id="root"></div></body></html>';

const meta = (over: Partial<OsmImportMeta> = {}): OsmImportMeta => ({ file: 'cuba.osm.pbf', extract_date: '2026-11-20', skipped: {}, started_at: new Date(), ...over });

const paladar = (over: Partial<OsmPlaceInput> = {}): OsmPlaceInput => ({
  osm_type: 'node',
  osm_id: 4242,
  name: 'Paladar Los Amigos',
  name_en: "Friends' Place",
  categories: ['restaurant'],
  types: ['amenity=restaurant'],
  address: 'Calle M 253, Vedado',
  phone: '+53 7 8300880',
  website: 'https://losamigos.example.cu',
  cuisine: ['cuban', 'seafood'],
  payment: ['cash', 'visa'],
  wheelchair: 'limited',
  check_date: '2025-03-01',
  extract_date: '2026-11-20',
  location: { type: 'Point', coordinates: [-82.3829, 23.1402] },
  ...osmHours('24/7', '2026-11-20'),
  ...over,
});

function withWeb() {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  return createTestApp({ config: { webDist, publicUrl: 'http://guia.example.cu' } });
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

describe('GET /api/osm/places/{id} (issue 24 §4)', () => {
  it('answers everything the guide keeps of the place by its page id, open now in Havana time, public and revalidated', async () => {
    const t = createTestApp();
    await t.store.osmPlaces.applyImport([paladar()], meta());
    const res = await request(t.app).get('/api/osm/places/osm-node-4242');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const parsed = osmPlaceDetailSchema.safeParse(res.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const body = res.body as OsmPlaceDetail;
    expect(body).toMatchObject({
      page_id: 'osm-node-4242',
      osm_type: 'node',
      osm_id: 4242,
      name: 'Paladar Los Amigos',
      name_en: "Friends' Place",
      categories: ['restaurant'],
      address: 'Calle M 253, Vedado',
      phone: '+53 7 8300880',
      website: 'https://losamigos.example.cu',
      cuisine: ['cuban', 'seafood'],
      payment: ['cash', 'visa'],
      wheelchair: 'limited',
      check_date: '2025-03-01',
      extract_date: '2026-11-20',
      source: 'osm',
      geometry: { location: { lat: 23.1402, lng: -82.3829 } },
      opening_hours: { open_now: true },
    });
    expect(body).not.toHaveProperty('distance');
    expect(body).not.toHaveProperty('content_hash');
  });

  it('hours OSM wrote in a way that cannot be read come as written, never open', async () => {
    const t = createTestApp();
    await t.store.osmPlaces.applyImport([paladar({ ...osmHours('según temporada', '2026-11-20'), hours: undefined })], meta());
    const body = (await request(t.app).get('/api/osm/places/osm-node-4242')).body as OsmPlaceDetail;
    expect(body.hours_text).toBe('según temporada');
    expect(body.opening_hours?.open_now).toBeUndefined();
  });

  it('404 for a place never imported, one a newer extract retired, a guide id and a malformed id', async () => {
    const t = createTestApp();
    await t.store.osmPlaces.applyImport([paladar(), paladar({ osm_id: 7, name: 'Cafetería Vieja' })], meta());
    await t.store.osmPlaces.applyImport([paladar()], meta({ extract_date: '2026-11-27' }));
    for (const id of ['osm-node-99', 'osm-node-7', '6650f0c2a1b2c3d4e5f60718', 'osm-node-0042', 'osm-relation-1']) {
      const res = await request(t.app).get(`/api/osm/places/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('the page /business/osm-node-123 as the server sends it (issue 24 §4)', () => {
  it('carries the share preview: name, what and where, the credit, the app icon as picture, canonical address', async () => {
    const t = withWeb();
    await t.store.osmPlaces.applyImport([paladar()], meta());
    const res = await request(t.app).get('/business/osm-node-4242');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<title>Paladar Los Amigos · Guía Cuba</title>');
    expect(metaContent(html, 'og:title')).toBe('Paladar Los Amigos');
    expect(metaContent(html, 'og:description')).toBe('Paladar Los Amigos: Comer y beber, Calle M 253, Vedado. Datos de © OpenStreetMap, en Guía Cuba.');
    expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
    expect(metaContent(html, 'og:url')).toBe('http://guia.example.cu/business/osm-node-4242');
    expect(metaContent(html, 'og:image')).toBe('http://guia.example.cu/icons/icon-512.png');
    expect(html).toContain('<link rel="canonical" href="http://guia.example.cu/business/osm-node-4242" />');
  });

  it('a casa particular says so; a way has its own address', async () => {
    const t = withWeb();
    await t.store.osmPlaces.applyImport(
      [paladar({ osm_type: 'way', osm_id: 88, name: 'Casa Mercedes', categories: ['lodging'], types: ['tourism=guest_house', 'guest_house=casa_particular'], address: undefined })],
      meta(),
    );
    const html = (await request(t.app).get('/business/osm-way-88')).text;
    expect(metaContent(html, 'og:description')).toBe('Casa Mercedes: Casa particular. Datos de © OpenStreetMap, en Guía Cuba.');
  });

  it('an unknown or retired place answers 404 without a preview', async () => {
    const t = withWeb();
    await t.store.osmPlaces.applyImport([paladar(), paladar({ osm_id: 7 })], meta());
    await t.store.osmPlaces.applyImport([paladar()], meta());
    for (const id of ['osm-node-1', 'osm-node-7']) {
      const res = await request(t.app).get(`/business/${id}`);
      expect(res.status, id).toBe(404);
      // (the language tags every page carries, issue 22 §1, aside)
      expect(res.text.replace(/\s*<(?:meta property="og:locale[^>]*|link rel="alternate" hreflang[^>]*)>/g, '').replace(/\s*<\/head>/, '</head>')).toBe(INDEX);
    }
  });
});
