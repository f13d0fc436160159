import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../test/helpers';
import { seedBusinesses } from '../modules/businesses/businesses.seed';
import { pickEncoding } from '../shared/compress-json';

/** GET on a real socket: status, headers and the body's bytes as sent (supertest would decode them). */
async function raw(app: Express, path: string, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

async function seeded() {
  const t = createTestApp();
  await seedBusinesses(t.store.businesses);
  return t;
}

describe('compressed JSON answers', () => {
  it('answers brotli to a browser that takes it, in one piece with its Content-Length (not a chunked stream), the same JSON inside, with Vary and an ETag', async () => {
    const t = await seeded();
    const plain = await request(t.app).get('/api/business/promoted').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await raw(t.app, '/api/business/promoted', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers.etag).toBeTruthy();
    const body = res.body;
    expect(Number(res.headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(plain.text) / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(body).toString('utf8'))).toEqual(plain.body);
  });

  it('answers gzip when brotli is not taken, and nothing compressed when neither is', async () => {
    const t = await seeded();
    const gz = await raw(t.app, '/api/business/elite', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString('utf8'))).toBeInstanceOf(Array);
    const none = await request(t.app).get('/api/business/elite').set('Accept-Encoding', 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBeInstanceOf(Array);
  });

  it('leaves small answers as they are and still answers 304 to a conditional GET', async () => {
    const t = await seeded();
    const health = await request(t.app).get('/api/health').set('Accept-Encoding', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    const first = await request(t.app).get('/api/business/promoted').set('Accept-Encoding', 'br');
    const again = await request(t.app).get('/api/business/promoted').set('Accept-Encoding', 'br').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('reads Accept-Encoding as a browser writes it', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeNull();
  });
});
