import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { osmImportsPageSchema, type OsmImportsPage, API_MSG } from '@guia/contracts';
import { createAdmin, createTestApp, createUser, type TestApp } from '../../../test/helpers';
import type { OsmImportMeta, OsmPlaceInput } from '../osm.repository';

/** Issue 24 §5: the admin sees the date and counts of every import, latest first (GET /api/osm/imports). */

const place = (id: number): OsmPlaceInput => ({
  osm_type: 'node',
  osm_id: id,
  name: `Lugar ${id}`,
  categories: ['restaurant'],
  types: ['amenity=restaurant'],
  extract_date: '2026-11-20',
  location: { type: 'Point', coordinates: [-82.36, 23.13 + id / 10_000] },
});
const meta = (over: Partial<OsmImportMeta> = {}): OsmImportMeta => ({ file: 'cuba-latest.osm.pbf', extract_date: '2026-11-20', skipped: {}, started_at: new Date(), ...over });

async function twoImports(t: TestApp) {
  await t.store.osmPlaces.applyImport([place(1), place(2), place(3)], meta({ skipped: { no_name: 5, way_not_closed: 1 }, linked: 2, started_at: new Date('2026-11-21T07:00:00Z') }));
  await t.store.osmPlaces.applyImport([place(1), place(4)], meta({ file: 'cuba-2.osm.pbf', extract_date: '2026-11-28' }));
}

describe('GET /api/osm/imports', () => {
  it('answers the admin every import, latest first, with its extract date, file, start and end, counts and skipped reasons; private', async () => {
    const t = createTestApp();
    await twoImports(t);
    const admin = await createAdmin(t);
    const res = await request(t.app).get('/api/osm/imports').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const parsed = osmImportsPageSchema.safeParse(res.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const body = res.body as OsmImportsPage;
    expect(body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(body.items.map((r) => r.file)).toEqual(['cuba-2.osm.pbf', 'cuba-latest.osm.pbf']);
    expect(body.items[0]).toMatchObject({ extract_date: '2026-11-28', total: 2, added: 1, updated: 0, unchanged: 1, retired: 2, skipped: {} });
    expect(body.items[1]).toMatchObject({
      extract_date: '2026-11-20',
      started_at: '2026-11-21T07:00:00.000Z',
      total: 3,
      added: 3,
      retired: 0,
      skipped: { no_name: 5, way_not_closed: 1 },
      linked: 2,
    });
    expect(Date.parse(body.items[1]!.finished_at)).toBeGreaterThan(0);
  });

  it('pages: ?page=2&limit=1 is the older one; a bad page is 400 in Spanish', async () => {
    const t = createTestApp();
    await twoImports(t);
    const admin = await createAdmin(t);
    const res = await request(t.app).get('/api/osm/imports').query({ page: 2, limit: 1 }).set(admin.auth);
    expect(res.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(res.body.items.map((r: { file: string }) => r.file)).toEqual(['cuba-latest.osm.pbf']);
    const bad = await request(t.app).get('/api/osm/imports').query({ page: 0 }).set(admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: API_MSG.invalidPage });
    expect((await request(t.app).get('/api/osm/imports').query({ limit: 51 }).set(admin.auth)).status).toBe(400);
  });

  it('before any import: no items', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const res = await request(t.app).get('/api/osm/imports').set(admin.auth);
    expect(res.body).toEqual({ items: [], total: 0, page: 1, limit: 10 });
  });

  it('is the admin’s only: 401 without a token, 403 for a user (both private)', async () => {
    const t = createTestApp();
    await twoImports(t);
    const anon = await request(t.app).get('/api/osm/imports');
    expect(anon.status).toBe(401);
    expect(anon.headers['cache-control']).toContain('no-store');
    const user = await createUser(t);
    const res = await request(t.app).get('/api/osm/imports').set(user.auth);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: API_MSG.forbidden });
  });
});
