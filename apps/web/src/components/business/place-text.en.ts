import { HOME_CATEGORIES } from '@guia/contracts';
import { plural } from '../../lib/i18n/icu';
import type { Catalog } from '../../lib/i18n/text';
import type { PLACE_TEXT } from './place-text';

/** The home categories' English names (the guide's data has only the Spanish name and an identifier): by either. */
const ENGLISH: Record<string, string> = {
  restaurant: 'Food and drink',
  store: 'Shopping',
  night_club: 'Nightlife',
  cafe: 'Coffee and tea',
  point_of_interest: 'Things to do',
  health: 'Health and wellness',
};
const CATEGORIES: Record<string, string> = {
  ...ENGLISH,
  ...Object.fromEntries(HOME_CATEGORIES.map((c) => [c.nombre.toLowerCase(), ENGLISH[c.name] ?? c.nombre])),
};

/** The shared place components in English (issue 22 §1). */
const PLACE_TEXT_EN: Catalog<typeof PLACE_TEXT> = {
  stars: plural('count', { one: '# star', other: '# stars' }),
  starsOf5: plural('count', { one: '# out of 5 stars', other: '# out of 5 stars' }),
  categoryName: (id: string) => CATEGORIES[id],
  reviewForm: 'Write your review',
  yourComment: 'Your comment',
  commentPlaceholder: 'Tell us what you thought',
  publishing: 'Posting...',
  publish: 'Post review',
  yourRating: 'Your rating',
  showWeek: 'See the week’s opening hours',
  hideWeek: 'Hide opening hours',
  specialDays: 'Days with special opening hours',
  categories: 'Categories',
  favorite: 'Favorite',
};
export default PLACE_TEXT_EN;
