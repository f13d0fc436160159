import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, MSG, passwordSchema } from '@guia/contracts';
import { FormModal } from '../../../components/modal/form-modal';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/profile';
import { PasswordField } from '../../../components/password-field/password-field';
import { PROFILE_TEXT } from '../profile-text';

/**
 * Spec §5 password change (DESIGN §9: the current password too, at least MIN_PASSWORD_LENGTH).
 * One message at a time, in the order the fields appear.
 */
const passwordFormSchema = z
  .object({
    current: z.string(),
    password: z.string(),
    confirm: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.current.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['current'], message: MSG.currentPasswordRequired });
    } else if (v.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.passwordMin });
    } else if (!passwordSchema.safeParse(v.password).success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.passwordTooLong });
    } else if (v.password !== v.confirm) {
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: MSG.passwordsDontMatch });
    }
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

const EMPTY: PasswordFormValues = { current: '', password: '', confirm: '' };

interface PasswordModalProps {
  userId: string | null;
  onClose: () => void;
  /** Called with the fresh token the API answers with (older tokens die on the server). */
  onChanged: (token: string | undefined) => void;
}

/** Server text when it sent one (e.g. the wrong current password), else 'Error al actualizar la contraseña'. */
function failureMessage(err: unknown): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG.passwordUpdateError;
}

/** 'Mostrar la nueva contraseña' / 'Ocultar la nueva contraseña' (issue 20 §7: each button says which field). */
const toggleOf = (what: string) => ({ show: `${PROFILE_TEXT.show} ${what}`, hide: `${PROFILE_TEXT.hide} ${what}` });

function Check({ met, children }: { met: boolean; children: string }) {
  return (
    <li className={`password-checklist__item${met ? ' is-met' : ''}`}>
      <span className="password-checklist__mark" aria-hidden="true">
        {met ? '✓' : ''}
      </span>
      {children}
      <span className="visually-hidden">{met ? PROFILE_TEXT.met : PROFILE_TEXT.pending}</span>
    </li>
  );
}

/**
 * The 'Cambiar contraseña' dialog. Mount it only while open: closing (overlay, X, Escape,
 * Cancelar) unmounts it, which clears the fields and the error, and the Modal returns the focus to
 * the button that opened it.
 */
export function PasswordModal({ userId, onClose, onChanged }: PasswordModalProps) {
  const formId = useId();
  const checklistId = useId();
  const change = useChangePassword(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const [password = '', confirm = ''] = useWatch({ control, name: ['password', 'confirm'] });

  const longEnough = password.length >= MIN_PASSWORD_LENGTH;
  const matches = confirm.length > 0 && password === confirm;

  const onValid = async ({ current, password: next }: PasswordFormValues) => {
    setFailure(null);
    try {
      const answer = await change.mutateAsync({ current_password: current, password: next });
      onChanged(typeof answer?.token === 'string' ? answer.token : undefined);
    } catch (err) {
      setFailure(failureMessage(err));
      if (err instanceof ApiError && err.serverMessage === MSG.currentPasswordWrong) setFocus('current');
    }
  };

  const validation = errors.current?.message ?? errors.password?.message ?? errors.confirm?.message;
  const message = validation ?? failure;
  const busy = isSubmitting;

  return (
    <FormModal
      open
      title={PROFILE_TEXT.changePassword}
      onClose={onClose}
      formId={formId}
      saving={busy}
      cancelLabel={PROFILE_TEXT.cancel}
      submitLabel={PROFILE_TEXT.changePassword}
      savingLabel={MSG.passwordUpdating}
      className="password-modal"
    >
      <form id={formId} className="password-form" noValidate onSubmit={handleSubmit(onValid, () => setFailure(null))}>
        {message && (
          <p className="alert alert--error" role="alert">
            {message}
          </p>
        )}
        <PasswordField
          id={`${formId}-current`}
          label={PROFILE_TEXT.currentPassword}
          toggleLabels={toggleOf(PROFILE_TEXT.currentPasswordName)}
          autoComplete="current-password"
          required
          data-autofocus
          disabled={busy}
          invalid={Boolean(errors.current) || (failure !== null && failure === MSG.currentPasswordWrong)}
          {...register('current', { onChange: () => setFailure(null) })}
        />
        <PasswordField
          id={`${formId}-new`}
          label={PROFILE_TEXT.newPassword}
          toggleLabels={toggleOf(PROFILE_TEXT.newPasswordName)}
          autoComplete="new-password"
          required
          disabled={busy}
          aria-describedby={checklistId}
          invalid={Boolean(errors.password)}
          {...register('password', { onChange: () => setFailure(null) })}
        />
        <PasswordField
          id={`${formId}-confirm`}
          label={PROFILE_TEXT.confirmPassword}
          toggleLabels={toggleOf(PROFILE_TEXT.confirmPasswordName)}
          autoComplete="new-password"
          required
          disabled={busy}
          aria-describedby={checklistId}
          invalid={Boolean(errors.confirm)}
          {...register('confirm', { onChange: () => setFailure(null) })}
        />
        <ul id={checklistId} className="password-checklist" aria-label={PROFILE_TEXT.requirements}>
          <Check met={longEnough}>{`${PROFILE_TEXT.atLeast} ${MIN_PASSWORD_LENGTH} ${PROFILE_TEXT.characters}`}</Check>
          <Check met={matches}>{PROFILE_TEXT.passwordsMatch}</Check>
        </ul>
      </form>
    </FormModal>
  );
}
