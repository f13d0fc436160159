import type { Business } from '@guia/contracts';
import { countText, ratingText } from '../../../lib/business-info';
import { ADMIN_BUSINESS_TEXT as T } from '../admin-business-text';

const line = (rating: number | undefined, count: number | undefined, one: string, many: string) =>
  count && count > 0 ? T.ratingLine(ratingText(rating), countText(count, one, many)) : T.ratingsNone;

/**
 * Rating and number of ratings, read-only (issue 20 §9): they are computed, never typed. The
 * external figures (Google's, an import's) apart from the guide's own reviews, as the public page.
 */
export function RatingsSummary({ business }: { business?: Business }) {
  if (!business) return <p className="ratings-summary__note">{T.ratingsNewBusiness}</p>;
  const externalRating = business.external_rating ?? business.rating;
  const externalCount = business.external_ratings_total ?? business.user_ratings_total;
  return (
    <>
      <p className="ratings-summary__note">{T.ratingsLead}</p>
      <dl className="ratings-summary">
        <div className="ratings-summary__item">
          <dt>{T.externalRatings}</dt>
          <dd>{line(externalRating, externalCount, 'valoración', 'valoraciones')}</dd>
        </div>
        <div className="ratings-summary__item">
          <dt>{T.guideReviews}</dt>
          <dd>{line(business.reviews_rating, business.reviews_count, 'opinión', 'opiniones')}</dd>
        </div>
      </dl>
    </>
  );
}
