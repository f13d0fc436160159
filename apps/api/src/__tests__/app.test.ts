import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_MSG } from '@guia/contracts';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../test/helpers';
import { seedBusinesses } from '../modules/businesses/businesses.seed';

describe('response compression', () => {
  it('when the client accepts gzip, a business list comes gzip-encoded', async () => {
    const t = createTestApp();
    await seedBusinesses(t.store.businesses);
    const res = await request(t.app).get('/api/business/promoted').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBeGreaterThan(5);
  });
});

describe('the built SPA on the same origin', () => {
  function withWeb() {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Guía Cuba</title><div id="root"></div>');
    return createTestApp({ config: { webDist } });
  }

  it('answers index.html for a client route such as /mapa or /business/{id}', async () => {
    const t = withWeb();
    for (const url of ['/', '/mapa']) {
      const res = await request(t.app).get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
    }
    // a business the guide does not hold: the same app, with a 404 status (issue 20 §10)
    const gone = await request(t.app).get('/business/6650f0c2a1b2c3d4e5f60718');
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('<div id="root"></div>');
  });

  it('answers 404 in Spanish for a missing file instead of the SPA under its name', async () => {
    const t = withWeb();
    const res = await request(t.app).get('/downloads/guia-cuba.apk');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.routeNotFound });
  });

  it('keeps API paths for the API: an unknown /api path is a JSON 404, not the SPA', async () => {
    const t = withWeb();
    const res = await request(t.app).get('/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: API_MSG.routeNotFound });
  });

  it('GET /api/health says which store is in use', async () => {
    const t = withWeb();
    const res = await request(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', store: 'memory' });
  });
});
