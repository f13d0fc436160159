import { useEffect, useState, type ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { NAVBAR_COMPACT_SCROLL_PX } from '@guia/contracts';
import { useSession } from '../../lib/session/use-session';
import { useIsMobile } from '../../lib/use-media-query';
import { useHydrated } from '../../lib/render-hints';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { CloseIcon, LogoutIcon, MenuIcon } from '../icons/icons';
import { Logo } from './logo';
import { UserMenu } from './user-menu';
import {
  ACCOUNT_LINKS,
  ADMIN_LINKS,
  LOGIN_LINK,
  MAP_LINK,
  REGISTER_LINK,
  TOPS_LINK,
  type NavEntry,
} from './nav-links';
import { LangSwitch } from '../lang-switch/lang-switch';
import './navbar.css';
import { useNavText } from './navbar-text';

const navClass = ({ isActive }: { isActive: boolean }) => `navbar__link${isActive ? ' is-active' : ''}`;

/** One `<li>` with a NavLink per entry: the same markup in the bar and in the mobile menu. */
function LinkItems({ links, onNavigate }: { links: readonly NavEntry[]; onNavigate?: () => void }) {
  const text = useNavText();
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} className={navClass} onClick={onNavigate}>
        {text[link.key]}
      </NavLink>
    </li>
  ));
}

/** The server's bar before scripts (navbar-shell.tsx): set by entry-server.tsx only, so the browser never downloads it. */
export const serverNavbar: { Shell?: ComponentType } = {};

/**
 * The top bar. A page the server drew arrives with the bar of navbar-shell.tsx (every variant, CSS
 * chooses: issue 20 §4); while the browser hydrates, that HTML is kept as it is (the placeholder
 * below renders no children of its own), then the live bar replaces it, looking the same.
 */
export function Navbar() {
  const { Shell } = serverNavbar;
  // (the live bar is another component: React drops the kept HTML and draws it anew)
  if (useHydrated()) return <LiveNavbar />;
  return Shell ? <Shell /> : <header className="navbar" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}

/** The top bar of spec §2: sticky, compact after 10 px of scroll, hamburger at ≤ 768 px. */
function LiveNavbar() {
  const text = useNavText();
  const session = useSession();
  const isMobile = useIsMobile();
  const compact = useScrolledPast(NAVBAR_COMPACT_SCROLL_PX);
  const location = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = isMobile && menuOpenAt === location.key;
  const closeMenu = () => setMenuOpenAt(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const mainLinks: NavEntry[] = session.isAuthenticated ? [TOPS_LINK, MAP_LINK] : [TOPS_LINK];
  const logout = () => void session.logout();

  return (
    <header className={`navbar${compact ? ' navbar--compact' : ''}${menuOpen ? ' navbar--menu-open' : ''}`}>
      <nav className="navbar__inner container" aria-label={text.main}>
        <Logo onClick={closeMenu} />

        {isMobile ? (
          <button
            type="button"
            className="navbar__burger"
            aria-label={text.openMenu}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        ) : (
          <>
            <ul className="navbar__links">
              <LinkItems links={mainLinks} />
            </ul>
            {session.isAdmin && (
              <ul className="navbar__links navbar__links--admin" aria-label={text.admin}>
                <LinkItems links={ADMIN_LINKS} />
              </ul>
            )}
            <div className="navbar__actions">
              <LangSwitch />
              {session.isAuthenticated ? (
                <UserMenu onLogout={logout} />
              ) : (
                <>
                  <Link to={LOGIN_LINK.to} className="btn btn--ghost btn--sm">
                    {text[LOGIN_LINK.key]}
                  </Link>
                  <Link to={REGISTER_LINK.to} className="btn btn--primary btn--sm">
                    {text[REGISTER_LINK.key]}
                  </Link>
                </>
              )}
            </div>
          </>
        )}
      </nav>

      {menuOpen && (
        <>
          <div className="mobile-menu__backdrop" aria-hidden="true" onClick={closeMenu} />
          <div id="mobile-menu" className="mobile-menu">
            <ul className="mobile-menu__list" aria-label={text.navigation}>
              <LinkItems links={mainLinks} onNavigate={closeMenu} />
            </ul>
            {session.isAdmin && (
              <>
                <p className="mobile-menu__heading" id="mobile-admin-heading">
                  {text.admin}
                </p>
                <ul className="mobile-menu__list" aria-labelledby="mobile-admin-heading">
                  <LinkItems links={ADMIN_LINKS} onNavigate={closeMenu} />
                </ul>
              </>
            )}
            {session.isAuthenticated ? (
              <>
                <p className="mobile-menu__heading" id="mobile-account-heading">
                  {text.account}
                </p>
                <ul className="mobile-menu__list" aria-labelledby="mobile-account-heading">
                  <LinkItems links={ACCOUNT_LINKS} onNavigate={closeMenu} />
                  <li>
                    <button
                      type="button"
                      className="navbar__link mobile-menu__logout"
                      onClick={() => {
                        closeMenu();
                        logout();
                      }}
                    >
                      <LogoutIcon width={18} height={18} />
                      {text.logout}
                    </button>
                  </li>
                </ul>
              </>
            ) : (
              <div className="mobile-menu__auth">
                <Link to={LOGIN_LINK.to} className="btn btn--ghost" onClick={closeMenu}>
                  {text[LOGIN_LINK.key]}
                </Link>
                <Link to={REGISTER_LINK.to} className="btn btn--primary" onClick={closeMenu}>
                  {text[REGISTER_LINK.key]}
                </Link>
              </div>
            )}
            <LangSwitch className="mobile-menu__lang" />
          </div>
        </>
      )}
    </header>
  );
}
