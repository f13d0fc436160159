import { useId } from 'react';
import type { Business } from '@guia/contracts';
import { PaymentsFields } from '../../components/business/payments-fields';
import { PAYMENT_TEXT as T } from '../../components/business/payment-text';

/**
 * The owner's payment methods (issue 21 §3) in 'Mis negocios': a box per method (cards say they
 * must not be issued in the US) and the surcharge for electronic payment. The business's page and
 * the map show the badges once saved.
 */
export function PaymentsEditor({ business }: { business: Pick<Business, '_id' | 'payments' | 'payment_surcharge_pct'> }) {
  const id = useId();
  return (
    <section className="owner-today owner-payments" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="owner-today__title">
        {T.heading}
      </h4>
      <p className="owner-muted">{T.lead}</p>
      <PaymentsFields business={business} />
    </section>
  );
}
