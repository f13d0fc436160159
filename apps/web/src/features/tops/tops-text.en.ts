import { icu } from '../../lib/i18n/icu';
import type { Catalog } from '../../lib/i18n/text';
import type { TOPS_TEXT } from './tops-text';

/** Tops in English (issue 22 §1). */
const TOPS_TEXT_EN: Catalog<typeof TOPS_TEXT> = {
  title: 'Tops',
  eyebrow: 'Recommended',
  lead: 'The featured businesses, one after another. Tap a card to see it on the map.',
  previous: 'Previous business',
  next: 'Next business',
  list: 'Recommended businesses',
  cardLabel: icu('{name}, {position} of {count}'),
  yourChoice: 'Your choice',
  openMap: 'Open map',
  seeDetails: 'See details',
  loadLog: 'Error loading the business:',
};
export default TOPS_TEXT_EN;
