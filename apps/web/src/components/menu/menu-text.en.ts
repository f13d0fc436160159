// cspell:words elTOQUE
import type { Catalog } from '../../lib/i18n/text';
import { icu, plural } from '../../lib/i18n/icu';
import type { MENU_TEXT } from './menu-text';

/** The menu in English (issue 22 §1): prices stay in CUP, the numbers written the English way. */
const MENU_TEXT_EN: Catalog<typeof MENU_TEXT> = {
  title: 'Menu',
  soldOut: 'Sold out',
  show: 'See menu',
  hide: 'Hide menu',
  cup: icu('{amount} CUP'),
  usd: icu('{amount} USD'),
  eur: icu('{amount} EUR'),
  converted: icu('≈ {amounts}'),
  joiner: ' · ',
  rate: icu('Reference rate of {date} ({source})'),
  summary: plural('count', { one: '# dish', other: '# dishes' }, '', ', from {from} CUP'),
};
export default MENU_TEXT_EN;
