import { BUSINESS_MESSAGES, TEXT_MESSAGES } from '@guia/contracts';
import { defineText } from '../../lib/i18n/text';

/**
 * What the review form says when a comment cannot be posted as written (the contracts' rules,
 * reviewBodySchema, checked in the browser): the same words as the API's, in the page's language.
 * Loaded with the form (lazy), English in review-form-text.en.ts.
 */
export const REVIEW_FORM_TEXT = {
  errors: {
    commentRequired: BUSINESS_MESSAGES.commentRequired,
    commentTooLong: BUSINESS_MESSAGES.commentTooLong,
    invalidCharacters: TEXT_MESSAGES.invalidCharacters,
    ratingRange: BUSINESS_MESSAGES.reviewRatingRange,
  },
} as const;

/** The form's texts in the page's language. */
export const useReviewFormText = defineText(REVIEW_FORM_TEXT, () => import('./review-form-text.en'));
