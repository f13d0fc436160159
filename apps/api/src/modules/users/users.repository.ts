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

export type NewUser = Omit<UserRecord, '_id' | 'favorite_businesses' | 'token_version' | 'created_at'>;
export type UserPatch = Partial<Pick<UserRecord, 'name' | 'email' | 'username' | 'password_hash' | 'role_id'>>;

/**
 * The users port. Email and username are unique case-insensitively: create and update throw
 * DuplicateKeyError('email' | 'username') when taken.
 */
export interface UsersRepository {
  create(input: NewUser): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | null>;
  /** by username or e-mail, case-insensitive */
  findByIdentifier(identifier: string): Promise<UserRecord | null>;
  list(): Promise<UserRecord[]>;
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
}
