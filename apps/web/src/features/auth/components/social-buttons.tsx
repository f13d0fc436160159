import { MSG } from '@guia/contracts';
import { FacebookIcon, GoogleIcon } from '../../../components/icons/icons';
import { AUTH_TEXT } from '../auth-text';

/** Google and Facebook sign-in: not available yet, shown disabled (DESIGN §9). */
export function SocialButtons() {
  return (
    <div className="social">
      <p className="social__divider">
        <span>{AUTH_TEXT.socialDivider}</span>
      </p>
      <div className="social__buttons">
        <button type="button" className="social__button" disabled title={MSG.comingSoon}>
          <GoogleIcon />
          {AUTH_TEXT.google}
          <span className="social__badge">{MSG.comingSoon}</span>
        </button>
        <button type="button" className="social__button" disabled title={MSG.comingSoon}>
          <FacebookIcon />
          {AUTH_TEXT.facebook}
          <span className="social__badge">{MSG.comingSoon}</span>
        </button>
      </div>
    </div>
  );
}
