import { z } from './zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import { objectIdSchema } from './common';
import { passwordSchema, roleIdSchema } from './auth';
import { MSG } from './messages';

/** A user as the API shows it: never a password or its hash. */
export const publicUserSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  email: z.string(),
  username: z.string(),
  role_id: roleIdSchema,
  favorite_businesses: z.array(objectIdSchema),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const newPassword = z.string().min(MIN_PASSWORD_LENGTH, MSG.passwordMin).pipe(passwordSchema);

/** POST /users/ (admin): name, email, username, password; role optional (admin only). */
export const userCreateBodySchema = z.object({
  name: z.string().trim().min(1, MSG.registerFieldsRequired),
  email: z.string().trim().pipe(z.email(MSG.invalidEmail)),
  username: z.string().trim().min(1, MSG.registerFieldsRequired),
  password: newPassword,
  role_id: roleIdSchema.optional(),
});
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

/** PUT /users/{id}: every field optional; an empty password is omitted (spec §5). */
export const userUpdateBodySchema = z.object({
  name: z.string().trim().min(1, MSG.registerFieldsRequired).optional(),
  email: z.string().trim().pipe(z.email(MSG.invalidEmail)).optional(),
  username: z.string().trim().min(1, MSG.registerFieldsRequired).optional(),
  password: z.preprocess((v) => (v === '' ? undefined : v), newPassword.optional()),
  current_password: z.string().optional(),
  role_id: roleIdSchema.optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

/** GET /users/{id}/favorites: each item carries businessId (spec §3 Favourite). */
export const favoriteSchema = z.object({ businessId: objectIdSchema, _id: objectIdSchema.optional() });
export type Favorite = z.infer<typeof favoriteSchema>;

export const favoriteParamsSchema = z.object({ id: objectIdSchema, businessId: objectIdSchema });

/** The public view of any stored user record: only the fields of publicUserSchema, never a hash. */
export function toPublicUser(u: PublicUser): PublicUser {
  return {
    _id: u._id,
    name: u.name,
    email: u.email,
    username: u.username,
    role_id: u.role_id,
    favorite_businesses: [...u.favorite_businesses],
  };
}

/** PUT /users/{id}: the updated user; `token` is a fresh session token after the caller changed their own password. */
export const userUpdateResponseSchema = publicUserSchema.extend({ token: z.string().min(1).optional() });
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;

/** POST and DELETE /users/{id}/favorites/{businessId}: the user's favourites after the change. */
export const favoritesChangeResponseSchema = z.object({ favorite_businesses: z.array(objectIdSchema) });
export type FavoritesChangeResponse = z.infer<typeof favoritesChangeResponseSchema>;
