import { Link } from 'react-router-dom';
import { RESET_MESSAGES } from '@guia/contracts';
import { paths } from '../../config/paths';
import { AuthShell } from './components/auth-shell';
import { AUTH_TEXT } from './auth-text';

/**
 * /olvide-contrasena (issue 20 §7): in Cuba e-mail may never arrive, so a person who forgot their
 * password asks an admin, who makes a one-time link and sends it over WhatsApp.
 */
export function ForgotPasswordScreen() {
  return (
    <AuthShell title={AUTH_TEXT.forgotTitle} subtitle={AUTH_TEXT.forgotSubtitle}>
      <div className="auth__form">
        <p className="auth__help">{RESET_MESSAGES.resetForgotHelp}</p>
        <p className="auth__help">{AUTH_TEXT.forgotLinkRules}</p>
        <p className="auth__help">
          {AUTH_TEXT.forgotWhoBefore} <Link to={paths.help}>{AUTH_TEXT.forgotWhoLink}</Link>.
        </p>
        <Link to={paths.login} className="btn btn--primary btn--block">
          {AUTH_TEXT.backToLogin}
        </Link>
      </div>
    </AuthShell>
  );
}
