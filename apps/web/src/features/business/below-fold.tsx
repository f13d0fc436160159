import { BusinessMenu } from '../../components/menu/business-menu';
import { BusinessPayments } from '../../components/business/business-payments';
import './payments-section.css';
import { BusinessReviews, type BusinessReviewsProps } from './business-reviews';

/**
 * What an own business's page shows below its first screen: the menu (issue 21 §2, its own
 * request) and the reviews. One lazy part for both keeps the page's first JavaScript in budget;
 * the menu draws nothing while it loads, or when there is none.
 */
export function BelowFold(props: BusinessReviewsProps) {
  return (
    <>
      <BusinessPayments business={props.business} className="business-page__payments" titled />
      <BusinessMenu businessId={props.business._id} className="business-page__menu" />
      <BusinessReviews {...props} />
    </>
  );
}
