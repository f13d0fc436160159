import { Link } from 'react-router-dom';
import { CUBA_TIME_ZONE } from '@guia/contracts';
import { PinIcon } from '../icons/icons';
import { paths } from '../../config/paths';
import { DataSaverToggle } from '../data-saver/data-saver-toggle';
import './footer.css';
import { LangSwitch } from '../lang-switch/lang-switch';
import { useFooterText } from './footer-text';

/** The year in Havana now (31 December at 23:30 in Havana is still that year, whatever the device's zone). */
export const havanaYear = (at: Date = new Date()) =>
  new Intl.DateTimeFormat('es', { timeZone: CUBA_TIME_ZONE, year: 'numeric' }).format(at);

const LINKS = [
  { to: paths.about, key: 'about' },
  { to: paths.terms, key: 'terms' },
  { to: paths.privacy, key: 'privacy' },
  { to: paths.help, key: 'help' },
] as const;

export function Footer() {
  const text = useFooterText();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <span className="site-footer__logo">
            <PinIcon width={20} height={20} />
            {text.brand}
          </span>
          <p>{text.tagline}</p>
        </div>
        <nav aria-label={text.nav}>
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{text[link.key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__settings">
          <DataSaverToggle />
          <LangSwitch />
        </div>
      </div>
      <p className="site-footer__copy container">© {havanaYear()} {text.rights}</p>
    </footer>
  );
}
