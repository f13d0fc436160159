import type { ReactNode } from 'react';
import type { Comment } from '@guia/contracts';
import type { Lang } from '@guia/contracts';
import { useMsg } from '../../lib/i18n/messages';
import { useLang } from '../../lib/i18n/lang';
import { commentAuthor, commentText } from '../../lib/business-info';
import { formatLongDate } from '../../lib/format';
import { StarRating } from './star-rating';
import './business.css';

function reviewDate(value: string | undefined, lang: Lang): { text: string; iso: string } | null {
  if (!value) return null;
  // the day in Cuba, as the server wrote it: a review at 22:00 in Havana is not tomorrow's in Madrid
  const text = formatLongDate(value, lang);
  return text ? { text, iso: new Date(value).toISOString() } : null;
}

export interface ReviewListProps {
  /** The business's comments, newest first as the API sends them. */
  comments?: Comment[] | null;
  /** Show at most this many (the map panel keeps it short); all by default. */
  max?: number;
  /** drawn at the end of each review (the business page: the owner's reply, 'Responder', 'Denunciar') */
  footer?: (comment: Comment) => ReactNode;
}

/**
 * Saved reviews: the author's name (issue 20 §5: the person's name, not the username; seeded
 * reviews have only a username; 'Anónimo' when neither), stars when rated, date in es-ES and the comment
 * ('Sin comentario' when blank). Content is rendered as text, never as HTML.
 */
export function ReviewList({ comments, max, footer }: ReviewListProps) {
  const msg = useMsg();
  const lang = useLang();
  const list = (comments ?? []).slice(0, max ?? Infinity);
  if (list.length === 0) return <p className="review-list__empty">{msg.noReviews}</p>;
  return (
    <ul className="review-list">
      {list.map((c, i) => {
        const date = reviewDate(c.date, lang);
        const author = commentAuthor(c.name?.trim() ? c.name : c.username, msg);
        return (
          <li key={`${c.date ?? ''}-${i}`} className="review">
            <div className="review__head">
              <span className="review__avatar" aria-hidden="true">
                {author.charAt(0).toUpperCase()}
              </span>
              <div className="review__meta">
                <span className="review__author">{author}</span>
                <span className="review__sub">
                  {typeof c.rating === 'number' && <StarRating value={c.rating} size="sm" />}
                  {date && <time dateTime={date.iso}>{date.text}</time>}
                </span>
              </div>
            </div>
            {/* no comment: said plainly, not as the person's words */}
            <p className={c.content?.trim() ? 'review__text' : 'review__text review__text--none'}>{commentText(c.content, msg)}</p>
            {footer?.(c)}
          </li>
        );
      })}
    </ul>
  );
}
