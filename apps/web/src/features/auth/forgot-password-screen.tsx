import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AuthShell } from './components/auth-shell';
import { useAuthText } from './auth-text';

/**
 * /olvide-contrasena (issue 20 §7): in Cuba e-mail may never arrive, so a person who forgot their
 * password asks an admin, who makes a one-time link and sends it over WhatsApp.
 */
export function ForgotPasswordScreen() {
  const text = useAuthText();
  return (
    <AuthShell title={text.forgotTitle} subtitle={text.forgotSubtitle}>
      <div className="auth__form">
        <p className="auth__help">{text.messages.resetForgotHelp}</p>
        <p className="auth__help">{text.forgotLinkRules}</p>
        <p className="auth__help">
          {text.forgotWhoBefore} <Link to={paths.help}>{text.forgotWhoLink}</Link>.
        </p>
        <Link to={paths.login} className="btn btn--primary btn--block">
          {text.backToLogin}
        </Link>
      </div>
    </AuthShell>
  );
}
