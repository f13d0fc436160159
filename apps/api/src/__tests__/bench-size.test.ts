import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 19 ("bench:size fails CI when a budget is passed"): `pnpm bench:size`
 * (scripts/bench/size.mjs, CI's "Bundle budgets" step) run as CI runs it, on a fake built SPA
 * (`--dist`), must exit non-zero when a public route's initial JavaScript passes its 130 KB gzip
 * budget, when it would load private code, or when there is no build; and exit 0 under budget (so a
 * failure is the budget's, not a crash).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sizeScript = path.join(repoRoot, 'scripts/bench/size.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-bench-size-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** `bytes` of base64 random text: gzip cannot shrink it below ~¾ of its size. */
const incompressible = (bytes: number) => `/*${randomBytes(Math.ceil((bytes * 3) / 4)).toString('base64')}*/\n`;
const KB = 1024;

/**
 * A built SPA as vite writes it: index.html starts the entry, the entry imports a shared vendor
 * chunk, each public screen is its own chunk. Sizes in bytes of (incompressible) filler.
 */
function fakeDist(name: string, { vendor = 40 * KB, business = 2 * KB, businessImports = '' } = {}) {
  const dist = path.join(tmp, name);
  const assets = path.join(dist, 'assets');
  fs.mkdirSync(assets, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head><body></body></html>');
  fs.writeFileSync(path.join(assets, 'index-a1.js'), `import "./vendor-b2.js";\nexport const entry = 1;\n`);
  fs.writeFileSync(path.join(assets, 'vendor-b2.js'), `${incompressible(vendor)}export const vendor = 1;\n`);
  fs.writeFileSync(path.join(assets, 'home-screen-c3.js'), `import "./vendor-b2.js";\n${incompressible(2 * KB)}export const home = 1;\n`);
  fs.writeFileSync(path.join(assets, 'tops-screen-d4.js'), `${incompressible(2 * KB)}export const tops = 1;\n`);
  fs.writeFileSync(path.join(assets, 'business-detail-screen-e5.js'), `${businessImports}${incompressible(business)}export const business = 1;\n`);
  fs.writeFileSync(path.join(assets, 'map-screen-f6.js'), `${incompressible(30 * KB)}export const map = 1;\n`);
  return dist;
}

function benchSize(dist: string) {
  const run = spawnSync(process.execPath, [sizeScript, `--dist=${dist}`], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

const lineOf = (out: string, route: string) => out.split('\n').find((l) => l.startsWith(`${route} `)) ?? '';

describe('pnpm bench:size (CI bundle budgets)', () => {
  it('when every public route is under 130 KB gzip, exits 0 and says every budget is met', () => {
    const { code, out } = benchSize(fakeDist('under'));
    expect(out).toContain('every budget met');
    expect(lineOf(out, '/')).toMatch(/pass/);
    expect(code).toBe(0);
  });

  it('when the entry the public routes share passes 130 KB gzip, exits 1 and marks those routes FAIL', () => {
    const { code, out } = benchSize(fakeDist('entry-over', { vendor: 190 * KB }));
    expect(code).toBe(1);
    expect(out).toContain('a budget is exceeded');
    for (const route of ['/', '/tops', '/business/:id']) expect(lineOf(out, route)).toMatch(/FAIL/);
  });

  it('when only the business page passes its budget, exits 1 and fails that route alone', () => {
    const { code, out } = benchSize(fakeDist('business-over', { vendor: 40 * KB, business: 150 * KB }));
    expect(code).toBe(1);
    expect(lineOf(out, '/business/:id')).toMatch(/FAIL/);
    expect(lineOf(out, '/')).toMatch(/pass/);
    expect(lineOf(out, '/tops')).toMatch(/pass/);
  });

  it('when a public route would load the map screen, exits 1 even under the budget', () => {
    const { code, out } = benchSize(fakeDist('leak', { businessImports: 'import "./map-screen-f6.js";\n' }));
    expect(code).toBe(1);
    expect(lineOf(out, '/business/:id')).toMatch(/FAIL \(loads map-screen-f6\.js\)/);
  });

  it('when there is no build to measure, exits 1', () => {
    const { code, out } = benchSize(path.join(tmp, 'missing'));
    expect(code).toBe(1);
    expect(out).toMatch(/index\.html not found/);
  });
});
