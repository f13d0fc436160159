import type { Catalog } from '../../lib/i18n/text';
import type { FAVORITE_TEXT } from './favorite-text';

/** The heart in English (issue 22 §1). */
const FAVORITE_TEXT_EN: Catalog<typeof FAVORITE_TEXT> = {
  favorite: 'Favorite',
  save: (name: string) => (name ? `Save ${name} to favorites` : 'Save to favorites'),
  remove: (name: string) => (name ? `Remove ${name} from favorites` : 'Remove from favorites'),
};
export default FAVORITE_TEXT_EN;
