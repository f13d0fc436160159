import { Link, NavLink } from 'react-router-dom';
import { ChevronDownIcon, MenuIcon, UserIcon } from '../icons/icons';
import { LangSwitch } from '../lang-switch/lang-switch';
import { Logo } from './logo';
import { ACCOUNT_LINKS, ADMIN_LINKS, LOGIN_LINK, MAP_LINK, REGISTER_LINK, TOPS_LINK, type NavEntry } from './nav-links';
import { useNavText } from './navbar-text';

/**
 * The bar as the server draws it, for everyone, before any script (issue 20 §4). Only the server
 * renders this (entry-server.tsx hands it to `Navbar`): the browser keeps this HTML untouched while
 * it hydrates, then draws the live bar, so none of it weighs on the page's JavaScript.
 *
 * Every variant is here and CSS picks one (navbar.css): the phone's burger or the desktop links by
 * media query, never by a script measuring the window; the signed-in menu or 'Iniciar sesión' by the
 * mark index.html's <head> script puts on <html> (`data-session="user|admin"` from the stored
 * token's role, the name as `--guia-name` from the profile the app keeps on the phone). The burger
 * and the user menu are <details>, which the browser opens without scripts. 'Cerrar sesión' needs
 * the app: it comes with it.
 */
type When = 'user' | 'admin' | 'anon';

const navClass = ({ isActive }: { isActive: boolean }) => `navbar__link${isActive ? ' is-active' : ''}`;

function LinkItems({ links, when, className = navClass }: { links: NavEntry[]; when?: When; className?: typeof navClass | string }) {
  const text = useNavText();
  return links.map((link) => (
    <li key={link.to} data-when={when}>
      <NavLink to={link.to} className={className}>
        {text[link.key]}
      </NavLink>
    </li>
  ));
}

const mainLinks = (
  <>
    <LinkItems links={[TOPS_LINK]} />
    <LinkItems links={[MAP_LINK]} when="user" />
  </>
);

export function NavbarShell() {
  const text = useNavText();
  return (
    <header className="navbar">
      <nav className="navbar__inner container" aria-label={text.main}>
        <Logo />

        <details className="navbar__narrow navbar__menu">
          <summary className="navbar__burger" aria-label={text.openMenu}>
            <MenuIcon />
          </summary>
          <div className="mobile-menu__backdrop" aria-hidden="true" />
          <div id="mobile-menu" className="mobile-menu">
            <ul className="mobile-menu__list" aria-label={text.navigation}>
              {mainLinks}
            </ul>
            <div data-when="admin">
              <p className="mobile-menu__heading" id="mobile-admin-heading">
                {text.admin}
              </p>
              <ul className="mobile-menu__list" aria-labelledby="mobile-admin-heading">
                <LinkItems links={ADMIN_LINKS} />
              </ul>
            </div>
            <div data-when="user">
              <p className="mobile-menu__heading" id="mobile-account-heading">
                {text.account}
              </p>
              <p className="mobile-menu__name" />
              <ul className="mobile-menu__list" aria-labelledby="mobile-account-heading">
                <LinkItems links={ACCOUNT_LINKS} />
              </ul>
            </div>
            <div className="mobile-menu__auth" data-when="anon">
              <Link to={LOGIN_LINK.to} className="btn btn--ghost">
                {text[LOGIN_LINK.key]}
              </Link>
              <Link to={REGISTER_LINK.to} className="btn btn--primary">
                {text[REGISTER_LINK.key]}
              </Link>
            </div>
            <LangSwitch className="mobile-menu__lang" />
          </div>
        </details>

        <ul className="navbar__links navbar__wide">{mainLinks}</ul>
        <ul className="navbar__links navbar__links--admin navbar__wide" aria-label={text.admin} data-when="admin">
          <LinkItems links={ADMIN_LINKS} />
        </ul>
        <div className="navbar__actions navbar__wide">
          <LangSwitch />
          <details className="user-menu" data-when="user">
            <summary className="user-menu__button" aria-label={text.userMenu}>
              <UserIcon width={20} height={20} />
              <ChevronDownIcon className="user-menu__chevron" width={16} height={16} />
            </summary>
            <div className="user-menu__panel">
              <ul>
                <LinkItems links={ACCOUNT_LINKS} className="user-menu__item" />
              </ul>
            </div>
          </details>
          <Link to={LOGIN_LINK.to} className="btn btn--ghost btn--sm" data-when="anon">
            {text[LOGIN_LINK.key]}
          </Link>
          <Link to={REGISTER_LINK.to} className="btn btn--primary btn--sm" data-when="anon">
            {text[REGISTER_LINK.key]}
          </Link>
        </div>
      </nav>
    </header>
  );
}
