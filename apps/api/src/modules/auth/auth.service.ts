import bcrypt from 'bcrypt';
import { MSG, ROLES, toPublicUser, type LoginBody, type LoginResponse, type PublicUser, type RegisterBody } from '@guia/contracts';
import type { AppContext } from '../../context';
import { signToken } from '../../shared/auth';
import { DuplicateKeyError, conflict, unauthorized } from '../../shared/errors';

/**
 * Registration and login (spec §7, issue 2 §4). Only ctx.store.users is used: the users module's
 * files stay its own.
 */
export function createAuthService(ctx: AppContext) {
  /** compared against when no user matches, so a miss costs as much as a wrong password */
  let dummyHash: Promise<string> | undefined;

  return {
    /** Always a plain user, whatever the body says (role_id never reaches here: the schema drops it). */
    async register(body: RegisterBody): Promise<PublicUser> {
      try {
        const user = await ctx.store.users.create({
          name: body.name,
          email: body.email,
          username: body.username,
          password_hash: await bcrypt.hash(body.password, ctx.config.bcryptCost),
          role_id: ROLES.USER,
        });
        return toPublicUser(user);
      } catch (err) {
        if (err instanceof DuplicateKeyError) throw conflict(err.field === 'email' ? MSG.emailTaken : MSG.usernameTaken);
        throw err;
      }
    },

    /** By username or e-mail, case-insensitively; any mismatch is the same 401. */
    async login(body: LoginBody): Promise<LoginResponse> {
      const user = await ctx.store.users.findByIdentifier(body.identifier);
      dummyHash ??= bcrypt.hash('guia-cuba-no-such-user', ctx.config.bcryptCost);
      const ok = await bcrypt.compare(body.password, user?.password_hash ?? (await dummyHash));
      if (!user || !ok) throw unauthorized(MSG.invalidCredentials);
      return { token: signToken(ctx, user) };
    },

    /** Kills every token issued to the user so far. */
    async logout(userId: string): Promise<void> {
      await ctx.store.users.bumpTokenVersion(userId);
    },
  };
}
