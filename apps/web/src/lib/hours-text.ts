import { HOURS_TEXT, TODAY_STATUS_TEXT, UPDATED_AGO_TEXT, WEEKDAY_NAMES_ES, type HoursTexts } from '@guia/contracts';
import { defineText } from './i18n/text';
import { useMsg } from './i18n/messages';
import type { HoursWords } from './opening-status';

/**
 * The pill's and the hours lines' words (issue 16, issue 21 §4) in the page's language: Spanish
 * from contracts (hours-core.ts, today-status.ts), English in hours-text.en.ts.
 */
export const HOURS_CATALOG = {
  hours: HOURS_TEXT as HoursTexts,
  days: WEEKDAY_NAMES_ES,
  todayStatus: TODAY_STATUS_TEXT,
  updatedAgo: UPDATED_AGO_TEXT,
  /** 'Hoy: cerrado (sin corriente hoy)' */
  today: 'Hoy',
  /** before today's line, for screen readers */
  todayHours: 'Horario de hoy:',
};

export type HoursCatalog = typeof HOURS_CATALOG;

export const useHoursText = defineText(HOURS_CATALOG, () => import('./hours-text.en'));

/** The words the pill and the hours lines are written with, in the page's language (lib/opening-status.ts takes them). */
export function useHoursWords(): HoursWords {
  return { t: useHoursText(), msg: useMsg() };
}
