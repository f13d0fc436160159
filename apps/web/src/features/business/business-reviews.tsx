import { useInfiniteQuery } from '@tanstack/react-query';
import type { Business, ReviewItem } from '@guia/contracts';
import { useLang } from '../../lib/i18n/lang';
import { LazyReviewForm as ReviewForm } from '../../components/business/lazy-review-form';
import { ReviewList } from '../../components/business/review-list';
import { StarIcon } from '../../components/icons/place-icons';
import { RatingSummary } from '../../components/business/star-rating';
import { commentsQuery } from '../../lib/api/business';
import { countText, hasRating, ratingText } from '../../lib/business-info';
import { useBusinessText } from './business-text';
import { ReviewExtras, useCanReply } from './review-extras';
import { useMsg, useReviewMsg } from '../../lib/i18n/messages';

export interface BusinessReviewsProps {
  business: Partial<Business> & { _id: string };
  /** False while only a card's data is shown: no form until the business itself has loaded. */
  loaded: boolean;
  total: number;
}

/**
 * Issue 20 §5: whose figures are whose. The guide's own reviews ('4,6 · 12 opiniones en Guía Cuba',
 * the count from the reviews list when it has loaded: seeded reviews carry no stars, so the
 * business's `reviews_count` counts only the rated ones) apart from the ratings brought from
 * outside ('4,3 · 2210 valoraciones externas': Google's, the seed's or an admin's — the API keeps
 * no finer source, so they are not called Google's). Never a bare count beside 'Todavía no hay
 * opiniones'. An answer without the split figures shows the combined line, called 'valoraciones'.
 */
function ReviewsFigures({ business, ownTotal, total }: { business: BusinessReviewsProps['business']; ownTotal: number | undefined; total: number }) {
  const text = useBusinessText();
  const reviewMsg = useReviewMsg();
  const msg = useMsg();
  const lang = useLang();
  const split = business.reviews_count !== undefined || business.external_ratings_total !== undefined;
  if (!split) return <RatingSummary rating={business.rating} total={total} />;
  const ownCount = ownTotal ?? business.reviews_count ?? 0;
  const externalCount = business.external_ratings_total ?? 0;
  const showExternal = externalCount > 0 && hasRating(business.external_rating);
  if (ownCount === 0 && !showExternal) return <RatingSummary rating={0} />;
  return (
    <ul className="reviews-figures" aria-label={text.ratings}>
      {ownCount > 0 && (
        <li className="reviews-figures__line reviews-figures__line--own">
          {hasRating(business.reviews_rating) && (
            <>
              <StarIcon className="rating-summary__star" />
              <span className="reviews-figures__value">{ratingText(business.reviews_rating, msg, lang)}</span>
              {' '}
              <span aria-hidden="true">·</span>{' '}
            </>
          )}
          <span>{countText(ownCount, reviewMsg.guideReviewOne, reviewMsg.guideReviewMany, lang)}</span>
        </li>
      )}
      {showExternal && (
        <li className="reviews-figures__line reviews-figures__line--external">
          <StarIcon className="rating-summary__star" />
          <span className="reviews-figures__value">{ratingText(business.external_rating, msg, lang)}</span>
          {' '}
              <span aria-hidden="true">·</span>{' '}
          <span>{countText(externalCount, reviewMsg.externalRatingOne, reviewMsg.externalRatingMany, lang)}</span>
        </li>
      )}
    </ul>
  );
}

/** 'Opiniones': the form, the latest reviews the business carries, then every review page by page. */
export function BusinessReviews({ business, loaded, total }: BusinessReviewsProps) {
  const msg = useMsg();
  const text = useBusinessText();
  // A business answer carries only its latest reviews; the whole list comes page by page.
  const reviews = useInfiniteQuery({ ...commentsQuery(business._id), enabled: loaded });
  const comments = reviews.data ? reviews.data.pages.flatMap((p) => p.items) : business.comments;
  const canReply = useCanReply(business._id);
  return (
    <section className="business-page__reviews" aria-labelledby="business-reviews">
      <div className="business-page__reviews-head">
        <h2 id="business-reviews" className="business-page__section-title">
          {text.reviews}
        </h2>
      </div>
      <ReviewsFigures business={business} ownTotal={reviews.data?.pages[0]?.total} total={total} />
      {loaded && <ReviewForm businessId={business._id} />}
      <ReviewList comments={comments} footer={(c) => <ReviewExtras businessId={business._id} review={c as ReviewItem} canReply={canReply} />} />
      {reviews.hasNextPage && (
        <button
          type="button"
          className="btn btn--ghost business-page__more"
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
        >
          {reviews.isFetchingNextPage ? msg.loading : text.moreReviews}
        </button>
      )}
    </section>
  );
}
