import { defineText } from '../lib/i18n/text';

/** The tab's title when a screen has no name of its own (home, a shared plan); English in page-title-text.en.ts. */
export const PAGE_TITLE_TEXT = {
  motto: 'Descubre la Cuba auténtica',
} as const;

/** The page title's texts in the page's language. */
export const usePageTitleText = defineText(PAGE_TITLE_TEXT, () => import('./page-title-text.en'));
