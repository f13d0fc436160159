import { Link } from 'react-router-dom';
import { CUBA_TIME_ZONE } from '@guia/contracts';
import { PinIcon } from '../icons/icons';
import { paths } from '../../config/paths';
import { DataSaverToggle } from '../data-saver/data-saver-toggle';
import './footer.css';
import { FOOTER_TEXT } from './footer-text';

/** The year in Havana now (31 December at 23:30 in Havana is still that year, whatever the device's zone). */
export const havanaYear = (at: Date = new Date()) =>
  new Intl.DateTimeFormat('es', { timeZone: CUBA_TIME_ZONE, year: 'numeric' }).format(at);

const LINKS = [
  { to: paths.about, label: FOOTER_TEXT.about },
  { to: paths.terms, label: FOOTER_TEXT.terms },
  { to: paths.privacy, label: FOOTER_TEXT.privacy },
  { to: paths.help, label: FOOTER_TEXT.help },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <span className="site-footer__logo">
            <PinIcon width={20} height={20} />
            {FOOTER_TEXT.brand}
          </span>
          <p>{FOOTER_TEXT.tagline}</p>
        </div>
        <nav aria-label={FOOTER_TEXT.nav}>
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <DataSaverToggle />
      </div>
      <p className="site-footer__copy container">© {havanaYear()} {FOOTER_TEXT.rights}</p>
    </footer>
  );
}
