import os from 'node:os';
import { spawnSync } from 'node:child_process';
import bcrypt from 'bcrypt';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_CATEGORIES, ROLES } from '@guia/contracts';
import { testConfig } from '../../config';
import { createLogger } from '../../shared/logger';
import { availableStores } from '../test-stores';
import { ADMIN_KEY, SEED_KEY, STALE_MS, initializeStore, runOnce } from '../seed';
import type { Store } from '../types';
import { SEED_PLACES, seedBusinessId } from '../../modules/businesses/businesses.seed';
import { SEED_EVENTS, seedEventId } from '../../modules/events/events.seed';
import { seedCategoryId } from '../../modules/categories/categories.seed';
import { SEED_MENUS } from '../../modules/menus/menus.seed';

const factories = await availableStores();
const logger = createLogger('silent');
const ADMIN = { email: 'jefa@guia.test', username: 'jefa', password: 'contraseña-inicial', name: 'Jefa', isDevDefault: false };
const config = (over: Partial<ReturnType<typeof testConfig>> = {}) => testConfig({ seed: true, admin: ADMIN, ...over });
const DAY = 24 * 60 * 60 * 1000;

describe.each(factories)('seed: once, on an empty database, with stable ids (issue 10 §2–3) — $name', (factory) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((c) => c()));
  });
  async function fresh(): Promise<Store> {
    const { store, cleanup } = await factory.make();
    cleanups.push(cleanup);
    return store;
  }
  const counts = async (s: Store) => ({
    businesses: await s.businesses.count(),
    categories: (await s.categories.list()).length,
    events: (await s.events.list()).length,
    users: await s.users.count(),
  });

  it('seeds the catalogue and the admin once, each record with the id derived from it, the same on every fresh install', async () => {
    const a = await fresh();
    const b = await fresh();
    await initializeStore(a, config(), logger);
    await initializeStore(b, config(), logger);
    expect(await counts(a)).toEqual({ businesses: SEED_PLACES.length, categories: HOME_CATEGORIES.length, events: SEED_EVENTS.length, users: 1 });
    const ids = async (s: Store) => ({
      businesses: (await s.businesses.list()).map((x) => x._id).sort(),
      categories: (await s.categories.list()).map((x) => x._id).sort(),
      events: (await s.events.list()).map((x) => x._id).sort(),
    });
    expect(await ids(a)).toEqual(await ids(b));
    expect((await ids(a)).businesses).toEqual(SEED_PLACES.map((p) => seedBusinessId(p.slug)).sort());
    expect((await ids(a)).categories).toEqual(HOME_CATEGORIES.map((c) => seedCategoryId(c.name)).sort());
    expect((await ids(a)).events).toEqual(SEED_EVENTS.map((e) => seedEventId(e.title)).sort());
    // the admin's id is random on every install (issue 17 §1: a derived one could be named in a forged token)
    const [adminA] = await a.users.list();
    const [adminB] = await b.users.list();
    expect(adminA!.username).toBe('jefa');
    expect(adminA!._id).toMatch(/^[a-f\d]{24}$/);
    expect(adminA!._id).not.toBe(adminB!._id);
    expect(await a.meta.get(SEED_KEY)).toMatchObject({ state: 'done' });
    expect(await a.meta.get(ADMIN_KEY)).toMatchObject({ state: 'done', username: 'jefa' });
  });

  it('gives a few paladares a menu priced in CUP and the first start a reference rate (issue 21 §2), once', async () => {
    const s = await fresh();
    const first = new Date('2026-11-25T03:00:00Z'); // 22:00 on the 24th in Havana
    await initializeStore(s, config(), logger, first);
    const guarida = await s.menus.get(seedBusinessId('la-guarida'));
    expect(guarida?.sections.map((x) => x.name)).toEqual(['Entrantes', 'Principales', 'Postres']);
    expect(guarida?.version).toBe(1);
    expect(Object.keys(SEED_MENUS).every((slug) => SEED_PLACES.some((p) => p.slug === slug))).toBe(true);
    expect(await s.rates.latest()).toMatchObject({ usd: 440, eur: 480, date: '2026-11-24' });
    await initializeStore(s, config(), logger, new Date());
    expect((await s.menus.get(seedBusinessId('la-guarida')))?.version).toBe(1);
    expect((await s.rates.page({ offset: 0, limit: 10 })).total).toBe(1);
  });

  it('never resurrects what an admin deleted, nor duplicates what an admin renamed', async () => {
    const s = await fresh();
    await initializeStore(s, config(), logger);
    const [gone] = await s.businesses.list();
    await s.businesses.delete(gone!._id);
    const [event] = await s.events.list();
    await s.events.delete(event!._id);
    const [category, renamedOne] = await s.categories.list();
    await s.categories.delete(category!._id);
    await s.categories.update(renamedOne!._id, { name: 'renamed', nombre: 'Renombrada' });
    const before = await counts(s);

    await initializeStore(s, config(), logger);
    await initializeStore(s, config(), logger);
    expect(await counts(s)).toEqual(before);
    expect(await s.businesses.findById(gone!._id)).toBeNull();
    expect(await s.events.findById(event!._id)).toBeNull();
    expect(await s.categories.findById(category!._id)).toBeNull();
    expect((await s.categories.findById(renamedOne!._id))?.nombre).toBe('Renombrada');
  });

  it('never re-creates the admin (with its first password) once it was renamed, or deleted', async () => {
    const s = await fresh();
    await initializeStore(s, config(), logger);
    const admin = (await s.users.findByIdentifier('jefa'))!;
    await s.users.update(admin._id, { username: 'directora', email: 'directora@guia.test' });
    await initializeStore(s, config(), logger);
    expect(await s.users.findByIdentifier('jefa')).toBeNull();
    expect(await s.users.count()).toBe(1);

    await s.users.delete(admin._id);
    await initializeStore(s, config(), logger);
    expect(await s.users.count()).toBe(0);
  });

  it('leaves an existing admin exactly as it is: its password is never reset', async () => {
    const s = await fresh();
    const hash = await bcrypt.hash('la-suya-propia', 4);
    await s.users.create({ name: 'Jefa', email: 'jefa@guia.test', username: 'jefa', password_hash: hash, role_id: ROLES.ADMIN });
    await initializeStore(s, config(), logger);
    expect((await s.users.findByIdentifier('jefa'))!.password_hash).toBe(hash);
    expect(await s.users.count()).toBe(1);
  });

  it('is safe when two processes start together: everything exists once', async () => {
    const s = await fresh();
    await Promise.all([initializeStore(s, config(), logger), initializeStore(s, config(), logger), initializeStore(s, config(), logger)]);
    expect(await counts(s)).toEqual({ businesses: SEED_PLACES.length, categories: HOME_CATEGORIES.length, events: SEED_EVENTS.length, users: 1 });
  });

  it('dates the events from the first start: a later start moves nothing, and a new install has upcoming events', async () => {
    const s = await fresh();
    const first = new Date('2030-03-01T12:00:00Z');
    await initializeStore(s, config(), logger, first);
    const dates = (await s.events.list()).map((e) => e.start_date.getTime());
    expect(Math.min(...dates)).toBeGreaterThan(first.getTime());
    expect(Math.max(...dates)).toBeLessThan(first.getTime() + 40 * DAY);
    await initializeStore(s, config(), logger, new Date(first.getTime() + 90 * DAY));
    expect((await s.events.list()).map((e) => e.start_date.getTime())).toEqual(dates);
    expect(await s.meta.get(SEED_KEY)).toMatchObject({ first_start: first });
  });

  it('does not seed a database that already has a catalogue (from before the marker): it records that and adds nothing', async () => {
    const s = await fresh();
    await s.categories.create({ name: 'mine', nombre: 'Mía' });
    await initializeStore(s, config(), logger);
    expect(await counts(s)).toEqual({ businesses: 0, categories: 1, events: 0, users: 1 });
    expect(await s.meta.get(SEED_KEY)).toMatchObject({ state: 'done', legacy: true });
    // and later starts still add nothing, even once it is empty
    await s.categories.delete((await s.categories.list())[0]!._id);
    await initializeStore(s, config(), logger);
    expect((await counts(s)).categories).toBe(0);
  });

  it('with SEED off creates only the admin', async () => {
    const s = await fresh();
    await initializeStore(s, config({ seed: false }), logger);
    expect(await counts(s)).toEqual({ businesses: 0, categories: 0, events: 0, users: 1 });
    expect(await s.meta.get(SEED_KEY)).toBeNull();
  });

  it('takes over a seed that a dead process left half done, adding only what is missing', async () => {
    const s = await fresh();
    const longAgo = new Date(Date.now() - STALE_MS - 1000);
    await s.meta.claim(SEED_KEY, { state: 'running', started_at: longAgo, by: 'otra-maquina:1' });
    await s.categories.create({ name: HOME_CATEGORIES[0].name, nombre: HOME_CATEGORIES[0].nombre }, seedCategoryId(HOME_CATEGORIES[0].name));
    await initializeStore(s, config(), logger);
    expect((await counts(s)).categories).toBe(HOME_CATEGORIES.length);
    expect((await counts(s)).businesses).toBe(SEED_PLACES.length);
    expect(await s.meta.get(SEED_KEY)).toMatchObject({ state: 'done' });
  });

  it('runOnce leaves a fresh "running" marker of another process alone', async () => {
    const s = await fresh();
    await s.meta.claim('job', { state: 'running', started_at: new Date(), by: 'otra:2' });
    let ran = false;
    expect(await runOnce(s, 'job', logger, async () => void (ran = true))).toBe(false);
    expect(ran).toBe(false);
  });
});

