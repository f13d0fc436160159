/**
 * Issue 17 §12: files written for a business whose store write then fails never stay in storage
 * (GridFS in production; the local storage here, the same FileStorage port).
 */
import fs from 'node:fs';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdmin, createTestApp, type TestApp } from '../../../test/helpers';
import { StoreUnavailableError } from '../../../shared/errors';
import { png } from './fixtures';

const files = (t: TestApp) => fs.readdirSync(t.ctx.storage.localDir!).sort();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('uploads of a failed business write leave storage (issue 17 §12)', () => {
  it('POST /business/ with photos and an icon, the store write failing: 503 and no file left', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    vi.spyOn(t.store.businesses, 'create').mockRejectedValueOnce(new StoreUnavailableError());
    const res = await request(t.app)
      .post('/api/business/')
      .set(admin.auth)
      .field('name', 'Sin guardar').field('address', 'Obispo 1')
      .attach('photos', await png(), 'a.png')
      .attach('photos', await png(), 'b.png')
      .attach('icon', await png(), 'icono.png');
    expect(res.status).toBe(503);
    expect(files(t)).toEqual([]);
    expect(await t.store.businesses.count()).toBe(0);
  });

  it('POST /business/ failing with an unexpected error: 500 and no file left', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    vi.spyOn(t.store.businesses, 'create').mockRejectedValueOnce(new Error('fallo raro'));
    const res = await request(t.app).post('/api/business/').set(admin.auth).field('name', 'Sin guardar').field('address', 'Obispo 1').attach('photos', await png(), 'a.png');
    expect(res.status).toBe(500);
    expect(files(t)).toEqual([]);
  });

  it('PUT /business/{id} with a new icon and photos, the store write failing: the new files go, the old ones stay', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const created = await request(t.app).post('/api/business/').set(admin.auth).field('name', 'Con foto').field('address', 'Obispo 1').attach('photos', await png(), 'a.png');
    expect(created.status).toBe(201);
    const before = files(t);
    expect(before).toHaveLength(2);
    vi.spyOn(t.store.businesses, 'update').mockRejectedValueOnce(new StoreUnavailableError());
    const res = await request(t.app)
      .put(`/api/business/${created.body._id}`)
      .set(admin.auth)
      .field('name', 'Con foto').field('address', 'Obispo 1')
      .attach('photos', await png(), 'b.png')
      .attach('icon', await png(), 'icono.png');
    expect(res.status).toBe(503);
    expect(files(t)).toEqual(before);
  });
});

describe('removing a failed write’s uploads when the storage fails too (GridFS in the MongoDB that just failed)', () => {
  it('tries again in the background until the files are gone', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    vi.spyOn(t.store.businesses, 'create').mockRejectedValueOnce(new StoreUnavailableError());
    const realRemove = t.ctx.storage.remove.bind(t.ctx.storage);
    let down = true;
    vi.spyOn(t.ctx.storage, 'remove').mockImplementation(async (url) => {
      if (down) throw new Error('GridFS: sin conexión a MongoDB');
      return realRemove(url);
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout'] });
    try {
      const res = await request(t.app).post('/api/business/').set(admin.auth).field('name', 'Sin guardar').field('address', 'Obispo 1').attach('photos', await png(), 'a.png');
      expect(res.status).toBe(503);
      expect(files(t)).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(files(t)).toHaveLength(2);
      down = false;
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(files(t)).toEqual([]));
    } finally {
      vi.useRealTimers();
    }
  });
});
