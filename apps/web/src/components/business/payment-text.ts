import { PAYMENT_HELP, PAYMENT_LABELS, PRICE_LEVEL_TEXT } from '@guia/contracts';
import { icu } from '../../lib/i18n/icu';
import { defineText } from '../../lib/i18n/text';

/** Texts of the payment badges, the payment editors and the map's payment and price filters (issue 21 §2–§3; docs/STYLE.md). English in payment-text.en.ts. */
export const PAYMENT_TEXT = {
  heading: 'Formas de pago',
  price: 'Precio',
  anyPayment: 'Cualquier forma de pago',
  anyPrice: 'Cualquier precio',
  surcharge: 'Recargo por pago electrónico (%)',
  surchargeHelp: 'De 0 a 30, con un decimal como mucho. Déjalo vacío si no cobras recargo.',
  lead: 'Marca cómo pueden pagarte tus clientes. La guía lo muestra en tu página y en el mapa.',
  save: 'Guardar formas de pago',
  saving: 'Guardando...',
  saved: 'Formas de pago guardadas con éxito',
  /** a badge's text by method (contracts' payments.ts: Transfermóvil and EnZona are names) */
  labels: PAYMENT_LABELS,
  /** a badge's title where its name alone could mislead */
  help: PAYMENT_HELP,
  /** what '$', '$$', '$$$' mean */
  priceLevel: PRICE_LEVEL_TEXT,
  /** '+10 % con pago electrónico' (the number written in the page's language) */
  surchargeBadge: icu('+{pct} % con pago electrónico'),
} as const;

/** The payment texts in the page's language. */
export const usePaymentText = defineText(PAYMENT_TEXT, () => import('./payment-text.en'));
