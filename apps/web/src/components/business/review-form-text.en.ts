import type { Catalog } from '../../lib/i18n/text';
import type { REVIEW_FORM_TEXT } from './review-form-text';

/** The review form's validation messages in English (issue 22 §1). */
const REVIEW_FORM_TEXT_EN: Catalog<typeof REVIEW_FORM_TEXT> = {
  errors: {
    commentRequired: 'Your comment cannot be empty',
    commentTooLong: 'Your comment cannot be longer than 2,000 characters',
    invalidCharacters: 'The text contains control or invisible characters, which are not allowed',
    ratingRange: 'The rating must be a whole number from 1 to 5',
  },
};
export default REVIEW_FORM_TEXT_EN;
