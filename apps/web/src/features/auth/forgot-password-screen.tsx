import { Link } from 'react-router-dom';
import { RESET_MESSAGES } from '@guia/contracts';
import { paths } from '../../config/paths';
import { AuthShell } from './components/auth-shell';

/**
 * /olvide-contrasena (issue 20 §7): in Cuba e-mail may never arrive, so a person who forgot their
 * password asks an admin, who makes a one-time link and sends it over WhatsApp.
 */
export function ForgotPasswordScreen() {
  return (
    <AuthShell title="¿Olvidaste tu contraseña?" subtitle="Te ayudamos a entrar de nuevo en tu cuenta.">
      <div className="auth__form">
        <p className="auth__help">{RESET_MESSAGES.resetForgotHelp}</p>
        <p className="auth__help">
          El enlace sirve una sola vez y caduca en 24 horas. Ábrelo en este teléfono o computadora y elige una contraseña nueva.
        </p>
        <p className="auth__help">
          ¿No sabes a quién pedírselo? Escríbenos desde <Link to={paths.help}>Ayuda</Link>.
        </p>
        <Link to={paths.login} className="btn btn--primary btn--block">
          Volver a iniciar sesión
        </Link>
      </div>
    </AuthShell>
  );
}
