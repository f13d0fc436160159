import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, passwordSchema } from '@guia/contracts';
import { FormModal } from '../../../components/modal/form-modal';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/profile';
import { PasswordField } from '../../../components/password-field/password-field';
import { useProfileText } from '../profile-text';
import { fmt } from '../../../lib/i18n/icu';
import { useLang } from '../../../lib/i18n/lang';
import { messageIn } from '../../../lib/i18n/message-in';
import { useMsg } from '../../../lib/i18n/messages';

/** the contracts' messages (Spanish): what the schema and the server say, shown in the page's language */
const MSG_ES = useMsg.es;

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
      ctx.addIssue({ code: 'custom', path: ['current'], message: MSG_ES.currentPasswordRequired });
    } else if (v.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG_ES.passwordMin });
    } else if (!passwordSchema.safeParse(v.password).success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG_ES.passwordTooLong });
    } else if (v.password !== v.confirm) {
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: MSG_ES.passwordsDontMatch });
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
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG_ES.passwordUpdateError;
}

function Check({ met, children }: { met: boolean; children: string }) {
  const text = useProfileText();
  return (
    <li className={`password-checklist__item${met ? ' is-met' : ''}`}>
      <span className="password-checklist__mark" aria-hidden="true">
        {met ? '✓' : ''}
      </span>
      {children}
      <span className="visually-hidden">{met ? text.met : text.pending}</span>
    </li>
  );
}

/**
 * The 'Cambiar contraseña' dialog. Mount it only while open: closing (overlay, X, Escape,
 * Cancelar) unmounts it, which clears the fields and the error, and the Modal returns the focus to
 * the button that opened it.
 */
export function PasswordModal({ userId, onClose, onChanged }: PasswordModalProps) {
  const text = useProfileText();
  const msg = useMsg();
  const lang = useLang();
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
      // the server answers in the page's language (issue 22 §1)
      if (err instanceof ApiError && err.serverMessage === msg.currentPasswordWrong) setFocus('current');
    }
  };

  const validation = errors.current?.message ?? errors.password?.message ?? errors.confirm?.message;
  const message = messageIn(validation ?? failure ?? undefined, [[MSG_ES, msg]]);
  const busy = isSubmitting;

  return (
    <FormModal
      open
      title={text.changePassword}
      onClose={onClose}
      formId={formId}
      saving={busy}
      cancelLabel={text.cancel}
      submitLabel={text.changePassword}
      savingLabel={msg.passwordUpdating}
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
          label={text.currentPassword}
          toggleLabels={text.toggles.current}
          autoComplete="current-password"
          required
          data-autofocus
          disabled={busy}
          invalid={Boolean(errors.current) || (failure !== null && failure === msg.currentPasswordWrong)}
          {...register('current', { onChange: () => setFailure(null) })}
        />
        <PasswordField
          id={`${formId}-new`}
          label={text.newPassword}
          toggleLabels={text.toggles.password}
          autoComplete="new-password"
          required
          disabled={busy}
          aria-describedby={checklistId}
          invalid={Boolean(errors.password)}
          {...register('password', { onChange: () => setFailure(null) })}
        />
        <PasswordField
          id={`${formId}-confirm`}
          label={text.confirmPassword}
          toggleLabels={text.toggles.confirm}
          autoComplete="new-password"
          required
          disabled={busy}
          aria-describedby={checklistId}
          invalid={Boolean(errors.confirm)}
          {...register('confirm', { onChange: () => setFailure(null) })}
        />
        <ul id={checklistId} className="password-checklist" aria-label={text.requirements}>
          <Check met={longEnough}>{fmt(lang, text.atLeast, { count: MIN_PASSWORD_LENGTH })}</Check>
          <Check met={matches}>{text.passwordsMatch}</Check>
        </ul>
      </form>
    </FormModal>
  );
}
