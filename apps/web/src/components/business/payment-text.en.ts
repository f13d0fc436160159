// cspell:words Transfermóvil EnZona Zelle Mastercard
import type { Catalog } from '../../lib/i18n/text';
import { icu } from '../../lib/i18n/icu';
import type { PAYMENT_TEXT } from './payment-text';

/** The payment badges and filters in English (issue 22 §1). Transfermóvil, EnZona and Zelle are names. */
const PAYMENT_TEXT_EN: Catalog<typeof PAYMENT_TEXT> = {
  heading: 'Payment methods',
  price: 'Price',
  anyPayment: 'Any payment method',
  anyPrice: 'Any price',
  surcharge: 'Surcharge for electronic payment (%)',
  surchargeHelp: 'From 0 to 30, one decimal at most. Leave it empty if you charge no surcharge.',
  lead: 'Mark how your customers can pay you. The guide shows it on your page and on the map.',
  save: 'Save payment methods',
  saving: 'Saving...',
  saved: 'Payment methods saved',
  labels: {
    cash_cup: 'Cash (CUP)',
    cash_usd: 'Cash (USD)',
    cash_eur: 'Cash (EUR)',
    transfermovil: 'Transfermóvil',
    enzona: 'EnZona',
    cards: 'Cards (Visa/Mastercard not issued in the US)',
    zelle: 'Zelle',
  },
  help: {
    cards: 'Visa or Mastercard not issued in the US: cards from US banks do not work in Cuba',
  },
  priceLevel: {
    1: 'Inexpensive: dishes under 1,000 CUP',
    2: 'Moderate: dishes between 1,000 and 3,000 CUP',
    3: 'Expensive: dishes of 3,000 CUP or more',
  },
  surchargeBadge: icu('+{pct}% with electronic payment'),
};
export default PAYMENT_TEXT_EN;
