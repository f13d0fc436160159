/**
 * Issue 18 §1: no endpoint is typed by hand outside the route table
 * (packages/contracts/src/routes). The API registers handlers by table entry (`route(router,
 * API.x, …)`), the web builds URLs with `apiPath(API.x, params)`, the service worker's rules are
 * derived from the table (apps/web/vite.config.ts). Tests and fixtures may use literals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '@guia/contracts';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const API_SRC = path.join(root, 'apps/api/src');
const WEB_SRC = path.join(root, 'apps/web/src');

/** Tests, fixtures and test helpers may write URLs as they please. */
const NOT_PRODUCTION = /(\.test\.|\.spec\.|__tests__|\/test\/|\/testing\/|test-fixtures|fixtures?\.|\.fixture\.|test-render|test-utils|\/e2e\/)/;
/** The server-rendered web pages (`/business/:id`…): pages, not API endpoints. */
const PAGES_NOT_ENDPOINTS = new Set([path.join(API_SRC, 'shared/spa.ts')]);

function productionFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...productionFiles(full));
    // (`__name.ts`: a scratch or profiling script nobody imports)
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.startsWith('__') && !NOT_PRODUCTION.test(full)) out.push(full);
  }
  return out;
}

/** The code without its comments (a comment may name an endpoint: that is documentation). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Site-root paths the table owns (`/events.ics`, `/health`…), which no string may spell out either. */
const SITE_PATHS = [...new Set(ROUTE_LIST.flatMap((r) => ['alias' in r ? r.alias : '', r.path]).filter((p) => p && !p.startsWith('/api') && !p.includes(':')))];

const RULES: [string, RegExp][] = [
  ["a string naming a path under /api ('/api/…')", /['"`](?:https?:\/\/[^/'"`\s]*)?\/api(?:[/?'"`])/],
  ['apiFetch with a hand-typed path (use apiPath(API.x, …))', /\bapiFetch\s*(?:<[^>]*>)?\(\s*['"`]/],
  ['a route registered by a typed path (use route(router, API.x, …))', /\b(?:router|api|app|files)\.(?:get|post|put|delete|patch|all|use)\(\s*\[?\s*['"`]\//],
  ...SITE_PATHS.map((p): [string, RegExp] => [`the site path '${p}' (use API.x.path)`, new RegExp(`['"\`]${p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"\`]`)]),
];

function violations(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (PAGES_NOT_ENDPOINTS.has(file)) continue;
    const lines = withoutComments(fs.readFileSync(file, 'utf8')).split('\n');
    lines.forEach((line, i) => {
      for (const [what, rule] of RULES) if (rule.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${what}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

describe('no endpoint is typed by hand outside the route table', () => {
  it('in the API (routers, app.ts, the OpenAPI generator)', () => {
    expect(violations(productionFiles(API_SRC))).toEqual([]);
  });

  it('in the web (fetchers, screens, the session, the service worker side)', () => {
    expect(violations(productionFiles(WEB_SRC))).toEqual([]);
  });

  it("in the service worker's rules (apps/web/vite.config.ts): derived from the table", () => {
    const config = withoutComments(fs.readFileSync(path.join(root, 'apps/web/vite.config.ts'), 'utf8'));
    const workbox = config.slice(config.indexOf('workbox: {'), config.indexOf('ssr: {'));
    expect(workbox.length).toBeGreaterThan(100);
    expect(config).toMatch(/pathsPattern\(OFFLINE_ROUTES\)/);
    expect(workbox).toMatch(/urlPattern: publicApiRule\(\)/);
    expect(workbox).toMatch(/navigateFallbackDenylist: SERVER_PATHS/);
    expect(workbox).not.toMatch(/\\\/(?:api|docs|health)\b/); // no hand-written /^\/api\// rule
  });

  it('catches the hand-typed forms it is meant to', () => {
    const sample = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'endpoints-')), 'sample.ts');
    fs.writeFileSync(sample, ["apiFetch('/business/promoted');", "fetch('/api/map');", "router.get('/nearby', h);", "const feed = '/events.ics';", '// GET /api/business/{id} in a comment is fine'].join('\n'));
    expect(violations([sample])).toHaveLength(4);
  });
});
