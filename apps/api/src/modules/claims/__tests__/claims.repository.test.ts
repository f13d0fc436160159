import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableStores } from '../../../store/test-stores';
import { DuplicateKeyError } from '../../../shared/errors';
import type { ClaimsRepository } from '../claims.repository';

const factories = await availableStores();

const ANA = '0123456789abcdef01234567';
const LUIS = '89abcdef0123456789abcdef';
const ADMIN = 'cccccccccccccccccccccccc';
const PALADAR = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const BAR = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const ask = (user_id = ANA, business_id = PALADAR) => ({ user_id, business_id, phone: '+53 5 123 4567', note: 'Soy la dueña' });
const decision = () => ({ decided_by: ADMIN, decided_at: new Date() });

describe.each(factories)('claims repository contract ($name)', (factory) => {
  let repo: ClaimsRepository;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    const made = await factory.make();
    repo = made.store.claims;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('creates a pending claim and finds it by id and as the open claim of that person and business', async () => {
    const c = await repo.create(ask());
    expect(c).toMatchObject({ ...ask(), status: 'pending' });
    expect(await repo.findById(c._id.toUpperCase())).toEqual(c);
    expect(await repo.findOpen(ANA, PALADAR)).toEqual(c);
    expect(await repo.findOpen(LUIS, PALADAR)).toBeNull();
    expect(await repo.isOwner(ANA, PALADAR)).toBe(false);
  });

  it('refuses a second open claim for the same person and business, even two at once; others may ask', async () => {
    await repo.create(ask());
    await expect(repo.create(ask())).rejects.toBeInstanceOf(DuplicateKeyError);
    const raced = await Promise.allSettled([repo.create(ask(LUIS)), repo.create(ask(LUIS))]);
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await repo.create(ask(ANA, BAR));
    expect((await repo.page({ offset: 0, limit: 10 })).total).toBe(3);
  });

  it('approval makes the owner; a refused claim lets the person ask again; a decision only moves from the expected state', async () => {
    const a = await repo.create(ask());
    const approved = await repo.decide(a._id, 'pending', 'approved', decision());
    expect(approved).toMatchObject({ status: 'approved', decided_by: ADMIN });
    expect(approved!.decided_at).toBeInstanceOf(Date);
    expect(await repo.isOwner(ANA, PALADAR)).toBe(true);
    expect(await repo.ownedBy(ANA)).toEqual([PALADAR]);
    // decided already: a second decision from 'pending' changes nothing
    expect(await repo.decide(a._id, 'pending', 'refused', decision())).toBeNull();

    const l = await repo.create(ask(LUIS));
    expect(await repo.decide(l._id, 'pending', 'refused', { ...decision(), reason: 'No pudimos comprobarlo' })).toMatchObject({ status: 'refused', reason: 'No pudimos comprobarlo' });
    expect(await repo.isOwner(LUIS, PALADAR)).toBe(false);
    await expect(repo.create(ask(LUIS))).resolves.toMatchObject({ status: 'pending' });

    expect(await repo.decide(a._id, 'approved', 'revoked', decision())).toMatchObject({ status: 'revoked' });
    expect(await repo.isOwner(ANA, PALADAR)).toBe(false);
    expect(await repo.ownedBy(ANA)).toEqual([]);
  });

  it('pages by status, newest first, and lists one person’s claims', async () => {
    const first = await repo.create(ask(ANA, PALADAR));
    await new Promise((r) => setTimeout(r, 5));
    const second = await repo.create(ask(ANA, BAR));
    await new Promise((r) => setTimeout(r, 5));
    const third = await repo.create(ask(LUIS, BAR));
    await repo.decide(second._id, 'pending', 'refused', decision());
    const pending = await repo.page({ status: 'pending', offset: 0, limit: 10 });
    expect(pending.items.map((c) => c._id)).toEqual([third._id, first._id]);
    expect(pending.total).toBe(2);
    expect((await repo.page({ offset: 1, limit: 1 })).items.map((c) => c._id)).toEqual([second._id]);
    expect((await repo.listByUser(ANA)).map((c) => c._id)).toEqual([second._id, first._id]);
  });

  it('keeps the OpenStreetMap place a claim names; one open claim per person and place; approval can move it to the business made from the place', async () => {
    const PLACE = 'dddddddddddddddddddddddd';
    const MADE = 'eeeeeeeeeeeeeeeeeeeeeeee';
    const osm = { type: 'node' as const, id: 4242 };
    const c = await repo.create({ ...ask(ANA, PLACE), osm });
    expect(c).toMatchObject({ business_id: PLACE, osm, status: 'pending' });
    expect(await repo.findById(c._id)).toEqual(c);
    expect(await repo.findOpen(ANA, PLACE)).toEqual(c);
    await expect(repo.create({ ...ask(ANA, PLACE), osm })).rejects.toBeInstanceOf(DuplicateKeyError);
    const luis = await repo.create({ ...ask(LUIS, PLACE), osm });

    const approved = await repo.decide(c._id, 'pending', 'approved', { ...decision(), business_id: MADE });
    expect(approved).toMatchObject({ status: 'approved', business_id: MADE, osm });
    expect(await repo.findById(c._id)).toEqual(approved);
    expect(await repo.isOwner(ANA, MADE)).toBe(true);
    expect(await repo.ownedBy(ANA)).toEqual([MADE]);
    expect(await repo.findOpen(ANA, PLACE)).toBeNull();
    // the other person's claim of the same place still names it
    expect(await repo.findById(luis._id)).toMatchObject({ business_id: PLACE, status: 'pending' });
    // a claim without a place has none
    expect(await repo.create(ask(LUIS, BAR))).not.toHaveProperty('osm');
  });

  it('an approval that would make a second open claim of the same person and business changes nothing', async () => {
    const PLACE = 'dddddddddddddddddddddddd';
    await repo.create(ask(ANA, PALADAR));
    const c = await repo.create({ ...ask(ANA, PLACE), osm: { type: 'way', id: 9 } });
    expect(await repo.decide(c._id, 'pending', 'approved', { ...decision(), business_id: PALADAR })).toBeNull();
    expect(await repo.findById(c._id)).toMatchObject({ business_id: PLACE, status: 'pending' });
  });

  it('removes every claim of a deleted account', async () => {
    const c = await repo.create(ask());
    await repo.decide(c._id, 'pending', 'approved', decision());
    await repo.create(ask(LUIS));
    await repo.removeByUser(ANA);
    expect(await repo.isOwner(ANA, PALADAR)).toBe(false);
    expect(await repo.listByUser(ANA)).toEqual([]);
    expect(await repo.listByUser(LUIS)).toHaveLength(1);
  });
});
