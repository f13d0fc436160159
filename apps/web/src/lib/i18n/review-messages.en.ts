import type { REVIEW_MESSAGES } from '@guia/contracts';
import type { Catalog } from './text';

const REVIEW_MESSAGES_EN: Catalog<typeof REVIEW_MESSAGES> = {
  guideReviewOne: 'review on Guía Cuba',
  guideReviewMany: 'reviews on Guía Cuba',
  externalRatingOne: 'external rating',
  externalRatingMany: 'external ratings',
  starHint: 'Choose 1 to 5 stars to post',
  starRequired: 'Your rating is missing: choose 1 to 5 stars to post your review.',
};
export default REVIEW_MESSAGES_EN;
