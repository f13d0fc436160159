import type { Catalog } from '../../lib/i18n/text';
import type { FOOTER_TEXT } from './footer-text';

/** The footer in English (issue 22 §1). */
const FOOTER_TEXT_EN: Catalog<typeof FOOTER_TEXT> = {
  brand: 'Guía Cuba',
  tagline: 'Authentic businesses, events and places in Cuba, all in one place.',
  nav: 'Information',
  about: 'About',
  terms: 'Terms',
  privacy: 'Privacy',
  help: 'Help',
  rights: 'Guía Cuba. All rights reserved.',
};
export default FOOTER_TEXT_EN;
