// cspell:words Mastercard Zelle UU
/**
 * Payment methods and price levels (issue 21 §2–§3). No zod here: the public pages (cards, the
 * business page, the map) import the ids, the labels and the price level's reader; the refusals,
 * the pago= values and OSM's tags are in payments-query.ts, the schemas in payments-schema.ts.
 *
 * A business stores the ids it accepts (payments) and, optionally, the surcharge it adds for
 * electronic payment (payment_surcharge_pct, 0–30 %, one decimal at most). OpenStreetMap places
 * carry payment:<x>=yes tags, read into the same ids by paymentsFromOsm, so both show the same
 * badges and the same pago= filter finds both.
 */

/** In the order the badges and the editors list them. */
export const PAYMENT_METHODS = ['cash_cup', 'cash_usd', 'cash_eur', 'transfermovil', 'enzona', 'cards', 'zelle'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The badge's text. */
export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cash_cup: 'Efectivo CUP',
  cash_usd: 'Efectivo USD',
  cash_eur: 'Efectivo EUR',
  transfermovil: 'Transfermóvil',
  enzona: 'EnZona',
  cards: 'Tarjeta Visa o Mastercard',
  zelle: 'Zelle',
};

/** A line of help under a method where its name alone could mislead (the editors and the badge's title). */
export const PAYMENT_HELP: Partial<Record<PaymentMethod, string>> = {
  cards: 'Visa o Mastercard no emitidas en EE. UU.: las tarjetas de bancos de EE. UU. no funcionan en Cuba',
};

export const PAYMENT_SURCHARGE_MAX = 30;

/** '+10 % con pago electrónico' (es-ES: comma decimals, a space before %) */
export const surchargeText = (pct: number) => `+${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(pct)} % con pago electrónico`;

/**
 * Price levels from the median dish price of a business's menu, in CUP (issue 21 §2). Havana,
 * late 2025 (about 440 CUP per USD): a café or a cafeteria's dishes sit under 1 000 CUP (coffee
 * 250, a sandwich 400–900); a paladar's main dishes 1 800–3 000 with starters and drinks pulling
 * the median down; places whose median dish is 3 000 CUP (≈ 7 USD) or more are the expensive end.
 * The seed's six menus land in all three (Café Bohemia 400: '$'; La Guarida 1 350, El Cocinero
 * 1 750, La Bodeguita 1 200, El Floridita 1 500: '$$'; San Cristóbal 3 400: '$$$').
 */
export const PRICE_LEVELS = [1, 2, 3] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];
/** a median below [0] CUP is level 1, below [1] level 2, anything else level 3 */
export const PRICE_LEVEL_BOUNDS_CUP = [1000, 3000] as const;

export function priceLevelOf(medianCup: number | null | undefined): PriceLevel | undefined {
  if (medianCup === null || medianCup === undefined || !Number.isFinite(medianCup) || medianCup <= 0) return undefined;
  return medianCup < PRICE_LEVEL_BOUNDS_CUP[0] ? 1 : medianCup < PRICE_LEVEL_BOUNDS_CUP[1] ? 2 : 3;
}

/** '$', '$$', '$$$' */
export const priceLevelSigns = (level: PriceLevel) => '$'.repeat(level);

/** What the signs mean, for a title and for screen readers. */
export const PRICE_LEVEL_TEXT: Record<PriceLevel, string> = {
  1: 'Económico: platos por menos de 1000 CUP',
  2: 'Precio medio: platos entre 1000 y 3000 CUP',
  3: 'Caro: platos de 3000 CUP o más',
};
