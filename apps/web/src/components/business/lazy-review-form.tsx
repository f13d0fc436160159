import { lazy, Suspense, type ComponentProps } from 'react';
import { useMsg } from '../../lib/i18n/messages';

const ReviewFormImpl = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/**
 * The review form, loaded after the page: its validation (zod, react-hook-form, the contracts'
 * text rules) stays out of the business page's initial JavaScript (issue 11 budget: 130 KB gzip).
 */
export function LazyReviewForm(props: ComponentProps<typeof ReviewFormImpl>) {
  const msg = useMsg();
  return (
    <Suspense fallback={<p className="review-form__loading">{msg.loading}</p>}>
      <ReviewFormImpl {...props} />
    </Suspense>
  );
}
