import { useMemo, type HTMLInputTypeAttribute, type InputHTMLAttributes } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MIN_PASSWORD_LENGTH,
  MSG,
  ROLES,
  USER_MESSAGES,
  userCreateBodySchema,
  userUpdateBodySchema,
  type PublicUser,
  type RoleId,
  type UserUpdateBody,
} from '@guia/contracts';

export const ROLE_LABELS: Record<RoleId, string> = { [ROLES.ADMIN]: 'Administrador', [ROLES.USER]: 'Usuario' };

interface UserFormValues {
  name: string;
  email: string;
  username: string;
  password: string;
  current_password: string;
  role_id: RoleId;
}

/** The body the form sends: POST on create (password required), PUT on edit (password only when typed). */
export type UserFormBody = UserUpdateBody;

interface UserFormProps {
  /** id of the <form>, so the modal footer's buttons can submit it with form={id} */
  id: string;
  /** The user being edited; none when creating. */
  user?: PublicUser;
  /** Editing one's own account: a new password, e-mail or username needs the current password (DESIGN §9). */
  isSelf?: boolean;
  /** Sends the body; it never rejects (the caller catches and passes `failure`). */
  onValid: (body: UserFormBody) => Promise<unknown>;
  failure?: string | null;
  disabled?: boolean;
}

/** The schemas share the register form's 'Todos los campos son obligatorios'; next to each field, say which one. */
const REQUIRED: Partial<Record<keyof UserFormValues, string>> = {
  name: USER_MESSAGES.nameRequired,
  email: USER_MESSAGES.emailRequired,
  username: USER_MESSAGES.usernameRequired,
};

/** Whether a change to one's own account needs the current password: a new password, e-mail or username. */
const needsCurrent = (user: PublicUser, v: { password?: string; email?: string; username?: string }) =>
  Boolean(v.password) ||
  (v.email ?? '').trim().toLowerCase() !== user.email.toLowerCase() ||
  (v.username ?? '').trim() !== user.username;

/** A self edit that changes the password, e-mail or username must carry the current password (the API checks it). */
const selfUpdateSchema = (user: PublicUser) =>
  userUpdateBodySchema.superRefine((body, ctx) => {
    if (needsCurrent(user, body) && !body.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: MSG.currentPasswordRequired });
    }
  });

/**
 * User modal (spec §5): name, e-mail (an e-mail input), username required; password required on
 * create only and left out of the update when empty; the role. Errors next to each field.
 */
export function UserForm({ id, user, isSelf = false, onValid, failure, disabled = false }: UserFormProps) {
  const creating = !user;
  const resolver = useMemo(
    () =>
      // one form for both schemas: their inputs differ only in which fields may be missing
      zodResolver(creating ? userCreateBodySchema : isSelf ? selfUpdateSchema(user) : userUpdateBodySchema) as unknown as Resolver<
        UserFormValues,
        unknown,
        UserUpdateBody
      >,
    [creating, isSelf, user],
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<UserFormValues, unknown, UserUpdateBody>({
    resolver,
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      username: user?.username ?? '',
      password: '',
      current_password: '',
      role_id: user?.role_id ?? ROLES.USER,
    },
  });
  const [password, email, username] = watch(['password', 'email', 'username']);
  const askCurrent = Boolean(user && isSelf && needsCurrent(user, { password, email, username }));

  const submit = (v: UserUpdateBody) =>
    onValid({
      name: v.name,
      email: v.email,
      username: v.username,
      ...(v.password ? { password: v.password } : {}),
      ...(askCurrent && v.current_password ? { current_password: v.current_password } : {}),
      role_id: v.role_id,
    });

  const errorText = (key: keyof UserFormValues) => {
    const message = errors[key]?.message;
    if (!message) return undefined;
    if (message === MSG.registerFieldsRequired) return REQUIRED[key] ?? message;
    if (key === 'password' && creating && password === '') return USER_MESSAGES.passwordRequired;
    return message;
  };
  // the hint gives way to the error, which says the same thing more precisely
  const described = (key: keyof UserFormValues, hint?: string) =>
    errorText(key) ? `${id}-${key}-error` : hint ? `${id}-${key}-hint` : undefined;
  const messages = (key: keyof UserFormValues, hint?: string) => {
    const error = errorText(key);
    if (error) {
      return (
        <p id={`${id}-${key}-error`} className="field__error">
          {error}
        </p>
      );
    }
    return hint ? (
      <p id={`${id}-${key}-hint`} className="field__hint">
        {hint}
      </p>
    ) : null;
  };
  const input = (
    key: Exclude<keyof UserFormValues, 'role_id'>,
    label: string,
    type: HTMLInputTypeAttribute,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="field__input"
        type={type}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={described(key, hint)}
        data-autofocus={key === 'name' ? true : undefined}
        {...extra}
        {...register(key)}
      />
      {messages(key, hint)}
    </div>
  );

  const noAutofill = { autoCapitalize: 'none', spellCheck: false } as const;
  return (
    <form id={id} className="admin-form" noValidate onSubmit={handleSubmit(submit)}>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <fieldset className="admin-fieldset admin-form__fields" disabled={disabled}>
        {input('name', 'Nombre', 'text', { required: true, autoComplete: 'off' })}
        {input('email', 'Correo electrónico', 'email', { required: true, autoComplete: 'off', inputMode: 'email', ...noAutofill })}
        {input('username', 'Nombre de usuario', 'text', { required: true, autoComplete: 'off', ...noAutofill })}
        {input(
          'password',
          'Contraseña',
          'password',
          { required: creating, autoComplete: 'new-password' },
          creating ? `Al menos ${MIN_PASSWORD_LENGTH} caracteres.` : 'Déjala vacía para mantener la actual.',
        )}
        {askCurrent &&
          input(
            'current_password',
            'Tu contraseña actual',
            'password',
            { required: true, autoComplete: 'current-password' },
            'Es tu propia cuenta: confirma los cambios con tu contraseña actual.',
          )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-role_id`}>
            Rol
          </label>
          <select
            id={`${id}-role_id`}
            className="field__input field__select"
            aria-invalid={errors.role_id ? true : undefined}
            aria-describedby={described('role_id')}
            {...register('role_id', { valueAsNumber: true })}
          >
            <option value={ROLES.USER}>{ROLE_LABELS[ROLES.USER]}</option>
            <option value={ROLES.ADMIN}>{ROLE_LABELS[ROLES.ADMIN]}</option>
          </select>
          {messages('role_id')}
        </div>
      </fieldset>
    </form>
  );
}
