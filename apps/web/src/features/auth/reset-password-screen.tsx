import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { MSG, passwordResetBodySchema, RESET_MESSAGES } from '@guia/contracts';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session/use-session';
import { useResetPasswordMutation } from './api/reset-password';
import { AuthShell } from './components/auth-shell';
import { PasswordField } from '../../components/password-field/password-field';
import { AUTH_TEXT, PASSWORD_TOGGLE } from './auth-text';

/** the new password under the same rules as everywhere (the server adds its policy), and its repetition */
const resetFormSchema = z
  .object({
    password: passwordResetBodySchema.shape.password,
    confirm: z.string().min(1, RESET_MESSAGES.resetConfirmRequired),
  })
  .refine((v) => v.password === v.confirm, { message: MSG.passwordsDontMatch, path: ['confirm'] });
type ResetFormInput = z.input<typeof resetFormSchema>;
type ResetFormValues = z.output<typeof resetFormSchema>;

/**
 * /restablecer/:token or /restablecer?token=… (issue 20 §7): the page of an admin's one-time link.
 * A new password and its confirmation; on success the person is signed in.
 */
export function ResetPasswordScreen() {
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
      setFailure(err instanceof ApiError ? (err.serverMessage ?? MSG.passwordUpdateError) : MSG.passwordUpdateError);
      setValue('password', '');
      setValue('confirm', '');
    }
  };

  if (done) {
    return (
      <AuthShell title={AUTH_TEXT.resetDoneTitle} subtitle={AUTH_TEXT.resetDoneSubtitle}>
        <div className="auth__form">
          <p className="alert alert--success" role="status">
            {RESET_MESSAGES.resetSuccess}
          </p>
          {done === 'signed-in' ? (
            <Link to={paths.home} className="btn btn--primary btn--block">
              {AUTH_TEXT.goHome}
            </Link>
          ) : (
            <Link to={paths.login} className="btn btn--primary btn--block">
              {AUTH_TEXT.goLogin}
            </Link>
          )}
        </div>
      </AuthShell>
    );
  }

  if (!token) {
    return (
      <AuthShell title={AUTH_TEXT.resetTitle} subtitle={AUTH_TEXT.resetSubtitle}>
        <div className="auth__form">
          <p className="alert alert--error" role="alert">
            {RESET_MESSAGES.resetLinkInvalid}
          </p>
          <Link to={paths.forgotPassword}>{AUTH_TEXT.howToGetLink}</Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={AUTH_TEXT.resetTitle} subtitle={AUTH_TEXT.resetSubtitle}>
      <form className="auth__form" noValidate onSubmit={handleSubmit(onValid, () => setFailure(null))}>
        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}
        <p className="auth__help">{AUTH_TEXT.resetHint}</p>
        <PasswordField
          id="reset-password"
          label={AUTH_TEXT.newPasswordLabel}
          autoComplete="new-password"
          error={errors.password?.message}
          required
          toggleLabels={PASSWORD_TOGGLE}
          {...register('password')}
        />
        <PasswordField
          id="reset-confirm"
          label={AUTH_TEXT.repeatPasswordLabel}
          autoComplete="new-password"
          error={errors.confirm?.message}
          required
          toggleLabels={PASSWORD_TOGGLE}
          {...register('confirm')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {isSubmitting ? RESET_MESSAGES.resetSubmitting : AUTH_TEXT.resetSubmit}
        </button>
      </form>
    </AuthShell>
  );
}
