import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { HOME_CATEGORIES, PLANS } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { StaleWriteError } from '../../../shared/errors';
import type { BusinessesRepository, CommentRecord, ReviewSummary } from '../businesses.repository';
import { seedBusinesses, SEED_PLACES } from '../businesses.seed';
import { normalizeText, tokenize } from '../businesses.text';
import { eastOf, newBusiness, northOf } from './fixtures';

const factories = await availableStores();
const CENTRE = { lat: 23.1373, lng: -82.3598 };

describe.each(factories)('businesses repository contract ($name)', (factory) => {
  let repo: BusinessesRepository;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    const made = await factory.make();
    repo = made.store.businesses;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('creates a business with a 24-hex id, zero counters, no comments, and finds it by id', async () => {
    const b = await repo.create(
      newBusiness({
        name: 'La Guarida',
        description: 'Paladar',
        categories: ['Comer y beber'],
        types: ['restaurant'],
        opening_hours: { weekday_text: ['lunes: 12:00–0:00'] },
        plus_code: { global_code: '76XFQ944+8R' },
        place_id: 'abc',
      }),
    );
    expect(b._id).toMatch(/^[a-f\d]{24}$/);
    expect(b).toMatchObject({ visits_count: 0, reservations_count: 0, comments: [], name: 'La Guarida' });
    const found = await repo.findById(b._id);
    expect(found).toMatchObject({
      name: 'La Guarida',
      description: 'Paladar',
      categories: ['Comer y beber'],
      types: ['restaurant'],
      location: { type: 'Point', coordinates: [CENTRE.lng, CENTRE.lat] },
      opening_hours: { weekday_text: ['lunes: 12:00–0:00'] },
      plus_code: { global_code: '76XFQ944+8R' },
      place_id: 'abc',
    });
    expect(found?.created_at).toBeInstanceOf(Date);
  });

  it('answers null for unknown and malformed ids, never throws', async () => {
    const unknown = new Types.ObjectId().toHexString();
    expect(await repo.findById(unknown)).toBeNull();
    expect(await repo.findById('nope')).toBeNull();
    expect(await repo.update('nope', { name: 'x' })).toBeNull();
    expect(await repo.delete('nope')).toBeNull();
    expect(await repo.incrementVisits('nope')).toBeNull();
    expect(await repo.incrementReservations(unknown)).toBeNull();
    const summary = { reviews_rating: 5, reviews_count: 1, comments: [{ content: 'x', username: 'u', rating: 5, date: new Date() }] };
    expect(await repo.setReviewSummary('{"$gt":""}', summary)).toBeNull();
    expect(await repo.setReviewSummary(unknown, summary)).toBeNull();
  });

  it('finds several by id, skipping unknown, malformed and repeated ids', async () => {
    const a = await repo.create(newBusiness({ name: 'A' }));
    const b = await repo.create(newBusiness({ name: 'B' }));
    const found = await repo.findByIds([a._id, 'bad', new Types.ObjectId().toHexString(), b._id, a._id]);
    expect(found.map((x) => x.name).sort()).toEqual(['A', 'B']);
    expect(await repo.findByIds([])).toEqual([]);
  });

  it('finds businesses by Google place id', async () => {
    await repo.create(newBusiness({ name: 'A', place_id: 'g-1' }));
    await repo.create(newBusiness({ name: 'B' }));
    expect((await repo.findByPlaceIds(['g-1', 'g-2'])).map((b) => b.name)).toEqual(['A']);
    expect(await repo.findByPlaceIds([])).toEqual([]);
  });

  it('lists every business, oldest first', async () => {
    for (const name of ['Uno', 'Dos', 'Tres']) await repo.create(newBusiness({ name }));
    expect((await repo.list()).map((b) => b.name)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(await repo.count()).toBe(3);
  });

  it('updates only the keys given, clears optional keys given as undefined, and moves the business', async () => {
    const b = await repo.create(newBusiness({ name: 'Viejo', phone: '+53 7 1', description: 'desc', categories: ['cafe'] }));
    const u = await repo.update(b._id, {
      name: 'Nuevo',
      phone: undefined,
      location: { type: 'Point', coordinates: [-82.4, 23.12] },
    });
    expect(u).toMatchObject({ name: 'Nuevo', description: 'desc', categories: ['cafe'] });
    expect(u).not.toHaveProperty('phone');
    expect((await repo.findById(b._id))?.location.coordinates).toEqual([-82.4, 23.12]);
    const near = await repo.nearby({ lat: 23.12, lng: -82.4, radiusM: 10 });
    expect(near.map((x) => x.name)).toEqual(['Nuevo']);
    // the text search sees the new name
    expect((await repo.search({ tokens: ['nuevo'] })).map((x) => x.name)).toEqual(['Nuevo']);
    expect(await repo.search({ tokens: ['viejo'] })).toEqual([]);
  });

  it('lists at most `limit` promoted businesses (paid_promo) and at most `limit` ELITE ones, best rated first', async () => {
    await repo.create(newBusiness({ name: 'P1', paid_promo: true, rating: 3 }));
    await repo.create(newBusiness({ name: 'P2', paid_promo: true, rating: 4.8 }));
    await repo.create(newBusiness({ name: 'N', paid_promo: false, rating: 5 }));
    for (let i = 0; i < 4; i++) await repo.create(newBusiness({ name: `E${i}`, paid_plan: 'ELITE', rating: i }));
    await repo.create(newBusiness({ name: 'Pro', paid_plan: 'PRO', rating: 5 }));
    expect((await repo.promoted(10)).map((b) => b.name)).toEqual(['P2', 'P1']);
    expect((await repo.promoted(1)).map((b) => b.name)).toEqual(['P2']);
    expect((await repo.elite(3)).map((b) => b.name)).toEqual(['E3', 'E2', 'E1']);
  });

  describe('nearby', () => {
    // A line of businesses north of the centre at known distances.
    const grid = [
      { name: 'a100', m: 100, categories: ['Comer y beber'], types: ['restaurant'] },
      { name: 'a400', m: 400, categories: ['Café y Té'], types: ['cafe'] },
      { name: 'a900', m: 900, categories: ['restaurante'], types: [] },
      { name: 'a1500', m: 1500, categories: ['Compras'], types: ['store'] },
      { name: 'a5000', m: 5000, categories: ['Salud'], types: ['pharmacy'] },
    ];
    beforeEach(async () => {
      // created out of order, so the order must come from the distance
      for (const g of [...grid].reverse()) {
        await repo.create(newBusiness({ name: g.name, categories: g.categories, types: g.types, lat: northOf(CENTRE.lat, g.m), lng: CENTRE.lng }));
      }
      await repo.create(newBusiness({ name: 'east700', types: ['restaurant'], lat: CENTRE.lat, lng: eastOf(CENTRE.lat, CENTRE.lng, 700) }));
    });

    it('answers the businesses within the radius, nearest first, with their distance in metres', async () => {
      const res = await repo.nearby({ ...CENTRE, radiusM: 1000 });
      expect(res.map((b) => b.name)).toEqual(['a100', 'a400', 'east700', 'a900']);
      const expected = [100, 400, 700, 900];
      res.forEach((b, i) => expect(Math.abs(b.distance - expected[i]!)).toBeLessThan(1));
    });

    it('includes a business exactly inside the radius edge and leaves out one just beyond it', async () => {
      expect((await repo.nearby({ ...CENTRE, radiusM: 1501 })).map((b) => b.name)).toContain('a1500');
      expect((await repo.nearby({ ...CENTRE, radiusM: 1499 })).map((b) => b.name)).not.toContain('a1500');
    });

    it('filters by normalised category or type terms', async () => {
      const res = await repo.nearby({ ...CENTRE, radiusM: 10_000, categories: ['restaurant', 'restaurante', 'comer y beber'] });
      expect(res.map((b) => b.name)).toEqual(['a100', 'east700', 'a900']);
      const cafe = await repo.nearby({ ...CENTRE, radiusM: 10_000, categories: [normalizeText('Café y Té')] });
      expect(cafe.map((b) => b.name)).toEqual(['a400']);
      expect(await repo.nearby({ ...CENTRE, radiusM: 10_000, categories: ['night_club'] })).toEqual([]);
    });

    it('answers at most `limit`, the nearest ones', async () => {
      expect((await repo.nearby({ ...CENTRE, radiusM: 50_000, limit: 2 })).map((b) => b.name)).toEqual(['a100', 'a400']);
    });

    it('answers nothing far from every business', async () => {
      expect(await repo.nearby({ lat: 20.02, lng: -75.82, radiusM: 50_000 })).toEqual([]);
    });

    it('sees businesses added and removed after a query', async () => {
      await repo.nearby({ ...CENTRE, radiusM: 1000 });
      const added = await repo.create(newBusiness({ name: 'new50', lat: northOf(CENTRE.lat, 50), lng: CENTRE.lng }));
      expect((await repo.nearby({ ...CENTRE, radiusM: 1000 }))[0]?.name).toBe('new50');
      await repo.delete(added._id);
      expect((await repo.nearby({ ...CENTRE, radiusM: 1000 }))[0]?.name).toBe('a100');
    });

    it('sees a business moved after a query at its new place only, with limit and category still applied', async () => {
      await repo.nearby({ ...CENTRE, radiusM: 1000 });
      const [far] = (await repo.nearby({ ...CENTRE, radiusM: 1501 })).filter((b) => b.name === 'a1500');
      await repo.update(far!._id, { location: { type: 'Point', coordinates: [CENTRE.lng, northOf(CENTRE.lat, 250)] } });
      const added = await repo.create(newBusiness({ name: 'new30', types: ['restaurant'], lat: northOf(CENTRE.lat, 30), lng: CENTRE.lng }));

      const near = await repo.nearby({ ...CENTRE, radiusM: 1000 });
      expect(near.map((b) => b.name)).toEqual(['new30', 'a100', 'a1500', 'a400', 'east700', 'a900']);
      expect((await repo.nearby({ ...CENTRE, radiusM: 1000, limit: 3 })).map((b) => b.name)).toEqual(['new30', 'a100', 'a1500']);
      const restaurants = await repo.nearby({ ...CENTRE, radiusM: 1000, categories: ['restaurant', 'restaurante'] });
      expect(restaurants.map((b) => b.name)).toEqual(['new30', 'a100', 'east700', 'a900']);
      expect((await repo.nearby({ ...CENTRE, radiusM: 1499 })).filter((b) => b.name === 'a1500')).toHaveLength(1);
      await repo.delete(added._id);
      expect((await repo.nearby({ ...CENTRE, radiusM: 1000, limit: 1 })).map((b) => b.name)).toEqual(['a100']);
    });

    it('stays right across many writes after a query (the memory index rebuilds itself)', async () => {
      await repo.nearby({ ...CENTRE, radiusM: 1000 });
      for (let i = 0; i < 300; i += 1) {
        await repo.create(newBusiness({ name: `far${i}`, lat: northOf(CENTRE.lat, 20_000 + i), lng: CENTRE.lng }));
      }
      await repo.create(newBusiness({ name: 'new10', lat: northOf(CENTRE.lat, 10), lng: CENTRE.lng }));
      const res = await repo.nearby({ ...CENTRE, radiusM: 1000 });
      expect(res.map((b) => b.name)).toEqual(['new10', 'a100', 'a400', 'east700', 'a900']);
      // grid (5) + east700 + new10 + far0…far150, the edge half a metre away from any business
      expect(await repo.nearby({ ...CENTRE, radiusM: 20_150.5 })).toHaveLength(5 + 1 + 1 + 151);
    });
  });

  it('search matches word starts only, name matches first, each group by id, never more than `limit` (issue 17 §11)', async () => {
    // description matches created first (lower ids): a limit must not crowd the name match out
    for (let i = 0; i < 5; i++) await repo.create(newBusiness({ name: `Tienda ${i}`, description: 'Venden café cubano' }));
    const named = await repo.create(newBusiness({ name: 'Café Cubano', types: ['night_club'] }));
    const ids = async (q: string, limit?: number) => (await repo.search({ tokens: tokenize(q), limit })).map((b) => b._id);
    expect((await ids('cafe cub', 2))[0]).toBe(named._id);
    expect(await ids('cafe cub', 2)).toHaveLength(2);
    const all = await ids('cafe');
    expect(all).toHaveLength(6);
    expect(all.slice(1)).toEqual([...all.slice(1)].sort());
    expect(await ids('club')).toEqual([named._id]);
    expect(await ids('ubano')).toEqual([]);
  });

  it('searches every token in name, categories, types or description, accents and case aside', async () => {
    await repo.create(newBusiness({ name: 'Café El Escorial', description: 'Tostadero en la Plaza Vieja' }));
    await repo.create(newBusiness({ name: 'La Guarida', categories: ['Comer y beber'], description: 'Paladar famoso' }));
    await repo.create(newBusiness({ name: 'Farmacia', types: ['pharmacy'] }));
    const names = async (q: string) => (await repo.search({ tokens: tokenize(q) })).map((b) => b.name).sort();
    expect(await names('cafe')).toEqual(['Café El Escorial']);
    expect(await names('PLAZA vieja')).toEqual(['Café El Escorial']);
    expect(await names('comer')).toEqual(['La Guarida']);
    expect(await names('pharm')).toEqual(['Farmacia']);
    expect(await names('paladar guarida')).toEqual(['La Guarida']);
    expect(await names('paladar escorial')).toEqual([]);
    expect(await names('.*')).toEqual([]);
  });

  const comment = (over: Partial<CommentRecord> & { at?: number } = {}): CommentRecord => {
    const { at = 0, ...rest } = over;
    return { content: 'c', username: 'u', date: new Date(Date.UTC(2025, 0, 1) + at * 60_000), ...rest };
  };

  const summary = (over: Partial<ReviewSummary> = {}): ReviewSummary => ({ reviews_rating: 0, reviews_count: 0, comments: [], ...over });

  it('stores the figures computed from the reviews, combined with the external ones by their counts (issue 17 §10)', async () => {
    const b = await repo.create(newBusiness({ rating: 4, user_ratings_total: 2 }));
    const after = await repo.setReviewSummary(b._id, summary({ reviews_rating: 1, reviews_count: 1, comments: [comment({ rating: 1, user_id: 'ana' })] }));
    expect(after).toMatchObject({ external_rating: 4, external_ratings_total: 2, reviews_rating: 1, reviews_count: 1, user_ratings_total: 3 });
    expect(after?.rating).toBeCloseTo((4 * 2 + 1) / 3, 10);
    // idempotent: the same summary again changes nothing; a new one replaces, never adds
    expect(await repo.setReviewSummary(b._id, summary({ reviews_rating: 1, reviews_count: 1, comments: [comment({ rating: 1, user_id: 'ana' })] }))).toMatchObject({
      user_ratings_total: 3,
    });
    const later = await repo.setReviewSummary(b._id, summary({ reviews_rating: 5, reviews_count: 1 }));
    expect(later).toMatchObject({ user_ratings_total: 3, reviews_count: 1 });
    expect(later?.rating).toBeCloseTo((4 * 2 + 5) / 3, 10);
    // no reviews left: back to the external figures, never below them
    expect(await repo.setReviewSummary(b._id, summary())).toMatchObject({ rating: 4, user_ratings_total: 2, reviews_count: 0 });
  });

  it('stores the comments as given, with their dates, user text like "$name" kept literally', async () => {
    const b = await repo.create(newBusiness({ name: 'X' }));
    const date = new Date('2025-05-01T10:00:00Z');
    const after = await repo.setReviewSummary(b._id, summary({ reviews_rating: 2, reviews_count: 1, comments: [{ content: '$name', username: 'ana', user_id: 'u1', rating: 2, date }] }));
    expect(after?.comments).toEqual([{ content: '$name', username: 'ana', user_id: 'u1', rating: 2, date }]);
    expect(after).toMatchObject({ rating: 2, user_ratings_total: 1 });
  });

  it('moves neither version nor counters; a business with only unrated reviews keeps its external figures', async () => {
    const b = await repo.create(newBusiness({ rating: 4.5, user_ratings_total: 10 }));
    const after = await repo.setReviewSummary(b._id, summary({ comments: [comment({ content: 'hola' })] }));
    expect(after).toMatchObject({ rating: 4.5, user_ratings_total: 10, version: 0, visits_count: 0 });
  });

  it('treats figures an admin types as the external ones, the guide’s own still added to them', async () => {
    const b = await repo.create(newBusiness());
    await repo.setReviewSummary(b._id, summary({ reviews_rating: 5, reviews_count: 2 }));
    const typed = await repo.update(b._id, { rating: 2, user_ratings_total: 2 });
    expect(typed).toMatchObject({ external_rating: 2, external_ratings_total: 2, user_ratings_total: 4 });
    expect(typed?.rating).toBeCloseTo(3.5, 10);
  });

  it('updates only at the expected version, adding 1 to it; a stale version changes nothing', async () => {
    const b = await repo.create(newBusiness({ name: 'v0' }));
    expect(b.version).toBe(0);
    const v1 = await repo.update(b._id, { name: 'v1' }, 0);
    expect(v1).toMatchObject({ name: 'v1', version: 1 });
    await expect(repo.update(b._id, { name: 'tarde' }, 0)).rejects.toBeInstanceOf(StaleWriteError);
    expect(await repo.findById(b._id)).toMatchObject({ name: 'v1', version: 1 });
    expect(await repo.update(b._id, { name: 'v2' })).toMatchObject({ name: 'v2', version: 2 });
    expect(await repo.update(new Types.ObjectId().toHexString(), { name: 'x' }, 0)).toBeNull();
  });

  it('lets exactly one of several writes at the same version through', async () => {
    const b = await repo.create(newBusiness({ name: 'v0' }));
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => repo.update(b._id, { name: `w${i}` }, 0)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof StaleWriteError)).toBe(true);
    expect((await repo.findById(b._id))?.version).toBe(1);
  });

  it('finds upper-case ids as their lower-case selves', async () => {
    const b = await repo.create(newBusiness({ name: 'Mayúsculas' }));
    expect((await repo.findById(b._id.toUpperCase()))?._id).toBe(b._id);
    expect((await repo.update(b._id.toUpperCase(), { name: 'M' }))?._id).toBe(b._id);
    expect((await repo.findByIds([b._id.toUpperCase()])).map((x) => x._id)).toEqual([b._id]);
  });

  it('tells which files other businesses show', async () => {
    const a = await repo.create(newBusiness({ photos: ['/uploads/a.jpg'], thumbnails: ['/uploads/a.thumb.webp'], icon: '/uploads/i.png' }));
    const b = await repo.create(newBusiness({ photos: ['/uploads/b.jpg'], thumbnails: ['/uploads/b.thumb.webp'] }));
    const urls = ['/uploads/a.jpg', '/uploads/a.thumb.webp', '/uploads/i.png', '/uploads/b.jpg', '/uploads/z.jpg'];
    expect((await repo.filesInUse(urls)).sort()).toEqual(['/uploads/a.jpg', '/uploads/a.thumb.webp', '/uploads/b.jpg', '/uploads/i.png']);
    expect((await repo.filesInUse(urls, a._id)).sort()).toEqual(['/uploads/b.jpg']);
    expect(await repo.filesInUse(urls, b._id.toUpperCase())).not.toContain('/uploads/b.jpg');
    expect(await repo.filesInUse([])).toEqual([]);
  });

  it('increments visits and reservations atomically and answers the new count', async () => {
    const b = await repo.create(newBusiness());
    const counts = await Promise.all(Array.from({ length: 20 }, () => repo.incrementVisits(b._id)));
    expect([...counts].sort((x, y) => x! - y!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await repo.incrementReservations(b._id)).toBe(1);
    expect(await repo.findById(b._id)).toMatchObject({ visits_count: 20, reservations_count: 1 });
  });

  it('deletes a business and answers what it deleted, once', async () => {
    const b = await repo.create(newBusiness({ name: 'Borrar', photos: ['/uploads/a.jpg'] }));
    expect((await repo.delete(b._id))?.photos).toEqual(['/uploads/a.jpg']);
    expect(await repo.delete(b._id)).toBeNull();
    expect(await repo.findById(b._id)).toBeNull();
    expect(await repo.nearby({ ...CENTRE, radiusM: 1000 })).toEqual([]);
  });

  it('returns copies: changing an answer does not change the store', async () => {
    const b = await repo.create(newBusiness({ categories: ['a'] }));
    b.categories.push('mutated');
    (await repo.findById(b._id))!.categories.push('mutated');
    expect((await repo.findById(b._id))?.categories).toEqual(['a']);
  });

  it('nearby answers can never change the store (read-only where they are shared)', async () => {
    await repo.create(newBusiness({ name: 'Fijo', categories: ['a'], opening_hours: { weekday_text: ['lunes: 9:00–17:00'] } }));
    const [near] = await repo.nearby({ ...CENTRE, radiusM: 1000 });
    for (const change of [
      () => near!.categories.push('mutated'),
      () => near!.opening_hours!.weekday_text!.push('mutated'),
      () => (near!.location.coordinates[0] = 0),
      () => (near!.name = 'mutated'),
    ]) {
      try {
        change();
      } catch {
        // frozen (the memory store shares them between answers): refused, which is the point
      }
    }
    const [again] = await repo.nearby({ ...CENTRE, radiusM: 1000 });
    expect(again).toMatchObject({ name: 'Fijo', categories: ['a'], opening_hours: { weekday_text: ['lunes: 9:00–17:00'] } });
    expect(again!.location.coordinates[0]).toBeCloseTo(CENTRE.lng, 9);
  });

  it("a nearby record's snapshot, when the store gives one, stays while the business is unchanged and is new after every write", async () => {
    const b = await repo.create(newBusiness({ name: 'Foto' }));
    const snap = async () => (await repo.nearby({ ...CENTRE, radiusM: 1000 }))[0]!.snapshot;
    const first = await snap();
    if (first === undefined) {
      // a store that cannot tell (MongoDB) gives none: every answer is made afresh
      expect(await snap()).toBeUndefined();
      return;
    }
    expect(await snap()).toBe(first);
    await repo.update(b._id, { name: 'Foto 2' });
    const afterUpdate = await snap();
    expect(afterUpdate).not.toBe(first);
    await repo.setReviewSummary(b._id, { reviews_rating: 4, reviews_count: 1, comments: [{ content: 'Bien', username: 'ana', rating: 4, date: new Date() }] });
    const afterReview = await snap();
    expect(afterReview).not.toBe(afterUpdate);
    expect((await repo.nearby({ ...CENTRE, radiusM: 1000 }))[0]).toMatchObject({ name: 'Foto 2', rating: 4, user_ratings_total: 1 });
    await repo.incrementVisits(b._id);
    expect(await snap()).not.toBe(afterReview);
  });

  it('seeds at least 30 real Havana places over the six home categories and three plans, idempotently', async () => {
    await seedBusinesses(repo);
    const first = await repo.list();
    await seedBusinesses(repo);
    const second = await repo.list();
    expect(first.length).toBeGreaterThanOrEqual(30);
    expect(second.length).toBe(first.length);
    expect(new Set(first.map((b) => b.place_id)).size).toBe(first.length);
    for (const c of HOME_CATEGORIES) {
      expect(first.filter((b) => b.categories.includes(c.nombre) && b.categories.includes(c.name)).length).toBeGreaterThanOrEqual(3);
    }
    for (const plan of PLANS) expect(first.some((b) => b.paid_plan === plan)).toBe(true);
    expect(first.filter((b) => b.paid_promo).length).toBeGreaterThanOrEqual(5);
    for (const b of first) {
      const [lng, lat] = b.location.coordinates;
      // Greater Havana
      expect(lat).toBeGreaterThan(23.0);
      expect(lat).toBeLessThan(23.2);
      expect(lng).toBeGreaterThan(-82.5);
      expect(lng).toBeLessThan(-82.3);
      expect(b.phone).toMatch(/^\+53 \d /);
      // structured hours, every line of the seed read (issue 16 §2)
      expect(Object.keys(b.hours?.week ?? {})).toHaveLength(7);
      expect(b.hours?.unparsed).toBeUndefined();
      expect(b.description?.length).toBeGreaterThan(40);
    }
    expect(first.map((b) => b.name)).toEqual(expect.arrayContaining(['La Guarida', 'El Floridita', 'La Bodeguita del Medio', 'Hotel Nacional de Cuba']));
    expect(SEED_PLACES.length).toBe(first.length);
  });

  describe('structured hours (issue 16 §2)', () => {
    const GUARIDA = { week: { mon: [{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }], tue: [] }, exceptions: [{ date: '2026-12-31', closed: true, note: 'cerrado por fin de año' }] };

    it('stores, answers (copies), replaces and clears hours; nearby carries them read-only', async () => {
      const b = await repo.create(newBusiness({ name: 'Horas', hours: structuredClone(GUARIDA) }));
      expect(b.hours).toEqual(GUARIDA);
      const found = await repo.findById(b._id);
      expect(found?.hours).toEqual(GUARIDA);
      found!.hours!.week.mon!.push({ open: '01:00', close: '02:00' });
      found!.hours!.exceptions.pop();
      expect((await repo.findById(b._id))?.hours).toEqual(GUARIDA);
      const [near] = await repo.nearby({ ...CENTRE, radiusM: 1000 });
      expect(near?.hours).toEqual(GUARIDA);
      try {
        near!.hours!.week.mon!.push({ open: '01:00', close: '02:00' });
      } catch {
        // frozen where shared
      }
      expect((await repo.nearby({ ...CENTRE, radiusM: 1000 }))[0]?.hours).toEqual(GUARIDA);
      const withUnparsed = { week: { wed: [{ open: '09:00', close: '17:00' }] }, exceptions: [], unparsed: ['sábado: según el día'] };
      expect((await repo.update(b._id, { hours: withUnparsed }))?.hours).toEqual(withUnparsed);
      expect((await repo.findById(b._id))?.hours).toEqual(withUnparsed);
      expect((await repo.list())[0]?.hours).toEqual(withUnparsed);
      expect((await repo.update(b._id, { hours: undefined }))?.hours).toBeUndefined();
      expect((await repo.findById(b._id))?.hours).toBeUndefined();
    });

    it('migrateLegacyHours reads free-text hours into structured ones, keeps unread lines, leaves the rest alone, and runs once', async () => {
      const legacy = await repo.create(
        newBusiness({ name: 'Antiguo', opening_hours: { weekday_text: ['lunes: 12:00–16:00, 19:00–0:00', 'martes: Cerrado', 'domingo: cuando hay corriente'] } }),
      );
      const structured = await repo.create(newBusiness({ name: 'Nuevo', hours: structuredClone(GUARIDA), opening_hours: { weekday_text: ['lunes: 8:00–9:00'] } }));
      const none = await repo.create(newBusiness({ name: 'Sin horario' }));
      expect(await repo.migrateLegacyHours()).toBe(1);
      const migrated = await repo.findById(legacy._id);
      expect(migrated?.hours).toEqual({
        week: { mon: [{ open: '12:00', close: '16:00' }, { open: '19:00', close: '00:00' }], tue: [] },
        exceptions: [],
        unparsed: ['domingo: cuando hay corriente'],
      });
      // the free text stays, the version does not move
      expect(migrated?.opening_hours?.weekday_text).toHaveLength(3);
      expect(migrated?.version).toBe(legacy.version);
      expect((await repo.findById(structured._id))?.hours).toEqual(GUARIDA);
      expect((await repo.findById(none._id))?.hours).toBeUndefined();
      // nearby sees the migrated hours
      expect((await repo.nearby({ ...CENTRE, radiusM: 1000 })).find((n) => n._id === legacy._id)?.hours).toEqual(migrated?.hours);
      expect(await repo.migrateLegacyHours()).toBe(0);
      expect((await repo.findById(legacy._id))?.hours).toEqual(migrated?.hours);
    });
  });

  describe('WhatsApp reservations (issue 20 §6)', () => {
    it('a new business takes none unless told; told so, it keeps it; an update changes it', async () => {
      const plain = await repo.create(newBusiness({ name: 'Capitolio', phone: '+53 7 861 5519' }));
      expect(plain.reservations).toBe(false);
      expect((await repo.findById(plain._id))?.reservations).toBe(false);
      const guarida = await repo.create(newBusiness({ name: 'La Guarida', phone: '+53 7 866 9047', reservations: true }));
      expect((await repo.findById(guarida._id))?.reservations).toBe(true);
      expect((await repo.findByIds([guarida._id]))[0]?.reservations).toBe(true);
      await repo.update(guarida._id, { reservations: false });
      expect((await repo.findById(guarida._id))?.reservations).toBe(false);
    });

    it('migrateReservations: a record from before the field takes them only as a restaurant, bar or club with its own number; runs once, never overrides', async () => {
      const make = async (fields: Parameters<typeof newBusiness>[0]) => {
        const b = await repo.create(newBusiness(fields));
        // a record stored before the field: no `reservations` at all
        return (await repo.update(b._id, { reservations: undefined }))!;
      };
      const paladar = await make({ name: 'Paladar viejo', categories: ['Comer y beber', 'Paladar'], types: ['restaurant'], phone: '+53 7 866 9047' });
      const club = await make({ name: 'Club viejo', categories: ['Vida Nocturna'], types: [], phone: '78382260' });
      const noPhone = await make({ name: 'Bar sin teléfono', categories: ['Bar'], phone: '' });
      const plaza = await make({ name: 'Plaza de Armas', categories: ['Qué Hacer', 'Plaza'], types: ['point_of_interest'], phone: '+53 7 869 7358' });
      const museum = await make({ name: 'Museo', categories: ['Museo'], phone: '+53 7 862 4091' });
      const chosen = await repo.create(newBusiness({ name: 'Elegido por el admin', categories: ['Qué Hacer'], phone: '+53 7 836 3564', reservations: true }));
      expect((await repo.findById(paladar._id))?.reservations).toBeUndefined();

      expect(await repo.migrateReservations()).toBe(5);
      const read = async (id: string) => (await repo.findById(id))!;
      expect((await read(paladar._id)).reservations).toBe(true);
      expect((await read(club._id)).reservations).toBe(true);
      expect((await read(noPhone._id)).reservations).toBe(false);
      expect((await read(plaza._id)).reservations).toBe(false);
      expect((await read(museum._id)).reservations).toBe(false);
      expect((await read(chosen._id)).reservations).toBe(true);
      // the version does not move
      expect((await read(paladar._id)).version).toBe(paladar.version);
      expect(await repo.migrateReservations()).toBe(0);
    });
  });
});
