import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { osmPlaceDetailSchema } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import type { Store } from '../../../store/types';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { makeBusiness } from '../../events/__tests__/fixtures';
import { osmHours } from '../osm.hours';
import type { OsmImportMeta, OsmPlaceInput } from '../osm.repository';

/**
 * Issue 24 §3–§4: an OpenStreetMap place that is a guide business (the business records the object)
 * is shown once, as the guide's business: its page address answers a permanent redirect there, and
 * its data say which business it is (the web's screen, reached without the server, goes there too).
 */

const INDEX = '<!doctype html><html lang="es"><head><title>Guía Cuba</title></head><body><div id="root"></div></body></html>';
const meta = (over: Partial<OsmImportMeta> = {}): OsmImportMeta => ({ file: 'cuba.osm.pbf', extract_date: '2026-11-20', skipped: {}, started_at: new Date(), ...over });
const place = (over: Partial<OsmPlaceInput> = {}): OsmPlaceInput => ({
  osm_type: 'node',
  osm_id: 4242,
  name: 'Paladar Los Amigos',
  categories: ['restaurant'],
  types: ['amenity=restaurant'],
  extract_date: '2026-11-20',
  location: { type: 'Point', coordinates: [-82.3829, 23.1402] },
  ...osmHours('Mo-Su 12:00-23:00', '2026-11-20'),
  ...over,
});

const factories = await availableStores();

describe.each(factories)('an OSM place linked to a guide business ($name)', (factory) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let t: TestApp;
  beforeEach(async () => {
    const made = await factory.make();
    store = made.store;
    cleanup = made.cleanup;
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    t = createTestApp({ store, config: { webDist, publicUrl: 'http://guia.example.cu' } });
    await store.osmPlaces.applyImport([place(), place({ osm_id: 7, name: 'Cafetería Sola' })], meta());
  });
  afterEach(async () => cleanup());

  const link = async (osm_id: number) => {
    const business = await makeBusiness(t, 'Los Amigos');
    await store.businesses.setOsmLinks([{ id: business._id, osm: { type: 'node', id: osm_id } }]);
    return business._id;
  };

  it("the page /business/osm-node-N answers 301 to the guide business's page, its query kept", async () => {
    const id = await link(4242);
    const res = await request(t.app).get('/business/osm-node-4242?utm_source=whatsapp');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/business/${id}?utm_source=whatsapp`);
    const plain = await request(t.app).get('/business/osm-node-4242');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`/business/${id}`);
  });

  it('a place no business is stays its own page (200)', async () => {
    await link(4242);
    const res = await request(t.app).get('/business/osm-node-7');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Cafetería Sola');
  });

  it("GET /api/osm/places/{id} says which guide business the place is (business_id), and nothing for one that is no business's", async () => {
    const id = await link(4242);
    const linked = await request(t.app).get('/api/osm/places/osm-node-4242');
    expect(linked.status).toBe(200);
    expect(osmPlaceDetailSchema.parse(linked.body).business_id).toBe(id);
    const alone = await request(t.app).get('/api/osm/places/osm-node-7');
    expect(alone.status).toBe(200);
    expect(alone.body).not.toHaveProperty('business_id');
  });
});
