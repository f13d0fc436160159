import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MSG, registerBodySchema, type RegisterBody } from '@guia/contracts';
import type { z } from 'zod';
import { paths } from '../../config/paths';
import { useRegisterMutation } from './api/register';
import { registerErrorMessage } from './auth-messages';
import { AuthShell } from './components/auth-shell';
import { PasswordField } from './components/password-field';
import { SocialButtons } from './components/social-buttons';

type RegisterFormInput = z.input<typeof registerBodySchema>;

const FIELD_ORDER = ['name', 'email', 'username', 'password'] as const;

export function RegisterScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const registerUser = useRegisterMutation();
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
      await registerUser.mutateAsync(body);
      await navigate(paths.login, {
        state: { registrationSuccess: true, identifier: body.username, ...(from ? { from } : {}) },
      });
    } catch (err) {
      setFailure(registerErrorMessage(err));
    }
  };

  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
  const message = (firstInvalid && errors[firstInvalid]?.message) || failure;
  const invalid = (field: (typeof FIELD_ORDER)[number]) => (errors[field] ? true : undefined);

  return (
    <AuthShell title="Crear cuenta" subtitle="Regístrate gratis y empieza a descubrir Cuba.">
      <form className="auth__form" noValidate onSubmit={handleSubmit(onValid, () => setFailure(null))}>
        {message && (
          <p className="alert alert--error" role="alert">
            {message}
          </p>
        )}

        <div className="field">
          <label className="field__label" htmlFor="register-name">
            Nombre
          </label>
          <input
            id="register-name"
            className="field__input"
            type="text"
            autoComplete="name"
            required
            aria-invalid={invalid('name')}
            {...register('name')}
          />
        </div>

        <div className="field">
          <label className="field__label" htmlFor="register-email">
            Correo electrónico
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
            aria-invalid={invalid('email')}
            {...register('email')}
          />
        </div>

        <div className="field">
          <label className="field__label" htmlFor="register-username">
            Nombre de usuario
          </label>
          <input
            id="register-username"
            className="field__input"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={invalid('username')}
            {...register('username')}
          />
        </div>

        <PasswordField
          id="register-password"
          label="Contraseña"
          autoComplete="new-password"
          invalid={Boolean(errors.password)}
          registration={register('password')}
        />

        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {isSubmitting ? MSG.registerSubmitting : 'Aceptar'}
        </button>
      </form>

      <SocialButtons />

      <p className="auth__switch">
        ¿Ya tienes cuenta?{' '}
        <Link to={paths.login} state={from ? { from } : undefined}>
          Inicia sesión
        </Link>
      </p>
      <p className="auth__legal">
        Al registrarte aceptas los <Link to={paths.terms}>Términos y condiciones</Link> y la{' '}
        <Link to={paths.privacy}>Política de privacidad</Link>.
      </p>
    </AuthShell>
  );
}
