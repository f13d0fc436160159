import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router-dom';
import type { z } from 'zod';
import { reviewBodySchema, type Business, type ReviewBody } from '@guia/contracts';
import { paths } from '../../config/paths';
import { useReviewMutation } from '../../lib/api/reviews';
import type { LoginNavState } from '../../lib/nav-state';
import { useMsg, useReviewMsg } from '../../lib/i18n/messages';
import { messageIn } from '../../lib/i18n/message-in';
import { useSession } from '../../lib/session/use-session';
import { StarRatingInput } from './star-rating-input';
import './business.css';
import { usePlaceText } from './place-text';
import { useReviewFormText } from './review-form-text';

type ReviewInput = z.input<typeof reviewBodySchema>;

const COMMENT_MAX = 2000;

export interface ReviewFormProps {
  /** The business being reviewed (its id is where the review is posted). */
  businessId: string;
  /** Called with the server's updated business (new review first, new average). */
  onSaved?(business: Business): void;
}

/**
 * Leave a review (saved, DESIGN §9): choose 1–5 stars and write a comment, then
 * POST /api/business/{id}/comments. Publicar is never silently grey (issue 20 §5): until a star is
 * chosen a hint under the stars says one is needed (the button's description), and publishing
 * without one or with a blank comment says so next to the stars or the comment; it is disabled
 * only while the call is running. On success the business query takes the answer, so
 * the review list and the average update at once. Logged out: a link to /login (and back here).
 */
export function ReviewForm({ businessId, onSaved }: ReviewFormProps) {
  const text = usePlaceText();
  const msg = useMsg();
  const reviewMsg = useReviewMsg();
  const formText = useReviewFormText();
  const session = useSession();
  const location = useLocation();
  const commentId = useId();
  const hintId = useId();
  const starErrorId = useId();
  const commentErrorId = useId();
  const [thanks, setThanks] = useState(false);
  const mutation = useReviewMutation(businessId, onSaved);
  const {
    control,
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<ReviewInput, unknown, ReviewBody>({
    resolver: zodResolver(reviewBodySchema),
    defaultValues: { content: '', rating: undefined },
  });
  const rating = useWatch({ control, name: 'rating' });

  if (!session.isAuthenticated) {
    return (
      <p className="review-form__login">
        <Link to={paths.login} state={{ from: location } satisfies LoginNavState}>
          {msg.reviewLoginPrompt}
        </Link>
      </p>
    );
  }

  const onValid = async (review: ReviewBody) => {
    setThanks(false);
    try {
      await mutation.mutateAsync(review);
      reset({ content: '', rating: undefined });
      setThanks(true);
    } catch {
      // the message is shown from mutation.error
    }
  };

  return (
    <form className="review-form" onSubmit={handleSubmit(onValid)} noValidate aria-label={text.reviewForm}>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            value={typeof field.value === 'number' ? field.value : null}
            onChange={(n) => {
              setThanks(false);
              clearErrors('rating');
              field.onChange(n);
            }}
            disabled={mutation.isPending}
          />
        )}
      />
      {errors.rating ? (
        <p id={starErrorId} className="review-form__error" role="alert">
          {reviewMsg.starRequired}
        </p>
      ) : (
        typeof rating !== 'number' && (
          <p id={hintId} className="review-form__hint">
            {reviewMsg.starHint}
          </p>
        )
      )}
      <div className="field">
        <label className="field__label" htmlFor={commentId}>
          {text.yourComment}
        </label>
        <textarea
          id={commentId}
          className="field__input review-form__text"
          rows={3}
          maxLength={COMMENT_MAX}
          placeholder={text.commentPlaceholder}
          disabled={mutation.isPending}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? commentErrorId : undefined}
          {...register('content', {
            onChange: () => {
              setThanks(false);
              clearErrors('content');
            },
          })}
        />
        {errors.content?.message && (
          <p id={commentErrorId} className="review-form__error" role="alert">
            {messageIn(errors.content.message, [[useReviewFormText.es.errors, formText.errors]])}
          </p>
        )}
      </div>
      {mutation.error && (
        <p className="alert alert--error" role="alert">
          {mutation.error.message || msg.requestError}
        </p>
      )}
      {thanks && (
        <p className="alert alert--success" role="status">
          {msg.reviewThanks}
        </p>
      )}
      <div className="review-form__actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={mutation.isPending}
          aria-describedby={errors.rating ? starErrorId : typeof rating !== 'number' ? hintId : undefined}
        >
          {mutation.isPending ? text.publishing : text.publish}
        </button>
      </div>
    </form>
  );
}
