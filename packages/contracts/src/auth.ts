import { z } from './zod';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, ROLES } from './constants';
import { MSG, RESET_MESSAGES } from './messages';
import { API_MSG } from './api-messages';
import { TEXT_LIMITS, TEXT_MESSAGES, cleanText, hasControlCharacters, usernameText } from './text';

const fitsBcrypt = (s: string) => new TextEncoder().encode(s).length <= MAX_PASSWORD_BYTES;

/**
 * A password as accepted anywhere it is set: no control characters (bcrypt stops at the first NUL,
 * so '\0\0\0\0\0\0\0\0' would let a single NUL in) and at most 72 bytes (bcrypt). Never
 * normalised: the bytes typed are the bytes hashed. Minimum length checked where it applies.
 */
export const passwordSchema = z
  .string()
  .refine((s) => !hasControlCharacters(s), API_MSG.passwordControlChars)
  .refine(fitsBcrypt, MSG.passwordTooLong);

/** A person's name (register, users): clean single-line text, at most TEXT_LIMITS.personName. */
export const personNameField = (required: string) =>
  cleanText({ max: TEXT_LIMITS.personName, tooLong: TEXT_MESSAGES.personNameTooLong, required });

/** An e-mail address: NFKC, trimmed, at most TEXT_LIMITS.email, then a valid address. */
export const emailField = (required: string) =>
  z
    .string({ error: required })
    .normalize('NFKC')
    .trim()
    .min(1, required)
    .max(TEXT_LIMITS.email, TEXT_MESSAGES.emailTooLong)
    .pipe(z.email(MSG.invalidEmail));

/** A username: letters, digits, '.', '_', '-', at most TEXT_LIMITS.username (the API also refuses look-alikes of taken ones). */
export const usernameField = (required: string) => usernameText(required);

/** POST /auth/register (spec §7). Every field required: 'Todos los campos son obligatorios'. */
export const registerBodySchema = z.object({
  name: personNameField(MSG.registerFieldsRequired),
  email: emailField(MSG.registerFieldsRequired),
  username: usernameField(MSG.registerFieldsRequired),
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
  identifier: z
    .string({ error: API_MSG.loginFieldsRequired })
    .normalize('NFKC')
    .trim()
    .min(1, API_MSG.loginFieldsRequired)
    .max(TEXT_LIMITS.email, API_MSG.invalidCredentials),
  password: z.string({ error: API_MSG.loginFieldsRequired }).refine((s) => s.trim().length > 0, API_MSG.loginFieldsRequired),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string().min(1) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/password-reset (issue 20 §7): the one-time link's token and the new password. */
export const passwordResetBodySchema = z.object({
  token: z.string({ error: RESET_MESSAGES.resetLinkInvalid }).trim().min(1, RESET_MESSAGES.resetLinkInvalid).max(200, RESET_MESSAGES.resetLinkInvalid),
  password: z
    .string({ error: RESET_MESSAGES.resetPasswordRequired })
    .min(1, RESET_MESSAGES.resetPasswordRequired)
    .pipe(z.string().min(MIN_PASSWORD_LENGTH, MSG.passwordMin))
    .pipe(passwordSchema),
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** POST /users/{id}/password-reset (admin): the token, shown once; its link is /restablecer/{token}. */
export const passwordResetLinkSchema = z.object({
  token: z.string().min(1),
  path: z.string().min(1),
  expires_at: z.string(),
});
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

/** POST /auth/register: the new user and a session token (issue 20 §7: registration signs the person in). */
export type RegisterResponse = {
  _id: string;
  name: string;
  email: string;
  username: string;
  role_id: 1 | 2;
  favorite_businesses: string[];
  token: string;
};

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
