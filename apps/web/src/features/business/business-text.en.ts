import type { Catalog } from '../../lib/i18n/text';
import type { BUSINESS_TEXT } from './business-text';

/** The business page in English (issue 22 §1). */
const BUSINESS_TEXT_EN: Catalog<typeof BUSINESS_TEXT> = {
  back: 'Back',
  share: 'Share',
  about: 'About',
  info: 'Business information',
  hours: 'Opening hours',
  address: 'Address',
  phone: 'Phone',
  website: 'Website',
  claim: 'Is this your business?',
  reviews: 'Reviews',
  ratings: 'Ratings',
  moreReviews: 'See more reviews',
};
export default BUSINESS_TEXT_EN;
