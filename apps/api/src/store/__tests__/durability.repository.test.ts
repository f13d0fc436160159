import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { BUSINESS_MESSAGES, ROLES, API_MSG } from '@guia/contracts';
import { availableStores } from '../test-stores';
import type { Store } from '../types';
import { createAdmin, createTestApp, createUser } from '../../test/helpers';
import { withHooks } from '../../test/faulty-store';
import { DuplicateKeyError } from '../../shared/errors';
import { seedId } from '../../shared/seed-id';
import type { NewBusiness } from '../../modules/businesses/businesses.repository';

/**
 * The MongoDB paths of issue 10 §5–7 and the stable ids of §2, as contract tests: the same tests
 * on every store (memory always; MongoDB when one is reachable), mostly through HTTP.
 */
const factories = await availableStores();

const newBusiness = (name: string, description = 'Cocina criolla'): NewBusiness => ({
  name,
  description,
  categories: ['Comer y beber'],
  types: ['restaurant'],
  photos: [],
  thumbnails: [],
  location: { type: 'Point', coordinates: [-82.37, 23.13] },
  rating: 0,
  user_ratings_total: 0,
  paid_plan: 'BASIC',
  paid_promo: false,
});

const event = (title: string, business_ids: string[]) => ({
  title,
  description: 'Música en vivo',
  start_date: new Date(Date.now() + 86_400_000),
  end_date: new Date(Date.now() + 90_000_000),
  images: [],
  thumbnails: [],
  business_ids,
});

