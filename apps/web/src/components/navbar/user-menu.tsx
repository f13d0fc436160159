import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../icons/icons';
import { ACCOUNT_LINKS } from './nav-links';
import { DataSaverToggle } from '../data-saver/data-saver-toggle';
import { useNavText } from './navbar-text';

/** The logged-in user's icon button and its 200 px dropdown (spec §2). */
export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const text = useNavText();
  const location = useLocation();
  // Open "at" a location: any navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-label={text.userMenu}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="user-menu-panel"
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <UserIcon width={20} height={20} />
        <ChevronDownIcon className="user-menu__chevron" width={16} height={16} />
      </button>
      {open && (
        <div id="user-menu-panel" className="user-menu__panel">
          <ul>
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="user-menu__item" onClick={() => setOpenAt(null)}>
                  {text[link.key]}
                </Link>
              </li>
            ))}
            <li className="user-menu__separator" role="presentation" />
            <li>
              <DataSaverToggle compact />
            </li>
            <li className="user-menu__separator" role="presentation" />
            <li>
              <button
                type="button"
                className="user-menu__item user-menu__item--danger"
                onClick={() => {
                  setOpenAt(null);
                  onLogout();
                }}
              >
                <LogoutIcon width={16} height={16} />
                {text.logout}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
