import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { priceLevelOf, type Business } from '@guia/contracts';
import { menuQuery } from '../../lib/api/menu';
import { PaymentBadges } from './payment-badges';
import { usePaymentText } from './payment-text';

type Badged = Pick<Business, '_id' | 'payments' | 'payment_surcharge_pct' | 'price_level'>;

/**
 * The badges of one of the guide's own businesses where its menu is at hand (the business page's
 * lazy part, the map's panel): the price level from the menu's median (the same request as the
 * menu itself, shared), then the payment methods and the surcharge. With `titled`, a section with
 * its heading ('Formas de pago'), drawn only when there is something to show.
 */
export function BusinessPayments({ business, className, titled = false }: { business: Badged; className?: string; titled?: boolean }) {
  const text = usePaymentText();
  const id = useId();
  const menu = useQuery({ ...menuQuery(business._id), retry: false });
  const level = priceLevelOf(menu.data?.median_price_cup) ?? business.price_level;
  const badges = <PaymentBadges payments={business.payments} surchargePct={business.payment_surcharge_pct} priceLevel={level} />;
  if (!titled) return <div className={className}>{badges}</div>;
  if (!business.payments?.length && !level) return null;
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="business-page__section-title">
        {text.heading}
      </h2>
      {badges}
    </section>
  );
}
