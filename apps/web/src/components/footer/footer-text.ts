import { defineText } from '../../lib/i18n/text';

/** Every text of the footer: one place, checked by `pnpm lint:spelling` and the style test (docs/STYLE.md); English in footer-text.en.ts. */
export const FOOTER_TEXT = {
  brand: 'Guía Cuba',
  tagline: 'Negocios, eventos y lugares auténticos de Cuba, en un solo lugar.',
  nav: 'Información',
  about: 'Acerca de',
  terms: 'Términos',
  privacy: 'Privacidad',
  help: 'Ayuda',
  /** '© 2026 Guía Cuba. Todos los derechos reservados.' (the year from Havana's clock) */
  rights: 'Guía Cuba. Todos los derechos reservados.',
} as const;

/** The footer's texts in the page's language. */
export const useFooterText = defineText(FOOTER_TEXT, () => import('./footer-text.en'));
