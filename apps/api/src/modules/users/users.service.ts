import bcrypt from 'bcrypt';
import {
  BUSINESS_MESSAGES,
  MSG,
  ROLES,
  toPublicUser,
  type Favorite,
  type FavoritesChangeResponse,
  type PublicUser,
  type UserCreateBody,
  type UserUpdateBody,
  type UserUpdateResponse,
} from '@guia/contracts';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../shared/auth';
import { signToken } from '../../shared/auth';
import { DuplicateKeyError, badRequest, conflict, forbidden, notFound } from '../../shared/errors';
import type { UserPatch, UserRecord } from './users.repository';

/** A duplicate e-mail or username becomes 409 with the message the register screen maps (spec §8). */
async function withConflicts<T>(op: Promise<T>): Promise<T> {
  try {
    return await op;
  } catch (err) {
    if (err instanceof DuplicateKeyError) throw conflict(err.field === 'email' ? MSG.emailTaken : MSG.usernameTaken);
    throw err;
  }
}

async function mustFind(ctx: AppContext, id: string): Promise<UserRecord> {
  const user = await ctx.store.users.findById(id);
  if (!user) throw notFound(MSG.userNotFound);
  return user;
}

export async function listUsers(ctx: AppContext): Promise<PublicUser[]> {
  return (await ctx.store.users.list()).map(toPublicUser);
}

/** POST /users/ (admin only): role_id defaults to a plain user. */
export async function createUser(ctx: AppContext, body: UserCreateBody): Promise<PublicUser> {
  const user = await withConflicts(
    ctx.store.users.create({
      name: body.name,
      email: body.email,
      username: body.username,
      password_hash: await bcrypt.hash(body.password, ctx.config.bcryptCost),
      role_id: body.role_id ?? ROLES.USER,
    }),
  );
  return toPublicUser(user);
}

export async function getUser(ctx: AppContext, id: string): Promise<PublicUser> {
  return toPublicUser(await mustFind(ctx, id));
}

/**
 * PUT /users/{id}. Only an admin sets role_id. Whoever changes their own password must give the
 * current one (DESIGN §9); an admin may set another user's password without it. Any password change
 * kills the target's older tokens; when the caller changed their own, the answer carries a fresh token.
 */
export async function updateUser(ctx: AppContext, caller: AuthUser, id: string, body: UserUpdateBody): Promise<UserUpdateResponse> {
  const callerIsAdmin = caller.roleId === ROLES.ADMIN;
  if (body.role_id !== undefined && !callerIsAdmin) throw forbidden();
  const current = await mustFind(ctx, id);
  const isSelf = caller.userId === current._id;

  const patch: UserPatch = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.email !== undefined) patch.email = body.email;
  if (body.username !== undefined) patch.username = body.username;
  if (body.role_id !== undefined) patch.role_id = body.role_id;
  const changesPassword = body.password !== undefined;
  if (changesPassword) {
    if (isSelf) {
      if (!body.current_password) throw badRequest(MSG.currentPasswordRequired);
      if (!(await bcrypt.compare(body.current_password, current.password_hash))) throw badRequest(MSG.currentPasswordWrong);
    }
    patch.password_hash = await bcrypt.hash(body.password!, ctx.config.bcryptCost);
  }

  let updated = await withConflicts(ctx.store.users.update(current._id, patch));
  if (!updated) throw notFound(MSG.userNotFound);
  if (!changesPassword) return toPublicUser(updated);

  await ctx.store.users.bumpTokenVersion(current._id);
  if (!isSelf) return toPublicUser(updated);
  updated = await mustFind(ctx, current._id);
  return { ...toPublicUser(updated), token: signToken(ctx, updated) };
}

export async function deleteUser(ctx: AppContext, id: string): Promise<void> {
  if (!(await ctx.store.users.delete(id))) throw notFound(MSG.userNotFound);
}

/** GET /users/{id}/favorites: spec §3 Favourite, `_id` repeats the business id. */
export async function listFavorites(ctx: AppContext, id: string): Promise<Favorite[]> {
  const user = await mustFind(ctx, id);
  return user.favorite_businesses.map((businessId) => ({ businessId, _id: businessId }));
}

/** Idempotent: adding twice keeps one. Unknown business → 404. */
export async function addFavorite(ctx: AppContext, id: string, businessId: string): Promise<FavoritesChangeResponse> {
  await mustFind(ctx, id);
  if (!(await ctx.store.businesses.findById(businessId))) throw notFound(BUSINESS_MESSAGES.notFound);
  const user = await ctx.store.users.addFavorite(id, businessId);
  if (!user) throw notFound(MSG.userNotFound);
  return { favorite_businesses: user.favorite_businesses };
}

/** Idempotent: removing a business that is not a favourite leaves the list as it is. */
export async function removeFavorite(ctx: AppContext, id: string, businessId: string): Promise<FavoritesChangeResponse> {
  const user = await ctx.store.users.removeFavorite(id, businessId);
  if (!user) throw notFound(MSG.userNotFound);
  return { favorite_businesses: user.favorite_businesses };
}
