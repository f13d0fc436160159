import type { RoleId } from '@guia/contracts';

/** A stored user. password_hash never leaves the service layer. */
export interface UserRecord {
  _id: string;
  name: string;
  email: string;
  username: string;
  password_hash: string;
  role_id: RoleId;
  favorite_businesses: string[];
  token_version: number;
  created_at: Date;
}

/** What a list of users carries: never the password hash nor the token version. */
export type UserSummary = Omit<UserRecord, 'password_hash' | 'token_version'>;

export type NewUser = Omit<UserRecord, '_id' | 'favorite_businesses' | 'token_version' | 'created_at'>;
export type UserPatch = Partial<Pick<UserRecord, 'name' | 'email' | 'username' | 'password_hash' | 'role_id'>>;

/** A one-time password-reset link as stored: the token itself is never kept. */
export interface PasswordReset {
  token_hash: string;
  user_id: string;
  expires_at: Date;
}

/**
 * The users port. E-mail is unique case-insensitively, username by its look-alike key
 * (usernameKey: case, full-width and confusable letters folded): create and update throw
 * DuplicateKeyError('email' | 'username') when taken. Ids are case-insensitive.
 */
export interface UsersRepository {
  /** `id`: a chosen id (the seed's stable ones); DuplicateKeyError('_id') when it is taken */
  create(input: NewUser, id?: string): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | null>;
  /** by username or e-mail, case-insensitive */
  findByIdentifier(identifier: string): Promise<UserRecord | null>;
  /** every user (start-up and tests only: no request reads them all) */
  list(): Promise<UserRecord[]>;
  /**
   * A page of users, oldest first, and how many there are (issue 17 §11): the public fields only —
   * password hashes and token versions are never read.
   */
  listPage(opts: { offset: number; limit: number }): Promise<{ items: UserSummary[]; total: number }>;
  /** a patch with password_hash also adds 1 to token_version, in the same atomic write */
  update(id: string, patch: UserPatch): Promise<UserRecord | null>;
  delete(id: string): Promise<boolean>;
  /** idempotent: adding twice keeps one */
  addFavorite(userId: string, businessId: string): Promise<UserRecord | null>;
  removeFavorite(userId: string, businessId: string): Promise<UserRecord | null>;
  /** when a business is deleted */
  removeFavoriteEverywhere(businessId: string): Promise<void>;
  /** invalidates every token issued before */
  bumpTokenVersion(userId: string): Promise<void>;
  /**
   * Saves a one-time password-reset link (issue 20 §7): only the sha256 of its token is kept, with
   * the user and the expiry. A user has one link at a time: saving a new one drops the older ones.
   */
  savePasswordReset(reset: PasswordReset): Promise<void>;
  /** the link with this token hash, expired or not; null when there is none (never was, or used) */
  findPasswordReset(tokenHash: string): Promise<PasswordReset | null>;
  /**
   * Uses the link once: when it exists and expires after `now`, removes every link of its user and
   * sets the new password hash (which bumps token_version, as update does). Null when the link is
   * unknown, used or expired — of two uses at once, one wins.
   */
  usePasswordReset(tokenHash: string, passwordHash: string, now: Date): Promise<UserRecord | null>;
  count(): Promise<number>;
  /** how many users have the admin role */
  countAdmins(): Promise<number>;
  /** puts a deleted user back exactly as it was (undoing a delete that left no admin) */
  restore(user: UserRecord): Promise<void>;
}
