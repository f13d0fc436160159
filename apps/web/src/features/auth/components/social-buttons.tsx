import { MSG } from '@guia/contracts';
import { FacebookIcon, GoogleIcon } from '../../../components/icons/icons';

/** Google and Facebook sign-in: not available yet, shown disabled (DESIGN §9). */
export function SocialButtons() {
  return (
    <div className="social">
      <p className="social__divider">
        <span>o continúa con</span>
      </p>
      <div className="social__buttons">
        <button type="button" className="social__button" disabled title={MSG.comingSoon}>
          <GoogleIcon />
          Google
          <span className="social__badge">{MSG.comingSoon}</span>
        </button>
        <button type="button" className="social__button" disabled title={MSG.comingSoon}>
          <FacebookIcon />
          Facebook
          <span className="social__badge">{MSG.comingSoon}</span>
        </button>
      </div>
    </div>
  );
}
