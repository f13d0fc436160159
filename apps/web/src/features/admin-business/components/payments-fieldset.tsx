import type { Business } from '@guia/contracts';
import { PaymentsFields } from '../../../components/business/payments-fields';
import { PAYMENT_TEXT } from '../../../components/business/payment-text';

/**
 * 'Formas de pago' (issue 21 §3) of a business already saved: the methods and the surcharge, saved
 * with their own button through the owners' endpoint (so the change is recorded, as an owner's is).
 * A new business has none until it is created.
 */
export function PaymentsFieldset({ business }: { business?: Business }) {
  if (!business) return null;
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{PAYMENT_TEXT.heading}</legend>
      <PaymentsFields key={business._id} business={business} />
    </fieldset>
  );
}
