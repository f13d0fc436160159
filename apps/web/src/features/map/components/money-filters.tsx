import { useId } from 'react';
import { PAYMENT_METHODS, PRICE_LEVELS, priceLevelSigns, type PaymentMethod, type PriceLevel } from '@guia/contracts';
import { usePaymentText } from '../../../components/business/payment-text';

export interface MoneyFiltersProps {
  payment: PaymentMethod | '';
  onPayment(m: PaymentMethod | ''): void;
  price: PriceLevel | null;
  onPrice(level: PriceLevel | null): void;
}

/**
 * The map's payment and price filters (issue 21 §2–§3): one method ('Transfermóvil') and one
 * level ('$$'); the server keeps the places that take it, OpenStreetMap's included (no prices there).
 */
export function MoneyFilters({ payment, onPayment, price, onPrice }: MoneyFiltersProps) {
  const paymentId = useId();
  const priceId = useId();
  const text = usePaymentText();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={paymentId}>
          {text.heading}
        </label>
        <select id={paymentId} className="field__input" value={payment} onChange={(e) => onPayment(e.target.value as PaymentMethod | '')}>
          <option value="">{text.anyPayment}</option>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {text.labels[m]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={priceId}>
          {text.price}
        </label>
        <select id={priceId} className="field__input" value={price ?? ''} onChange={(e) => onPrice(e.target.value ? (Number(e.target.value) as PriceLevel) : null)}>
          <option value="">{text.anyPrice}</option>
          {PRICE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {`${priceLevelSigns(l)} · ${text.priceLevel[l]}`}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
