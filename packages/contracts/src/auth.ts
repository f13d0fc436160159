import { z } from './zod';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, ROLES } from './constants';
import { MSG } from './messages';

const fitsBcrypt = (s: string) => new TextEncoder().encode(s).length <= MAX_PASSWORD_BYTES;

/** A password as accepted anywhere: at most 72 bytes (bcrypt). Minimum length checked where it applies. */
export const passwordSchema = z.string().refine(fitsBcrypt, MSG.passwordTooLong);

/** POST /auth/register (spec §7). Every field required: 'Todos los campos son obligatorios'. */
export const registerBodySchema = z.object({
  name: z.string({ error: MSG.registerFieldsRequired }).trim().min(1, MSG.registerFieldsRequired),
  email: z
    .string({ error: MSG.registerFieldsRequired })
    .trim()
    .min(1, MSG.registerFieldsRequired)
    .pipe(z.email(MSG.invalidEmail)),
  username: z.string({ error: MSG.registerFieldsRequired }).trim().min(1, MSG.registerFieldsRequired),
  /** DESIGN §9: the minimum length applies everywhere, registration included. */
  password: z
    .string({ error: MSG.registerFieldsRequired })
    .min(1, MSG.registerFieldsRequired)
    .pipe(z.string().min(MIN_PASSWORD_LENGTH, MSG.passwordMin))
    .pipe(passwordSchema),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /auth/login: identifier (username or e-mail) and password, both non-blank (spec §5). */
export const loginBodySchema = z.object({
  identifier: z.string({ error: MSG.loginFieldsRequired }).trim().min(1, MSG.loginFieldsRequired),
  password: z.string({ error: MSG.loginFieldsRequired }).refine((s) => s.trim().length > 0, MSG.loginFieldsRequired),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string().min(1) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const roleIdSchema = z.union([z.literal(ROLES.ADMIN), z.literal(ROLES.USER)]);

/** The JWT payload (spec §3): `sub` carries role_id and user_id. */
export const tokenPayloadSchema = z.object({
  sub: z.object({ user_id: z.string().min(1), role_id: roleIdSchema }),
  /** token version: a password change or logout-everywhere bumps it and kills older tokens */
  tv: z.number().int().nonnegative().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
