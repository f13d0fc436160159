import { countText, hasRating, ratingText } from '../../lib/business-info';
import { fmt } from '../../lib/i18n/icu';
import { useLang } from '../../lib/i18n/lang';
import { useMsg } from '../../lib/i18n/messages';
import { usePlaceText } from './place-text';
import { StarIcon } from '../icons/place-icons';
import './business.css';

export const STARS = [1, 2, 3, 4, 5] as const;
/** '1 estrella', '4 estrellas' in the page's language (a hook: the star buttons' names). */
export function useStarsLabel(): (n: number) => string {
  const lang = useLang();
  const text = usePlaceText();
  return (n) => fmt(lang, text.stars, { count: n });
}

/**
 * Five stars filled up to `value` (rounded to the nearest whole star), read as
 * '4 de 5 estrellas'. `value`: 0–5; `size`: 'sm' in lists, 'md' elsewhere.
 */
export function StarRating({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' }) {
  const whole = Math.max(0, Math.min(5, Math.round(value)));
  const lang = useLang();
  const text = usePlaceText();
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={fmt(lang, text.starsOf5, { count: whole })}>
      {STARS.map((n) => (
        <StarIcon key={n} filled={n <= whole} className={n <= whole ? 'stars__star stars__star--on' : 'stars__star'} />
      ))}
    </span>
  );
}

/**
 * The rating line of a business: a star, the average ('4,6') and '(2210 valoraciones)' — every
 * rating together, the guide's own and the external ones, so never called 'opiniones' (issue 20 §5:
 * the reviews section says whose is whose); without a rating, 'Sin calificaciones' (spec §4).
 * `rating`: the average 0–5; `total`: how many ratings.
 */
export function RatingSummary({ rating, total }: { rating?: number | null; total?: number | null }) {
  const msg = useMsg();
  const lang = useLang();
  if (!hasRating(rating)) {
    return <span className="rating-summary rating-summary--none">{ratingText(rating, msg, lang)}</span>;
  }
  const count = total ?? 0;
  return (
    <span className="rating-summary">
      <StarIcon className="rating-summary__star" />
      <strong className="rating-summary__value">{ratingText(rating, msg, lang)}</strong>
      {count > 0 && (
        <span className="rating-summary__count">({countText(count, msg.ratingOne, msg.ratingMany, lang)})</span>
      )}
    </span>
  );
}
