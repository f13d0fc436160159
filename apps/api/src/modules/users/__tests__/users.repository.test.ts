import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { ROLES } from '@guia/contracts';
import { availableStores } from '../../../store/test-stores';
import { DuplicateKeyError } from '../../../shared/errors';
import type { NewUser, UsersRepository } from '../users.repository';
import { seedAdmin } from '../users.seed';

const factories = await availableStores();

const newId = () => new Types.ObjectId().toHexString();
const input = (over: Partial<NewUser> = {}): NewUser => ({
  name: 'Ana Pérez',
  email: 'ana@example.com',
  username: 'AnaP',
  password_hash: '$2b$04$notarealhashbutlongenoughforthetestxxxxxxxxxxxxxxxxxxxx',
  role_id: ROLES.USER,
  ...over,
});

describe.each(factories)('users repository on the $name store', (factory) => {
  let repo: UsersRepository;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    const made = await factory.make();
    repo = made.store.users;
    cleanup = made.cleanup;
  });
  afterEach(async () => cleanup());

  it('pages the users oldest first with the total, never carrying a password hash or token version (issue 17 §11)', async () => {
    for (let i = 0; i < 5; i++) await repo.create(input({ name: `U${i}`, email: `u${i}@example.com`, username: `u${i}` }));
    const page = await repo.listPage({ offset: 1, limit: 2 });
    expect(page.total).toBe(5);
    expect(page.items.map((u) => u.name)).toEqual(['U1', 'U2']);
    for (const u of page.items) {
      expect(u).not.toHaveProperty('password_hash');
      expect(u).not.toHaveProperty('token_version');
      expect(u._id).toMatch(/^[a-f\d]{24}$/);
    }
    expect((await repo.listPage({ offset: 5, limit: 2 })).items).toEqual([]);
  });

  it('creates a user with a 24-hex id, no favourites and token version 0, and finds it by id', async () => {
    const created = await repo.create(input());
    expect(created._id).toMatch(/^[a-f\d]{24}$/);
    expect(created).toMatchObject({ name: 'Ana Pérez', email: 'ana@example.com', username: 'AnaP', role_id: ROLES.USER });
    expect(created.favorite_businesses).toEqual([]);
    expect(created.token_version).toBe(0);
    expect(created.created_at).toBeInstanceOf(Date);
    expect(await repo.findById(created._id)).toMatchObject({ _id: created._id, email: 'ana@example.com' });
    expect(await repo.count()).toBe(1);
  });

  it('answers null for an unknown or malformed id instead of throwing', async () => {
    expect(await repo.findById(newId())).toBeNull();
    expect(await repo.findById('not-an-id')).toBeNull();
    expect(await repo.update('not-an-id', { name: 'x' })).toBeNull();
    expect(await repo.delete('not-an-id')).toBe(false);
    expect(await repo.addFavorite('not-an-id', newId())).toBeNull();
  });

  it('refuses a second user with the same e-mail in another letter case (DuplicateKeyError email)', async () => {
    await repo.create(input());
    const err = await repo.create(input({ email: 'ANA@Example.COM', username: 'other' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DuplicateKeyError);
    expect((err as DuplicateKeyError).field).toBe('email');
    expect(await repo.count()).toBe(1);
  });

  it('refuses a second user with the same username in another letter case (DuplicateKeyError username)', async () => {
    await repo.create(input());
    const err = await repo.create(input({ email: 'other@example.com', username: 'anap' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DuplicateKeyError);
    expect((err as DuplicateKeyError).field).toBe('username');
  });

  it('finds a user by e-mail or by username in any letter case, and nothing for a stranger', async () => {
    const created = await repo.create(input());
    expect((await repo.findByIdentifier('ana@example.com'))?._id).toBe(created._id);
    expect((await repo.findByIdentifier('ANA@EXAMPLE.com'))?._id).toBe(created._id);
    expect((await repo.findByIdentifier('anap'))?._id).toBe(created._id);
    expect((await repo.findByIdentifier('  ANAP '))?._id).toBe(created._id);
    expect(await repo.findByIdentifier('nobody')).toBeNull();
    expect(await repo.findByIdentifier('')).toBeNull();
  });

  it('lists every user, oldest first', async () => {
    const a = await repo.create(input());
    const b = await repo.create(input({ email: 'b@example.com', username: 'b' }));
    expect((await repo.list()).map((u) => u._id)).toEqual([a._id, b._id]);
  });

  it('updates fields, keeps the rest, and refuses an e-mail or username another user has', async () => {
    const a = await repo.create(input());
    const b = await repo.create(input({ email: 'b@example.com', username: 'bea' }));
    const updated = await repo.update(a._id, { name: 'Ana María', role_id: ROLES.ADMIN });
    expect(updated).toMatchObject({ name: 'Ana María', email: 'ana@example.com', username: 'AnaP', role_id: ROLES.ADMIN });

    const dupEmail = await repo.update(b._id, { email: 'Ana@example.com' }).catch((e: unknown) => e);
    expect((dupEmail as DuplicateKeyError).field).toBe('email');
    const dupName = await repo.update(b._id, { username: 'ANAP' }).catch((e: unknown) => e);
    expect((dupName as DuplicateKeyError).field).toBe('username');
    expect(await repo.findById(b._id)).toMatchObject({ email: 'b@example.com', username: 'bea' });

    // a user may change the letter case of their own e-mail and username
    expect(await repo.update(a._id, { email: 'ANA@example.com', username: 'anap' })).toMatchObject({ email: 'ANA@example.com', username: 'anap' });
    expect(await repo.update(newId(), { name: 'x' })).toBeNull();
  });

  it('adds a favourite once however often it is added, removes it, and tolerates removing a missing one', async () => {
    const u = await repo.create(input());
    const b1 = newId();
    const b2 = newId();
    await repo.addFavorite(u._id, b1);
    await repo.addFavorite(u._id, b1);
    const after = await repo.addFavorite(u._id, b2);
    expect(after?.favorite_businesses).toEqual([b1, b2]);
    expect((await repo.removeFavorite(u._id, b1))?.favorite_businesses).toEqual([b2]);
    expect((await repo.removeFavorite(u._id, b1))?.favorite_businesses).toEqual([b2]);
    expect(await repo.addFavorite(newId(), b1)).toBeNull();
    expect(await repo.removeFavorite(newId(), b1)).toBeNull();
  });

  it('removes a deleted business from every user’s favourites', async () => {
    const a = await repo.create(input());
    const b = await repo.create(input({ email: 'b@example.com', username: 'b' }));
    const gone = newId();
    const kept = newId();
    await repo.addFavorite(a._id, gone);
    await repo.addFavorite(a._id, kept);
    await repo.addFavorite(b._id, gone);
    await repo.removeFavoriteEverywhere(gone);
    expect((await repo.findById(a._id))?.favorite_businesses).toEqual([kept]);
    expect((await repo.findById(b._id))?.favorite_businesses).toEqual([]);
  });

  it('bumps the token version by one each time', async () => {
    const u = await repo.create(input());
    await repo.bumpTokenVersion(u._id);
    await repo.bumpTokenVersion(u._id);
    expect((await repo.findById(u._id))?.token_version).toBe(2);
  });

  it('deletes a user once: true, then false', async () => {
    const u = await repo.create(input());
    expect(await repo.delete(u._id)).toBe(true);
    expect(await repo.delete(u._id)).toBe(false);
    expect(await repo.findById(u._id)).toBeNull();
    expect(await repo.count()).toBe(0);
  });

  it('refuses a username that looks like a taken one (case, full-width, Cyrillic or Greek letters)', async () => {
    await repo.create(input({ username: 'admin', email: 'admin@example.com' }));
    for (const [i, username] of ['ADMIN', 'ａｄｍｉｎ', 'аdmin', 'ΑDMIN'].entries()) {
      await expect(repo.create(input({ username, email: `x${i}@example.com` }))).rejects.toMatchObject({ field: 'username' });
    }
    const other = await repo.create(input({ username: 'pepe', email: 'pepe@example.com' }));
    await expect(repo.update(other._id, { username: 'аdmin' })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect((await repo.findById(other._id))?.username).toBe('pepe');
    expect(await repo.count()).toBe(2);
  });

  it('counts admins, and restores a deleted user exactly', async () => {
    const admin = await repo.create(input({ username: 'jefa', email: 'jefa@example.com', role_id: ROLES.ADMIN }));
    await repo.create(input());
    expect(await repo.countAdmins()).toBe(1);
    await repo.addFavorite(admin._id, newId());
    const before = await repo.findById(admin._id);
    expect(await repo.delete(admin._id)).toBe(true);
    expect(await repo.countAdmins()).toBe(0);
    await repo.restore(before!);
    expect(await repo.findById(admin._id)).toEqual(before);
    expect(await repo.countAdmins()).toBe(1);
    expect(await repo.findByIdentifier('JEFA')).toMatchObject({ _id: admin._id });
  });

  it('does not let a caller change a stored user by mutating a returned record', async () => {
    const u = await repo.create(input());
    u.favorite_businesses.push(newId());
    u.name = 'cambiado';
    expect(await repo.findById(u._id)).toMatchObject({ name: 'Ana Pérez', favorite_businesses: [] });
  });

  it('seeds the admin once: a second run, or a user already holding the username, creates nothing', async () => {
    const admin = { email: 'admin@guia.test', username: 'admin', password: 'admin12345', name: 'Administrador' };
    const created = await seedAdmin(repo, admin, 4);
    expect(created?.role_id).toBe(ROLES.ADMIN);
    expect(await seedAdmin(repo, admin, 4)).toBeNull();
    expect(await seedAdmin(repo, { ...admin, email: 'other@guia.test', username: 'ADMIN' }, 4)).toBeNull();
    expect(await repo.count()).toBe(1);
  });

  describe('password-reset links (issue 20 §7)', () => {
    const hash = (c: string) => c.repeat(64);
    const later = () => new Date(Date.now() + 3600_000);

    it('finds a saved link by its hash, with its user and expiry', async () => {
      const u = await repo.create(input());
      const expires = later();
      await repo.savePasswordReset({ token_hash: hash('a'), user_id: u._id, expires_at: expires });
      expect(await repo.findPasswordReset(hash('a'))).toEqual({ token_hash: hash('a'), user_id: u._id, expires_at: expires });
      expect(await repo.findPasswordReset(hash('b'))).toBeNull();
    });

    it('keeps one link per user: a newer one replaces the older', async () => {
      const u = await repo.create(input());
      await repo.savePasswordReset({ token_hash: hash('a'), user_id: u._id, expires_at: later() });
      await repo.savePasswordReset({ token_hash: hash('b'), user_id: u._id, expires_at: later() });
      expect(await repo.findPasswordReset(hash('a'))).toBeNull();
      expect(await repo.findPasswordReset(hash('b'))).not.toBeNull();
    });

    it('is used once: sets the password hash, bumps the token version and removes the link', async () => {
      const u = await repo.create(input());
      await repo.savePasswordReset({ token_hash: hash('a'), user_id: u._id, expires_at: later() });
      const updated = await repo.usePasswordReset(hash('a'), '$2b$04$new', new Date());
      expect(updated?.password_hash).toBe('$2b$04$new');
      expect(updated?.token_version).toBe(u.token_version + 1);
      expect(await repo.findPasswordReset(hash('a'))).toBeNull();
      expect(await repo.usePasswordReset(hash('a'), '$2b$04$other', new Date())).toBeNull();
      expect((await repo.findById(u._id))?.password_hash).toBe('$2b$04$new');
    });

    it('refuses an expired link and leaves the password as it was', async () => {
      const u = await repo.create(input());
      await repo.savePasswordReset({ token_hash: hash('a'), user_id: u._id, expires_at: new Date(Date.now() - 1000) });
      expect(await repo.usePasswordReset(hash('a'), '$2b$04$new', new Date())).toBeNull();
      expect((await repo.findById(u._id))?.password_hash).toBe(u.password_hash);
    });
  });
});

describe('the memory users store, exported and imported (issue 20 §7)', () => {
  it('keeps password-reset links across a restart', async () => {
    const { createMemoryUsersRepository } = await import('../users.memory');
    const before = createMemoryUsersRepository();
    const u = await before.create(input());
    const expires = new Date(Date.now() + 3600_000);
    await before.savePasswordReset({ token_hash: 'f'.repeat(64), user_id: u._id, expires_at: expires });
    const after = createMemoryUsersRepository();
    after.importState(JSON.parse(JSON.stringify(before.exportState())));
    const found = await after.findPasswordReset('f'.repeat(64));
    expect(found?.user_id).toBe(u._id);
    expect(new Date(found!.expires_at).getTime()).toBe(expires.getTime());
    expect(await after.usePasswordReset('f'.repeat(64), '$2b$04$new', new Date())).not.toBeNull();
  });
});
