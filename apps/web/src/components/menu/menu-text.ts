import { icu, plural } from '../../lib/i18n/icu';
import { defineText } from '../../lib/i18n/text';

/** The menu's own texts (issue 21 §2; docs/STYLE.md): the business page and the map's panel show them. English in menu-text.en.ts. */
export const MENU_TEXT = {
  title: 'Menú',
  soldOut: 'Agotado',
  show: 'Ver menú',
  hide: 'Ocultar menú',
  /** a price in Cuban pesos, the number already written in the page's language ('2200', '12.500') */
  cup: icu('{amount} CUP'),
  /** the same price at the reference rate, '≈ 5,00 USD · 4,58 EUR': each part, and how they are joined (either part may be missing) */
  usd: icu('{amount} USD'),
  eur: icu('{amount} EUR'),
  converted: icu('≈ {amounts}'),
  /** between the USD and the EUR amounts */
  joiner: ' · ',
  /** once under the menu: 'Tasa de referencia del 24/11 (elTOQUE)' */
  rate: icu('Tasa de referencia del {date} ({source})'),
  /** under a folded menu: '8 platos, desde 650 CUP' */
  summary: plural('count', { one: '# plato', other: '# platos' }, '', ', desde {from} CUP'),
} as const;

/** The menu's texts in the page's language. */
export const useMenuText = defineText(MENU_TEXT, () => import('./menu-text.en'));
