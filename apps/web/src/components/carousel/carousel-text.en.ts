import type { Catalog } from '../../lib/i18n/text';
import type { CAROUSEL_TEXT } from './carousel-text';

/** The carousel's controls in English (issue 22 §1), the words of the WAI-ARIA carousel pattern. */
const CAROUSEL_TEXT_EN: Catalog<typeof CAROUSEL_TEXT> = {
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  previous: 'Previous',
  next: 'Next',
  dots: 'Choose a slide',
  goTo: (n: number) => `Go to slide ${n}`,
  slide: (index: number, count: number) => `${index + 1} of ${count}`,
};
export default CAROUSEL_TEXT_EN;
