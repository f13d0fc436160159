import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, type To } from 'react-router-dom';
import { z } from 'zod';
import { STORAGE_KEYS, loginBodySchema } from '@guia/contracts';
import { paths } from '../../config/paths';
import { takeLoginTarget } from '../../lib/login-intent';
import { readLoginNavState, type LoginNavState } from '../../lib/nav-state';
import { useSession } from '../../lib/session/use-session';
import { useLoginMutation } from './api/login';
import { loginErrorMessage, loginMessageTone, useAuthMessage } from './auth-messages';
import { AuthShell } from './components/auth-shell';
import { FieldError, fieldErrorProps } from './components/field-error';
import { PasswordField } from '../../components/password-field/password-field';
import { SocialButtons } from './components/social-buttons';
import { passwordToggle, useAuthText } from './auth-text';
import { useMsg } from '../../lib/i18n/messages';

const loginFormSchema = loginBodySchema.extend({ remember: z.boolean() });
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormValues = z.output<typeof loginFormSchema>;

function readRemembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.rememberedIdentifier);
  } catch {
    return null;
  }
}

function writeRemembered(identifier: string | null) {
  try {
    if (identifier === null) localStorage.removeItem(STORAGE_KEYS.rememberedIdentifier);
    else localStorage.setItem(STORAGE_KEYS.rememberedIdentifier, identifier);
  } catch {
    // storage unavailable: nothing to remember
  }
}

/** Where to go after login (DESIGN §9): the page the guard stopped, else home. Same-app paths only. */
function redirectTarget(state: LoginNavState | null): To {
  const from = state?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === paths.login || pathname === paths.register) {
    return paths.home;
  }
  return {
    pathname,
    search: typeof from?.search === 'string' ? from.search : '',
    hash: typeof from?.hash === 'string' ? from.hash : '',
  };
}

export function LoginScreen() {
  const text = useAuthText();
  const msg = useMsg();
  const say = useAuthMessage();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state = readLoginNavState(location.state);
  const login = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [remembered] = useState(readRemembered);

  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: {
      identifier: state?.identifier ?? remembered ?? '',
      password: '',
      remember: remembered !== null,
    },
  });

  const onValid = async ({ identifier, password, remember }: LoginFormValues) => {
    setFailure(null);
    try {
      const answer = await login.mutateAsync({ identifier, password });
      const token = answer?.token;
      if (!token) throw new Error(useMsg.es.loginNoToken);
      if (!session.login(token)) throw new Error(useMsg.es.loginTokenRejected);
      writeRemembered(remember ? identifier : null);
      const intent = takeLoginTarget(String(token), typeof state?.from?.pathname === 'string' ? state.from.pathname : null);
      const target = redirectTarget(state);
      if (intent) await navigate({ pathname: intent.pathname, search: intent.search, hash: intent.hash }, { replace: true, state: intent.state });
      else await navigate(target, { replace: true, state: typeof target === 'string' ? undefined : state?.from?.state });
    } catch (err) {
      setFailure(loginErrorMessage(err));
      setValue('password', '');
      setFocus('password');
    }
  };

  // each field's own error sits under it (issue 20 §7); the banner keeps the server's answer
  const message = failure;
  const showRegistered = Boolean(state?.registrationSuccess) && !message;

  return (
    <AuthShell title={text.loginTitle} subtitle={text.loginSubtitle}>
      <form className="auth__form" noValidate onSubmit={handleSubmit(onValid, () => setFailure(null))}>
        {showRegistered && (
          <p className="alert alert--success" role="status">
            {msg.registrationSuccess}
          </p>
        )}
        {message && (
          <p className={`alert alert--${loginMessageTone(message)}`} role="alert">
            {say(message)}
          </p>
        )}

        <div className="field">
          <label className="field__label" htmlFor="login-identifier">
            {text.identifierLabel}
          </label>
          <input
            id="login-identifier"
            className="field__input"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...fieldErrorProps('login-identifier', say(errors.identifier?.message))}
            {...register('identifier')}
          />
          <FieldError id="login-identifier" message={say(errors.identifier?.message)} />
        </div>

        <PasswordField
          id="login-password"
          label={text.passwordLabel}
          autoComplete="current-password"
          error={say(errors.password?.message)}
          required
          toggleLabels={passwordToggle(text)}
          {...register('password')}
        />

        <div className="auth__row">
          <label className="checkbox">
            <input type="checkbox" {...register('remember')} />
            {text.remember}
          </label>
          <Link to={paths.forgotPassword} className="link-button">
            {text.forgotPassword}
          </Link>
        </div>

        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {isSubmitting ? msg.loginSubmitting : text.loginSubmit}
        </button>
      </form>

      <SocialButtons />

      <p className="auth__switch">
        {text.noAccount}{' '}
        <Link to={paths.register} state={state?.from ? { from: state.from } : undefined}>
          {text.goRegister}
        </Link>
      </p>
      <p className="auth__legal">
        {text.loginLegalBefore} <Link to={paths.terms}>{text.legalTerms}</Link> {text.legalAnd}{' '}
        <Link to={paths.privacy}>{text.legalPrivacy}</Link>.
      </p>
    </AuthShell>
  );
}
