import { defineText } from '../../lib/i18n/text';

/** The business page's own texts (issue 20: one place per feature; docs/STYLE.md). The §8 messages are in MSG. */
export const BUSINESS_TEXT = {
  back: 'Volver',
  share: 'Compartir',
  about: 'Acerca de',
  info: 'Información del negocio',
  hours: 'Horario',
  address: 'Dirección',
  phone: 'Teléfono',
  website: 'Sitio web',
  claim: '¿Es tu negocio?',
  reviews: 'Opiniones',
  ratings: 'Valoraciones',
  moreReviews: 'Ver más opiniones',
} as const;

/** The business page's texts in the page's language. */
export const useBusinessText = defineText(BUSINESS_TEXT, () => import('./business-text.en'));
