import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLES } from '@guia/contracts';
import { createLogger } from '../../shared/logger';
import { MEMORY_STORE_FILE, openPersistentMemoryStore, type PersistentMemoryStore } from '../persist';
import type { NewBusiness } from '../../modules/businesses/businesses.repository';

/** A logger that remembers what it said at error level. */
function recordingLogger() {
  const errors: string[] = [];
  const logger = createLogger('silent');
  logger.error = ((a: unknown, b?: unknown) => void errors.push(typeof a === 'string' ? a : String(b ?? JSON.stringify(a)))) as typeof logger.error;
  return { logger, errors };
}

const open: PersistentMemoryStore[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close().catch(() => undefined)));
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function openIn(dir: string, delayMs = 50) {
  const { logger, errors } = recordingLogger();
  const p = await openPersistentMemoryStore({ dataDir: dir, logger, delayMs });
  open.push(p);
  return { p, store: p.store, errors };
}

async function reopen(p: PersistentMemoryStore, dir: string) {
  await p.close();
  open.splice(open.indexOf(p), 1);
  return openIn(dir);
}

const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-persist-'));
  dirs.push(d);
  return d;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const business = (name: string, lat: number, lng: number): NewBusiness => ({
  name,
  description: 'Cocina criolla junto al mar',
  categories: ['Comer y beber', 'restaurant'],
  types: ['restaurant'],
  photos: ['/uploads/a.jpg'],
  thumbnails: ['/uploads/a.thumb.webp'],
  location: { type: 'Point', coordinates: [lng, lat] },
  rating: 4.5,
  user_ratings_total: 10,
  paid_plan: 'BASIC',
  paid_promo: false,
});

