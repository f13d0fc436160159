import type { Catalog } from '../lib/i18n/text';
import type { PAGE_TITLE_TEXT } from './page-title-text';

/** The guide's motto in the tab's title, in English (issue 22 §1). */
const PAGE_TITLE_TEXT_EN: Catalog<typeof PAGE_TITLE_TEXT> = {
  motto: 'Discover authentic Cuba',
};
export default PAGE_TITLE_TEXT_EN;
