import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FAVORITE_PULSE_MS } from '@guia/contracts';
import { paths } from '../../config/paths';
import { useFavorite } from '../../lib/api/favorites';
import { HeartIcon } from './business-icons';
import './business.css';

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
 * Logged out, it goes to /login (and back here afterwards). Failures are only logged (§8).
 */
export function FavoriteButton({ businessId, businessName, variant = 'icon', className }: FavoriteButtonProps) {
  const favorite = useFavorite(businessId);
  const navigate = useNavigate();
  const location = useLocation();
  const [pulsing, setPulsing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = () => {
    if (favorite.needsLogin) {
      navigate(paths.login, { state: { from: location } });
      return;
    }
    if (favorite.isPending || favorite.isLoading) return;
    setPulsing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPulsing(false), FAVORITE_PULSE_MS);
    favorite.toggle().catch((error: unknown) => console.error('Error al actualizar favoritos:', error));
  };

  const on = favorite.isFavorite;
  const what = businessName ? `${businessName} ` : '';
  // One name for both states (a toggle button says its state with aria-pressed).
  const label = `Guardar ${what}en favoritos`;
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
    <button
      type="button"
      className={classes}
      aria-pressed={on}
      aria-label={variant === 'icon' ? label : undefined}
      aria-busy={favorite.isPending || undefined}
      title={on ? `Quitar ${what}de favoritos` : label}
      onClick={onClick}
      data-pulse={pulsing || undefined}
    >
      <HeartIcon filled={on} className="favorite-button__icon" />
      {variant === 'labelled' && <span>Favorito</span>}
    </button>
  );
}
