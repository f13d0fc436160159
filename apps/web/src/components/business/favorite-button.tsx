import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FAVORITE_PULSE_MS } from '@guia/contracts';
import { paths } from '../../config/paths';
import { useFavorite } from '../../lib/api/favorites';
import { hasLoginIntent } from '../../lib/login-intent-key';
import type { LoginNavState } from '../../lib/nav-state';
import { useSession } from '../../lib/session/use-session';
import { HeartIcon } from '../icons/place-icons';
import './business.css';
import './favorite-button.css';
import { useFavoriteText } from './favorite-text';
import { useMsg } from '../../lib/i18n/messages';

/** How long 'Guardado en favoritos' stays after the login that added it. */
const SAVED_TOAST_MS = 6000;

export interface FavoriteButtonProps {
  /** The business to save or remove. */
  businessId: string;
  /** Its name, for the button's label ('Guardar La Guarida en favoritos'). */
  businessName?: string;
  /** 'icon' is the round heart alone; 'labelled' adds the word next to it. */
  variant?: 'icon' | 'labelled';
  className?: string;
}

/**
 * The favourite heart (spec §4): a press pulses for 300 ms and calls POST or DELETE
 * /users/{id}/favorites/{businessId}; the heart fills or empties only after the server answers.
 * Logged out, it goes to /login (and back here afterwards) and, once logged in, the favourite is
 * added and the page says 'Guardado en favoritos' (issue 20, item 8). Failures are only logged (§8).
 */
export function FavoriteButton({ businessId, businessName, variant = 'icon', className }: FavoriteButtonProps) {
  const text = useFavoriteText();
  const msg = useMsg();
  const favorite = useFavorite(businessId);
  const navigate = useNavigate();
  const location = useLocation();
  const [pulsing, setPulsing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { userId } = useSession();
  const [savedAfterLogin, setSavedAfterLogin] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The heart pressed before logging in: add it now, once, for the account that logged in.
  const ready = !favorite.needsLogin && !favorite.isLoading;
  useEffect(() => {
    if (!ready || !hasLoginIntent()) return;
    let live = true;
    import('../../lib/login-intent')
      .then(({ takePendingFavorite }) => {
        if (!live || !takePendingFavorite(userId, businessId)) return;
        // already saved (another device, an earlier visit): only say so
        const added = favorite.isFavorite ? Promise.resolve() : favorite.toggle();
        return added.then(() => setSavedAfterLogin(true));
      })
      .catch((error: unknown) => console.error('Error al actualizar favoritos:', error));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the favourites are known
  }, [ready, userId, businessId]);

  useEffect(() => {
    if (!savedAfterLogin) return;
    const hide = setTimeout(() => setSavedAfterLogin(false), SAVED_TOAST_MS);
    return () => clearTimeout(hide);
  }, [savedAfterLogin]);

  const onClick = () => {
    if (favorite.needsLogin) {
      // remembered so the login adds it afterwards (issue 20, item 8); the module loads on demand
      const goToLogin = () => navigate(paths.login, { state: { from: location } satisfies LoginNavState });
      import('../../lib/login-intent')
        .then((intent) => intent.rememberFavorite(businessId, location))
        .catch(() => undefined)
        .finally(() => void goToLogin());
      return;
    }
    setSavedAfterLogin(false);
    if (favorite.isPending || favorite.isLoading) return;
    setPulsing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPulsing(false), FAVORITE_PULSE_MS);
    favorite.toggle().catch((error: unknown) => console.error('Error al actualizar favoritos:', error));
  };

  const on = favorite.isFavorite;
  // One name for both states (a toggle button says its state with aria-pressed).
  const label = text.save(businessName ?? '');
  const classes = [
    'favorite-button',
    `favorite-button--${variant}`,
    on ? 'favorite-button--on' : '',
    pulsing ? 'favorite-button--pulse' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <button
        type="button"
        className={classes}
        aria-pressed={on}
        aria-label={variant === 'icon' ? label : undefined}
        aria-busy={favorite.isPending || undefined}
        title={on ? text.remove(businessName ?? '') : label}
        onClick={onClick}
        data-pulse={pulsing || undefined}
      >
        <HeartIcon filled={on} className="favorite-button__icon" />
        {variant === 'labelled' && <span>{text.favorite}</span>}
      </button>
      {savedAfterLogin && (
        <p className="favorite-saved alert alert--success" role="status">
          {msg.favoriteSavedAfterLogin}
        </p>
      )}
    </>
  );
}
