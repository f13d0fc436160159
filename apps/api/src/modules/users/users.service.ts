import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import { BUSINESS_MESSAGES, LATEST_COMMENTS, MSG, ROLES, toPublicUser, type Favorite, type PasswordResetLink, type FavoritesChangeResponse, type PublicUser, type UserCreateBody, type UserUpdateBody, type UserUpdateResponse, type UsersPage, usersQuerySchema, API_MSG } from '@guia/contracts';
import { parse } from '../../shared/validate';
import { passwordProblem } from '../../shared/password-policy';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../shared/auth';
import { signToken } from '../../shared/auth';
import { DuplicateKeyError, badRequest, conflict, forbidden, notFound } from '../../shared/errors';
import type { UserPatch, UserRecord } from './users.repository';
// the businesses module's port: every module that removes reviews recomputes the figures the same way
import { refreshReviewSummary } from '../businesses/reviews.repository';
// the owner's figures per week (issue 21 §6): favourites added and taken back
import { recordFavorite } from '../stats/stats.repository';

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
  if (!user) throw notFound(API_MSG.userNotFound);
  return user;
}

/** GET /users (admin, issue 17 §11): a page of users, oldest first, with the total; never a hash. */
export async function listUsers(ctx: AppContext, query: unknown): Promise<UsersPage> {
  const { page, limit } = parse(usersQuerySchema, query);
  const { items, total } = await ctx.store.users.listPage({ offset: (page - 1) * limit, limit });
  return { items: items.map(toPublicUser), total, page, limit };
}

/** POST /users/ (admin only): role_id defaults to a plain user. */
export async function createUser(ctx: AppContext, body: UserCreateBody): Promise<PublicUser> {
  const weak = passwordProblem(body.password, body);
  if (weak) throw badRequest(weak);
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

/** How long an admin's password-reset link works (issue 20 §7). */
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * POST /users/{id}/password-reset (admin, issue 20 §7): a one-time link for a person who forgot
 * their password, where e-mail may never arrive: the admin sends it over WhatsApp. Only the sha256
 * of the random token is stored; the token is answered this once. A new link replaces older ones.
 */
export async function createPasswordResetLink(ctx: AppContext, id: string): Promise<PasswordResetLink> {
  const user = await mustFind(ctx, id);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_LINK_TTL_MS);
  await ctx.store.users.savePasswordReset({ token_hash: createHash('sha256').update(token).digest('hex'), user_id: user._id, expires_at: expiresAt });
  return { token, path: `/restablecer/${token}`, expires_at: expiresAt.toISOString() };
}

/**
 * The last admin can be neither deleted nor demoted (issue 9 §7): refused up front when it is the
 * only one; and since two admins removing each other at once could both pass that check, the
 * change is undone when it left no admin at all. Either way: 409 API_MSG.lastAdmin.
 */
async function keepingAnAdmin<T>(ctx: AppContext, target: UserRecord, change: () => Promise<T>, undo: () => Promise<unknown>): Promise<T> {
  if (target.role_id !== ROLES.ADMIN) return change();
  if ((await ctx.store.users.countAdmins()) <= 1) throw conflict(API_MSG.lastAdmin);
  const result = await change();
  if ((await ctx.store.users.countAdmins()) === 0) {
    await undo();
    throw conflict(API_MSG.lastAdmin);
  }
  return result;
}

/**
 * PUT /users/{id}. Only an admin sets role_id. Whoever changes their own password, e-mail or
 * username must give the current password (DESIGN §9, issue 9 §7): a stolen session alone can't
 * take the account over. An admin may change another user's without it. Any password change kills
 * the target's older tokens; when the caller changed their own, the answer carries a fresh token.
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
  const changesEmail = body.email !== undefined && body.email.toLowerCase() !== current.email.toLowerCase();
  const changesUsername = body.username !== undefined && body.username !== current.username;
  if (isSelf && (changesPassword || changesEmail || changesUsername)) {
    if (!body.current_password) throw badRequest(MSG.currentPasswordRequired);
    if (!(await bcrypt.compare(body.current_password, current.password_hash))) throw badRequest(MSG.currentPasswordWrong);
  }
  if (changesPassword) {
    const weak = passwordProblem(body.password!, { username: body.username ?? current.username, email: body.email ?? current.email });
    if (weak) throw badRequest(weak);
    patch.password_hash = await bcrypt.hash(body.password!, ctx.config.bcryptCost);
  }

  const demotes = body.role_id !== undefined && body.role_id !== ROLES.ADMIN;
  const updated = demotes
    ? await keepingAnAdmin(
        ctx,
        current,
        () => withConflicts(ctx.store.users.update(current._id, patch)),
        () => ctx.store.users.update(current._id, { role_id: current.role_id }),
      )
    : await withConflicts(ctx.store.users.update(current._id, patch));
  if (!updated) throw notFound(API_MSG.userNotFound);
  if (!changesPassword) return toPublicUser(updated);

  // the update above already bumped the token version with the new password (one atomic write)
  if (!isSelf) return toPublicUser(updated);
  return { ...toPublicUser(updated), token: signToken(ctx, updated) };
}

/**
 * DELETE /users/{id} (issue 17 §12): the account goes, its favourites with it (they live on the
 * account), and so do its reviews — deleted, not anonymised: their name, id and rating leave the
 * guide, and each business they were about gets its figures recomputed from the reviews left
 * (refreshReviewSummary). The reviews go after the account (a refused last-admin delete keeps
 * them); when that fails half way, the DELETE answers an error and a second one finishes the job:
 * the reviews of an account that no longer exists are removed even when it answers 404.
 */
