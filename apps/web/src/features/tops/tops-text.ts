import { icu } from '../../lib/i18n/icu';
import { defineText } from '../../lib/i18n/text';

/** Every text of /tops (spec §2): one place, checked by `pnpm lint:spelling` and the style test (docs/STYLE.md). */
export const TOPS_TEXT = {
  title: 'Tops',
  eyebrow: 'Recomendados',
  lead: 'Los negocios destacados, uno tras otro. Toca una tarjeta para verlo en el mapa.',
  previous: 'Negocio anterior',
  next: 'Negocio siguiente',
  list: 'Negocios recomendados',
  /** 'La Guarida, 2 de 13' (a card's name) */
  cardLabel: icu('{name}, {position} de {count}'),
  yourChoice: 'Tu selección',
  openMap: 'Abrir mapa',
  seeDetails: 'Ver ficha',
  loadLog: 'Error al cargar el negocio:',
} as const;

/** Tops' texts in the page's language. */
export const useTopsText = defineText(TOPS_TEXT, () => import('./tops-text.en'));
