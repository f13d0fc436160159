import mongoose, { Schema, Types, type Connection } from 'mongoose';
import { ROLES, type RoleId } from '@guia/contracts';
import { DuplicateKeyError } from '../../shared/errors';
import type { NewUser, PasswordReset, UserPatch, UserRecord, UsersRepository } from './users.repository';
import { USERNAME_KEY_VERSION, usernameKey } from './username-key';

/**
 * Stored shape. `email_lc` and `username_lc` are lower-cased copies carrying the unique indexes,
 * so uniqueness and look-ups are case-insensitive with exactly the memory store's rule
 * (String.prototype.toLowerCase), and `findByIdentifier` is an index equality match.
 */
interface UserDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  email_lc: string;
  username: string;
  username_lc: string;
  /** usernameKey(username): the look-alike key carrying the unique index (absent on users from before it, until filled in) */
  username_key?: string;
  /** the usernameKey version username_key was computed with (absent: version 1) */
  username_key_v?: number;
  password_hash: string;
  role_id: number;
  favorite_businesses: Types.ObjectId[];
  token_version: number;
  created_at: Date;
}

const userSchema = new Schema<UserDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    email_lc: { type: String, required: true, unique: true },
    username: { type: String, required: true },
    username_lc: { type: String, required: true, unique: true },
    // sparse: documents from before it have none until backfillKeys fills them in
    username_key: { type: String, unique: true, sparse: true },
    username_key_v: { type: Number },
    password_hash: { type: String, required: true },
    role_id: { type: Number, required: true },
    favorite_businesses: { type: [Schema.Types.ObjectId], default: [] },
    token_version: { type: Number, default: 0 },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'users', versionKey: false },
);

// issue 17 §11: the list's order, removeFavoriteEverywhere, countAdmins
userSchema.index({ created_at: 1, _id: 1 });
userSchema.index({ favorite_businesses: 1 });
userSchema.index({ role_id: 1 });

/** A password-reset link (issue 20 §7): the sha256 of its token, never the token; expired ones leave by the TTL index. */
interface PasswordResetDoc {
  _id: string;
  user_id: Types.ObjectId;
  expires_at: Date;
}

const passwordResetSchema = new Schema<PasswordResetDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, required: true, index: true },
    expires_at: { type: Date, required: true, expires: 0 },
  },
  { collection: 'password_resets', versionKey: false },
);

const OBJECT_ID = /^[a-f\d]{24}$/i;
const oid = (id: string) => new Types.ObjectId(id.toLowerCase());

function toRecord(d: UserDoc): UserRecord {
  return {
    _id: d._id.toHexString(),
    name: d.name,
    email: d.email,
    username: d.username,
    password_hash: d.password_hash,
    role_id: d.role_id as RoleId,
    favorite_businesses: (d.favorite_businesses ?? []).map((b) => b.toHexString()),
    token_version: d.token_version ?? 0,
    created_at: d.created_at,
  };
}

/**
 * E11000 on email_lc / username_lc → DuplicateKeyError('email' | 'username'), from keyPattern or the
 * index name; never the whole message, whose dup value ("myemail") would read as an e-mail clash.
 */
function mapDuplicate(err: unknown): never {
  const e = err as { code?: number; keyPattern?: object; keyValue?: object; message?: string } | null;
  if (e?.code === 11000) {
    const key = Object.keys(e.keyPattern ?? e.keyValue ?? {})[0] ?? /index: (\S+)/.exec(e.message ?? '')?.[1] ?? '';
    throw new DuplicateKeyError(key === '_id' ? '_id' : key.startsWith('email') ? 'email' : 'username');
  }
  throw err;
}