describe.each(factories)('durability of the store paths (issue 10 §2, §5–7) — $name', (factory) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((c) => c()));
  });
  async function fresh(): Promise<Store> {
    const { store, cleanup } = await factory.make();
    cleanups.push(cleanup);
    return store;
  }

  it('create takes a chosen id (the seed stable ones) on every repository, and refuses it twice', async () => {
    const s = await fresh();
    const ids = { b: seedId('business', 'x'), c: seedId('category', 'x'), e: seedId('event', 'x'), u: seedId('user', 'x') };
    expect((await s.businesses.create(newBusiness('Uno'), ids.b))._id).toBe(ids.b);
    expect((await s.categories.create({ name: 'one', nombre: 'Uno' }, ids.c))._id).toBe(ids.c);
    expect((await s.events.create(event('Uno', []), ids.e))._id).toBe(ids.e);
    const user = { name: 'Uno', username: 'uno', email: 'uno@guia.test', password_hash: 'x', role_id: ROLES.USER };
    expect((await s.users.create(user, ids.u))._id).toBe(ids.u);

    await expect(s.businesses.create(newBusiness('Dos'), ids.b)).rejects.toEqual(new DuplicateKeyError('_id'));
    await expect(s.categories.create({ name: 'two', nombre: 'Dos' }, ids.c)).rejects.toEqual(new DuplicateKeyError('_id'));
    await expect(s.events.create(event('Dos', []), ids.e)).rejects.toEqual(new DuplicateKeyError('_id'));
    await expect(s.users.create({ ...user, username: 'dos', email: 'dos@guia.test' }, ids.u)).rejects.toEqual(new DuplicateKeyError('_id'));
  });

  it('a password change bumps the token version in the same write; other changes leave it (§6)', async () => {
    const s = await fresh();
    const u = await s.users.create({ name: 'Ana', username: 'ana', email: 'ana@guia.test', password_hash: 'a', role_id: ROLES.USER });
    expect((await s.users.update(u._id, { name: 'Ana María' }))!.token_version).toBe(0);
    const changed = await s.users.update(u._id, { password_hash: 'b' });
    expect(changed).toMatchObject({ password_hash: 'b', token_version: 1 });
    expect((await s.users.findById(u._id))!.token_version).toBe(1);
  });

  it('through HTTP, a password change kills the old token and the answer carries a working one', async () => {
    const s = await fresh();
    const t = createTestApp({ store: s });
    const ana = await createUser(t);
    const res = await request(t.app)
      .put(`/api/users/${ana.user._id}`)
      .set(ana.auth)
      .send({ password: 'otra-contraseña-1', current_password: ana.password });
    expect(res.status).toBe(200);
    expect((await request(t.app).get(`/api/users/${ana.user._id}`).set(ana.auth)).status).toBe(401);
    expect((await request(t.app).get(`/api/users/${ana.user._id}`).set('Authorization', `Bearer ${res.body.token}`)).status).toBe(200);
  });

  it('concurrent updates without a version all apply, and search finds the record by what was written last (§7)', async () => {
    const s = await fresh();
    const b = await s.businesses.create(newBusiness('Nombre inicial', 'descripción inicial'));
    const names = ['Alfa', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    const results = await Promise.all(
      names.map((n, i) => s.businesses.update(b._id, i % 2 === 0 ? { name: `${n} paladar` } : { description: `${n} terraza` })),
    );
    expect(results.every((r) => r !== null)).toBe(true);
    const final = (await s.businesses.findById(b._id))!;
    expect(final.version).toBe(names.length);
    const finalName = final.name.split(' ')[0]!.toLowerCase();
    const finalDescription = final.description!.split(' ')[0]!.toLowerCase();
    expect((await s.businesses.search({ tokens: [finalName, 'paladar'] })).map((x) => x._id)).toEqual([b._id]);
    expect((await s.businesses.search({ tokens: [finalDescription, 'terraza'] })).map((x) => x._id)).toEqual([b._id]);
    // what was overwritten is no longer found
    for (const n of names.map((x) => x.toLowerCase())) {
      if (n === finalName || n === finalDescription) continue;
      expect(await s.businesses.search({ tokens: [n] }), n).toEqual([]);
    }
    expect(await s.businesses.search({ tokens: ['inicial'] })).toEqual([]);
  });

  it('meta.claim is a lock: of many at once exactly one wins', async () => {
    const s = await fresh();
    const wins = await Promise.all(Array.from({ length: 8 }, (_, i) => s.meta.claim('lock', { by: i })));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await s.meta.get('lock')).toEqual({ by: wins.indexOf(true) });
    await s.meta.set('lock', { by: 'x' });
    expect(await s.meta.get('lock')).toEqual({ by: 'x' });
    expect(await s.meta.get('nothing')).toBeNull();
    await expect(s.meta.ping()).resolves.toBeUndefined();
  });

  describe('deleting a business leaves nothing dangling, even when a step fails (§5)', () => {
    async function scene(hooks: Parameters<typeof withHooks>[1]) {
      const raw = await fresh();
      const store = withHooks(raw, hooks);
      const t = createTestApp({ store });
      const admin = await createAdmin(t);
      const ana = await createUser(t);
      const b = await raw.businesses.create(newBusiness('Paladar que se va'));
      const other = await raw.businesses.create(newBusiness('Paladar que se queda'));
      await raw.users.addFavorite(ana.user._id, b._id);
      await raw.users.addFavorite(ana.user._id, other._id);
      const e = await raw.events.create(event('Salsa', [b._id, other._id]));
      await raw.reviews.upsert({ business_id: b._id, user_id: ana.user._id, username: 'ana', content: 'Bien', rating: 4, date: new Date() });
      const dangling = async () => ({
        favorites: (await raw.users.findById(ana.user._id))!.favorite_businesses,
        events: (await raw.events.findById(e._id))!.business_ids,
        reviews: (await raw.reviews.page(b._id, { offset: 0, limit: 10 })).total,
      });
      return { raw, t, admin, ana, b, other, dangling };
    }
    const networkError = () => new mongoose.mongo.MongoNetworkTimeoutError('connection timed out');

    it('the delete itself fails: 503, nothing points at the business any more, and a second DELETE finishes it', async () => {
      let fail = true;
      const { t, admin, b, other, raw, dangling } = await scene({
        'businesses.delete': (original, args) => {
          if (fail) {
            fail = false;
            return Promise.reject(networkError());
          }
          return original(...args);
        },
      });
      const first = await request(t.app).delete(`/api/business/${b._id}`).set(admin.auth);
      expect(first.status).toBe(503);
      expect(first.body).toEqual({ message: API_MSG.storeUnavailable });
      expect(await dangling()).toEqual({ favorites: [other._id], events: [other._id], reviews: 0 });
      const second = await request(t.app).delete(`/api/business/${b._id}`).set(admin.auth);
      expect(second.status).toBe(200);
      expect(await raw.businesses.findById(b._id)).toBeNull();
      expect(await raw.businesses.findById(other._id)).not.toBeNull();
    });

    it('a pull fails after the business is gone: a second DELETE answers 404 and runs the pulls again', async () => {
      let calls = 0;
      const { t, admin, b, other, dangling } = await scene({
        'events.removeBusinessEverywhere': (original, args) => {
          calls += 1;
          // the first pull is a no-op here (as if it had run before the event was linked), the second fails
          if (calls === 1) return Promise.resolve();
          if (calls === 2) return Promise.reject(networkError());
          return original(...args);
        },
      });
      expect((await request(t.app).delete(`/api/business/${b._id}`).set(admin.auth)).status).toBe(503);
      expect((await dangling()).events).toContain(b._id);
      const again = await request(t.app).delete(`/api/business/${b._id}`).set(admin.auth);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
      expect(await dangling()).toEqual({ favorites: [other._id], events: [other._id], reviews: 0 });
    });

    it('a favourite saved while the delete runs does not dangle (the pulls run again after the delete)', async () => {
      let saved = false;
      const { t, admin, ana, b, other, raw, dangling } = await scene({
        'businesses.delete': async (original, args) => {
          // someone saves it as a favourite between the first pulls and the delete
          if (!saved) {
            saved = true;
            await raw.users.addFavorite(ana.user._id, b._id);
          }
          return original(...args);
        },
      });
      expect((await request(t.app).delete(`/api/business/${b._id}`).set(admin.auth)).status).toBe(200);
      expect(await dangling()).toEqual({ favorites: [other._id], events: [other._id], reviews: 0 });
    });
  });

  it('adding a favourite re-checks the business after the write: deleted in between → 404 and not kept (§5)', async () => {
    const raw = await fresh();
    const b = await raw.businesses.create(newBusiness('Efímero'));
    const store = withHooks(raw, {
      'users.addFavorite': async (original, args) => {
        // the business is deleted (with its pulls) between the service's check and this write
        await raw.businesses.delete(b._id);
        await raw.users.removeFavoriteEverywhere(b._id);
        return original(...args);
      },
    });
    const t = createTestApp({ store });
    const ana = await createUser(t);
    const res = await request(t.app).post(`/api/users/${ana.user._id}/favorites/${b._id}`).set(ana.auth);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: BUSINESS_MESSAGES.notFound });
    expect((await raw.users.findById(ana.user._id))!.favorite_businesses).toEqual([]);
  });
});