describe.each(factories)('seed: a start that fails half way does not hold the markers (issue 17 §12) — $name', (factory) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((c) => c()));
  });
  async function fresh(): Promise<Store> {
    const { store, cleanup } = await factory.make();
    cleanups.push(cleanup);
    return store;
  }
  /** makes `method` of `repo` throw on its first call only */
  function failOnce<T extends object>(repo: T, method: keyof T & string) {
    const real = (repo[method] as (...a: unknown[]) => unknown).bind(repo);
    let failed = false;
    (repo as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      if (!failed) {
        failed = true;
        throw new Error('la base se cayó a medias');
      }
      return real(...args);
    };
  }

  it('when the first start throws while creating the admin, the very next start creates it', async () => {
    const s = await fresh();
    failOnce(s.users, 'create');
    await expect(initializeStore(s, config({ seed: false }), logger)).rejects.toThrow('la base se cayó a medias');
    expect(await s.users.count()).toBe(0);
    await initializeStore(s, config({ seed: false }), logger);
    expect((await s.users.findByIdentifier('jefa'))?.role_id).toBe(ROLES.ADMIN);
    expect(await s.meta.get(ADMIN_KEY)).toMatchObject({ state: 'done' });
  });

  it('when the first start throws half way through the catalogue, the next start finishes it and creates the admin', async () => {
    const s = await fresh();
    const real = s.businesses.create.bind(s.businesses);
    let calls = 0;
    s.businesses.create = async (...args) => {
      calls += 1;
      if (calls === 3) throw new Error('la base se cayó a medias');
      return real(...args);
    };
    await expect(initializeStore(s, config(), logger)).rejects.toThrow('la base se cayó a medias');
    expect(await s.meta.get(SEED_KEY)).toMatchObject({ state: 'failed' });
    await initializeStore(s, config(), logger);
    expect(await s.businesses.count()).toBe(SEED_PLACES.length);
    expect(await s.users.count()).toBe(1);
    expect(await s.meta.get(SEED_KEY)).toMatchObject({ state: 'done' });
  });

  it('takes over at once a fresh "running" marker whose process, on this machine, is gone', async () => {
    const s = await fresh();
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    await s.meta.claim(ADMIN_KEY, { state: 'running', started_at: new Date(), by: `${os.hostname()}:${dead}` });
    await initializeStore(s, config({ seed: false }), logger);
    expect(await s.users.count()).toBe(1);
    // a live one (this process's parent) is still left alone
    await s.meta.claim('job', { state: 'running', started_at: new Date(), by: `${os.hostname()}:${process.ppid}` });
    expect(await runOnce(s, 'job', logger, async () => {})).toBe(false);
  });
});
