import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import { StaleWriteError } from '../../../shared/errors';
import type { EventsRepository, NewEvent } from '../events.repository';
import { SEED_EVENTS, seedEvents } from '../events.seed';

const factories = await availableStores();

const DAY = 24 * 60 * 60 * 1000;
const A = '0123456789abcdef01234567';
const B = '89abcdef0123456789abcdef';

function newEvent(over: Partial<NewEvent> = {}): NewEvent {
  const start = over.start_date ?? new Date(Date.now() + DAY);
  return {
    title: 'Concierto',
    description: 'Música en vivo',
    start_date: start,
    end_date: new Date(start.getTime() + 3 * 60 * 60 * 1000),
    images: [],
    thumbnails: [],
    business_ids: [],
    ...over,
  };
}

describe.each(factories)('events repository contract ($name)', (factory) => {
  let repo: EventsRepository;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    const made = await factory.make();
    repo = made.store.events;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('creates an event and reads it back with the same fields', async () => {
    const input = newEvent({ images: ['/uploads/a.png'], thumbnails: ['/uploads/a.thumb.webp'], business_ids: [A, B] });
    const e = await repo.create(input);
    expect(e._id).toMatch(/^[a-f\d]{24}$/);
    expect(e.created_at).toBeInstanceOf(Date);
    const found = await repo.findById(e._id);
    expect(found).toMatchObject({ ...input, _id: e._id });
    expect(found?.start_date.getTime()).toBe(input.start_date.getTime());
  });

  it('lists events by start date, earliest first', async () => {
    const now = Date.now();
    await repo.create(newEvent({ title: 'tercero', start_date: new Date(now + 3 * DAY) }));
    await repo.create(newEvent({ title: 'primero', start_date: new Date(now + 1 * DAY) }));
    await repo.create(newEvent({ title: 'segundo', start_date: new Date(now + 2 * DAY) }));
    expect((await repo.list()).map((e) => e.title)).toEqual(['primero', 'segundo', 'tercero']);
  });

  it('leaves out events that ended before endingAfter, keeps ongoing ones', async () => {
    const now = Date.now();
    await repo.create(newEvent({ title: 'pasado', start_date: new Date(now - 3 * DAY), end_date: new Date(now - 2 * DAY) }));
    await repo.create(newEvent({ title: 'en curso', start_date: new Date(now - DAY), end_date: new Date(now + DAY) }));
    await repo.create(newEvent({ title: 'futuro', start_date: new Date(now + DAY) }));
    expect((await repo.list({ endingAfter: new Date(now) })).map((e) => e.title)).toEqual(['en curso', 'futuro']);
    expect(await repo.list()).toHaveLength(3);
  });

  it('updates only the fields given', async () => {
    const e = await repo.create(newEvent({ business_ids: [A] }));
    const updated = await repo.update(e._id, { title: 'Nuevo', images: ['/uploads/x.png'], thumbnails: ['/uploads/x.thumb.webp'] });
    expect(updated).toMatchObject({ title: 'Nuevo', description: 'Música en vivo', images: ['/uploads/x.png'], business_ids: [A] });
    expect((await repo.findById(e._id))?.title).toBe('Nuevo');
  });

  it('treats unknown and malformed ids as absent', async () => {
    expect(await repo.findById(A)).toBeNull();
    expect(await repo.findById('nope')).toBeNull();
    expect(await repo.update(A, { title: 'x' })).toBeNull();
    expect(await repo.update('nope', { title: 'x' })).toBeNull();
    expect(await repo.delete(A)).toBe(false);
    expect(await repo.delete('nope')).toBe(false);
  });

  it('deletes an event', async () => {
    const e = await repo.create(newEvent());
    expect(await repo.delete(e._id)).toBe(true);
    expect(await repo.findById(e._id)).toBeNull();
    expect(await repo.list()).toEqual([]);
  });

  it('removes a business from every event that lists it, and only that business', async () => {
    const one = await repo.create(newEvent({ business_ids: [A, B] }));
    const two = await repo.create(newEvent({ business_ids: [A] }));
    const three = await repo.create(newEvent({ business_ids: [B] }));
    await repo.removeBusinessEverywhere(A);
    expect((await repo.findById(one._id))?.business_ids).toEqual([B]);
    expect((await repo.findById(two._id))?.business_ids).toEqual([]);
    expect((await repo.findById(three._id))?.business_ids).toEqual([B]);
    await expect(repo.removeBusinessEverywhere('nope')).resolves.toBeUndefined();
  });

  it('updates only at the expected version, adding 1 to it; a stale version changes nothing', async () => {
    const e = await repo.create(newEvent({ title: 'v0' }));
    expect(e.version).toBe(0);
    expect(await repo.update(e._id, { title: 'v1' }, 0)).toMatchObject({ title: 'v1', version: 1 });
    await expect(repo.update(e._id, { title: 'tarde' }, 0)).rejects.toBeInstanceOf(StaleWriteError);
    expect(await repo.findById(e._id)).toMatchObject({ title: 'v1', version: 1 });
    expect(await repo.update(e._id, { title: 'v2' })).toMatchObject({ title: 'v2', version: 2 });
    const racing = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => repo.update(e._id, { title: `w${i}` }, 2)));
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await repo.update('0123456789abcdef0123456a', { title: 'x' }, 0)).toBeNull();
  });

  it('finds, updates and deletes by an upper-case id as by its lower-case self', async () => {
    const e = await repo.create(newEvent({ business_ids: [A.toUpperCase()] }));
    expect(e.business_ids).toEqual([A]);
    expect((await repo.findById(e._id.toUpperCase()))?._id).toBe(e._id);
    expect((await repo.update(e._id.toUpperCase(), { title: 'Mayúsculas' }))?.title).toBe('Mayúsculas');
    await repo.removeBusinessEverywhere(A.toUpperCase());
    expect((await repo.findById(e._id))?.business_ids).toEqual([]);
    expect(await repo.delete(e._id.toUpperCase())).toBe(true);
    expect(await repo.findById(e._id)).toBeNull();
  });

  it('tells which files other events show', async () => {
    const a = await repo.create(newEvent({ images: ['/uploads/a.png'], thumbnails: ['/uploads/a.thumb.webp'] }));
    await repo.create(newEvent({ images: ['/uploads/b.png'], thumbnails: [''] }));
    const urls = ['/uploads/a.png', '/uploads/a.thumb.webp', '/uploads/b.png', '/uploads/z.png'];
    expect((await repo.filesInUse(urls)).sort()).toEqual(['/uploads/a.png', '/uploads/a.thumb.webp', '/uploads/b.png']);
    expect(await repo.filesInUse(urls, a._id.toUpperCase())).toEqual(['/uploads/b.png']);
    expect(await repo.filesInUse([])).toEqual([]);
  });

  it('does not let callers change stored records through returned objects', async () => {
    const e = await repo.create(newEvent({ business_ids: [A] }));
    e.business_ids.push(B);
    e.title = 'mutado';
    expect(await repo.findById(e._id)).toMatchObject({ title: 'Concierto', business_ids: [A] });
  });

  it('seeds at least six upcoming Havana events, linked by business name, once', async () => {
    const venue = { _id: A, name: 'Fábrica de Arte Cubano (FAC)' };
    const other = { _id: B, name: 'Ferretería El Tornillo' };
    await seedEvents(repo, [venue, other]);
    await seedEvents(repo, [venue, other]);
    const list = await repo.list({ endingAfter: new Date() });
    expect(list.length).toBe(SEED_EVENTS.length);
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const e of list) {
      expect(e.start_date.getTime()).toBeGreaterThan(Date.now());
      expect(e.start_date.getTime()).toBeLessThan(e.end_date.getTime());
      expect(e.description.length).toBeGreaterThan(20);
    }
    expect(list.find((e) => /Fábrica de Arte/.test(e.title))?.business_ids).toEqual([A]);
    expect(list.some((e) => e.business_ids.includes(B))).toBe(false);
    expect(list.some((e) => /Jazz/.test(e.title))).toBe(true);
  });
});
