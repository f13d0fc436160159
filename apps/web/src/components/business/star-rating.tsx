import { useId } from 'react';
import { hasRating, ratingText } from '../../lib/business-info';
import { StarIcon } from './business-icons';
import './business.css';

const STARS = [1, 2, 3, 4, 5] as const;
const starsLabel = (n: number) => (n === 1 ? '1 estrella' : `${n} estrellas`);

/**
 * Five stars filled up to `value` (rounded to the nearest whole star), read as
 * '4 de 5 estrellas'. `value`: 0–5; `size`: 'sm' in lists, 'md' elsewhere.
 */
export function StarRating({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' }) {
  const whole = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={`${whole} de 5 estrellas`}>
      {STARS.map((n) => (
        <StarIcon key={n} filled={n <= whole} className={n <= whole ? 'stars__star stars__star--on' : 'stars__star'} />
      ))}
    </span>
  );
}

/**
 * The rating line of a business: a star, the average ('4,6') and '(123 opiniones)'; without a
 * rating, 'Sin calificaciones' (spec §4). `rating`: the average 0–5; `total`: how many ratings.
 */
export function RatingSummary({ rating, total }: { rating?: number | null; total?: number | null }) {
  if (!hasRating(rating)) {
    return <span className="rating-summary rating-summary--none">{ratingText(rating)}</span>;
  }
  const count = total ?? 0;
  return (
    <span className="rating-summary">
      <StarIcon className="rating-summary__star" />
      <strong className="rating-summary__value">{ratingText(rating)}</strong>
      {count > 0 && (
        <span className="rating-summary__count">({count.toLocaleString('es-ES')} {count === 1 ? 'opinión' : 'opiniones'})</span>
      )}
    </span>
  );
}

export interface StarRatingInputProps {
  /** The chosen number of stars, or null when none is chosen yet. */
  value: number | null;
  onChange(value: number): void;
  /** Group label read by screen readers and shown above the stars. */
  label?: string;
  disabled?: boolean;
}

/**
 * Choosing 1–5 stars: a radio group (native radios, so arrow keys move the choice and screen
 * readers say '3 estrellas, 3 de 5'), drawn as stars that light up to the chosen one.
 */
export function StarRatingInput({ value, onChange, label = 'Tu calificación', disabled = false }: StarRatingInputProps) {
  const name = useId();
  return (
    <fieldset className="star-input" disabled={disabled}>
      <legend className="star-input__legend">{label}</legend>
      <div className="star-input__stars">
        {STARS.map((n) => (
          <label key={n} className={`star-input__option${value !== null && n <= value ? ' star-input__option--on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="star-input__radio"
              aria-label={starsLabel(n)}
            />
            <StarIcon filled={value !== null && n <= value} className="star-input__star" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
