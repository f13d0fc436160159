import { PAYMENT_METHODS, PAYMENT_SURCHARGE_MAX, type PaymentMethod } from './payments';

/**
 * Issue 21 §2–§3, the parts the public pages do not draw (apart from payments.ts, so the cards and
 * the business page carry only the labels): the refusals, the pago= values of nearby and search,
 * OpenStreetMap's payment:* keys read into the guide's ids, and the filter's rule. No zod here.
 */

export const PAYMENT_MESSAGES = {
  badMethod: 'Forma de pago desconocida: elige las formas de pago de la lista (efectivo, transferencia, tarjeta)',
  badSurcharge: `El recargo por pago electrónico debe ser un número entre 0 y ${PAYMENT_SURCHARGE_MAX}, con un decimal como mucho`,
  badFilter: 'El filtro de pago (pago) debe ser efectivo_cup, efectivo_usd, efectivo_eur, transfermovil, enzona, tarjeta o zelle',
  badPriceFilter: 'El filtro de precio (precio) debe ser 1, 2 o 3',
} as const;

/**
 * The pago= values of nearby and search (Spanish, as the map's address shows them) and the ids
 * they stand for. The ids themselves are accepted too.
 */
export const PAYMENT_QUERY_VALUES: Record<string, PaymentMethod> = {
  efectivo_cup: 'cash_cup',
  efectivo_usd: 'cash_usd',
  efectivo_eur: 'cash_eur',
  transfermovil: 'transfermovil',
  enzona: 'enzona',
  tarjeta: 'cards',
  zelle: 'zelle',
};

/** A pago= value → the id (undefined: unknown). */
export function paymentOfQuery(value: string): PaymentMethod | undefined {
  const v = value.trim().toLowerCase();
  return PAYMENT_QUERY_VALUES[v] ?? ((PAYMENT_METHODS as readonly string[]).includes(v) ? (v as PaymentMethod) : undefined);
}

/** The pago= value of an id (what the web writes). */
export const paymentQueryValue = (m: PaymentMethod): string => Object.keys(PAYMENT_QUERY_VALUES).find((k) => PAYMENT_QUERY_VALUES[k] === m) ?? m;

/**
 * OpenStreetMap's payment:<x> keys (osm.mapping.ts keeps the x of those set to yes) → the ids.
 * Cash in Cuba is the peso unless a tag says otherwise; payment:cash_usd/_eur are not OSM
 * keys but cost nothing to read. Cards of any brand are the one 'cards' badge.
 */
const OSM_PAYMENT: Record<string, PaymentMethod> = {
  cash: 'cash_cup',
  coins: 'cash_cup',
  notes: 'cash_cup',
  cash_cup: 'cash_cup',
  cup: 'cash_cup',
  cash_usd: 'cash_usd',
  usd: 'cash_usd',
  cash_eur: 'cash_eur',
  eur: 'cash_eur',
  transfermovil: 'transfermovil',
  enzona: 'enzona',
  cards: 'cards',
  credit_cards: 'cards',
  debit_cards: 'cards',
  visa: 'cards',
  visa_debit: 'cards',
  visa_electron: 'cards',
  mastercard: 'cards',
  maestro: 'cards',
  zelle: 'zelle',
};

/** OSM's accepted payments (['cash', 'visa']) → the ids, once each, in PAYMENT_METHODS order. */
export function paymentsFromOsm(osm: readonly string[] | undefined): PaymentMethod[] {
  if (!osm?.length) return [];
  const found = new Set<PaymentMethod>();
  for (const x of osm) {
    const m = OSM_PAYMENT[x.trim().toLowerCase()];
    if (m) found.add(m);
  }
  return PAYMENT_METHODS.filter((m) => found.has(m));
}

/** Whether a place accepting accepted passes a filter on wanted (any one of them; no filter: yes). */
export const acceptsAny = (accepted: readonly string[] | undefined, wanted: readonly PaymentMethod[]) =>
  wanted.length === 0 || (accepted ?? []).some((m) => (wanted as readonly string[]).includes(m));

