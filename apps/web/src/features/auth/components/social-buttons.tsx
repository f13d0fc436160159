import { useMsg } from '../../../lib/i18n/messages';
import { FacebookIcon, GoogleIcon } from '../../../components/icons/icons';
import { useAuthText } from '../auth-text';

/** Google and Facebook sign-in: not available yet, shown disabled (DESIGN §9). */
export function SocialButtons() {
  const text = useAuthText();
  const msg = useMsg();
  return (
    <div className="social">
      <p className="social__divider">
        <span>{text.socialDivider}</span>
      </p>
      <div className="social__buttons">
        <button type="button" className="social__button" disabled title={msg.comingSoon}>
          <GoogleIcon />
          {text.google}
          <span className="social__badge">{msg.comingSoon}</span>
        </button>
        <button type="button" className="social__button" disabled title={msg.comingSoon}>
          <FacebookIcon />
          {text.facebook}
          <span className="social__badge">{msg.comingSoon}</span>
        </button>
      </div>
    </div>
  );
}
