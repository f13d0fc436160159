import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../../test/helpers';
import { INDEX } from './spa-index.fixture';

/**
 * Issue 20 §4: index.html's <head> carries one small inline script (it reads the signed-in person's
 * display hint before the first paint). The CSP allows that exact script by its sha256, read from
 * the built file, never every inline script ('unsafe-inline'); the API's own pages keep 'self' only.
 */
const HEAD_SCRIPT = 'try{document.documentElement.dataset.session="user"}catch(e){}';
const OTHER_SCRIPT = 'document.title="otra"';
const withScript = (script: string) => INDEX.replace('</title>', `</title>\n    <script>${script}</script>\n    <script type="module" src="/boot.js" data-entry="/assets/index.js"></script>`);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function withWeb(html: string) {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-web-csp-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), html);
  return { webDist, ...createTestApp({ config: { webDist } }) };
}

const scriptSrc = (res: request.Response) =>
  String(res.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));

describe("the CSP and index.html's head script (issue 20 §4)", () => {
  it('a page of the web allows exactly that script by its sha256, and no other inline script', async () => {
    const { app } = withWeb(withScript(HEAD_SCRIPT));
    for (const url of ['/', '/tops', '/mapa', '/index.html']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(200);
      expect(scriptSrc(res), url).toBe(`script-src 'self' ${sha256(HEAD_SCRIPT)}`);
    }
  });

  it("the API's own pages keep script-src 'self' only", async () => {
    const { app } = withWeb(withScript(HEAD_SCRIPT));
    expect(scriptSrc(await request(app).get('/api/docs'))).toBe("script-src 'self'");
  });

  it('a new build with another script: its hash replaces the old one', async () => {
    const { app, webDist } = withWeb(withScript(HEAD_SCRIPT));
    await request(app).get('/');
    const file = path.join(webDist, 'index.html');
    fs.writeFileSync(file, withScript(OTHER_SCRIPT));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const csp = scriptSrc(await request(app).get('/'));
    expect(csp).toContain(sha256(OTHER_SCRIPT));
    expect(csp).not.toContain(sha256(HEAD_SCRIPT));
  });

  it('without a web build, or with no inline script, nothing is added', async () => {
    expect(scriptSrc(await request(withWeb(INDEX).app).get('/'))).toBe("script-src 'self'");
    expect(scriptSrc(await request(createTestApp().app).get('/api/health'))).toBe("script-src 'self'");
  });
});
