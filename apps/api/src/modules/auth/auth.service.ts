import { createHash } from 'node:crypto';
import bcrypt from 'bcrypt';
import { MSG, ROLES, hasControlCharacters, toPublicUser, type LoginBody, type LoginResponse, type PasswordResetBody, type RegisterBody, type RegisterResponse, RESET_MESSAGES, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { signToken } from '../../shared/auth';
import { AppError, DuplicateKeyError, badRequest, conflict, unauthorized } from '../../shared/errors';
import { passwordProblem } from '../../shared/password-policy';
import type { UserRecord } from '../users/users.repository';
import { createLoginGuard } from './login-guard';

/**
 * Registration and login (spec §7, issue 2 §4, issue 9 §6). Only ctx.store.users is used: the
 * users module's files stay its own.
 */
export function createAuthService(ctx: AppContext) {
  /** compared against when no user matches, so a miss costs as much as a wrong password */
  let dummyHash: Promise<string> | undefined;
  const guard = createLoginGuard(ctx.config.loginRateLimit, ctx.store.transient, (account, failures) =>
    // an account failing from many addresses: someone is guessing (issue 17 §2)
    ctx.logger.warn({ account, failures }, 'alarma: muchos intentos de inicio de sesión fallidos en una cuenta desde varias direcciones'),
  );

  return {
    /** Always a plain user, whatever the body says (role_id never reaches here: the schema drops it). */
    async register(body: RegisterBody): Promise<RegisterResponse> {
      const weak = passwordProblem(body.password, body);
      if (weak) throw badRequest(weak);
      try {
        const user = await ctx.store.users.create({
          name: body.name,
          email: body.email,
          username: body.username,
          password_hash: await bcrypt.hash(body.password, ctx.config.bcryptCost),
          role_id: ROLES.USER,
        });
        // the spec's user, plus a session token: registration signs the person in (issue 20 §7)
        return { ...toPublicUser(user), token: signToken(ctx, user) };
      } catch (err) {
        if (err instanceof DuplicateKeyError) throw conflict(err.field === 'email' ? MSG.emailTaken : MSG.usernameTaken);
        throw err;
      }
    },

    /**
     * By username or e-mail, case-insensitively; any mismatch is the same 401. Failures count per
     * account whichever identifier named it, per address, and per both (see login-guard.ts): 429
     * API_MSG.tooManyLoginAttempts past a limit. A password with a control character is simply wrong:
     * no password can hold one (bcrypt would stop at a NUL), so it is never compared.
     */
    async login(body: LoginBody, address: string): Promise<LoginResponse> {
      let user: UserRecord | null = null;
      const outcome = await guard.attempt(
        address,
        async () => {
          user = await ctx.store.users.findByIdentifier(body.identifier);
          return user ? `user:${user._id}` : `name:${body.identifier.toLowerCase()}`;
        },
        async () => {
          dummyHash ??= bcrypt.hash('guia-cuba-no-such-user', ctx.config.bcryptCost);
          const hash = user?.password_hash ?? (await dummyHash);
          if (hasControlCharacters(body.password)) {
            await bcrypt.compare('guia-cuba-control-character', hash);
            return false;
          }
          return (await bcrypt.compare(body.password, hash)) && user !== null;
        },
      );
      if (outcome === 'limited') throw new AppError(429, API_MSG.tooManyLoginAttempts);
      if (outcome === 'invalid' || !user) throw unauthorized(API_MSG.invalidCredentials);
      return { token: signToken(ctx, user) };
    },

    /**
     * POST /auth/password-reset (issue 20 §7): the one-time link an admin made. Unknown, used and
     * expired links are the same 400; a password the policy refuses is 400 with its reason and
     * leaves the link usable. Using it removes the user's links and kills every older session
     * (token version bump); the answer is a fresh session token.
     */
    async resetPassword(body: PasswordResetBody): Promise<LoginResponse> {
      const tokenHash = createHash('sha256').update(body.token).digest('hex');
      const now = new Date();
      const reset = await ctx.store.users.findPasswordReset(tokenHash);
      if (!reset || reset.expires_at.getTime() <= now.getTime()) throw badRequest(RESET_MESSAGES.resetLinkInvalid);
      const user = await ctx.store.users.findById(reset.user_id);
      if (!user) throw badRequest(RESET_MESSAGES.resetLinkInvalid);
      const weak = passwordProblem(body.password, user);
      if (weak) throw badRequest(weak);
      const passwordHash = await bcrypt.hash(body.password, ctx.config.bcryptCost);
      const updated = await ctx.store.users.usePasswordReset(tokenHash, passwordHash, new Date());
      if (!updated) throw badRequest(RESET_MESSAGES.resetLinkInvalid);
      return { token: signToken(ctx, updated) };
    },

    /** Kills every token issued to the user so far. */
    async logout(userId: string): Promise<void> {
      await ctx.store.users.bumpTokenVersion(userId);
    },
  };
}
