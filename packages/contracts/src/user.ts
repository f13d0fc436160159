import { z } from './zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import { MAX_PAGE, objectIdSchema, pageOf, pageParam } from './common';
import { emailField, passwordSchema, personNameField, roleIdSchema, usernameField } from './auth';
import { MSG } from './messages';

/** Admin user screens (spec §8: wording not shown). */
export const USER_MESSAGES = {
  created: 'Usuario creado con éxito',
  updated: 'Usuario actualizado con éxito',
  deleted: 'Usuario eliminado con éxito',
  listError: 'Error al obtener los usuarios',
  deleteError: 'Error al eliminar el usuario',
  // next to each empty field of the user modal (the schema's own text is the register form's 'Todos los campos…')
  nameRequired: 'El nombre es obligatorio',
  emailRequired: 'El correo electrónico es obligatorio',
  usernameRequired: 'El nombre de usuario es obligatorio',
  passwordRequired: 'La contraseña es obligatoria',
} as const;

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

/** GET /users (admin, issue 17 §11): at most this many per page. */
export const USERS_PAGE_MAX_LIMIT = 100;

/** GET /users?page&limit: page from 1, limit 1–USERS_PAGE_MAX_LIMIT (default the maximum). */
export const usersQuerySchema = z.object({
  page: pageParam(1, MAX_PAGE),
  limit: pageParam(USERS_PAGE_MAX_LIMIT, USERS_PAGE_MAX_LIMIT),
});

/** One page of users, oldest first, and how many there are. */
export const usersPageSchema = pageOf(publicUserSchema);
export type UsersPage = z.infer<typeof usersPageSchema>;

const newPassword = z.string().min(MIN_PASSWORD_LENGTH, MSG.passwordMin).pipe(passwordSchema);

/** POST /users/ (admin): name, email, username, password; role optional (admin only). */
export const userCreateBodySchema = z.object({
  name: personNameField(MSG.registerFieldsRequired),
  email: emailField(MSG.registerFieldsRequired),
  username: usernameField(MSG.registerFieldsRequired),
  password: newPassword,
  role_id: roleIdSchema.optional(),
});
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

/** PUT /users/{id}: every field optional; an empty password is omitted (spec §5). */
export const userUpdateBodySchema = z.object({
  name: personNameField(MSG.registerFieldsRequired).optional(),
  email: emailField(MSG.registerFieldsRequired).optional(),
  username: usernameField(MSG.registerFieldsRequired).optional(),
  password: z.preprocess((v) => (v === '' ? undefined : v), newPassword.optional()),
  /** required when the caller changes their own password, e-mail or username */
  current_password: z.string({ error: MSG.currentPasswordRequired }).max(1024, MSG.currentPasswordWrong).optional(),
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
