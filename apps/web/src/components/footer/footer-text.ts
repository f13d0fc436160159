/** Every text of the footer: one place, checked by `pnpm lint:spelling` and the style test (docs/STYLE.md). */
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
