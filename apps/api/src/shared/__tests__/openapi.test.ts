import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES, CATEGORY_MESSAGES, ADMIN_MSG, API_MSG, ROUTE_API, ROUTE_LIST } from '@guia/contracts';
import { openApiPath } from '../openapi';
import { createTestApp, type TestApp } from '../../test/helpers';

type Operation = {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
};
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>; securitySchemes: Record<string, unknown> };
};

/**
 * Every call of the API, as `METHOD path` relative to /api, from the route table (issue 18 §1): an
 * endpoint added to the table is documented or this fails. (GET /business with `ids` is the admin
 * list's operation, described together.)
 */
const EVERY_ENDPOINT = [...new Set(ROUTE_LIST.map((e) => `${e.method} ${openApiPath(e.path)}`))];
const SIGNED_IN = new Set(['user', 'self-or-admin', 'owner-or-admin', 'admin']);

const op = (doc: Doc, endpoint: string) => {
  const [method, path] = endpoint.split(' ') as [string, string];
  return doc.paths[path]?.[method.toLowerCase()];
};

let t: TestApp;
let doc: Doc;

beforeAll(async () => {
  t = createTestApp();
  const res = await request(t.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body as Doc;
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document for the API under /api', async () => {
    const res = await request(t.app).get('/api/openapi.json');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('is also reachable at /openapi.json', async () => {
    const res = await request(t.app).get('/openapi.json').redirects(1);
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe(doc.openapi);
  });

  it.each(EVERY_ENDPOINT)('documents %s with a summary, its path parameters and a 2xx answer', (endpoint) => {
    const o = op(doc, endpoint);
    expect(o, `${endpoint} missing`).toBeDefined();
    expect(o!.summary).toEqual(expect.any(String));
    const path = endpoint.split(' ')[1]!;
    for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
      expect(o!.parameters?.find((p) => p.in === 'path' && p.name === name)?.required).toBe(true);
    }
    expect(Object.keys(o!.responses).some((s) => /^2\d\d$/.test(s))).toBe(true);
  });

  it('documents the error answers as { message } of every endpoint that can fail', () => {
    const errorRef = { $ref: '#/components/schemas/Error' };
    expect(doc.components.schemas.Error).toMatchObject({ properties: { message: { type: 'string' } }, required: ['message'] });
    // the health check and the docs themselves answer no error body
    for (const endpoint of EVERY_ENDPOINT.filter((e) => !['GET /health', 'GET /openapi.json', 'GET /docs', 'GET /docs/init.js'].includes(e))) {
      const errors = Object.entries(op(doc, endpoint)!.responses).filter(([s]) => Number(s) >= 400);
      expect(errors.length, endpoint).toBeGreaterThan(0);
      for (const [status, r] of errors) {
        // a 416 (range outside the archive) has no body: Content-Range says the size
        if (endpoint === 'GET /map/tiles.pmtiles' && status === '416') continue;
        expect(r.content?.['application/json']?.schema).toEqual(errorRef);
      }
    }
  });

  it("marks every route the table says needs a session with a Bearer token and a 401, admin routes with a 403, and no other", () => {
    expect(EVERY_ENDPOINT.length).toBeGreaterThanOrEqual(70);
    for (const entry of ROUTE_LIST.filter((e) => e.id !== 'businessByIds')) {
      const endpoint = `${entry.method} ${openApiPath(entry.path)}`;
      const o = op(doc, endpoint)!;
      const { auth, summary } = ROUTE_API[entry.id];
      expect(o.summary, endpoint).toBe(summary);
      if (!SIGNED_IN.has(auth)) {
        expect(o.security, endpoint).toBeUndefined();
        continue;
      }
      expect(o.security, endpoint).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(o.responses), endpoint).toContain('401');
      if (auth === 'admin') expect(Object.keys(o.responses), endpoint).toContain('403');
    }
  });

  it('documents the map: what GET /map answers and the byte ranges of the archive (206, 304, 416)', () => {
    const info = op(doc, 'GET /map')!.responses['200']!.content!['application/json']!.schema;
    expect(info).toEqual({ $ref: '#/components/schemas/MapInfo' });
    expect(doc.components.schemas.MapInfo!.required!.sort()).toEqual(
      ['attribution', 'bounds', 'bytes', 'center', 'etag', 'kind', 'maxzoom', 'minzoom', 'url'],
    );
    const archive = op(doc, 'GET /map/tiles.pmtiles')!;
    expect(Object.keys(archive.responses)).toEqual(expect.arrayContaining(['200', '206', '304', '416']));
    expect(archive.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['header:range', 'header:if-range']));
  });

  it('describes request bodies from the contracts: JSON for auth, users and categories, multipart with files for events and businesses', () => {
    const category = op(doc, 'POST /categories')!.requestBody!.content['application/json']!.schema;
    expect(category).toEqual({ $ref: '#/components/schemas/CategoryBody' });
    expect(doc.components.schemas.CategoryBody!.required!.sort()).toEqual(['name', 'nombre']);

    const login = op(doc, 'POST /auth/login')!.requestBody!.content['application/json']!.schema as { properties: object };
    expect(Object.keys(login.properties).sort()).toEqual(['identifier', 'password']);

    const eventForm = doc.components.schemas.EventForm!;
    expect(Object.keys(eventForm.properties!)).toEqual(
      expect.arrayContaining(['title', 'description', 'start_time', 'end_time', 'business_ids', 'images']),
    );
    expect(eventForm.properties!.images).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 12 });
    expect(op(doc, 'POST /events')!.requestBody!.content['multipart/form-data']).toBeDefined();
    expect(Object.keys(doc.components.schemas.EventUpdateForm!.properties!)).toContain('existing_images');

    const businessForm = doc.components.schemas.BusinessForm!;
    expect(Object.keys(businessForm.properties!)).toEqual(
      expect.arrayContaining(['name', 'address', 'rating', 'geometry', 'categories', 'opening_hours', 'plus_code', 'photos', 'icon', 'paid_plan', 'paid_promo']),
    );
    expect(op(doc, 'PUT /business/{id}')!.requestBody!.content['multipart/form-data']).toBeDefined();
  });

  it('describes answers from the contracts (Event, Business, Category, User)', () => {
    expect(Object.keys(doc.components.schemas.Event!.properties!).sort()).toEqual(
      ['_id', 'business_ids', 'description', 'description_en', 'end_date', 'images', 'reservation_venue', 'start_date', 'thumbnails', 'title', 'version'].sort(),
    );
    expect(doc.components.schemas.Business!.properties).toHaveProperty('geometry');
    // issue 20 §6: whether a place takes WhatsApp reservations
    expect(doc.components.schemas.Business!.properties).toHaveProperty('reservations');
    expect(doc.components.schemas.User!.properties).not.toHaveProperty('password');
    expect(doc.components.schemas.User!.properties).not.toHaveProperty('password_hash');
    expect(op(doc, 'GET /events')!.responses['200']!.content!['application/json']!.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Event' },
    });
    const nearby = op(doc, 'GET /business/nearby')!;
    expect(nearby.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['lat', 'lon', 'max_distance', 'category']));
  });

  it("documents 'Abierto ahora' (open_now=true|false on nearby and search) and the structured hours (issue 16 §2)", () => {
    for (const endpoint of ['GET /business/nearby', 'GET /business/search']) {
      const openNow = op(doc, endpoint)!.parameters!.find((p) => p.name === 'open_now') as { in: string; required?: boolean; schema: { enum?: string[] }; description?: string } | undefined;
      expect(openNow, endpoint).toBeDefined();
      expect(openNow!.in).toBe('query');
      expect(openNow!.required).toBeFalsy();
      expect(openNow!.schema.enum).toEqual(['true', 'false']);
      expect(openNow!.description).toMatch(/hora de Cuba/);
      expect(openNow!.description).toContain(BUSINESS_MESSAGES.openNowInvalid);
    }
    expect(doc.components.schemas.Business!.properties).toHaveProperty('hours');
    const form = doc.components.schemas.BusinessForm as { properties: Record<string, { description?: string }> };
    expect(form.properties.hours?.description).toMatch(/week/);
  });

  it('documents the OpenStreetMap places of nearby (osm_places, osm_total, the bound and the merge with the guide’s businesses, issue 24)', () => {
    const response = doc.components.schemas.NearbyResponse!;
    expect(Object.keys(response.properties!)).toEqual(expect.arrayContaining(['mongo_businesses', 'google_places', 'google_available', 'osm_places', 'osm_total']));
    expect(response.required).toEqual(expect.arrayContaining(['osm_places', 'osm_total']));
    const place = JSON.stringify(response.properties!.osm_places);
    for (const field of ['osm_type', 'osm_id', 'check_date', 'extract_date', 'hours_text', 'opening_hours', 'distance']) expect(place).toContain(field);
    expect(place).toContain('"osm"');
    const business = JSON.stringify(response.properties!.mongo_businesses);
    expect(business).toContain('"osm"');
    const nearby = op(doc, 'GET /business/nearby') as Operation & { description?: string };
    expect(nearby.description).toMatch(/osm_places/);
    expect(nearby.description).toMatch(/osm_total/);
    expect(nearby.description).toMatch(/50 m/);
    expect(nearby.description).toMatch(/OpenStreetMap/);
    expect(nearby.description).toMatch(/ODbL/);

    const search = op(doc, 'GET /business/search') as Operation & { description?: string };
    const osmParam = search.parameters!.find((p) => p.name === 'osm') as { in: string; schema: { enum?: string[] }; description?: string } | undefined;
    expect(osmParam?.in).toBe('query');
    expect(osmParam?.schema.enum).toEqual(['true', 'false']);
    const answer = JSON.stringify(search.responses['200']!.content!['application/json']!.schema);
    expect(answer).toContain('#/components/schemas/Business');
    expect(answer).toContain('#/components/schemas/SearchWithOsmResponse');
    expect(Object.keys(doc.components.schemas.SearchWithOsmResponse!.properties!)).toEqual(expect.arrayContaining(['mongo_businesses', 'osm_places', 'osm_total']));
    expect(search.description).toMatch(/osm=true/);
    expect(search.description).toMatch(/50 m/);
  });

  it('documents the admin’s record of the OpenStreetMap imports (issue 24 §5): Bearer, paged, latest first, counts and skipped reasons', () => {
    const o = op(doc, 'GET /osm/imports')!;
    expect(o.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(o.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(o.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'limit']));
    const page = doc.components.schemas.OsmImportsPage!;
    expect(page.required).toEqual(expect.arrayContaining(['items', 'total', 'page', 'limit']));
    const text = JSON.stringify(o) + JSON.stringify(page);
    for (const word of ['extract_date', 'started_at', 'finished_at', 'added', 'updated', 'retired', 'skipped', 'no_name', 'outside_bbox']) expect(text).toContain(word);
  });

  it('names the exact Spanish error messages', () => {
    const text = JSON.stringify(doc);
    for (const m of [ADMIN_MSG.eventDescriptionRequired, ADMIN_MSG.eventDatesRequired, ADMIN_MSG.eventStartBeforeEnd, CATEGORY_MESSAGES.duplicate, API_MSG.notAnImage]) {
      expect(text).toContain(m);
    }
  });

  it('writes id patterns without regex flags', () => {
    const patterns = [...JSON.stringify(doc).matchAll(/"pattern":"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
    expect(patterns.length).toBeGreaterThan(0);
    for (const p of patterns) {
      expect(p).not.toMatch(/\/[a-z]*$/);
      expect(() => new RegExp(p)).not.toThrow();
    }
    expect(new RegExp(patterns[0]!).test('665F1C2E8B3A4D0012345678')).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('answers an HTML page that loads Swagger UI from this server and points it at /api/openapi.json', async () => {
    const res = await request(t.app).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="swagger-ui"></div>');
    expect(res.text).toContain('src="/api/docs/assets/swagger-ui-bundle.js"');
    expect(res.text).toContain('href="/api/docs/assets/swagger-ui.css"');
    expect(res.text).toContain('src="/api/docs/init.js"');
    expect(res.text).not.toMatch(/https?:\/\//);
    const init = await request(t.app).get('/api/docs/init.js');
    expect(init.headers['content-type']).toMatch(/javascript/);
    expect(init.text).toContain('url: "/api/openapi.json"');
  });

  it('runs with no inline script at all: the CSP allows scripts and connections to this origin only (issue 17 §6)', async () => {
    const res = await request(t.app).get('/api/docs');
    const csp = res.headers['content-security-policy'] as string;
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toMatch(/googleapis/);
    expect(res.text).not.toMatch(/<script>/);
  });

  it("allows Google's map script and hosts only for a web built with a Google key", async () => {
    const google = createTestApp({ config: { googleMapsInBrowser: true } });
    const csp = (await request(google.app).get('/api/docs')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://maps.googleapis.com");
    expect(csp).toMatch(/connect-src 'self' https:\/\/maps\.googleapis\.com/);
  });

  it('serves the Swagger UI assets', async () => {
    const js = await request(t.app).get('/api/docs/assets/swagger-ui-bundle.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.text).toContain('SwaggerUIBundle');
    const css = await request(t.app).get('/api/docs/assets/swagger-ui.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    const missing = await request(t.app).get('/api/docs/assets/nada.js');
    expect(missing.status).toBe(404);
  });

  it('is also reachable at /docs', async () => {
    const res = await request(t.app).get('/docs').redirects(1);
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
  });
});
