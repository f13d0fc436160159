import { useId } from 'react';
import { StarIcon } from '../icons/place-icons';
import { STARS, useStarsLabel } from './star-rating';
import './business.css';
import { usePlaceText } from './place-text';

/** The review form's star picker: apart from the stars that display a rating, so pages that only show ratings do not load it. */
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
export function StarRatingInput({ value, onChange, label, disabled = false }: StarRatingInputProps) {
  const text = usePlaceText();
  const starsLabel = useStarsLabel();
  const name = useId();
  return (
    <fieldset className="star-input" disabled={disabled}>
      <legend className="star-input__legend">{label ?? text.yourRating}</legend>
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
