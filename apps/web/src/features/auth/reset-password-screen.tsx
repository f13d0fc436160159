import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { passwordResetBodySchema, RESET_MESSAGES } from '@guia/contracts';
import { useMsg } from '../../lib/i18n/messages';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session/use-session';
import { useResetPasswordMutation } from './api/reset-password';
import { AuthShell } from './components/auth-shell';
import { PasswordField } from '../../components/password-field/password-field';
import { passwordToggle, useAuthText } from './auth-text';
import { useAuthMessage } from './auth-messages';

/** the new password under the same rules as everywhere (the server adds its policy), and its repetition */
const resetFormSchema = z
  .object({
    password: passwordResetBodySchema.shape.password,
    confirm: z.string().min(1, RESET_MESSAGES.resetConfirmRequired),
  })
  .refine((v) => v.password === v.confirm, { message: useMsg.es.passwordsDontMatch, path: ['confirm'] });
/** the banner when the server gave no reason (Spanish: shown in the page's language by useAuthMessage) */
const PASSWORD_UPDATE_ERROR = useMsg.es.passwordUpdateError;
type ResetFormInput = z.input<typeof resetFormSchema>;
type ResetFormValues = z.output<typeof resetFormSchema>;

/**
 * /restablecer/:token or /restablecer?token=… (issue 20 §7): the page of an admin's one-time link.
 * A new password and its confirmation; on success the person is signed in.
 */
export function ResetPasswordScreen() {
  const text = useAuthText();
  const say = useAuthMessage();
  const params = useParams();
  const [search] = useSearchParams();
  const token = (params.token ?? search.get('token') ?? '').trim();
  const session = useSession();
  const reset = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<'signed-in' | 'login' | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ResetFormInput, unknown, ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onValid = async ({ password }: ResetFormValues) => {
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ token, password });
      const fresh = answer?.token;
      setDone(typeof fresh === 'string' && session.login(fresh) ? 'signed-in' : 'login');
    } catch (err) {
      setFailure(err instanceof ApiError ? (err.serverMessage ?? PASSWORD_UPDATE_ERROR) : PASSWORD_UPDATE_ERROR);
      setValue('password', '');
      setValue('confirm', '');
    }
  };

  if (done) {
    return (
      <AuthShell title={text.resetDoneTitle} subtitle={text.resetDoneSubtitle}>
        <div className="auth__form">
          <p className="alert alert--success" role="status">
            {text.messages.resetSuccess}
          </p>
          {done === 'signed-in' ? (
            <Link to={paths.home} className="btn btn--primary btn--block">
              {text.goHome}
            </Link>
          ) : (
            <Link to={paths.login} className="btn btn--primary btn--block">
              {text.goLogin}
            </Link>
          )}
        </div>
      </AuthShell>
    );
  }

  if (!token) {
    return (
      <AuthShell title={text.resetTitle} subtitle={text.resetSubtitle}>
        <div className="auth__form">
          <p className="alert alert--error" role="alert">
            {text.messages.resetLinkInvalid}
          </p>
          <Link to={paths.forgotPassword}>{text.howToGetLink}</Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={text.resetTitle} subtitle={text.resetSubtitle}>
      <form className="auth__form" noValidate onSubmit={handleSubmit(onValid, () => setFailure(null))}>
        {failure && (
          <p className="alert alert--error" role="alert">
            {say(failure)}
          </p>
        )}
        <p className="auth__help">{text.resetHint}</p>
        <PasswordField
          id="reset-password"
          label={text.newPasswordLabel}
          autoComplete="new-password"
          error={say(errors.password?.message)}
          required
          toggleLabels={passwordToggle(text)}
          {...register('password')}
        />
        <PasswordField
          id="reset-confirm"
          label={text.repeatPasswordLabel}
          autoComplete="new-password"
          error={say(errors.confirm?.message)}
          required
          toggleLabels={passwordToggle(text)}
          {...register('confirm')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {isSubmitting ? text.messages.resetSubmitting : text.resetSubmit}
        </button>
      </form>
    </AuthShell>
  );
}
