import { defineText } from '../../lib/i18n/text';

/** Fixed texts of the carousel controls (home's carousels, a place's photos); English in carousel-text.en.ts. */
export const CAROUSEL_TEXT = {
  roleDescription: 'carrusel',
  slideRoleDescription: 'diapositiva',
  previous: 'Anterior',
  next: 'Siguiente',
  dots: 'Elegir diapositiva',
  goTo: (n: number) => `Ir a la diapositiva ${n}`,
  slide: (index: number, count: number) => `${index + 1} de ${count}`,
} as const;

/** The carousel's texts in the page's language. */
export const useCarouselText = defineText(CAROUSEL_TEXT, () => import('./carousel-text.en'));
