import { useId } from 'react';
import { PAYMENT_LABELS, PAYMENT_METHODS, PRICE_LEVELS, PRICE_LEVEL_TEXT, priceLevelSigns, type PaymentMethod, type PriceLevel } from '@guia/contracts';
import { PAYMENT_TEXT } from '../../../components/business/payment-text';

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
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={paymentId}>
          {PAYMENT_TEXT.heading}
        </label>
        <select id={paymentId} className="field__input" value={payment} onChange={(e) => onPayment(e.target.value as PaymentMethod | '')}>
          <option value="">{PAYMENT_TEXT.anyPayment}</option>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={priceId}>
          {PAYMENT_TEXT.price}
        </label>
        <select id={priceId} className="field__input" value={price ?? ''} onChange={(e) => onPrice(e.target.value ? (Number(e.target.value) as PriceLevel) : null)}>
          <option value="">{PAYMENT_TEXT.anyPrice}</option>
          {PRICE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {`${priceLevelSigns(l)} · ${PRICE_LEVEL_TEXT[l]}`}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
