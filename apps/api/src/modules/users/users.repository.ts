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
  count(): Promise<number>;
  /** how many users have the admin role */
  countAdmins(): Promise<number>;
  /** puts a deleted user back exactly as it was (undoing a delete that left no admin) */
  restore(user: UserRecord): Promise<void>;
}