describe('the memory store keeps its data in DATA_DIR (issue 10 §1)', () => {
  it('writes a change to disk within a second, and reads alone write nothing', async () => {
    const dir = tmp();
    const { store } = await openIn(dir, 1000);
    await store.categories.list();
    await store.users.findByIdentifier('nadie');
    await sleep(1200);
    expect(fs.existsSync(path.join(dir, MEMORY_STORE_FILE))).toBe(false);

    await store.categories.create({ name: 'cafe', nombre: 'Café y Té' });
    await sleep(1300);
    const text = fs.readFileSync(path.join(dir, MEMORY_STORE_FILE), 'utf8');
    expect(text).toContain('Café y Té');
  });

  it('after a restart every record is back with the same id, dates as dates, and nearby, search and reviews work on it', async () => {
    const dir = tmp();
    const first = await openIn(dir);
    const s = first.store;
    const user = await s.users.create({ name: 'Ana', email: 'ana@example.com', username: 'ana', password_hash: 'x', role_id: ROLES.USER });
    const b = await s.businesses.create(business('La Guarida', 23.13783, -82.37045));
    await s.businesses.create(business('Lejos', 20.0, -76.0));
    await s.users.addFavorite(user._id, b._id);
    await s.users.bumpTokenVersion(user._id);
    const { review } = await s.reviews.upsert({ business_id: b._id, user_id: user._id, username: 'ana', content: 'Muy bueno', rating: 5, date: new Date('2026-01-02T03:04:05Z') });
    const event = await s.events.create({
      title: 'Noche de salsa',
      description: 'Orquesta en vivo',
      start_date: new Date('2027-01-01T20:00:00Z'),
      end_date: new Date('2027-01-01T23:00:00Z'),
      images: [],
      thumbnails: [],
      business_ids: [b._id],
    });
    await s.meta.claim('seed', { state: 'done', started_at: new Date('2026-01-01T00:00:00Z') });
    const plan = await s.itineraries.create({ owner_id: user._id, name: 'Sábado', date: '2026-12-05', stops: [{ business_id: b._id, time: '13:30' }] });
    const shared = await s.itineraries.update(plan._id, { share_token: 'token_de_prueba_123456' });
    const claim = await s.claims.create({ user_id: user._id, business_id: b._id, phone: '55123456', note: '' });
    await s.claims.decide(claim._id, 'pending', 'approved', { decided_by: user._id, decided_at: new Date() });
    const menu = await s.menus.put(b._id, [{ name: 'Platos', dishes: [{ name: 'Ropa vieja', price_cup: 2200, sold_out: false }] }], 0, user._id);
    const rate = await s.rates.create({ usd: 440, eur: 480, date: '2026-11-24', source: 'elTOQUE', created_by: user._id });
    const change = await s.changes.create({ business_id: b._id, user_id: user._id, by_owner: true, kind: 'menu', before: [], after: menu.sections });

    const { store: again } = await reopen(first.p, dir);
    const u = await again.users.findById(user._id);
    expect(u).toMatchObject({ _id: user._id, username: 'ana', favorite_businesses: [b._id], token_version: 1 });
    expect(u!.created_at).toBeInstanceOf(Date);
    expect(u!.created_at.getTime()).toBe(user.created_at.getTime());
    // duplicate checks work on the loaded users
    await expect(again.users.create({ name: 'Otra', email: 'ANA@example.com', username: 'otra', password_hash: 'x', role_id: ROLES.USER })).rejects.toThrow();

    // the spatial index and the search fields are rebuilt
    const near = await again.businesses.nearby({ lat: 23.1378, lng: -82.3704, radiusM: 500 });
    expect(near.map((n) => n._id)).toEqual([b._id]);
    expect((await again.businesses.search({ tokens: ['guarida'] })).map((x) => x._id)).toEqual([b._id]);

    // a second review by the same author still replaces the first (author index rebuilt)
    const page = await again.reviews.page(b._id, { offset: 0, limit: 10 });
    expect(page.items).toEqual([review]);
    const { previous } = await again.reviews.upsert({ business_id: b._id, user_id: user._id, username: 'ana', content: 'Mejor aún', rating: 4, date: new Date() });
    expect(previous?._id).toBe(review._id);

    expect(await again.events.findById(event._id)).toEqual(event);
    expect(await again.itineraries.findByShareToken('token_de_prueba_123456')).toEqual(shared);
    expect(await again.claims.isOwner(user._id, b._id)).toBe(true);
    expect(await again.menus.get(b._id)).toEqual(menu);
    expect(await again.rates.latest()).toEqual(rate);
    expect(await again.changes.findById(change._id)).toEqual(change);
    expect(await again.meta.get('seed')).toEqual({ state: 'done', started_at: new Date('2026-01-01T00:00:00Z') });
  });

  it('writes what is pending when closed (SIGTERM), without waiting for the delay', async () => {
    const dir = tmp();
    const { p, store } = await openIn(dir, 60_000);
    const c = await store.categories.create({ name: 'store', nombre: 'Tiendas' });
    await p.close();
    open.splice(open.indexOf(p), 1);
    const { store: again } = await openIn(dir);
    expect(await again.categories.findById(c._id)).toEqual(c);
  });

  it('moves a corrupt file aside with a loud error and starts empty, never overwriting it', async () => {
    const dir = tmp();
    const file = path.join(dir, MEMORY_STORE_FILE);
    fs.writeFileSync(file, '{"format":"guia-cuba/memory-store","version":1,"data":{"users":{"rec');
    const { store, errors } = await openIn(dir);
    const aside = fs.readdirSync(dir).filter((f) => f.startsWith(`${MEMORY_STORE_FILE}.corrupt-`));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, aside[0]!), 'utf8')).toContain('"rec');
    expect(errors.join('\n')).toMatch(/ATENCIÓN.*no se pudo leer.*apartado/s);
    expect(await store.users.count()).toBe(0);
  });

  it('moves aside a file whose records are not records (valid JSON, wrong shape)', async () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, MEMORY_STORE_FILE), JSON.stringify({ format: 'guia-cuba/memory-store', version: 1, data: { businesses: { records: [{ _id: 'x' }] } } }));
    const { store, errors } = await openIn(dir);
    expect(fs.readdirSync(dir).some((f) => f.includes('.corrupt-'))).toBe(true);
    expect(errors).toHaveLength(1);
    expect(await store.businesses.count()).toBe(0);
  });

  it('moves aside a path that cannot be read as a file', async () => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, MEMORY_STORE_FILE));
    const { errors } = await openIn(dir);
    expect(errors).toHaveLength(1);
    expect(fs.readdirSync(dir).some((f) => f.includes('.corrupt-'))).toBe(true);
  });

  it('refuses to start on a file written by a newer version, leaving it untouched', async () => {
    const dir = tmp();
    const file = path.join(dir, MEMORY_STORE_FILE);
    const text = JSON.stringify({ format: 'guia-cuba/memory-store', version: 99, data: {} });
    fs.writeFileSync(file, text);
    const { logger } = recordingLogger();
    await expect(openPersistentMemoryStore({ dataDir: dir, logger })).rejects.toThrow(/versión más nueva/);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    // and it left no lock behind
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });

  it('refuses a second live process on the same DATA_DIR, and takes over a lock its dead owner left', async () => {
    const dir = tmp();
    const lock = path.join(dir, `${MEMORY_STORE_FILE}.lock`);
    fs.writeFileSync(lock, String(process.ppid));
    const { logger } = recordingLogger();
    await expect(openPersistentMemoryStore({ dataDir: dir, logger })).rejects.toThrow(/Otro proceso/);
    fs.writeFileSync(lock, '999999999');
    const { p } = await openIn(dir);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await p.close();
    expect(fs.existsSync(lock)).toBe(false);
  });
});
