import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { USER_MESSAGES, registerBodySchema, type RegisterBody } from '@guia/contracts';
import type { z } from 'zod';
import { paths } from '../../config/paths';
import { takeLoginTarget } from '../../lib/login-intent';
import { readLoginNavState, type LoginNavState } from '../../lib/nav-state';
import { useSession } from '../../lib/session/use-session';
import { useRegisterMutation } from './api/register';
import { registerErrorMessage, useAuthMessage } from './auth-messages';
import { AuthShell } from './components/auth-shell';
import { FieldError, fieldErrorProps } from './components/field-error';
import { PasswordField } from '../../components/password-field/password-field';
import { SocialButtons } from './components/social-buttons';
import { passwordToggle, useAuthText } from './auth-text';
import { useMsg } from '../../lib/i18n/messages';

type RegisterFormInput = z.input<typeof registerBodySchema>;

type Field = 'name' | 'email' | 'username' | 'password';

/** an empty field says which one it is, beside it (the schema's own text is the banner's 'Todos los campos…') */
const REQUIRED: Record<Field, string> = {
  name: USER_MESSAGES.nameRequired,
  email: USER_MESSAGES.emailRequired,
  username: USER_MESSAGES.usernameRequired,
  password: USER_MESSAGES.passwordRequired,
};

/** Where a signed-in person goes after registering: the page the guard stopped, else home. Same-app paths only. */
function afterRegister(f: LoginNavState['from']): string {
  const pathname = typeof f?.pathname === 'string' ? f.pathname : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === paths.login || pathname === paths.register) return paths.home;
  return `${pathname}${typeof f?.search === 'string' ? f.search : ''}${typeof f?.hash === 'string' ? f.hash : ''}`;
}

export function RegisterScreen() {
  const text = useAuthText();
  const msg = useMsg();
  const say = useAuthMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const from = readLoginNavState(location.state)?.from;
  const registerUser = useRegisterMutation();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { name: '', email: '', username: '', password: '' },
  });

  const onValid = async (body: RegisterBody) => {
    setFailure(null);
    try {
      const created = await registerUser.mutateAsync(body);
      const token = (created as { token?: unknown } | undefined)?.token;
      // registration signs the person in (issue 20 §7); a server without a token sends them to log in
      if (typeof token === 'string' && session.login(token)) {
        // what the visitor was doing before the login wall (issue 20, item 8), else the guard's page
        const fromPath = from?.pathname;
        const intent = takeLoginTarget(token, typeof fromPath === 'string' ? fromPath : null);
        if (intent) await navigate({ pathname: intent.pathname, search: intent.search, hash: intent.hash }, { replace: true, state: intent.state });
        else await navigate(afterRegister(from), { replace: true, state: from?.state });
        return;
      }
      await navigate(paths.login, {
        state: { registrationSuccess: true, identifier: body.username, ...(from ? { from } : {}) } satisfies LoginNavState,
      });
    } catch (err) {
      setFailure(registerErrorMessage(err));
    }
  };

  // every field's error at once, each under its field (issue 20 §7); the banner keeps the server's answer
  const banner = say(failure ?? undefined);
  const errorOf = (field: Field) => {
    const message = errors[field]?.message;
    return say(message === useMsg.es.registerFieldsRequired ? REQUIRED[field] : message);
  };
  const described = (field: Field, id: string) => fieldErrorProps(id, errorOf(field));

  return (
    <AuthShell title={text.registerTitle} subtitle={text.registerSubtitle}>
      <form className="auth__form" noValidate onSubmit={handleSubmit(onValid, () => setFailure(null))}>
        {banner && (
          <p className="alert alert--error" role="alert">
            {banner}
          </p>
        )}

        <div className="field">
          <label className="field__label" htmlFor="register-name">
            {text.nameLabel}
          </label>
          <input
            id="register-name"
            className="field__input"
            type="text"
            autoComplete="name"
            required
            {...described('name', 'register-name')}
            {...register('name')}
          />
          <FieldError id="register-name" message={errorOf('name')} />
        </div>

        <div className="field">
          <label className="field__label" htmlFor="register-email">
            {text.emailLabel}
          </label>
          <input
            id="register-email"
            className="field__input"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...described('email', 'register-email')}
            {...register('email')}
          />
          <FieldError id="register-email" message={errorOf('email')} />
        </div>

        <div className="field">
          <label className="field__label" htmlFor="register-username">
            {text.usernameLabel}
          </label>
          <input
            id="register-username"
            className="field__input"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...described('username', 'register-username')}
            {...register('username')}
          />
          <FieldError id="register-username" message={errorOf('username')} />
        </div>

        <PasswordField
          id="register-password"
          label={text.passwordLabel}
          autoComplete="new-password"
          error={errorOf('password')}
          required
          toggleLabels={passwordToggle(text)}
          {...register('password')}
        />

        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {isSubmitting ? msg.registerSubmitting : text.registerSubmit}
        </button>
      </form>

      <SocialButtons />

      <p className="auth__switch">
        {text.haveAccount}{' '}
        <Link to={paths.login} state={from ? { from } : undefined}>
          {text.goLogin}
        </Link>
      </p>
      <p className="auth__legal">
        {text.registerLegalBefore} <Link to={paths.terms}>{text.legalTerms}</Link> {text.legalAnd}{' '}
        <Link to={paths.privacy}>{text.legalPrivacy}</Link>.
      </p>
    </AuthShell>
  );
}