export async function deleteUser(ctx: AppContext, id: string): Promise<void> {
  const target = await ctx.store.users.findById(id);
  if (!target) {
    await removeReviewsOf(ctx, id);
    await ctx.store.itineraries.deleteByOwner(id);
    await ctx.store.claims.removeByUser(id);
    throw notFound(API_MSG.userNotFound);
  }
  const deleted = await keepingAnAdmin(
    ctx,
    target,
    () => ctx.store.users.delete(target._id),
    () => ctx.store.users.restore(target),
  );
  await removeReviewsOf(ctx, target._id);
  // their plans for the day go too (issue 22 §3): nothing of theirs is left to share
  await ctx.store.itineraries.deleteByOwner(target._id);
  // and their claims: an owner whose account is gone owns nothing
  await ctx.store.claims.removeByUser(target._id);
  if (!deleted) throw notFound(API_MSG.userNotFound);
}

async function removeReviewsOf(ctx: AppContext, userId: string): Promise<void> {
  const businesses = await ctx.store.reviews.removeByUser(userId);
  for (const businessId of businesses) await refreshReviewSummary(ctx.store, businessId, LATEST_COMMENTS);
}

/** GET /users/{id}/favorites: spec §3 Favourite, `_id` repeats the business id. */
export async function listFavorites(ctx: AppContext, id: string): Promise<Favorite[]> {
  const user = await mustFind(ctx, id);
  return user.favorite_businesses.map((businessId) => ({ businessId, _id: businessId }));
}

/** Idempotent: adding twice keeps one. Unknown business → 404. */
export async function addFavorite(ctx: AppContext, id: string, businessId: string): Promise<FavoritesChangeResponse> {
  const before = await mustFind(ctx, id);
  if (!(await ctx.store.businesses.findById(businessId))) throw notFound(BUSINESS_MESSAGES.notFound);
  const user = await ctx.store.users.addFavorite(id, businessId);
  if (!user) throw notFound(API_MSG.userNotFound);
  // the business may have been deleted between the check and the write (its delete pulls
  // favourites before and after): checked again, and pulled when it is gone (issue 10 §5)
  if (!(await ctx.store.businesses.findById(businessId))) {
    await ctx.store.users.removeFavoriteEverywhere(businessId);
    throw notFound(BUSINESS_MESSAGES.notFound);
  }
  // a favourite already in the list (the call is idempotent) is no new one
  if (!before.favorite_businesses.includes(businessId)) await weekFigure(ctx, businessId, id, 'added');
  return { favorite_businesses: user.favorite_businesses };
}

/** The favourite into (or back out of) this week's figures of the business; a failure is logged, never the person's answer. */
async function weekFigure(ctx: AppContext, businessId: string, userId: string, change: 'added' | 'removed') {
  try {
    await recordFavorite(ctx.store, businessId, userId, change);
  } catch (err) {
    ctx.logger.warn({ err: (err as Error)?.message ?? err, businessId }, 'estadísticas semanales: no se pudo anotar el favorito');
  }
}

/** Idempotent: removing a business that is not a favourite leaves the list as it is. */
export async function removeFavorite(ctx: AppContext, id: string, businessId: string): Promise<FavoritesChangeResponse> {
  const before = await ctx.store.users.findById(id);
  const user = await ctx.store.users.removeFavorite(id, businessId);
  if (!user) throw notFound(API_MSG.userNotFound);
  if (before?.favorite_businesses.includes(businessId) && !user.favorite_businesses.includes(businessId)) await weekFigure(ctx, businessId, id, 'removed');
  return { favorite_businesses: user.favorite_businesses };
}
