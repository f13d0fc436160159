import { useInfiniteQuery } from '@tanstack/react-query';
import { MSG, type Business } from '@guia/contracts';
import { LazyReviewForm as ReviewForm } from '../../components/business/lazy-review-form';
import { ReviewList } from '../../components/business/review-list';
import { RatingSummary } from '../../components/business/star-rating';
import { commentsQuery } from '../../lib/api/business';

interface BusinessReviewsProps {
  business: Partial<Business> & { _id: string };
  /** False while only a card's data is shown: no form until the business itself has loaded. */
  loaded: boolean;
  total: number;
}

/** 'Opiniones': the form, the latest reviews the business carries, then every review page by page. */
export function BusinessReviews({ business, loaded, total }: BusinessReviewsProps) {
  // A business answer carries only its latest reviews; the whole list comes page by page.
  const reviews = useInfiniteQuery({ ...commentsQuery(business._id), enabled: loaded });
  const comments = reviews.data ? reviews.data.pages.flatMap((p) => p.items) : business.comments;
  return (
    <section className="business-page__reviews" aria-labelledby="business-reviews">
      <div className="business-page__reviews-head">
        <h2 id="business-reviews" className="business-page__section-title">
          Opiniones
        </h2>
        <RatingSummary rating={business.rating} total={total} />
      </div>
      {loaded && <ReviewForm businessId={business._id} />}
      <ReviewList comments={comments} />
      {reviews.hasNextPage && (
        <button
          type="button"
          className="btn btn--ghost business-page__more"
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
        >
          {reviews.isFetchingNextPage ? MSG.loading : 'Ver más opiniones'}
        </button>
      )}
    </section>
  );
}
