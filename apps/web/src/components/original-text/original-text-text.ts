import { defineText } from '../../lib/i18n/text';

/** The mark on a text the guide has only in Spanish (a business's or an event's description), shown on pages in another language. */
export const ORIGINAL_TEXT = {
  inSpanish: 'En español',
} as const;

export const useOriginalText = defineText(ORIGINAL_TEXT, () => import('./original-text-text.en'));
