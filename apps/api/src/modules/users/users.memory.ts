import { Types } from 'mongoose';
import { ROLES } from '@guia/contracts';
import { DuplicateKeyError } from '../../shared/errors';
import type { Persistable } from '../../infra/persistable';
import { recordsOf } from '../../infra/persistable';
import type { NewUser, PasswordReset, UserPatch, UserRecord, UsersRepository } from './users.repository';
import { usernameKey } from './username-key';

const lc = (s: string) => s.toLowerCase();
/** ids are 24-hex strings; MongoDB reads them in any case, so the memory store does too */
const key = (id: string) => id.toLowerCase();
const copy = (u: UserRecord): UserRecord => ({ ...u, favorite_businesses: [...u.favorite_businesses], created_at: new Date(u.created_at) });

/** The users port in process memory; email and username unique case-insensitively, as on MongoDB. */
export function createMemoryUsersRepository(): UsersRepository & Persistable {
  const users = new Map<string, UserRecord>();
  /** password-reset links by token hash */
  const resets = new Map<string, PasswordReset>();
  const copyReset = (r: PasswordReset): PasswordReset => ({ ...r, expires_at: new Date(r.expires_at) });

  /** throws DuplicateKeyError when another user (not `exceptId`) already has the e-mail or username */
  function assertUnique(fields: { email?: string; username?: string }, exceptId?: string) {
    for (const u of users.values()) {
      if (u._id === exceptId) continue;
      if (fields.email !== undefined && lc(u.email) === lc(fields.email)) throw new DuplicateKeyError('email');
    }
    const wanted = fields.username === undefined ? undefined : usernameKey(fields.username);
    for (const u of users.values()) {
      if (u._id === exceptId) continue;
      if (wanted !== undefined && usernameKey(u.username) === wanted) throw new DuplicateKeyError('username');
    }
  }

  return {
    async create(input: NewUser, id?: string) {
      assertUnique(input);
      if (id !== undefined && users.has(key(id))) throw new DuplicateKeyError('_id');
      const user: UserRecord = {
        _id: id !== undefined ? key(id) : new Types.ObjectId().toHexString(),
        name: input.name,
        email: input.email,
        username: input.username,
        password_hash: input.password_hash,
        role_id: input.role_id,
        favorite_businesses: [],
        token_version: 0,
        created_at: new Date(),
      };
      users.set(user._id, user);
      return copy(user);
    },

    async findById(id) {
      const u = users.get(key(id));
      return u ? copy(u) : null;
    },

    async findByIdentifier(identifier) {
      const wanted = lc(identifier.trim());
      if (!wanted) return null;
      // An e-mail match wins over a username match, as on MongoDB.
      for (const u of users.values()) if (lc(u.email) === wanted) return copy(u);
      for (const u of users.values()) if (lc(u.username) === wanted) return copy(u);
      return null;
    },

    async list() {
      return [...users.values()].sort((a, b) => a.created_at.getTime() - b.created_at.getTime()).map(copy);
    },

    async listPage({ offset, limit }) {
      const all = [...users.values()].sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a._id.localeCompare(b._id));
      return {
        items: all.slice(offset, offset + limit).map(({ password_hash: _h, token_version: _v, ...u }) => ({ ...u, favorite_businesses: [...u.favorite_businesses], created_at: new Date(u.created_at) })),
        total: all.length,
      };
    },

    async update(id, patch: UserPatch) {
      const u = users.get(key(id));
      if (!u) return null;
      assertUnique({ email: patch.email, username: patch.username }, u._id);
      for (const field of ['name', 'email', 'username', 'password_hash', 'role_id'] as const) {
        if (patch[field] !== undefined) (u as Record<typeof field, unknown>)[field] = patch[field];
      }
      // a new password kills every older token in the same step (issue 10 §6)
      if (patch.password_hash !== undefined) u.token_version += 1;
      return copy(u);
    },

    async delete(id) {
      return users.delete(key(id));
    },

    async addFavorite(userId, businessId) {
      const u = users.get(key(userId));
      if (!u) return null;
      const b = key(businessId);
      if (!u.favorite_businesses.includes(b)) u.favorite_businesses.push(b);
      return copy(u);
    },

    async removeFavorite(userId, businessId) {
      const u = users.get(key(userId));
      if (!u) return null;
      u.favorite_businesses = u.favorite_businesses.filter((b) => b !== key(businessId));
      return copy(u);
    },

    async removeFavoriteEverywhere(businessId) {
      const b = key(businessId);
      for (const u of users.values()) u.favorite_businesses = u.favorite_businesses.filter((f) => f !== b);
    },

    async bumpTokenVersion(userId) {
      const u = users.get(key(userId));
      if (u) u.token_version += 1;
    },

    async savePasswordReset(reset) {
      const userId = key(reset.user_id);
      for (const [hash, r] of resets) if (r.user_id === userId) resets.delete(hash);
      resets.set(reset.token_hash, copyReset({ ...reset, user_id: userId }));
    },

    async findPasswordReset(tokenHash) {
      const r = resets.get(tokenHash);
      return r ? copyReset(r) : null;
    },

    async usePasswordReset(tokenHash, passwordHash, now) {
      const r = resets.get(tokenHash);
      if (!r || r.expires_at.getTime() <= now.getTime()) return null;
      for (const [hash, other] of resets) if (other.user_id === r.user_id) resets.delete(hash);
      const u = users.get(r.user_id);
      if (!u) return null;
      u.password_hash = passwordHash;
      u.token_version += 1;
      return copy(u);
    },

    async count() {
      return users.size;
    },

    async countAdmins() {
      return [...users.values()].filter((u) => u.role_id === ROLES.ADMIN).length;
    },

    async restore(user) {
      users.set(key(user._id), copy(user));
    },

    exportState() {
      return { records: [...users.values()].map(copy), password_resets: [...resets.values()].map(copyReset) };
    },

    importState(data) {
      const records = recordsOf<UserRecord>(data, 'users');
      users.clear();
      for (const u of records) users.set(key(u._id), copy({ ...u, _id: key(u._id), favorite_businesses: u.favorite_businesses ?? [] }));
      resets.clear();
      const saved = (data as { password_resets?: unknown } | null)?.password_resets;
      if (Array.isArray(saved)) for (const r of saved as PasswordReset[]) resets.set(r.token_hash, copyReset(r));
    },
  };
}
