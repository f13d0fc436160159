import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../../test/helpers';
import { INDEX } from './spa-index.fixture';

/**
 * Issue 19: a page downloads some thirty scripts and styles, and each answer carried about 1 KB of
 * headers that only a document reads (the CSP, frame and opener rules …). Hashed assets keep what
 * a subresource needs (nosniff, the cross-origin resource rule, HSTS, long caching); documents and
 * the API keep every header.
 */
function withWeb() {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-web-assets-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'home-abc123.js'), 'export const x = 1;\n'.repeat(200));
  fs.writeFileSync(path.join(webDist, 'assets', 'home-abc123.css'), 'a{color:red}\n');
  return createTestApp({ config: { webDist } }).app;
}

const DOCUMENT_ONLY = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies'];

describe('headers of the built scripts and styles (issue 19: bytes per request)', () => {
  it('a hashed script or style answers without the headers only documents read, and keeps nosniff and the resource policy', async () => {
    const app = withWeb();
    for (const url of ['/assets/home-abc123.js', '/assets/home-abc123.css']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(200);
      for (const header of DOCUMENT_ONLY) expect(res.headers[header], `${url} ${header}`).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });

  it('pages and the API keep every header', async () => {
    const app = withWeb();
    for (const url of ['/', '/tops', '/api/health', '/sw.js']) {
      const res = await request(app).get(url);
      expect(res.headers['content-security-policy'], url).toBeDefined();
      expect(res.headers['x-frame-options'], url).toBeDefined();
    }
  });
});