export function createMongoUsersRepository(conn: Connection): UsersRepository {
  const Users = conn.model<UserDoc>('User', userSchema);
  const Resets = conn.model<PasswordResetDoc>('PasswordReset', passwordResetSchema);
  const toReset = (d: PasswordResetDoc): PasswordReset => ({ token_hash: d._id, user_id: d.user_id.toHexString(), expires_at: d.expires_at });

  /**
   * Users stored before the look-alike key, or with a key of an older usernameKey version, get
   * theirs once, before the first write that checks uniqueness. A legacy username whose key another one already has keeps none (both accounts
   * stay; a new look-alike of either still meets the key the other one holds).
   */
  let keysReady: Promise<void> | undefined;
  const backfillKeys = () =>
    (keysReady ??= (async () => {
      for await (const d of Users.find({ username_key_v: mongoose.trusted({ $ne: USERNAME_KEY_VERSION }) }, { username: 1 }).lean<Pick<UserDoc, '_id' | 'username'>[]>().cursor()) {
        const key = { username_key: usernameKey(d.username), username_key_v: USERNAME_KEY_VERSION };
        await Users.updateOne({ _id: d._id }, { $set: key }).catch(async (err) => {
          if ((err as { code?: number }).code !== 11000) throw err;
          // another account holds that key already: this one keeps none (see above)
          await Users.updateOne({ _id: d._id }, { $unset: { username_key: 1 }, $set: { username_key_v: USERNAME_KEY_VERSION } });
        });
      }
    })().catch((err) => {
      keysReady = undefined;
      throw err;
    }));

  return {
    async create(input: NewUser, id?: string) {
      await backfillKeys();
      try {
        const doc = await Users.create({
          ...(id !== undefined ? { _id: oid(id) } : {}),
          name: input.name,
          email: input.email,
          email_lc: input.email.toLowerCase(),
          username: input.username,
          username_lc: input.username.toLowerCase(),
          username_key: usernameKey(input.username),
          username_key_v: USERNAME_KEY_VERSION,
          password_hash: input.password_hash,
          role_id: input.role_id,
        });
        return toRecord(doc.toObject());
      } catch (err) {
        mapDuplicate(err);
      }
    },

    async findById(id) {
      if (!OBJECT_ID.test(id)) return null;
      const d = await Users.findById(oid(id)).lean<UserDoc>();
      return d ? toRecord(d) : null;
    },

    async findByIdentifier(identifier) {
      const key = identifier.trim().toLowerCase();
      if (!key) return null;
      // An e-mail match wins over a username match, as in the memory store.
      const byEmail = await Users.findOne({ email_lc: key }).lean<UserDoc>();
      if (byEmail) return toRecord(byEmail);
      const byUsername = await Users.findOne({ username_lc: key }).lean<UserDoc>();
      return byUsername ? toRecord(byUsername) : null;
    },

    async list() {
      const docs = await Users.find().sort({ created_at: 1, _id: 1 }).lean<UserDoc[]>();
      return docs.map(toRecord);
    },

    async listPage({ offset, limit }) {
      // a projection: password hashes and token versions never leave the database for a list
      const projection = { name: 1, email: 1, username: 1, role_id: 1, favorite_businesses: 1, created_at: 1 };
      const [docs, total] = await Promise.all([
        Users.find({}, projection).sort({ created_at: 1, _id: 1 }).skip(offset).limit(limit).lean<Omit<UserDoc, 'password_hash' | 'token_version'>[]>(),
        Users.estimatedDocumentCount(),
      ]);
      return {
        items: docs.map((d) => ({
          _id: d._id.toHexString(),
          name: d.name,
          email: d.email,
          username: d.username,
          role_id: d.role_id as RoleId,
          favorite_businesses: (d.favorite_businesses ?? []).map((b) => b.toHexString()),
          created_at: d.created_at,
        })),
        total,
      };
    },

    async update(id, patch: UserPatch) {
      if (!OBJECT_ID.test(id)) return null;
      const set: Partial<UserDoc> = {};
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.email !== undefined) Object.assign(set, { email: patch.email, email_lc: patch.email.toLowerCase() });
      if (patch.username !== undefined) {
        await backfillKeys();
        Object.assign(set, { username: patch.username, username_lc: patch.username.toLowerCase(), username_key: usernameKey(patch.username), username_key_v: USERNAME_KEY_VERSION });
      }
      if (patch.password_hash !== undefined) set.password_hash = patch.password_hash;
      if (patch.role_id !== undefined) set.role_id = patch.role_id;
      try {
        // a new password and the token-version bump are one atomic update (issue 10 §6)
        const update = patch.password_hash !== undefined ? { $set: set, $inc: { token_version: 1 } } : { $set: set };
        const d = await Users.findByIdAndUpdate(oid(id), update, { new: true }).lean<UserDoc>();
        return d ? toRecord(d) : null;
      } catch (err) {
        mapDuplicate(err);
      }
    },

    async delete(id) {
      if (!OBJECT_ID.test(id)) return false;
      const r = await Users.deleteOne({ _id: oid(id) });
      return r.deletedCount === 1;
    },

    async addFavorite(userId, businessId) {
      if (!OBJECT_ID.test(userId) || !OBJECT_ID.test(businessId)) return null;
      const d = await Users.findByIdAndUpdate(oid(userId), { $addToSet: { favorite_businesses: oid(businessId) } }, { new: true }).lean<UserDoc>();
      return d ? toRecord(d) : null;
    },

    async removeFavorite(userId, businessId) {
      if (!OBJECT_ID.test(userId)) return null;
      if (!OBJECT_ID.test(businessId)) return this.findById(userId);
      const d = await Users.findByIdAndUpdate(oid(userId), { $pull: { favorite_businesses: oid(businessId) } }, { new: true }).lean<UserDoc>();
      return d ? toRecord(d) : null;
    },

    async removeFavoriteEverywhere(businessId) {
      if (!OBJECT_ID.test(businessId)) return;
      await Users.updateMany({ favorite_businesses: oid(businessId) }, { $pull: { favorite_businesses: oid(businessId) } });
    },

    async bumpTokenVersion(userId) {
      if (!OBJECT_ID.test(userId)) return;
      await Users.updateOne({ _id: oid(userId) }, { $inc: { token_version: 1 } });
    },

    async savePasswordReset(reset) {
      if (!OBJECT_ID.test(reset.user_id)) return;
      await Resets.deleteMany({ user_id: oid(reset.user_id) });
      await Resets.create({ _id: reset.token_hash, user_id: oid(reset.user_id), expires_at: reset.expires_at });
    },

    async findPasswordReset(tokenHash) {
      const d = await Resets.findById(String(tokenHash)).lean<PasswordResetDoc>();
      return d ? toReset(d) : null;
    },

    async usePasswordReset(tokenHash, passwordHash, now) {
      // the delete is the single use: of two at once, only one gets the document back
      const d = await Resets.findOneAndDelete({ _id: String(tokenHash), expires_at: mongoose.trusted({ $gt: now }) }).lean<PasswordResetDoc>();
      if (!d) return null;
      await Resets.deleteMany({ user_id: d.user_id });
      const u = await Users.findByIdAndUpdate(d.user_id, { $set: { password_hash: passwordHash }, $inc: { token_version: 1 } }, { new: true }).lean<UserDoc>();
      return u ? toRecord(u) : null;
    },

    async count() {
      return Users.countDocuments();
    },

    async countAdmins() {
      return Users.countDocuments({ role_id: ROLES.ADMIN });
    },

    async restore(user) {
      const doc: UserDoc = {
        _id: oid(user._id),
        name: user.name,
        email: user.email,
        email_lc: user.email.toLowerCase(),
        username: user.username,
        username_lc: user.username.toLowerCase(),
        username_key: usernameKey(user.username),
        username_key_v: USERNAME_KEY_VERSION,
        password_hash: user.password_hash,
        role_id: user.role_id,
        favorite_businesses: user.favorite_businesses.filter((b) => OBJECT_ID.test(b)).map(oid),
        token_version: user.token_version,
        created_at: user.created_at,
      };
      try {
        await Users.replaceOne({ _id: doc._id }, doc, { upsert: true });
      } catch (err) {
        mapDuplicate(err);
      }
    },
  };
}
