import { Types } from 'mongoose';
import { DuplicateKeyError } from '../../shared/errors';
import type { NewUser, UserPatch, UserRecord, UsersRepository } from './users.repository';

const lc = (s: string) => s.toLowerCase();
/** ids are 24-hex strings; MongoDB reads them in any case, so the memory store does too */
const key = (id: string) => id.toLowerCase();
const copy = (u: UserRecord): UserRecord => ({ ...u, favorite_businesses: [...u.favorite_businesses], created_at: new Date(u.created_at) });

/** The users port in process memory; email and username unique case-insensitively, as on MongoDB. */
export function createMemoryUsersRepository(): UsersRepository {
  const users = new Map<string, UserRecord>();

  /** throws DuplicateKeyError when another user (not `exceptId`) already has the e-mail or username */
  function assertUnique(fields: { email?: string; username?: string }, exceptId?: string) {
    for (const u of users.values()) {
      if (u._id === exceptId) continue;
      if (fields.email !== undefined && lc(u.email) === lc(fields.email)) throw new DuplicateKeyError('email');
    }
    for (const u of users.values()) {
      if (u._id === exceptId) continue;
      if (fields.username !== undefined && lc(u.username) === lc(fields.username)) throw new DuplicateKeyError('username');
    }
  }

  return {
    async create(input: NewUser) {
      assertUnique(input);
      const user: UserRecord = {
        _id: new Types.ObjectId().toHexString(),
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

    async update(id, patch: UserPatch) {
      const u = users.get(key(id));
      if (!u) return null;
      assertUnique({ email: patch.email, username: patch.username }, u._id);
      for (const field of ['name', 'email', 'username', 'password_hash', 'role_id'] as const) {
        if (patch[field] !== undefined) (u as Record<typeof field, unknown>)[field] = patch[field];
      }
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

    async count() {
      return users.size;
    },
  };
}
