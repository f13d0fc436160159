import bcrypt from 'bcrypt';
import { ROLES } from '@guia/contracts';
import { DuplicateKeyError } from '../../shared/errors';
import { Types } from 'mongoose';
import type { UserRecord, UsersRepository } from './users.repository';

export interface AdminSeed {
  email: string;
  username: string;
  password: string;
  name: string;
}

/**
 * Creates the admin from ADMIN_* when no user already has that username or e-mail (in any letter
 * case). Idempotent: an existing account is left exactly as it is (its password is never reset).
 * Returns the admin created, or null when one was already there.
 */
export async function seedAdmin(repo: UsersRepository, admin: AdminSeed, bcryptCost: number): Promise<UserRecord | null> {
  if ((await repo.findByIdentifier(admin.username)) || (await repo.findByIdentifier(admin.email))) return null;
  try {
    return await repo.create(
      {
        name: admin.name,
        email: admin.email,
        username: admin.username,
        password_hash: await bcrypt.hash(admin.password, bcryptCost),
        role_id: ROLES.ADMIN,
      },
      // a random id (issue 17 §1): a fixed one would let anyone who reads the source name the admin in a forged token
      new Types.ObjectId().toHexString(),
    );
  } catch (err) {
    // another process seeded the same admin in between
    if (err instanceof DuplicateKeyError) return null;
    throw err;
  }
}
